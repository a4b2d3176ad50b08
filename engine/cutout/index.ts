export {
  MAX_UPSCALE,
  analysePhoto,
  bytesBounded,
  computeCutout,
  cutOut,
  getCutout,
  hintKey,
  type Cutout,
  type Raw,
} from './cutout.js';
export { modelSession } from './model.js';
export { cutoutPreview, previewOf } from './preview.js';
export { MORE_THAN_PRODUCT } from './quality.js';
