export { planLayout } from './layouts.js';
export { FEED_DENSE_PX, FEED_TIGHT_PX, rect, STORY_DENSE_PX } from './parts.js';
export { type Honest, type LayoutCtx, type Panel, type Plan, type TextItem } from './types.js';
export { layoutWords } from './words.js';
export { compareWords } from './compare-rows.js';
// What the list-bearing styles list, for scripts/list-items.ts (docs/decisions/125-lists-that-deliver-their-style.md).
export { calledOut } from './callouts.js';
export { faqPairs } from './faq.js';
export { routineOf } from './ugc-cards.js';
export { chatFollowUp } from './ugc-screens.js';
export { CAPTION_ZONE, HEADER_ZONE, heroShare, MAX_HEIGHT, maxProductH } from './solver.js';
export { FOOT_BELOW, footBelow } from './story-foot.js';
export { productClearance } from './story-edge.js';
