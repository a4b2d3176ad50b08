import { type Box, hexToRgb, luminance, type Rgba } from '../paint/index.js';

/**
 * A dark product (a black tub) on a near-black set sinks in: its edge neither contrasts nor
 * differs in colour from the ground (engine/render/separation.ts counts that edge as lost). There
 * the ground behind it is lifted by a soft pool of light, the set's own colour lightened, as a
 * studio lights a black product from behind (docs/decisions/117-product-clearance.md).
 */

/**
 * A product body this dark (relative luminance; a black tub's is under 0.01) on a ground under
 * DARK_GROUND reads as one shape with it: the studio's dark sets reach 0.15 beside the product.
 */
export const DARK_BODY = 0.05;
export const DARK_GROUND = 0.18;
/** How far the pool's colour goes from the ground toward white, and how much of it is laid at its centre. */
const LIFT = 0.55;
const STRENGTH = 0.8;

/** The median luminance and mean colour of the ground just beside the product's sides (its middle 70 %). */
export function groundBeside(img: Rgba, p: Box): { lum: number; rgb: [number, number, number] } | undefined {
  const lums: number[] = [];
  const sum = [0, 0, 0];
  const out = Math.max(8, Math.round(p.w * 0.02));
  for (let y = Math.round(p.y + p.h * 0.15); y < p.y + p.h * 0.85; y += 4)
    for (const x of [p.x - out, p.x + p.w + out - 1]) {
      if (x < 0 || x >= img.width || y < 0 || y >= img.height) continue;
      const i = (y * img.width + x) * 4;
      const rgb: [number, number, number] = [img.data[i], img.data[i + 1], img.data[i + 2]];
      lums.push(luminance(rgb));
      rgb.forEach((v, c) => (sum[c] += v));
    }
  if (lums.length < 4) return undefined;
  lums.sort((a, b) => a - b);
  const n = lums.length;
  return { lum: lums[Math.floor(n / 2)], rgb: [sum[0] / n, sum[1] / n, sum[2] / n] };
}

/** Lifts the ground behind a product whose body (a hex colour) is dark, on a dark set; true when it did. */
export function liftGround(img: Rgba, p: Box, body: string): boolean {
  if (luminance(hexToRgb(body)) >= DARK_BODY) return false;
  const ground = groundBeside(img, p);
  if (!ground || ground.lum >= DARK_GROUND) return false;
  const tint = ground.rgb.map((v) => v + (255 - v) * LIFT);
  const cx = p.x + p.w / 2;
  const cy = p.y + p.h * 0.45;
  const rx = p.w * 0.9;
  const ry = p.h * 0.75;
  const x0 = Math.max(0, Math.floor(cx - rx));
  const x1 = Math.min(img.width, Math.ceil(cx + rx));
  const y0 = Math.max(0, Math.floor(cy - ry));
  const y1 = Math.min(img.height, Math.ceil(cy + ry));
  pour(img.data, img.width, x0, x1, y0, y1, cx, cy, rx, ry, tint[0], tint[1], tint[2]);
  return true;
}

/**
 * The pool laid on the pixels, in plain numbers (the tint's channels as three of them): its loop
 * keeps V8's optimised code from the first ad on (docs/decisions/186-render-speed-shadow-loops.md).
 */
function pour(
  d: Buffer,
  width: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  t0: number,
  t1: number,
  t2: number,
): void {
  for (let y = y0; y < y1; y++) {
    const dy = (y - cy) / ry;
    for (let x = x0; x < x1; x++) {
      const dx = (x - cx) / rx;
      const q = dx * dx + dy * dy;
      if (q >= 1) continue;
      // Soft to its rim: no edge of the pool shows on the set.
      const a = STRENGTH * (1 - q) * (1 - q * 0.5);
      const i = (y * width + x) * 4;
      d[i] = Math.round(d[i] + (t0 - d[i]) * a);
      d[i + 1] = Math.round(d[i + 1] + (t1 - d[i + 1]) * a);
      d[i + 2] = Math.round(d[i + 2] + (t2 - d[i + 2]) * a);
    }
  }
}
