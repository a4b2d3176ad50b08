export { type Composed, composeLayout } from './compose.js';
export { requiredContrast } from './measure.js';
export { frameAspect, frameInset, productPixels, type FrameLook } from './product.js';
