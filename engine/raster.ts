/**
 * Pixel work done in plain JS on RGBA buffers: one pass over only the pixels a layer covers,
 * which is several times cheaper than a libvips composite of a full-size canvas.
 * Buffers are little-endian RGBA read as 32-bit words (R in the low byte, A in the high byte);
 * two channels at a time are handled in the 16-bit halves of a word (R,B and G,A).
 */
export type Rgba = { data: Buffer; width: number; height: number };

const LANES = 0x00ff00ff;
const HALF = 0x00800080;

/** A 32-bit view of a buffer; a misaligned source is copied, a misaligned destination is refused. */
function words(b: Buffer, writable = false): Uint32Array {
  if (b.byteOffset % 4 !== 0) {
    if (writable) throw new Error('RGBA destination buffer is not 4-byte aligned.');
    b = Buffer.from(b);
  }
  return new Uint32Array(b.buffer, b.byteOffset, b.length >>> 2);
}

/** x * f / 255, rounded, for both 16-bit lanes of a word (f and the lane values are 0..255). */
function scaleLanes(lanes: number, f: number): number {
  const t = lanes * f + HALF;
  return ((t + ((t >>> 8) & LANES)) >>> 8) & LANES;
}

/** The part of a layer placed at (left, top) that lies inside the destination, in layer coordinates. */
function clip(dst: { width: number; height: number }, layer: { width: number; height: number }, left: number, top: number) {
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
  const d = words(dst.data, true);
  const s = words(src.data);
  const { x0, y0, x1, y1 } = clip(dst, src, left, top);
  for (let y = y0; y < y1; y++) {
    const srow = y * src.width;
    const drow = (y + top) * dst.width + left;
    for (let x = x0; x < x1; x++) {
      const p = s[srow + x];
      const a = p >>> 24;
      if (a === 0) continue;
      if (a === 255) { d[drow + x] = p; continue; }
      const q = d[drow + x];
      const inv = 255 - a;
      const rb = scaleLanes(p & LANES, a) + scaleLanes(q & LANES, inv);
      const g = scaleLanes((p >>> 8) & 0xff, a) + scaleLanes((q >>> 8) & 0xff, inv);
      d[drow + x] = (rb | (g << 8) | 0xff000000) >>> 0;
    }
  }
}

/** Darkens an opaque destination through a one-channel opacity mask (a black shadow) at (left, top), clipped. */
export function darken(dst: Rgba, mask: Rgba, left = 0, top = 0): void {
  const d = words(dst.data, true);
  const m = mask.data;
  if (m.length !== mask.width * mask.height) throw new Error('The shadow mask must have one channel.');
  const { x0, y0, x1, y1 } = clip(dst, mask, left, top);
  for (let y = y0; y < y1; y++) {
    const mrow = y * mask.width;
    const drow = (y + top) * dst.width + left;
    for (let x = x0; x < x1; x++) {
      const a = m[mrow + x];
      if (a === 0) continue;
      const q = d[drow + x];
      const inv = 255 - a;
      d[drow + x] = (scaleLanes(q & LANES, inv) | (scaleLanes((q >>> 8) & 0xff, inv) << 8) | 0xff000000) >>> 0;
    }
  }
}
