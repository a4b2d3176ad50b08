import { type SceneKind } from '../../contract/style-types.js';

/**
 * How each scene is lit and shot, so the product's shadows agree with it: the side the key light
 * comes from (dir: the shadow falls to +1 right or -1 left), whether the cast shadow lands on a
 * floor or on the wall behind, contact and cast strength, how glossy the surface is (reflection)
 * and how much floor the set shows under the product (`floor`, a share of the canvas height).
 *
 * Depth of field: a scene's `back` layer (walls, rooms, out-of-focus props) is rasterised at
 * `backScale` and enlarged, which blurs it for almost nothing; the `front` layer (the surface the
 * product stands on) at `scale`, half size for photographic sets and full size for graphic ones
 * (docs/decisions/013-renderer-passes-and-glyph-paths.md).
 */
export type Light = {
  dir: number;
  cast: 'floor' | 'wall' | 'lying' | 'none';
  contact: number;
  castStrength: number;
  gloss: number;
  scale: number;
  backScale: number;
  anchor: 'floor' | 'center';
  floor: number;
  /** Lens falloff at the corners (0-1) and a phone camera's warm cast (0-1), applied to the pixels. */
  vignette: number;
  warm: number;
  /**
   * The set's ground drawn centred under the product (a podium, a slab, a plinth, a stone): its
   * width as a multiple of the product's and its least width as a share of the canvas's, as the
   * scene draws it (photo.ts, graphic.ts, photo-sets.ts). The 9:16 layout keeps it off the side edges.
   */
  ground?: { scale: number; min: number };
};

const flat: Light = {
  dir: 1,
  cast: 'wall',
  contact: 0.3,
  castStrength: 0.16,
  gloss: 0,
  scale: 1,
  backScale: 0.25,
  anchor: 'center',
  floor: 0,
  vignette: 0.1,
  warm: 0,
};
const studio = (o: Partial<Light>): Light => ({
  dir: 1,
  cast: 'floor',
  contact: 0.5,
  castStrength: 0.3,
  gloss: 0,
  scale: 0.5,
  backScale: 0.125,
  anchor: 'floor',
  floor: 0.06,
  vignette: 0.2,
  warm: 0,
  ...o,
});
const home = (o: Partial<Light>): Light => studio({ vignette: 0.28, warm: 0.05, ...o });

export const SCENE_LIGHT: Record<SceneKind, Light> = {
  solid: flat,
  gradient: flat,
  spotlight: { ...flat, cast: 'floor', castStrength: 0.22, anchor: 'floor', floor: 0.05 },
  dots: { ...flat, vignette: 0 },
  split: { ...flat, cast: 'none', vignette: 0 },
  fields: { ...flat, cast: 'none', vignette: 0, contact: 0.25 },
  rays: { ...flat, vignette: 0.05, castStrength: 0.2 },
  versus: { ...flat, cast: 'floor', castStrength: 0.3, anchor: 'floor', floor: 0.05, vignette: 0.25 },
  quote: { ...flat, cast: 'floor', castStrength: 0.2, anchor: 'floor', floor: 0.05, vignette: 0.12 },
  diagram: { ...flat, cast: 'none', contact: 0.35, vignette: 0 },
  plinth: studio({
    dir: 1,
    gloss: 0.22,
    castStrength: 0.2,
    floor: 0.12,
    vignette: 0.35,
    backScale: 0.25,
    ground: { scale: 1.5, min: 0.34 },
  }),
  podium: studio({ dir: 1, floor: 0.15, backScale: 0.25, ground: { scale: 1.44, min: 0.4 } }),
  botanical: studio({ dir: -1, castStrength: 0.34, floor: 0.07, ground: { scale: 1.5, min: 0.34 } }),
  window: studio({ dir: 1, cast: 'wall', castStrength: 0.3, floor: 0.08, backScale: 0.25 }),
  'colour-block': studio({ dir: -1, cast: 'wall', castStrength: 0.2, anchor: 'center', floor: 0, backScale: 0.25 }),
  shelf: studio({ dir: 1, castStrength: 0.26, gloss: 0.14, floor: 0.1, backScale: 0.25 }),
  // Seen from above in even light: a short shadow all round the lying pack, no floor, a faint lens falloff.
  flatlay: { ...flat, cast: 'lying', castStrength: 0.5, contact: 0, scale: 0.5, vignette: 0.05 },
  marble: studio({ dir: -1, gloss: 0.22, floor: 0.1 }),
  golden: studio({ dir: -1, castStrength: 0.38, floor: 0.08 }),
  water: studio({
    dir: 1,
    gloss: 0.3,
    castStrength: 0.12,
    floor: 0.08,
    backScale: 0.25,
    ground: { scale: 1.35, min: 0.26 },
  }),
  sweep: studio({ dir: 1, gloss: 0.1, floor: 0.1, backScale: 0.25 }),
  // A phone's lens: a deeper falloff to the corners and a warmer cast than the other homes.
  // The homes' rooms at a quarter, not an eighth: their potted plant's leaves blurred at an eighth
  // into a green blob (docs/decisions/170-scenes-chosen-for-the-product.md).
  room: home({ dir: -1, castStrength: 0.28, floor: 0.08, vignette: 0.42, warm: 0.09, backScale: 0.25 }),
  kitchen: home({ dir: 1, castStrength: 0.28, floor: 0.08, backScale: 0.25 }),
  counter: home({ dir: -1, castStrength: 0.32, floor: 0.09, backScale: 0.25 }),
  desk: home({ dir: 1, castStrength: 0.26, floor: 0.08, backScale: 0.25 }),
  // The pack stands on the table before the wall the planner hangs on, lit as the other homes
  // (docs/decisions/222-routine-planner-on-the-wall.md).
  paper: home({ dir: -1, castStrength: 0.28, floor: 0.07, backScale: 0.25 }),
  box: home({ dir: 1, castStrength: 0.24, floor: 0.1 }),
  bedside: home({ dir: -1, castStrength: 0.3, floor: 0.08, backScale: 0.25 }),
  // The pack stands on the table of its photo message (screens.ts), the contact shadow only: a cast
  // reached past the picture's edge onto the thread (docs/decisions/202-phone-photo-and-chat-photo-message.md).
  chat: { ...flat, cast: 'none', contact: 0.6, castStrength: 0, vignette: 0 },
  video: home({ dir: 1, castStrength: 0.25, floor: 0.08, vignette: 0.2 }),
  notes: { ...flat, cast: 'none', contact: 0.4, vignette: 0 },
};
