import { cleanAlpha, fillNotches } from './clean.js';
import { boxBlur, morph, type Plane } from './ops.js';

/**
 * The product's edge at full resolution. The network sees the photo at 320 px, so its edge is a
 * blurry guess; a colour guided filter (He, Sun and Tang 2013) snaps that guess to the edges of
 * the real pixels. It runs on a reduced copy of the crop ("fast guided filter") and its linear
 * coefficients are resampled to full size, so the cost barely grows with the photo. Only a band
 * around the guessed edge may change: inside is product, outside is background (a trimap).
 * On a grainy photo whose product and backdrop differ little, the filter reads a 3×3 mean and
 * specks of grain are taken out (docs/decisions/070-cutout-light-parts-and-fringe.md).
 * Then each edge pixel's colour is re-estimated without the old background (approximate fast
 * foreground estimation, Forte and Pitié 2021), so no halo of the backdrop travels into the ads.
 */
export type Crop = { w: number; h: number; rgb: Uint8Array };

/**
 * The reduced copy's long side. The filter's coefficients are smooth, so 240 px place the edge as
 * well as 400 did (eval IoU unchanged to 0.001 on every photo, fringe 10.0 → 9.4) at a third of
 * the pixels (docs/decisions/072-cutout-speed-coarser-edge-filter.md).
 */
export const WORK_SIDE = 240;

/**
 * A plain backdrop: the mean step between neighbouring pixels of the reduced copy outside the edge
 * band, 0..1 (white sweeps 0.003-0.005; wood 0.008, brick 0.015, gravel 0.057).
 */
const PLAIN = 0.006;

/** The reduced copy's size for a crop of w × h. */
export function workSize(w: number, h: number): { lw: number; lh: number } {
  const k = Math.min(1, WORK_SIDE / Math.max(w, h));
  return { lw: Math.max(8, Math.round(w * k)), lh: Math.max(8, Math.round(h * k)) };
}

/**
 * crop: the product's pixels at full size (the edge's colours are estimated into it, in place); reduced: the same at workSize (resampled by libvips);
 * guess: the network's mask (0..1) at workSize; hold (0/1 at workSize): where the edge is the
 * guess's own, smoothed, because the photo cannot place it (a white cap on a light backdrop, whose
 * colour the filter cannot tell from the backdrop's and would turn into speckle).
 */
export function refine(
  crop: Crop,
  reduced: Uint8Array,
  guess: Plane,
  hold?: Uint8Array,
): { alpha: Plane; rgb: Uint8Array } {
  const { w, h, rgb } = crop;
  const { lw, lh } = workSize(w, h);
  const small = [0, 1, 2].map((c) => {
    const p = new Float32Array(lw * lh);
    for (let i = 0; i < p.length; i++) p[i] = reduced[i * 3 + c] / 255;
    return p;
  });
  // A window a fortieth of the reduced copy's long side: wide enough to see both sides of an edge on a busy
  // backdrop (gravel, grass), measured on the fringe set (docs/decisions/047-cutout-edges-and-fringe.md).
  const r = Math.max(2, Math.round(Math.max(lw, lh) / 40));
  const { a, b } = guidedCoefficients(small, guess, lw, lh, r, 5e-4);
  // Trimap: only a band around the network's edge may change. It is drawn on the reduced copy
  // (a few pixels wide there) and looked up by nearest pixel.
  const hard = new Uint8Array(lw * lh);
  for (let i = 0; i < hard.length; i++) hard[i] = guess[i] >= 0.5 ? 1 : 0;
  const bandR = Math.max(1, Math.round(Math.max(lw, lh) / 120));
  const grown = morph(hard, lw, lh, bandR + 1, true);
  const core = morph(hard, lw, lh, bandR, false);
  const held = hold ? morph(hold, lw, lh, bandR + 2, true) : undefined;
  // There the guess's outline, smoothed: the network's mask at 512 px is jagged by a pixel or two.
  const smooth = held ? boxBlur(guess, lw, lh, Math.max(1, bandR)) : guess;
  const g = grid(w, h, lw, lh);
  const sigma = grain(crop);
  const alpha = new Float32Array(w * h);
  // The pixels whose alpha the filter decided (the band around the guessed edge), and those the
  // held outline decided: together every pixel whose alpha may lie strictly between 0 and 1.
  const span = bandPixels(g, grown, core, w, h, lw);
  const edge = new Int32Array(span);
  let edges = 0;
  const soft = new Int32Array(span);
  let softs = 0;
  // The full-size columns that fall on each reduced column (g.near grows with x): a run of pixels
  // on one reduced pixel is decided at once where that pixel is core or outside the band.
  const starts = new Int32Array(lw + 1);
  for (let x = 0, c = 0; x <= w; x++) while (c <= lw && (x === w || c <= g.near[x])) starts[c++] = x;
  for (let y = 0; y < h; y++) {
    const row = g.near[w + y] * lw;
    const jy = g.i0[w + y] * lw;
    const ty = g.t[w + y];
    for (let c = 0; c < lw; c++) {
      const xa = starts[c];
      const xb = starts[c + 1];
      if (xa === xb) continue;
      const j = row + c;
      if (core[j]) {
        for (let i = y * w + xa, end = y * w + xb; i < end; i++) alpha[i] = 1;
        continue;
      }
      if (!grown[j]) continue;
      for (let x = xa; x < xb; x++) {
        const i = y * w + x;
        // The coefficients are read from the reduced copy, bilinearly: full-size planes would cost ~100 MB.
        const k = jy + g.i0[x];
        const tx = g.t[x];
        if (held?.[j]) {
          const t = Math.min(1, Math.max(0, (bil(smooth, k, tx, ty, lw) - 0.5) * 8 + 0.5));
          alpha[i] = t * t * (3 - 2 * t);
          soft[softs++] = i;
          continue;
        }
        const a0 = bil(a[0], k, tx, ty, lw);
        const a1 = bil(a[1], k, tx, ty, lw);
        const a2 = bil(a[2], k, tx, ty, lw);
        let r0 = rgb[i * 3],
          r1 = rgb[i * 3 + 1],
          r2 = rgb[i * 3 + 2];
        // Where the filter's gain times the photo's grain would move the edge by a good part of its
        // ramp (product and backdrop alike, dark on dark), the guide is the pixel's 3×3 mean: a
        // single pixel's grain turned into a speckled rim. Elsewhere the pixel itself, for the crispest edge.
        if ((Math.abs(a0) + Math.abs(a1) + Math.abs(a2)) * sigma >= GRAIN_LIMIT) [r0, r1, r2] = mean3(rgb, w, h, x, y);
        const q = (a0 * r0 + a1 * r1 + a2 * r2) / 255 + bil(b, k, tx, ty, lw);
        // A steep contrast curve: the filter's ramp becomes a 1-2 px anti-aliased edge (a package's
        // edge is crisp; a softer ramp let the old backdrop show through as a rim).
        const t = Math.min(1, Math.max(0, (q - 0.5) * 4 + 0.5));
        alpha[i] = t * t * (3 - 2 * t);
        edge[edges++] = i;
      }
    }
  }
  despeckle(alpha, edge.subarray(0, edges), w, h);
  // Specks, slivers and a saw-toothed rim on a grainy photo go before the colours are estimated.
  cleanAlpha(alpha, w, h, edge.subarray(0, edges), sigma);
  // A highlight on a light product against a plain light backdrop bites a notch into its outline;
  // on a textured backdrop (wood, brick, gravel) a dent is the backdrop's own and stays.
  if (backdropTexture(small, grown, lw, lh) < PLAIN)
    fillNotches(alpha, w, h, (x, y) => hard[g.near[w + y] * lw + g.near[x]] === 1, rgb);
  const band: number[] = [];
  for (const list of [soft.subarray(0, softs), edge.subarray(0, edges)])
    for (const i of list) if (alpha[i] > 0.004 && alpha[i] < 0.996) band.push(i);
  // The same alpha on the reduced copy, for the colour estimate's weights.
  const aSmall = new Float32Array(lw * lh);
  for (let j = 0; j < aSmall.length; j++) {
    if (core[j]) {
      aSmall[j] = 1;
      continue;
    }
    if (!grown[j]) continue;
    if (held?.[j]) {
      aSmall[j] = smooth[j];
      continue;
    }
    const q = a[0][j] * small[0][j] + a[1][j] * small[1][j] + a[2][j] * small[2][j] + b[j];
    aSmall[j] = Math.min(1, Math.max(0, q));
  }
  return { alpha, rgb: decontaminate(crop, small, alpha, aSmall, band, lw, lh, g) };
}

/** The mean colour of the 3×3 pixels around (x, y), clipped to the image. */
function mean3(rgb: Uint8Array, w: number, h: number, x: number, y: number): [number, number, number] {
  let s0 = 0,
    s1 = 0,
    s2 = 0,
    n = 0;
  for (let yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++)
    for (let xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) {
      const o = (yy * w + xx) * 3;
      s0 += rgb[o];
      s1 += rgb[o + 1];
      s2 += rgb[o + 2];
      n++;
    }
  return [s0 / n, s1 / n, s2 / n];
}

/**
 * A pixel on one side of the edge whose four neighbours are (three or four of them) on the other
 * is a speck of grain, not the product's outline (a real edge has two on each side, a 1 px line
 * two along it): it takes its neighbours' mean alpha.
 */
function despeckle(alpha: Plane, edge: Int32Array, w: number, h: number): void {
  const at = new Int32Array(edge.length);
  const to = new Float32Array(edge.length);
  let fixes = 0;
  for (const i of edge) {
    const x = i % w;
    if (x === 0 || x === w - 1 || i < w || i >= w * (h - 1)) continue;
    const n0 = alpha[i - 1],
      n1 = alpha[i + 1],
      n2 = alpha[i - w],
      n3 = alpha[i + w];
    const on = (n0 >= 0.5 ? 1 : 0) + (n1 >= 0.5 ? 1 : 0) + (n2 >= 0.5 ? 1 : 0) + (n3 >= 0.5 ? 1 : 0);
    if (alpha[i] >= 0.5 ? on <= 1 : on >= 3) {
      at[fixes] = i;
      to[fixes++] = (n0 + n1 + n2 + n3) / 4;
    }
  }
  for (let k = 0; k < fixes; k++) alpha[at[k]] = to[k];
}

/** The edge may move by this much (in q, before the contrast curve) for one deviation of grain. */
const GRAIN_LIMIT = 0.15;

/**
 * The photo's grain: the deviation (0..1) of its pixel-to-pixel noise, from the median absolute
 * difference of horizontal neighbours (edges are too few to move a median), on a sample of rows.
 */
export function grain(crop: Crop): number {
  const { w, h, rgb } = crop;
  // The differences are 0..255: their median is read from a histogram.
  const counts = new Int32Array(256);
  let n = 0;
  const step = Math.max(1, Math.floor(h / 64));
  for (let y = 0; y < h; y += step)
    for (let x = 0; x + 1 < w; x += 2) {
      const i = (y * w + x) * 3;
      counts[Math.abs(rgb[i + 1] - rgb[i + 4])]++;
      n++;
    }
  if (!n) return 0;
  let median = 0;
  for (let seen = counts[0]; seen <= n >> 1;) seen += counts[++median];
  // |X − Y| of two N(0, σ²) has median 0.954σ.
  return median / 0.954 / 255;
}

/**
 * Where each full-size column (then row) falls on the reduced copy: the nearest pixel, and the
 * left/top neighbour with its bilinear weight. Columns first (w entries), then rows (h entries).
 */
type Grid = { near: Int32Array; i0: Int32Array; t: Float32Array };

function grid(w: number, h: number, lw: number, lh: number): Grid {
  const near = new Int32Array(w + h);
  const i0 = new Int32Array(w + h);
  const t = new Float32Array(w + h);
  const fill = (n: number, ln: number, off: number) => {
    for (let x = 0; x < n; x++) {
      near[off + x] = Math.min(ln - 1, Math.floor(((x + 0.5) * ln) / n));
      const s = Math.min(ln - 1.001, Math.max(0, ((x + 0.5) * ln) / n - 0.5));
      i0[off + x] = Math.floor(s);
      t[off + x] = s - Math.floor(s);
    }
  };
  fill(w, lw, 0);
  fill(h, lh, w);
  return { near, i0, t };
}

/**
 * How many full-size pixels fall on the band (grown but not core) of the reduced copy: the size of
 * the lists of edge pixels, which need not span the whole crop.
 */
function bandPixels(g: Grid, grown: Uint8Array, core: Uint8Array, w: number, h: number, lw: number): number {
  const cols = new Int32Array(lw);
  for (let x = 0; x < w; x++) cols[g.near[x]]++;
  let n = 0;
  for (let y = 0; y < h; y++) {
    const row = g.near[w + y] * lw;
    for (let x = 0; x < lw; x++) if (grown[row + x] && !core[row + x]) n += cols[x];
  }
  return n;
}

/** Bilinear value of a reduced plane at index k (top-left neighbour) with weights tx, ty. */
function bil(p: Plane, k: number, tx: number, ty: number, lw: number): number {
  const top = p[k] + (p[k + 1] - p[k]) * tx;
  const bot = p[k + lw] + (p[k + lw + 1] - p[k + lw]) * tx;
  return top + (bot - top) * ty;
}

/** Per-pixel linear model q = a·I + b of p from the colour guide I (three planes), smoothed. */
function guidedCoefficients(
  I: Plane[],
  p: Plane,
  w: number,
  h: number,
  r: number,
  eps: number,
): { a: Plane[]; b: Plane } {
  const n = w * h;
  const mean = (x: Plane) => boxBlur(x, w, h, r);
  // Products go through one scratch plane (the blur copies out of it).
  const scratch = new Float32Array(n);
  const prod = (x: Plane, y: Plane) => {
    for (let i = 0; i < n; i++) scratch[i] = x[i] * y[i];
    return scratch;
  };
  // m − mx·my in place: mean(x·y) becomes a covariance.
  const less = (m: Plane, mx: Plane, my: Plane) => {
    for (let i = 0; i < n; i++) m[i] -= mx[i] * my[i];
    return m;
  };
  const mI = I.map(mean);
  const mp = mean(p);
  const cov = I.map((c, k) => less(mean(prod(c, p)), mI[k], mp));
  const v = (x: number, y: number) => less(mean(prod(I[x], I[y])), mI[x], mI[y]);
  const vrr = v(0, 0),
    vrg = v(0, 1),
    vrb = v(0, 2),
    vgg = v(1, 1),
    vgb = v(1, 2),
    vbb = v(2, 2);
  const a = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    // (Σ + εU)⁻¹ · cov, by the adjugate of the symmetric 3×3 matrix.
    const s00 = vrr[i] + eps,
      s01 = vrg[i],
      s02 = vrb[i],
      s11 = vgg[i] + eps,
      s12 = vgb[i],
      s22 = vbb[i] + eps;
    const i00 = s11 * s22 - s12 * s12,
      i01 = s02 * s12 - s01 * s22,
      i02 = s01 * s12 - s02 * s11;
    const i11 = s00 * s22 - s02 * s02,
      i12 = s01 * s02 - s00 * s12,
      i22 = s00 * s11 - s01 * s01;
    const det = s00 * i00 + s01 * i01 + s02 * i02;
    const c0 = cov[0][i],
      c1 = cov[1][i],
      c2 = cov[2][i];
    const a0 = (i00 * c0 + i01 * c1 + i02 * c2) / det;
    const a1 = (i01 * c0 + i11 * c1 + i12 * c2) / det;
    const a2 = (i02 * c0 + i12 * c1 + i22 * c2) / det;
    a[0][i] = a0;
    a[1][i] = a1;
    a[2][i] = a2;
    b[i] = mp[i] - a0 * mI[0][i] - a1 * mI[1][i] - a2 * mI[2][i];
  }
  return { a: a.map(mean), b: mean(b) };
}

/**
 * Edge colours without the old backdrop: F = F̄ + α(I − αF̄ − (1−α)B̄), with F̄ and B̄ the local
 * mean product and backdrop colours weighted by α and 1−α (computed on the reduced copy: they
 * are smooth by definition). Pixels with α = 1 keep their colour untouched.
 */
function decontaminate(
  crop: Crop,
  small: Plane[],
  alpha: Plane,
  aSmall: Plane,
  band: number[],
  lw: number,
  lh: number,
  g: Grid,
): Uint8Array {
  const { w, rgb } = crop;
  // Written in place: each band pixel reads only its own colour, and the crop is not read again.
  const out = rgb;
  if (!band.length) return out;
  const r = Math.max(2, Math.round(Math.max(lw, lh) / 60));
  const wa = boxBlur(aSmall, lw, lh, r);
  const ib = new Float32Array(lw * lh);
  for (let i = 0; i < ib.length; i++) ib[i] = 1 - aSmall[i];
  const wb = boxBlur(ib, lw, lh, r);
  const fMean: Plane[] = [];
  const bMean: Plane[] = [];
  for (let c = 0; c < 3; c++) {
    const s = small[c];
    const fa = new Float32Array(lw * lh);
    const fb = new Float32Array(lw * lh);
    for (let i = 0; i < fa.length; i++) {
      fa[i] = s[i] * aSmall[i];
      fb[i] = s[i] * ib[i];
    }
    const bf = boxBlur(fa, lw, lh, r);
    const bb = boxBlur(fb, lw, lh, r);
    for (let i = 0; i < fa.length; i++) {
      bf[i] /= Math.max(1e-4, wa[i]);
      bb[i] /= Math.max(1e-4, wb[i]);
    }
    fMean.push(bf);
    bMean.push(bb);
  }
  for (const i of band) {
    const x = i % w;
    const y = (i - x) / w;
    const k = g.i0[w + y] * lw + g.i0[x];
    const tx = g.t[x];
    const ty = g.t[w + y];
    const a = alpha[i];
    for (let c = 0; c < 3; c++) {
      const F = bil(fMean[c], k, tx, ty, lw);
      const f = F + a * (rgb[i * 3 + c] / 255 - a * F - (1 - a) * bil(bMean[c], k, tx, ty, lw));
      out[i * 3 + c] = Math.round(Math.min(1, Math.max(0, f)) * 255);
    }
  }
  return out;
}

/** The backdrop's texture: the mean absolute step between neighbouring pixels of the reduced copy outside the band (0..1). */
export function backdropTexture(small: Plane[], grown: Uint8Array, lw: number, lh: number): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < lh - 1; y++)
    for (let x = 0; x < lw - 1; x++) {
      const j = y * lw + x;
      if (grown[j] || grown[j + 1] || grown[j + lw]) continue;
      for (let c = 0; c < 3; c++)
        sum += Math.abs(small[c][j] - small[c][j + 1]) + Math.abs(small[c][j] - small[c][j + lw]);
      n++;
    }
  return n ? sum / n / 6 : 0;
}
