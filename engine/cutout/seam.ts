import { grabCut } from './grabcut.js';
import { morph } from './ops.js';

/**
 * Where the product meets another object it touches (a cup against the jar), found again at the
 * analysis size: the seam between them came from a cut on a reduced copy. A graph cut decides
 * only the pixels a few pixels either side of it; the rest of each object stays as it is.
 */
export function refineSeam(
  mask: Uint8Array,
  labels: Int32Array,
  rgb: Uint8Array,
  prob: Float32Array,
  w: number,
  h: number,
): Uint8Array {
  const n = w * h;
  const seam = new Uint8Array(n);
  let any = false;
  for (let i = 0; i < n; i++) {
    if (!labels[i]) continue;
    const x = i % w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (j < 0 || j >= n || !labels[j]) continue;
      if (mask[j] !== mask[i]) {
        seam[i] = 1;
        any = true;
      }
    }
  }
  if (!any) return mask;
  const reach = Math.max(3, Math.round(Math.max(w, h) / 80));
  const band = morph(seam, w, h, reach, true);
  const hard = new Uint8Array(n);
  let x0 = w,
    y0 = h,
    x1 = -1,
    y1 = -1;
  for (let i = 0; i < n; i++) {
    if (band[i] && labels[i]) {
      const x = i % w;
      const y = (i - x) / w;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      continue;
    }
    hard[i] = mask[i] ? 1 : 2;
  }
  const pad = reach * 4;
  const roi = {
    x0: Math.max(0, x0 - pad),
    y0: Math.max(0, y0 - pad),
    x1: Math.min(w - 1, x1 + pad),
    y1: Math.min(h - 1, y1 + pad),
  };
  const { mask: cut } = grabCut(rgb, w, h, { hard, init: mask, prior: prob }, { roi, rounds: 2, priorWeight: 0 });
  const out = mask.slice();
  for (let i = 0; i < n; i++) if (!hard[i]) out[i] = cut[i];
  return out;
}
