export { type Composed, composeLayout } from './compose.js';
export { requiredContrast } from './measure.js';
export { frameAspect, frameInset, productPixels, type FrameLook } from './product.js';
export { armCrossing, handLayer, type HeldPlacement, placeHeld } from './held.js';
export { heldOverlap } from './held-fit.js';
export { raggedness } from './edge.js';
