/**
 * What the buyer's box cuts through is not the product (docs/decisions/154-cutout-box-cuts-through-props.md).
 * A box is drawn around the whole product, so a salient object that runs on across the box's edge
 * is something else: a glass standing in front of a pouch, a mug overlapping a tub. The network
 * marks such a pair as one blob, and the part of the prop inside the box would stay with the
 * product. Its part inside is found by following it in from where it crosses the edge: through
 * salient pixels whose colour changes smoothly (a prop shades evenly; its outline over the
 * product is a step in colour), as trimHand in segment.ts follows a hand in from the frame.
 *
 * Returns 1 on those pixels inside the box, or undefined when nothing crosses it or when what
 * would be taken is too much of what stands out in the box (a box drawn tight through the product
 * itself, whose colours flood it).
 */
import { smoothFlood } from './ops.js';

export type BoxPx = { x0: number; y0: number; x1: number; y1: number };

/** Largest step in any channel between neighbours still inside one object (analysis copy, ~512 px). */
const SMOOTH = 2;
/** Fewest crossing pixels along the box's edges to count as an object (noise and anti-aliasing below). */
const MIN_CROSSING = 4;
/** Most of the box's salient pixels a prop may take: more is the product itself. */
const MAX_SHARE = 0.35;

export function crossingProps(
  salient: (i: number) => boolean,
  rgb: Uint8Array,
  w: number,
  h: number,
  box: BoxPx,
): Uint8Array | undefined {
  const inBox = (x: number, y: number) => x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
  const taken = new Uint8Array(w * h);
  const stack: number[] = [];
  // An edge pixel inside the box starts the walk when it and its neighbour just outside both stand out.
  const cross = (x: number, y: number, ox: number, oy: number) => {
    if (ox < 0 || oy < 0 || ox >= w || oy >= h) return;
    const i = y * w + x;
    if (taken[i] || !salient(i) || !salient(oy * w + ox)) return;
    taken[i] = 1;
    stack.push(i);
  };
  for (let x = box.x0; x <= box.x1; x++) {
    cross(x, box.y0, x, box.y0 - 1);
    cross(x, box.y1, x, box.y1 + 1);
  }
  for (let y = box.y0; y <= box.y1; y++) {
    cross(box.x0, y, box.x0 - 1, y);
    cross(box.x1, y, box.x1 + 1, y);
  }
  if (stack.length < MIN_CROSSING) return undefined;
  let total = 0;
  for (let y = box.y0; y <= box.y1; y++) for (let x = box.x0; x <= box.x1; x++) if (salient(y * w + x)) total++;
  const count = smoothFlood(rgb, w, h, taken, stack, SMOOTH, (q) => inBox(q % w, Math.floor(q / w)) && salient(q));
  return count > total * MAX_SHARE ? undefined : taken;
}
