/**
 * Plain-JS image operations on single-channel planes for the cutout (engine/cutout/cutout.ts): linear
 * time box filters, bilinear resampling, connected regions and hole filling. Planes are row-major,
 * width × height.
 */
export type Plane = Float32Array;

/**
 * Mean over a (2r+1)² window, clipped at the borders (each output averages only real pixels).
 * Both passes run along rows (the vertical one keeps a running sum per column), so memory is read
 * in order. Each pass is split where the window meets the borders, so the inner loops do not
 * branch (the guided filter runs some twenty of these per cutout; docs/performance.md).
 */
export function boxBlur(src: Plane, w: number, h: number, r: number): Plane {
  if (r < 1) return src.slice();
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  const inv = (n: number, r: number) => {
    const k = new Float32Array(n);
    for (let x = 0; x < n; x++) k[x] = 1 / (Math.min(n - 1, x + r) - Math.max(0, x - r) + 1);
    return k;
  };
  const kx = inv(w, r);
  const ky = inv(h, r);
  // Columns x in [0, a) add x + r; x in [b, w) subtract x - r - 1 (a ≤ b or a > b, both handled).
  const addEnd = Math.max(0, w - r);
  const subStart = Math.min(w, r + 1);
  const lo = Math.min(addEnd, subStart);
  const hi = Math.max(addEnd, subStart);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let sum = 0;
    for (let x = 0; x < Math.min(r, w); x++) sum += src[row + x];
    let x = 0;
    for (; x < lo; x++) {
      sum += src[row + x + r];
      tmp[row + x] = sum * kx[x];
    }
    if (addEnd >= subStart)
      for (; x < hi; x++) {
        sum += src[row + x + r];
        sum -= src[row + x - r - 1];
        tmp[row + x] = sum * kx[x];
      }
    else for (; x < hi; x++) tmp[row + x] = sum * kx[x];
    for (; x < w; x++) {
      sum -= src[row + x - r - 1];
      tmp[row + x] = sum * kx[x];
    }
  }
  const col = new Float32Array(w);
  for (let y = 0; y < Math.min(r, h); y++) for (let x = 0; x < w; x++) col[x] += tmp[y * w + x];
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const k = ky[y];
    const add = (y + r) * w;
    const sub = (y - r - 1) * w;
    // One loop per row whatever enters or leaves the window (the same sums, in the same order).
    if (y + r < h && y - r - 1 >= 0)
      for (let x = 0; x < w; x++) {
        col[x] += tmp[add + x];
        col[x] -= tmp[sub + x];
        out[row + x] = col[x] * k;
      }
    else if (y + r < h)
      for (let x = 0; x < w; x++) {
        col[x] += tmp[add + x];
        out[row + x] = col[x] * k;
      }
    else if (y - r - 1 >= 0)
      for (let x = 0; x < w; x++) {
        col[x] -= tmp[sub + x];
        out[row + x] = col[x] * k;
      }
    else for (let x = 0; x < w; x++) out[row + x] = col[x] * k;
  }
  return out;
}

/** Bilinear resampling (pixel centres aligned), for probability maps and filter coefficients. */
export function resize(
  src: Plane,
  sw: number,
  sh: number,
  dw: number,
  dh: number,
  region = { x: 0, y: 0, w: sw, h: sh },
): Plane {
  const out = new Float32Array(dw * dh);
  const fx = region.w / dw;
  const fy = region.h / dh;
  const xs = new Int32Array(dw);
  const xt = new Float32Array(dw);
  for (let x = 0; x < dw; x++) {
    const sx = Math.min(sw - 1, Math.max(0, region.x + (x + 0.5) * fx - 0.5));
    xs[x] = Math.min(sw - 2, Math.floor(sx));
    xt[x] = sx - xs[x];
    if (sw === 1) {
      xs[x] = 0;
      xt[x] = 0;
    }
  }
  for (let y = 0; y < dh; y++) {
    const sy = Math.min(sh - 1, Math.max(0, region.y + (y + 0.5) * fy - 0.5));
    const y0 = sh === 1 ? 0 : Math.min(sh - 2, Math.floor(sy));
    const ty = sh === 1 ? 0 : sy - y0;
    const r0 = y0 * sw;
    const r1 = sh === 1 ? r0 : r0 + sw;
    for (let x = 0; x < dw; x++) {
      const x0 = xs[x];
      const x1 = sw === 1 ? x0 : x0 + 1;
      const t = xt[x];
      const a = src[r0 + x0] + (src[r0 + x1] - src[r0 + x0]) * t;
      const b = src[r1 + x0] + (src[r1 + x1] - src[r1 + x0]) * t;
      out[y * dw + x] = a + (b - a) * ty;
    }
  }
  return out;
}

export type Regions = {
  labels: Int32Array;
  areas: number[];
  boxes: Array<{ x0: number; y0: number; x1: number; y1: number }>;
};

/**
 * 8-connected regions of mask pixels (non-zero); label 0 is the background, regions start at 1,
 * numbered in the order their first pixel comes in the image. Filled a row run at a time (a
 * scanline fill): each run is found, labelled and counted at once, and only the starts of the
 * runs it touches in the rows above and below are queued (docs/performance.md).
 */
export function regions(mask: Uint8Array, w: number, h: number): Regions {
  const labels = new Int32Array(w * h);
  const areas = [0];
  const boxes = [{ x0: 0, y0: 0, x1: 0, y1: 0 }];
  const stack: number[] = [];
  let next = 1;
  for (let p = 0; p < w * h; p++) {
    if (!mask[p] || labels[p]) continue;
    stack.push(p);
    let area = 0;
    const box = { x0: w, y0: h, x1: -1, y1: -1 };
    while (stack.length) {
      const q = stack.pop()!;
      if (labels[q]) continue;
      const y = (q / w) | 0;
      const row = y * w;
      let l = q - row;
      let r = l;
      while (l > 0 && mask[row + l - 1] && !labels[row + l - 1]) l--;
      while (r < w - 1 && mask[row + r + 1] && !labels[row + r + 1]) r++;
      labels.fill(next, row + l, row + r + 1);
      area += r - l + 1;
      if (l < box.x0) box.x0 = l;
      if (r > box.x1) box.x1 = r;
      if (y < box.y0) box.y0 = y;
      if (y > box.y1) box.y1 = y;
      // The rows above and below, one pixel past the run at either end (8-connected).
      const from = l > 0 ? l - 1 : 0;
      const to = r < w - 1 ? r + 1 : r;
      for (let ny = y - 1; ny <= y + 1; ny += 2) {
        if (ny < 0 || ny >= h) continue;
        const nrow = ny * w;
        let inRun = false;
        for (let x = from; x <= to; x++) {
          const n = nrow + x;
          if (mask[n] && !labels[n]) {
            if (!inRun) stack.push(n);
            inRun = true;
          } else inRun = false;
        }
      }
    }
    areas.push(area);
    boxes.push(box);
    next++;
  }
  return { labels, areas, boxes };
}

/**
 * Background pixels not reachable from the border (4-connected) become foreground; returns how
 * many. The border's background is flooded a row run at a time (a scanline fill).
 */
export function fillHoles(mask: Uint8Array, w: number, h: number): number {
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let x = 0; x < w; x++) stack.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) stack.push(y * w, y * w + w - 1);
  while (stack.length) {
    const q = stack.pop()!;
    if (mask[q] || seen[q]) continue;
    const y = (q / w) | 0;
    const row = y * w;
    let l = q - row;
    let r = l;
    while (l > 0 && !mask[row + l - 1] && !seen[row + l - 1]) l--;
    while (r < w - 1 && !mask[row + r + 1] && !seen[row + r + 1]) r++;
    seen.fill(1, row + l, row + r + 1);
    for (let ny = y - 1; ny <= y + 1; ny += 2) {
      if (ny < 0 || ny >= h) continue;
      const nrow = ny * w;
      let inRun = false;
      for (let x = l; x <= r; x++) {
        const n = nrow + x;
        if (!mask[n] && !seen[n]) {
          if (!inRun) stack.push(n);
          inRun = true;
        } else inRun = false;
      }
    }
  }
  let filled = 0;
  for (let p = 0; p < w * h; p++)
    if (!mask[p] && !seen[p]) {
      mask[p] = 1;
      filled++;
    }
  return filled;
}

/**
 * Square dilation (grow) or erosion (shrink) of a 0/1 mask by r pixels: a pixel is set when any
 * pixel (grow) or every pixel (shrink) of the (2r+1)² window around it, clipped to the image, is.
 * Separable: each row's runs of the deciding kind widened by r, then a running count down the
 * columns, four columns to a 32-bit word (linear time whatever r is; the same masks as counting one
 * pixel at a time, docs/decisions/100-cutout-speed-word-morphology.md).
 */
export function morph(mask: Uint8Array, w: number, h: number, r: number, grow: boolean): Uint8Array {
  const out = new Uint8Array(w * h);
  // Only the set pixels' box grown by r + 1 can change: outside it a grown mask is empty and a
  // shrunk one is too (the pixel itself is unset), and inside it every window reaching past the
  // box is cut short by unset pixels already (a product mask is a fraction of its photo).
  let bx0 = w,
    by0 = h,
    bx1 = -1,
    by1 = -1;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let x = 0;
    while (x < w && !mask[row + x]) x++;
    if (x === w) continue;
    if (y < by0) by0 = y;
    by1 = y;
    if (x < bx0) bx0 = x;
    let e = w - 1;
    while (!mask[row + e]) e--;
    if (e > bx1) bx1 = e;
  }
  if (bx1 < 0) return out;
  const x0 = Math.max(0, bx0 - r - 1);
  const y0 = Math.max(0, by0 - r - 1);
  const sw = Math.min(w - 1, bx1 + r + 1) - x0 + 1;
  const sh = Math.min(h - 1, by1 + r + 1) - y0 + 1;
  if (r > 120) return morphCounted(mask, w, out, x0, y0, sw, sh, r, grow);
  // Rows: whether the row holds a hit within r (set pixels to grow, unset ones to shrink), each run
  // of hits widened by r and written at once. Rows are padded to whole 32-bit words.
  const stride = (sw + 3) & ~3;
  const rows = new Uint8Array(sh * stride);
  for (let y = 0; y < sh; y++) hitRuns(mask, (y + y0) * w + x0, sw, grow, r, rows, y * stride);
  // Columns: how many rows within r saw a hit, counted four columns to a word (a count stays
  // below 256 for r <= 120, so the bytes never carry into each other), and written set where
  // that count is not zero.
  const words = stride >> 2;
  const rw = new Uint32Array(rows.buffer);
  const col = new Uint32Array(words);
  const line = new Uint32Array(words);
  const lineBytes = new Uint8Array(line.buffer, 0, sw);
  const flip = grow ? 0 : 0x01010101;
  for (let y = 0; y < Math.min(r, sh); y++) addRow(col, rw, y * words, words, 1);
  for (let y = 0; y < sh; y++) {
    if (y - r - 1 >= 0) addRow(col, rw, (y - r - 1) * words, words, -1);
    if (y + r < sh) addRow(col, rw, (y + r) * words, words, 1);
    for (let k = 0; k < words; k++) {
      const v = col[k];
      // 1 in each byte whose count is not zero.
      line[k] = (((((v & 0x7f7f7f7f) + 0x7f7f7f7f) | v) >>> 7) & 0x01010101) ^ flip;
    }
    out.set(lineBytes, (y + y0) * w + x0);
  }
  return out;
}

/** Marks in `rows` (from `at`) every column within r of a hit of the mask's row (sw pixels from `from`). */
function hitRuns(mask: Uint8Array, from: number, sw: number, grow: boolean, r: number, rows: Uint8Array, at: number) {
  let x = 0;
  while (x < sw) {
    while (x < sw && (mask[from + x] !== 0) !== grow) x++;
    if (x === sw) break;
    const a = x;
    while (x < sw && (mask[from + x] !== 0) === grow) x++;
    rows.fill(1, at + Math.max(0, a - r), at + Math.min(sw, x + r));
  }
}

/** col += sign × the row of words at `from`. */
function addRow(col: Uint32Array, rw: Uint32Array, from: number, words: number, sign: 1 | -1) {
  if (sign > 0) for (let k = 0; k < words; k++) col[k] = (col[k] + rw[from + k]) >>> 0;
  else for (let k = 0; k < words; k++) col[k] = (col[k] - rw[from + k]) >>> 0;
}

/** morph's running counts one pixel at a time, for radii whose counts would not fit a byte. */
function morphCounted(
  mask: Uint8Array,
  w: number,
  out: Uint8Array,
  x0: number,
  y0: number,
  sw: number,
  sh: number,
  r: number,
  grow: boolean,
): Uint8Array {
  const n = sw * sh;
  const hit = new Uint8Array(n);
  const set = grow ? 1 : 0;
  const unset = 1 - set;
  for (let y = 0; y < sh; y++) {
    const from = (y + y0) * w + x0;
    const to = y * sw;
    for (let x = 0; x < sw; x++) hit[to + x] = mask[from + x] ? set : unset;
  }
  const rows = new Uint8Array(n);
  const reach = Math.min(r, sw);
  for (let y = 0; y < sh; y++) {
    const row = y * sw;
    let c = 0;
    for (let x = 0; x < reach; x++) c += hit[row + x];
    for (let x = 0; x < sw; x++) {
      if (x + r < sw) c += hit[row + x + r];
      if (x - r - 1 >= 0) c -= hit[row + x - r - 1];
      rows[row + x] = c > 0 ? 1 : 0;
    }
  }
  const col = new Int32Array(sw);
  for (let y = 0; y < Math.min(r, sh); y++) {
    const row = y * sw;
    for (let x = 0; x < sw; x++) col[x] += rows[row + x];
  }
  for (let y = 0; y < sh; y++) {
    if (y + r < sh) {
      const add = (y + r) * sw;
      for (let x = 0; x < sw; x++) col[x] += rows[add + x];
    }
    if (y - r - 1 >= 0) {
      const sub = (y - r - 1) * sw;
      for (let x = 0; x < sw; x++) col[x] -= rows[sub + x];
    }
    const row = (y + y0) * w + x0;
    for (let x = 0; x < sw; x++) out[row + x] = col[x] > 0 ? set : unset;
  }
  return out;
}

/** Gradient magnitude (Sobel, largest over R, G, B; 0..~4) of an RGB image. */
export function gradient(rgb: Uint8Array, w: number, h: number): Plane {
  const out = new Float32Array(w * h);
  const row = w * 3;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      let best = 0;
      const o = (y * w + x) * 3;
      for (let c = 0; c < 3; c++) {
        const i = o + c;
        const tl = rgb[i - row - 3],
          t = rgb[i - row],
          tr = rgb[i - row + 3];
        const l = rgb[i - 3],
          r = rgb[i + 3];
        const bl = rgb[i + row - 3],
          b = rgb[i + row],
          br = rgb[i + row + 3];
        const gx = tr + 2 * r + br - tl - 2 * l - bl;
        const gy = bl + 2 * b + br - tl - 2 * t - tr;
        const m = gx * gx + gy * gy;
        if (m > best) best = m;
      }
      out[y * w + x] = Math.sqrt(best) / 255;
    }
  return out;
}

/**
 * Grows `marked` from the seeds on `stack` (already marked) through 4-neighbours that `ok` accepts
 * and whose colour differs from the pixel they are reached from by at most `step` in every channel:
 * an object that shades smoothly, stopped by the step in colour at its outline over another
 * (a hand over the product in segment.ts, a prop the buyer's box cuts through in straddle.ts).
 * Returns how many pixels it marked, the seeds included.
 */
export function smoothFlood(
  rgb: Uint8Array,
  w: number,
  h: number,
  marked: Uint8Array,
  stack: number[],
  step: number,
  ok: (q: number) => boolean,
): number {
  let count = stack.length;
  const next = (p: number, q: number) => {
    if (marked[q] || !ok(q)) return;
    for (let c = 0; c < 3; c++) if (Math.abs(rgb[p * 3 + c] - rgb[q * 3 + c]) > step) return;
    marked[q] = 1;
    count++;
    stack.push(q);
  };
  while (stack.length) {
    const p = stack.pop()!;
    const x = p % w;
    if (x > 0) next(p, p - 1);
    if (x < w - 1) next(p, p + 1);
    if (p >= w) next(p, p - w);
    if (p < w * (h - 1)) next(p, p + w);
  }
  return count;
}
