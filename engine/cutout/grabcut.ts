import { colourCost, fitGmm } from './gmm.js';
import { minCut } from './maxflow.js';

/**
 * Which pixels are the product, decided by a graph cut (GrabCut: Rother, Kolmogorov and Blake
 * 2004) on the analysis copy: colour models of the product and of everything else, the network's
 * probability as a prior, what the buyer pointed at as hard constraints, and a boundary that costs
 * less where the photo has an edge. A few rounds refit the colour models to the last cut.
 */
export type Seeds = {
  /** 1: the product for certain (a tap on it); 2: not the product for certain (outside the box, a tap on a prop); 0: free. */
  hard: Uint8Array;
  /** The first guess of the product (0/1), from which the colour models start. */
  init: Uint8Array;
  /** The prior probability (0..1) that a pixel is the product. */
  prior: Float32Array;
};
export type Roi = { x0: number; y0: number; x1: number; y1: number };

/** Integer scale of the costs (the cut is exact on integers). */
const SCALE = 16;
const HARD = 1 << 24;
/** GrabCut's boundary weight. */
const GAMMA = 50;

export function grabCut(
  rgb: Uint8Array,
  w: number,
  h: number,
  seeds: Seeds,
  opts: { roi?: Roi; rounds?: number; priorWeight?: number } = {},
): { mask: Uint8Array; boundary: number } {
  const roi = opts.roi ?? { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };
  const rw = roi.x1 - roi.x0 + 1;
  const rh = roi.y1 - roi.y0 + 1;
  const n = rw * rh;
  const sub = new Uint8Array(n * 3);
  const hard = new Uint8Array(n);
  let cur: Uint8Array = new Uint8Array(n);
  const prior = new Float32Array(n);
  for (let y = 0; y < rh; y++)
    for (let x = 0; x < rw; x++) {
      const i = y * rw + x;
      const j = (y + roi.y0) * w + x + roi.x0;
      sub[i * 3] = rgb[j * 3];
      sub[i * 3 + 1] = rgb[j * 3 + 1];
      sub[i * 3 + 2] = rgb[j * 3 + 2];
      hard[i] = seeds.hard[j];
      cur[i] = hard[i] === 1 ? 1 : hard[i] === 2 ? 0 : seeds.init[j];
      prior[i] = Math.min(0.97, Math.max(0.03, seeds.prior[j]));
    }
  const { right, down } = boundaryWeights(sub, rw, rh);
  const lambda = opts.priorWeight ?? 1;
  const source = new Int32Array(n);
  const sink = new Int32Array(n);
  const rounds = opts.rounds ?? 2;
  for (let round = 0; round < rounds; round++) {
    const fg = fitGmm(sub, n, (i) => cur[i] === 1 && hard[i] !== 2);
    const bg = fitGmm(sub, n, (i) => cur[i] === 0 && hard[i] !== 1);
    for (let i = 0; i < n; i++) {
      if (hard[i] === 1) {
        source[i] = HARD;
        sink[i] = 0;
        continue;
      }
      if (hard[i] === 2) {
        source[i] = 0;
        sink[i] = HARD;
        continue;
      }
      const r = sub[i * 3],
        g = sub[i * 3 + 1],
        b = sub[i * 3 + 2];
      // Cost of calling the pixel product / not product.
      let costFg = -lambda * Math.log(prior[i]);
      let costBg = -lambda * Math.log(1 - prior[i]);
      if (fg && bg) {
        costFg += Math.min(40, colourCost(fg, r, g, b));
        costBg += Math.min(40, colourCost(bg, r, g, b));
      }
      const m = Math.min(costFg, costBg);
      source[i] = Math.round((costBg - m) * SCALE);
      sink[i] = Math.round((costFg - m) * SCALE);
    }
    cur = minCut({ w: rw, h: rh, source, sink, right, down });
  }
  // How strong the photo's edges are where the cut runs (0 strong edges .. 1 no edge at all).
  let cutSum = 0;
  let cutN = 0;
  for (let y = 0; y < rh; y++)
    for (let x = 0; x < rw; x++) {
      const i = y * rw + x;
      if (x < rw - 1 && cur[i] !== cur[i + 1]) {
        cutSum += right[i] / (GAMMA * SCALE);
        cutN++;
      }
      if (y < rh - 1 && cur[i] !== cur[i + rw]) {
        cutSum += down[i] / (GAMMA * SCALE);
        cutN++;
      }
    }
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < rh; y++) for (let x = 0; x < rw; x++) mask[(y + roi.y0) * w + x + roi.x0] = cur[y * rw + x];
  return { mask, boundary: cutN ? cutSum / cutN : 1 };
}

/** Contrast-sensitive boundary costs: γ·exp(−β‖zp − zq‖²), β from the mean colour step (GrabCut). */
export function boundaryWeights(rgb: Uint8Array, w: number, h: number) {
  const n = w * h;
  const diff = (i: number, j: number) =>
    (rgb[i * 3] - rgb[j * 3]) ** 2 + (rgb[i * 3 + 1] - rgb[j * 3 + 1]) ** 2 + (rgb[i * 3 + 2] - rgb[j * 3 + 2]) ** 2;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (i % w < w - 1) {
      sum += diff(i, i + 1);
      count++;
    }
    if (i + w < n) {
      sum += diff(i, i + w);
      count++;
    }
  }
  const beta = count && sum ? count / (2 * sum) : 0;
  const right = new Int32Array(n);
  const down = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if (i % w < w - 1) right[i] = Math.round(GAMMA * SCALE * Math.exp(-beta * diff(i, i + 1)));
    if (i + w < n) down[i] = Math.round(GAMMA * SCALE * Math.exp(-beta * diff(i, i + w)));
  }
  return { right, down, beta };
}
