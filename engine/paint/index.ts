export {
  contrast,
  contrastLum,
  deltaE,
  darken,
  ensureContrast,
  hexToRgb,
  hueGap,
  hueOf,
  inkOn,
  lighten,
  luminance,
  mix,
  rgbToHex,
  saturation,
  type RGB,
} from './color.js';
export { grow, overlaps, type Box, union, widestBand } from './geometry.js';
export {
  darken2x,
  finish,
  overFaded,
  overPremultiplied,
  overStraight,
  releaseBuffer,
  soften,
  upscale2x,
  upscaleMask2x,
  upscaleTo,
  type Rgba,
} from './raster.js';
export { rng } from './rng.js';
export { bokeh, circlePath, f, glow, grid, lin, linStops, radial } from './svg-defs.js';
