export { MAX_UPSCALE, analysePhoto, bytesBounded, getCutout, type Cutout, type Raw } from './cutout.js';
export { shareInferenceLock } from './lock.js';
export { modelSession } from './model.js';
export { cutoutPreview } from './preview.js';
