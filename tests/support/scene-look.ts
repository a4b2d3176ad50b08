import { type ProductLook } from '../../engine/scenes/index.js';

/** A product's look for scene tests: a capsule pack of neutral mood in pale white, red brand. */
export const look = (o: Partial<ProductLook>): ProductLook => ({
  mood: 'neutral',
  form: 'capsules',
  notes: [],
  brand: '#c0392b',
  body: '#f2efe9',
  dark: false,
  ...o,
});
