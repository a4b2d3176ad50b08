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
export {
  EXTENDED_MODEL_FILE,
  EXTENDED_MODEL_SHA256,
  MODEL_FILE,
  MODEL_SHA256,
  MODEL_SIDE,
  SOURCE_MODEL_FILE,
  modelSession,
  optimiseModel,
  predictSaliency,
  sessionOptions,
} from './model.js';
export { cutoutPreview, previewOf } from './preview.js';
export { MORE_THAN_PRODUCT } from './quality.js';
