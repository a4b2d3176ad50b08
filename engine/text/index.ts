export { lineSvg, shapeLine, verticalMetrics } from './draw.js';
export { initFaces } from './faces.js';
export { fitText, sanitizeText, type FitOptions, type FittedText } from './fit.js';
export { FONT_FACES, type FontSpec, type FontWeight } from './fonts.js';
export { missingGlyphs } from './coverage.js';
export { textLine } from './svg.js';
