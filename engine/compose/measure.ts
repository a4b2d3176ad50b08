import { contrastLum, hexToRgb, luminance, type Box, type Rgba } from '../paint/index.js';

/** Linear-light value of each 8-bit channel (WCAG relative luminance). */
const LIN = Float32Array.from({ length: 256 }, (_, v) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});
/** Each channel's term of the luminance sum, as `0.2126 * LIN[r]` etc. give it: the same doubles. */
const LR = Float64Array.from(LIN, (v) => 0.2126 * v);
const LG = Float64Array.from(LIN, (v) => 0.7152 * v);
const LB = Float64Array.from(LIN, (v) => 0.0722 * v);
const BINS = 1024;

/**
 * The darkest and lightest luminance among the rendered pixels behind a box (every other pixel,
 * ignoring the outermost 0.5 % either way so a single anti-aliased edge pixel does not decide).
 */
export function luminanceRange(canvas: Rgba, box: Box): { lo: number; hi: number } {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(canvas.width, Math.ceil(box.x + box.w));
  const y1 = Math.min(canvas.height, Math.ceil(box.y + box.h));
  const hist = new Uint32Array(BINS);
  let n = 0;
  const d = canvas.data;
  const step = box.w * box.h > 160000 ? 3 : box.w * box.h > 40000 ? 2 : 1;
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const i = (y * canvas.width + x) * 4;
      const l = LR[d[i]] + LG[d[i + 1]] + LB[d[i + 2]];
      hist[Math.min(BINS - 1, Math.floor(l * BINS))]++;
      n++;
    }
  }
  if (!n) return { lo: 0, hi: 0 };
  const cut = Math.floor(n * 0.005);
  let lo = 0,
    hi = BINS - 1,
    acc = 0;
  for (let b = 0; b < BINS; b++) {
    acc += hist[b];
    if (acc > cut) {
      lo = b;
      break;
    }
  }
  acc = 0;
  for (let b = BINS - 1; b >= 0; b--) {
    acc += hist[b];
    if (acc > cut) {
      hi = b;
      break;
    }
  }
  return { lo: lo / BINS, hi: (hi + 1) / BINS };
}

/**
 * The contrast rule: 4.5:1 for every text at every size. WCAG lets large type go down to 3:1, but a
 * 3.5:1 headline on a mid-tone colour block reads as muddy in a feed and marketers reject it
 * (docs/decisions/075-styles-a-marketer-would-run.md).
 */
export function requiredContrast(_fontPx: number): number {
  return 4.5;
}

/** Worst-case contrast of an ink against every luminance in [lo, hi]. */
export function inkContrast(ink: string, range: { lo: number; hi: number }): number {
  const l = luminance(hexToRgb(ink));
  return Math.min(contrastLum(l, range.lo), contrastLum(l, range.hi));
}

/** The first candidate that meets the rule, else the best one (the caller adds a backing). */
export function chooseInk(
  candidates: string[],
  range: { lo: number; hi: number },
  need: number,
): { ink: string; ratio: number; ok: boolean } {
  let best = { ink: candidates[0], ratio: 0, ok: false };
  for (const ink of candidates) {
    const ratio = inkContrast(ink, range);
    if (ratio >= need) return { ink, ratio, ok: true };
    if (ratio > best.ratio) best = { ink, ratio, ok: false };
  }
  return best;
}
