export { prepareEdit } from './edit-apply.js';
export { LocalAdEngine } from './local-engine.js';
export { batchOf, composeAd, planAd, renderAd, resolveStyle, type PlannedAd } from './render.js';
export { buttonSeparation, productSeparation, type Separation } from './separation.js';
