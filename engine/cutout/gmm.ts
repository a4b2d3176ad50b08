/**
 * A colour model: a Gaussian mixture over RGB (0..255) with full covariances, as GrabCut keeps for
 * the product and for the background (Rother, Kolmogorov and Blake 2004). Fitted by a few rounds
 * of k-means from deterministic seeds (the farthest points), then one Gaussian per cluster.
 */
export type Gmm = { k: number; weight: Float64Array; mean: Float64Array; inv: Float64Array; logNorm: Float64Array };

const SAMPLES = 6000;

/** Fits a mixture of up to `k` components to the pixels where `take(i)` holds. */
export function fitGmm(rgb: Uint8Array, n: number, take: (i: number) => boolean, k = 5): Gmm | undefined {
  let count = 0;
  for (let i = 0; i < n; i++) if (take(i)) count++;
  if (count < k * 4) return undefined;
  const step = Math.max(1, Math.floor(count / SAMPLES));
  const px: number[] = [];
  for (let i = 0, seen = 0; i < n; i++) {
    if (!take(i)) continue;
    if (seen++ % step === 0) px.push(rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]);
  }
  const m = px.length / 3;
  const centres: number[] = [];
  // Seeds: the mean's farthest sample, then each next farthest from the seeds chosen.
  const mean = [0, 0, 0];
  for (let j = 0; j < m; j++) for (let c = 0; c < 3; c++) mean[c] += px[j * 3 + c] / m;
  const near = new Float64Array(m).fill(Infinity);
  let from = mean;
  for (let c = 0; c < k; c++) {
    let far = -1;
    let farD = -1;
    for (let j = 0; j < m; j++) {
      const d = (px[j * 3] - from[0]) ** 2 + (px[j * 3 + 1] - from[1]) ** 2 + (px[j * 3 + 2] - from[2]) ** 2;
      if (c > 0 && d < near[j]) near[j] = d;
      const score = c === 0 ? d : near[j];
      if (score > farD) {
        farD = score;
        far = j;
      }
    }
    if (c > 0 && farD < 1) break;
    from = [px[far * 3], px[far * 3 + 1], px[far * 3 + 2]];
    if (c === 0)
      for (let j = 0; j < m; j++)
        near[j] = (px[j * 3] - from[0]) ** 2 + (px[j * 3 + 1] - from[1]) ** 2 + (px[j * 3 + 2] - from[2]) ** 2;
    centres.push(...from);
  }
  const kk = centres.length / 3;
  const label = new Int32Array(m);
  // Four rounds of k-means at most: a round that moves no sample leaves the centres where they
  // are, so every later round would too; the last round's centres are never read (only the labels).
  for (let iter = 0; iter < 4; iter++) {
    if (!assign(px, m, centres, kk, label, iter === 0) || iter === 3) break;
    const sum = new Float64Array(kk * 4);
    for (let j = 0; j < m; j++) {
      const c = label[j];
      sum[c * 4] += px[j * 3];
      sum[c * 4 + 1] += px[j * 3 + 1];
      sum[c * 4 + 2] += px[j * 3 + 2];
      sum[c * 4 + 3]++;
    }
    for (let c = 0; c < kk; c++)
      if (sum[c * 4 + 3]) for (let d = 0; d < 3; d++) centres[c * 3 + d] = sum[c * 4 + d] / sum[c * 4 + 3];
  }
  return gaussians(px, label, kk);
}

/**
 * Each sample to its nearest centre (the first of equals); whether any label changed (always true
 * on the first round). The same sums in the same order as before: the same labels to the bit.
 */
function assign(px: number[], m: number, centres: number[], kk: number, label: Int32Array, first: boolean): boolean {
  let moved = first;
  for (let j = 0; j < m; j++) {
    const r = px[j * 3],
      g = px[j * 3 + 1],
      b = px[j * 3 + 2];
    let best = 0;
    let bestD = Infinity;
    for (let c = 0; c < kk; c++) {
      const d = (r - centres[c * 3]) ** 2 + (g - centres[c * 3 + 1]) ** 2 + (b - centres[c * 3 + 2]) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    if (label[j] !== best) {
      label[j] = best;
      moved = true;
    }
  }
  return moved;
}

function gaussians(px: number[], label: Int32Array, k: number): Gmm {
  const m = label.length;
  const weight = new Float64Array(k);
  const mean = new Float64Array(k * 3);
  const cov = new Float64Array(k * 9);
  for (let j = 0; j < m; j++) {
    const c = label[j];
    weight[c]++;
    for (let d = 0; d < 3; d++) mean[c * 3 + d] += px[j * 3 + d];
  }
  for (let c = 0; c < k; c++) if (weight[c]) for (let d = 0; d < 3; d++) mean[c * 3 + d] /= weight[c];
  for (let j = 0; j < m; j++) {
    const c = label[j];
    for (let a = 0; a < 3; a++)
      for (let b = 0; b < 3; b++)
        cov[c * 9 + a * 3 + b] += (px[j * 3 + a] - mean[c * 3 + a]) * (px[j * 3 + b] - mean[c * 3 + b]);
  }
  const inv = new Float64Array(k * 9);
  const logNorm = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    const n = Math.max(1, weight[c]);
    const s = Array.from({ length: 9 }, (_, i) => cov[c * 9 + i] / n + (i % 4 === 0 ? 9 : 0));
    const i00 = s[4] * s[8] - s[5] * s[7];
    const i01 = s[2] * s[7] - s[1] * s[8];
    const i02 = s[1] * s[5] - s[2] * s[4];
    const det = s[0] * i00 + s[3] * i01 + s[6] * i02;
    const inverse = [
      i00,
      i01,
      i02,
      s[5] * s[6] - s[3] * s[8],
      s[0] * s[8] - s[2] * s[6],
      s[2] * s[3] - s[0] * s[5],
      s[3] * s[7] - s[4] * s[6],
      s[1] * s[6] - s[0] * s[7],
      s[0] * s[4] - s[1] * s[3],
    ];
    for (let i = 0; i < 9; i++) inv[c * 9 + i] = inverse[i] / det;
    weight[c] /= m;
    logNorm[c] = Math.log(Math.max(1e-12, weight[c])) - 0.5 * Math.log(Math.max(1e-12, det)) - 2.756815599614018;
  }
  return { k, weight, mean, inv, logNorm };
}

const scratch = new Float64Array(16);

/** −log p(colour) under the mixture (a cost: low where the colour is typical). */
export function colourCost(g: Gmm, r: number, gr: number, b: number): number {
  let best = -Infinity;
  for (let c = 0; c < g.k; c++) {
    if (!g.weight[c]) {
      scratch[c] = -Infinity;
      continue;
    }
    const x = r - g.mean[c * 3];
    const y = gr - g.mean[c * 3 + 1];
    const z = b - g.mean[c * 3 + 2];
    const o = c * 9;
    const q =
      x * (g.inv[o] * x + g.inv[o + 1] * y + g.inv[o + 2] * z) +
      y * (g.inv[o + 3] * x + g.inv[o + 4] * y + g.inv[o + 5] * z) +
      z * (g.inv[o + 6] * x + g.inv[o + 7] * y + g.inv[o + 8] * z);
    const l = g.logNorm[c] - 0.5 * q;
    scratch[c] = l;
    if (l > best) best = l;
  }
  let sum = 0;
  for (let c = 0; c < g.k; c++) if (scratch[c] > -Infinity) sum += Math.exp(scratch[c] - best);
  return -(best + Math.log(sum));
}
