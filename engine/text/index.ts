// The text room (docs/decisions/038-one-text-engine.md): HarfBuzz fits and draws every line. Await
// initFaces() once per thread before fitText, shapeLine, lineSvg, verticalMetrics or textLine;
// sanitizeText and missingGlyphs read only the fonts' character maps and work without it.
export { lineSvg, shapeLine, verticalMetrics } from './draw.js';
export { initFaces } from './faces.js';
export { changeCaseKeepingUnits, isCapsOnly, upperKeepingUnits } from './case.js';
export { fitText, phraseSplits, sanitizeText, type FitOptions, type FittedText } from './fit.js';
export { FONT_FACES, type FontSpec, type FontWeight } from './fonts.js';
export { missingGlyphs } from './coverage.js';
export { textLine } from './svg.js';
export { readScale, xHeightEm } from './x-height.js';
export { readableFloor } from './readable.js';
