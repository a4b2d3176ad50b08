export { planLayout } from './layouts.js';
export { FEED_DENSE_PX, FEED_TIGHT_PX, rect, STORY_DENSE_PX } from './parts.js';
export { type Honest, type LayoutCtx, type Panel, type Plan, type TextItem } from './types.js';
export { layoutWords } from './words.js';
export { compareWords } from './compare-rows.js';
export { CAPTION_ZONE, HEADER_ZONE, heroShare, MAX_HEIGHT, maxProductH } from './solver.js';
