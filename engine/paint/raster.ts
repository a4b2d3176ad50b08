/**
 * Pixel work done in plain JS on RGBA buffers: one pass over only the pixels a layer covers,
 * which is several times cheaper than a libvips composite of a full-size canvas.
 * Buffers are little-endian RGBA read as 32-bit words (R in the low byte, A in the high byte);
 * two channels at a time are handled in the 16-bit halves of a word (R,B and G,A). The words are
 * signed and every value stays a 32-bit integer (`| 0`, `Math.imul`): an opaque pixel read as an
 * unsigned word is above 2^31, which V8 holds as a double, and the loops ran at a fraction of the
 * speed for the same bits (docs/decisions/122-render-speed-integer-pixel-loops.md).
 */
export type Rgba = { data: Buffer; width: number; height: number };

/**
 * A layer's pixel buffer. Canvas-sized buffers were once kept for reuse (three of every size,
 * the doubled layers of up to 33 MB included), so that V8 would collect less often; on a render
 * thread they held 100-130 MB between ads and raised the app's peak under bench:load past its
 * goal, for no CPU time measured back (docs/decisions/091-render-memory-under-load.md).
 */
export function takeBuffer(bytes: number): Buffer {
  return Buffer.allocUnsafe(bytes);
}

/** Where a layer's buffer is given up; it is left to the garbage collector (see takeBuffer). */
export function releaseBuffer(buf: Buffer): void {
  void buf;
}

const LANES = 0x00ff00ff;
const HALF = 0x00800080;

/** A signed 32-bit view of a buffer; a misaligned source is copied, a misaligned destination is refused. */
function words(b: Buffer, writable = false): Int32Array {
  if (b.byteOffset % 4 !== 0) {
    if (writable) throw new Error('RGBA destination buffer is not 4-byte aligned.');
    b = Buffer.from(b);
  }
  return new Int32Array(b.buffer, b.byteOffset, b.length >>> 2);
}

/** An opaque pixel's alpha byte, or-ed into a signed word. */
const OPAQUE = 0xff000000 | 0;

/**
 * x * f / 255, rounded, for both 16-bit lanes of a word (f and the lane values are 0..255). Every
 * intermediate is below 2^32, so the signed products and sums have the same low 32 bits.
 */
function scaleLanes(lanes: number, f: number): number {
  const t = (Math.imul(lanes, f) + HALF) | 0;
  return (((t + ((t >>> 8) & LANES)) | 0) >>> 8) & LANES;
}

/** The part of a layer placed at (left, top) that lies inside the destination, in layer coordinates. */
function clip(
  dst: { width: number; height: number },
  layer: { width: number; height: number },
  left: number,
  top: number,
) {
  return {
    x0: Math.max(0, -left),
    y0: Math.max(0, -top),
    x1: Math.min(layer.width, dst.width - left),
    y1: Math.min(layer.height, dst.height - top),
  };
}

/**
 * Draws a straight-alpha RGBA layer (sharp's raw output) over an opaque destination at
 * (left, top), clipped to the destination; the result stays opaque.
 */
export function overStraight(dst: Rgba, src: Rgba, left = 0, top = 0): void {
  const { x0, y0, x1, y1 } = clip(dst, src, left, top);
  straight(words(dst.data, true), words(src.data), dst.width, src.width, x0, y0, x1, y1, left, top);
}

/** overStraight's loop, in typed arrays and numbers (see `double`). */
function straight(
  d: Int32Array,
  s: Int32Array,
  dw: number,
  sw: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  left: number,
  top: number,
): void {
  for (let y = y0; y < y1; y++) {
    const srow = y * sw;
    const drow = (y + top) * dw + left;
    for (let x = x0; x < x1; x++) {
      const p = s[srow + x];
      const a = p >>> 24;
      if (a === 0) continue;
      if (a === 255) {
        d[drow + x] = p;
        continue;
      }
      const q = d[drow + x];
      const inv = 255 - a;
      const rb = scaleLanes(p & LANES, a) + scaleLanes(q & LANES, inv);
      const g = scaleLanes((p >>> 8) & 0xff, a) + scaleLanes((q >>> 8) & 0xff, inv);
      d[drow + x] = rb | (g << 8) | OPAQUE;
    }
  }
}

/**
 * Draws a premultiplied RGBA layer (resvg's output) over an opaque destination at (left, top),
 * clipped: out = src + dst * (1 - a).
 */
export function overPremultiplied(dst: Rgba, src: Rgba, left = 0, top = 0): void {
  const { x0, y0, x1, y1 } = clip(dst, src, left, top);
  premultiplied(words(dst.data, true), words(src.data), dst.width, src.width, x0, y0, x1, y1, left, top);
}

/** overPremultiplied's loop, in typed arrays and numbers (see `double`). */
function premultiplied(
  d: Int32Array,
  s: Int32Array,
  dw: number,
  sw: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  left: number,
  top: number,
): void {
  for (let y = y0; y < y1; y++) {
    const srow = y * sw;
    const drow = (y + top) * dw + left;
    for (let x = x0; x < x1; x++) {
      const p = s[srow + x];
      const a = p >>> 24;
      if (a === 0) continue;
      if (a === 255) {
        d[drow + x] = p;
        continue;
      }
      const q = d[drow + x];
      const inv = 255 - a;
      const rb = ((p & LANES) + scaleLanes(q & LANES, inv)) & LANES;
      const g = (((p >>> 8) & 0xff) + scaleLanes((q >>> 8) & 0xff, inv)) & 0xff;
      d[drow + x] = rb | (g << 8) | OPAQUE;
    }
  }
}

/**
 * Draws a straight-alpha layer with its opacity multiplied per row (a reflection fading away):
 * rowAlpha[y] is 0..255 for layer row y.
 */
export function overFaded(dst: Rgba, src: Rgba, left: number, top: number, rowAlpha: Uint8Array): void {
  const d = words(dst.data, true);
  const s = words(src.data);
  const { x0, y0, x1, y1 } = clip(dst, src, left, top);
  for (let y = y0; y < y1; y++) {
    const f = rowAlpha[y];
    if (!f) continue;
    const srow = y * src.width;
    const drow = (y + top) * dst.width + left;
    for (let x = x0; x < x1; x++) {
      const p = s[srow + x];
      const a = (((p >>> 24) * f + 127) / 255) | 0;
      if (a === 0) continue;
      const q = d[drow + x];
      const inv = 255 - a;
      const rb = scaleLanes(p & LANES, a) + scaleLanes(q & LANES, inv);
      const g = scaleLanes((p >>> 8) & 0xff, a) + scaleLanes((q >>> 8) & 0xff, inv);
      d[drow + x] = rb | (g << 8) | OPAQUE;
    }
  }
}

/**
 * Doubles an opaque RGBA image's size by linear interpolation on packed pixels (the average of
 * two words is ((a ^ b) & 0xfefefefe) >>> 1) + (a & b)). A few times faster than libvips's
 * resize, which costs 30-100 ms of CPU for a 1080x1920 layer; repeated, it enlarges a scene drawn
 * at a quarter or an eighth of the size with a smooth, blur-like result.
 */
export function upscale2x(src: Rgba): Rgba {
  const sw = src.width;
  const sh = src.height;
  const w = sw * 2;
  const h = sh * 2;
  const out = takeBuffer(w * h * 4);
  double(words(src.data), new Int32Array(out.buffer, out.byteOffset, w * h), sw, sh);
  return { data: out, width: w, height: h };
}

/**
 * upscale2x's loop, on its own: called with typed arrays and numbers only, its optimised code
 * has nothing after the loop to fall back to the interpreter for
 * (docs/decisions/186-render-speed-shadow-loops.md).
 */
function double(s: Int32Array, d: Int32Array, sw: number, sh: number): void {
  // Signed words and | 0 keep every value a 32-bit integer in V8 (no doubles in the loop); each
  // source pixel is read once per row pair, its neighbours carried from the previous column.
  const w = sw * 2;
  const M = -16843010; // 0xfefefefe
  for (let y = 0; y < sh; y++) {
    const r0 = y * sw;
    const r1 = (y + 1 < sh ? y + 1 : y) * sw;
    let o0 = y * 2 * w;
    let o1 = o0 + w;
    let a = s[r0];
    let c = s[r1];
    let ac = ((((a ^ c) & M) >>> 1) + (a & c)) | 0;
    for (let i = r0, j = r1, end = r0 + sw - 1; i < end; i++, j++) {
      const b = s[i + 1];
      const e = s[j + 1];
      const ab = ((((a ^ b) & M) >>> 1) + (a & b)) | 0;
      const ce = ((((c ^ e) & M) >>> 1) + (c & e)) | 0;
      d[o0] = a;
      d[o0 + 1] = ab;
      d[o1] = ac;
      d[o1 + 1] = ((((ab ^ ce) & M) >>> 1) + (ab & ce)) | 0;
      o0 += 2;
      o1 += 2;
      a = b;
      c = e;
      ac = ((((b ^ e) & M) >>> 1) + (b & e)) | 0;
    }
    // The last column's right neighbour is itself.
    d[o0] = a;
    d[o0 + 1] = a;
    d[o1] = ac;
    d[o1 + 1] = ac;
  }
}

/**
 * Enlarges by doubling to the target size. Scenes are drawn at width / 2^n and a height rounded
 * up, so the doubled image has the target width and at least its height: the extra rows are cut
 * off without a copy.
 */
export function upscaleTo(src: Rgba, width: number, height: number): Rgba {
  let img = src;
  while (img.width < width) {
    const next = upscale2x(img);
    if (img !== src) releaseBuffer(img.data);
    img = next;
  }
  if (img.width !== width || img.height < height)
    throw new Error(`Cannot enlarge ${src.width}x${src.height} to ${width}x${height} by doubling.`);
  return img.height === height ? img : { data: img.data.subarray(0, width * height * 4), width, height };
}

/** The same 2x linear enlargement for a one-channel mask. */
export function upscaleMask2x(src: { data: Uint8Array; width: number; height: number }): {
  data: Buffer;
  width: number;
  height: number;
} {
  const sw = src.width;
  const sh = src.height;
  const w = sw * 2;
  const s = src.data;
  const d = Buffer.allocUnsafe(w * sh * 2);
  for (let y = 0; y < sh; y++) {
    const r0 = y * sw;
    const r1 = (y + 1 < sh ? y + 1 : y) * sw;
    const o0 = y * 2 * w;
    const o1 = o0 + w;
    for (let x = 0; x < sw; x++) {
      const xn = x + 1 < sw ? x + 1 : x;
      const a = s[r0 + x],
        b = s[r0 + xn],
        c = s[r1 + x],
        e = s[r1 + xn];
      d[o0 + 2 * x] = a;
      d[o0 + 2 * x + 1] = (a + b + 1) >> 1;
      d[o1 + 2 * x] = (a + c + 1) >> 1;
      d[o1 + 2 * x + 1] = (a + b + c + e + 2) >> 2;
    }
  }
  return { data: d, width: w, height: sh * 2 };
}

/** The average of two packed pixels, per byte; one function for every call (see `double`). */
const avg = (a: number, b: number) => ((((a ^ b) & -16843010) >>> 1) + (a & b)) | 0; // 0xfefefefe

/**
 * A [1 2 1] blur, twice over, of a small opaque layer: the out-of-focus back of a scene is drawn
 * at an eighth of the size, and without this its hard edges would show as steps once enlarged.
 * Row by row in both passes (the vertical one keeps three rows), so it stays in cache.
 */
export function soften(img: Rgba): void {
  const { width: w, height: h } = img;
  const d = words(img.data, true);
  const row = new Int32Array(w);
  let prev = new Int32Array(w);
  let cur = new Int32Array(w);
  for (let pass = 0; pass < 2; pass++) {
    for (let y = 0; y < h; y++) {
      const o = y * w;
      for (let x = 0; x < w; x++)
        row[x] = avg(avg(d[o + (x > 0 ? x - 1 : x)], d[o + (x + 1 < w ? x + 1 : x)]), d[o + x]);
      d.set(row, o);
    }
    prev.set(d.subarray(0, w));
    for (let y = 0; y < h; y++) {
      const o = y * w;
      cur.set(d.subarray(o, o + w));
      const n = (y + 1 < h ? y + 1 : y) * w;
      for (let x = 0; x < w; x++) d[o + x] = avg(avg(prev[x], d[n + x]), cur[x]);
      const t = prev;
      prev = cur;
      cur = t;
    }
  }
}

/**
 * The camera's finish on a scene layer: lens falloff towards the corners (an elliptical
 * vignette, separable so each pixel costs one multiply) and a warm cast (indoor phone photos).
 */
export function finish(img: Rgba, vignette: number, warm: number): void {
  if (!vignette && !warm) return;
  const { width: w, height: h } = img;
  const d = img.data;
  const fx = new Float32Array(w);
  const fy = new Float32Array(h);
  const falloff = (t: number) => {
    const u = Math.max(0, Math.abs(t) - 0.35) / 0.65;
    return u * u * (3 - 2 * u);
  };
  for (let x = 0; x < w; x++) fx[x] = falloff(((x + 0.5) / w) * 2 - 1);
  for (let y = 0; y < h; y++) fy[y] = falloff(((y + 0.5) / h - 0.45) * 2.1);
  const rw = 1 + warm * 0.35;
  const bw = 1 - warm * 0.5;
  finishPixels(d, w, h, fx, fy, vignette, rw, bw);
}

/** finish's loop, in typed arrays and numbers (see `double`). */
function finishPixels(
  d: Buffer,
  w: number,
  h: number,
  fx: Float32Array,
  fy: Float32Array,
  vignette: number,
  rw: number,
  bw: number,
): void {
  for (let y = 0; y < h; y++) {
    const vy = fy[y];
    let i = y * w * 4;
    for (let x = 0; x < w; x++, i += 4) {
      const v = 1 - vignette * Math.min(1, (fx[x] + vy) * 0.75);
      const r = d[i] * v * rw;
      d[i] = r > 255 ? 255 : r;
      d[i + 1] = d[i + 1] * v;
      d[i + 2] = d[i + 2] * v * bw;
    }
  }
}

/** Darkens an opaque destination through a one-channel mask drawn at twice its size (soft shadows). */
export function darken2x(
  dst: Rgba,
  mask: { data: Uint8Array; width: number; height: number },
  left: number,
  top: number,
): void {
  const d = words(dst.data, true);
  const m = mask.data;
  const mw = mask.width;
  // Each mask row's non-zero span, so the wide empty margins of a blurred shadow cost nothing.
  const first = new Int32Array(mask.height);
  const last = new Int32Array(mask.height);
  for (let r = 0; r < mask.height; r++) {
    let a = 0;
    let b = mw - 1;
    while (a < mw && m[r * mw + a] === 0) a++;
    while (b >= a && m[r * mw + b] === 0) b--;
    first[r] = a;
    last[r] = b;
  }
  const y0 = Math.max(0, top),
    y1 = Math.min(dst.height, top + mask.height * 2);
  for (let y = y0; y < y1; y++) {
    const r = (y - top) >> 1;
    if (last[r] < first[r]) continue;
    const mrow = r * mw;
    const drow = y * dst.width;
    const x0 = Math.max(0, left + first[r] * 2);
    const x1 = Math.min(dst.width, left + last[r] * 2 + 2);
    for (let x = x0; x < x1; x++) {
      const a = m[mrow + ((x - left) >> 1)];
      if (a === 0) continue;
      const q = d[drow + x];
      const inv = 255 - a;
      d[drow + x] = scaleLanes(q & LANES, inv) | (scaleLanes((q >>> 8) & 0xff, inv) << 8) | OPAQUE;
    }
  }
}
