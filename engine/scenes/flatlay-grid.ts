import { type Box, overlaps } from '../paint/index.js';

/**
 * Where a flat lay's props go: the largest clear rectangle of linen (off the product, the copy's
 * card and a hand, inside a margin), found among the obstacles' own edges. Strewn at random the
 * props fell small in a corner or stranded at the foot of a story with an empty band between
 * (s16 grading: "scoops clear though tiny", "9:16 saucer stranded at the bottom", "empty lower
 * 40 %"); laid in the largest clear field, level with the pack, they read as arranged
 * (docs/decisions/169-unboxing-carton-and-flat-lay-grid.md).
 */
export function clearField(
  w: number,
  h: number,
  blocks: Box[],
  margin: number,
  pad: number,
  below = Infinity,
  bonus = 1.35,
): Box | undefined {
  const xs = [margin, w - margin, ...blocks.flatMap((b) => [b.x - pad, b.x + b.w + pad])]
    .filter((x) => x >= margin && x <= w - margin)
    .sort((a, b) => a - b);
  const ys = [margin, h - margin, ...blocks.flatMap((b) => [b.y - pad, b.y + b.h + pad])]
    .filter((y) => y >= margin && y <= h - margin)
    .sort((a, b) => a - b);
  let best: { box: Box; score: number } | undefined;
  for (let i = 0; i < xs.length; i++)
    for (let j = i + 1; j < xs.length; j++)
      for (let k = 0; k < ys.length; k++)
        for (let l = k + 1; l < ys.length; l++) {
          const box = { x: xs[i], y: ys[k], w: xs[j] - xs[i], h: ys[l] - ys[k] };
          if (blocks.some((b) => overlaps(b, box, pad - 1))) continue;
          // A field that holds a prop whole, not a long sliver: the side of its largest square,
          // then its area.
          // A field under the pack counts a third larger: there an empty band reads as a gap.
          const under = box.y >= below ? bonus : 1;
          const score = Math.min(box.w, box.h) * under * 1e6 + box.w * box.h * 1e-3;
          if (!best || score > best.score) best = { box, score };
        }
  return best?.box;
}

/** The turned box of a rectangle [x0, x1] x [y0, y1] about its origin, at a degrees. */
export function turnedBox(x0: number, x1: number, y0: number, y1: number, a: number): Box {
  const t = (a * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  const pts = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => [x * c - y * s, x * s + y * c]);
  const minX = Math.min(...pts.map((p) => p[0]));
  const minY = Math.min(...pts.map((p) => p[1]));
  return {
    x: minX,
    y: minY,
    w: Math.max(...pts.map((p) => p[0])) - minX,
    h: Math.max(...pts.map((p) => p[1])) - minY,
  };
}
