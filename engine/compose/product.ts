import sharp from 'sharp';
import { bytesBounded, type Cutout, type Raw } from '../cutout/index.js';
import { type Box, darken2x, overFaded, overStraight, type Rgba, upscaleMask2x } from '../paint/index.js';
import { type Light } from '../scenes/index.js';
import { smoothRagged } from './edge.js';
import { enlargedOf } from './enlarged.js';
import { handLayer, type HeldPlacement } from './held.js';

/**
 * The product on the scene (docs/decisions/015-product-light-scenes-and-ai-scenes.md): its edge colours cleaned of the old backdrop,
 * resized once from the full crop, a contact shadow and a cast shadow made from its own
 * silhouette in the scene's light, and a fading reflection on glossy surfaces.
 */
export type FrameLook = 'card' | 'polaroid' | 'phone';

const MB = 2 ** 20;
const scaled = bytesBounded<Raw>(6 * MB, (r) => r.data.length);
const cleaned = new WeakMap<Cutout, Raw>();

/**
 * Edge pixels of a cutout still carry the photo's old backdrop mixed into their colour (a light
 * fringe on a dark scene). Each semi-transparent pixel takes the colour of its more opaque
 * neighbours, three rings deep, and the faintest fringe alpha is choked away.
 */
export function decontaminate(c: Cutout): Raw {
  const hit = cleaned.get(c);
  if (hit) return hit;
  const { width: w, height: h } = c;
  const d = Buffer.from(c.data);
  if (c.mode === 'cutout') {
    let edge: number[] = [];
    for (let i = 0; i < w * h; i++) {
      const a = d[i * 4 + 3];
      if (a > 0 && a < 250) edge.push(i);
    }
    for (let pass = 0; pass < 3 && edge.length; pass++) {
      const next: number[] = [];
      const updates: number[] = [];
      for (const i of edge) {
        const x = i % w;
        const a0 = d[i * 4 + 3];
        let r = 0,
          g = 0,
          b = 0,
          wsum = 0;
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            const j = i + dy * w + dx;
            if (xx < 0 || xx >= w || j < 0 || j >= w * h) continue;
            const a = d[j * 4 + 3];
            if (a <= a0) continue;
            const wt = a * a;
            r += d[j * 4] * wt;
            g += d[j * 4 + 1] * wt;
            b += d[j * 4 + 2] * wt;
            wsum += wt;
          }
        if (wsum) updates.push(i, r / wsum, g / wsum, b / wsum);
        else next.push(i);
      }
      for (let u = 0; u < updates.length; u += 4) {
        const i = updates[u] * 4;
        d[i] = updates[u + 1];
        d[i + 1] = updates[u + 2];
        d[i + 2] = updates[u + 3];
      }
      edge = next;
    }
    for (let i = 3; i < d.length; i += 4) {
      const a = d[i];
      if (a && a < 255) d[i] = Math.max(0, Math.min(255, Math.round(((a - 18) * 255) / 237)));
    }
    bleed(d, w, h);
  }
  const out = { data: d, width: w, height: h };
  cleaned.set(c, out);
  return out;
}

/**
 * Fully transparent pixels next to the product take its edge colour (two rings), so any filter
 * that mixes straight RGBA across the edge mixes the product with itself, never with the old
 * backdrop.
 */
function bleed(d: Buffer, w: number, h: number): void {
  for (let pass = 0; pass < 2; pass++) {
    const set: number[] = [];
    for (let i = 0; i < w * h; i++) {
      if (d[i * 4 + 3] !== 0) continue;
      const x = i % w;
      let r = 0,
        g = 0,
        b = 0,
        n = 0;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (j < 0 || j >= w * h || d[j * 4 + 3] === 0) continue;
        r += d[j * 4];
        g += d[j * 4 + 1];
        b += d[j * 4 + 2];
        n++;
      }
      if (n) set.push(i, r / n, g / n, b / n);
    }
    // Marked with alpha 1 (invisible) so the next ring grows from them; cleared at the end.
    for (let k = 0; k < set.length; k += 4) {
      const i = set[k] * 4;
      d[i] = set[k + 1];
      d[i + 1] = set[k + 2];
      d[i + 2] = set[k + 3];
      d[i + 3] = 1;
    }
  }
  for (let i = 3; i < d.length; i += 4) if (d[i] === 1) d[i] = 0;
}

const smoothed = new WeakMap<Cutout, Promise<Raw>>();

/** The cleaned pixels, their outline smoothed when the photo is grainy (edge.ts). */
function cleanedOf(c: Cutout): Promise<Raw> {
  let hit = smoothed.get(c);
  if (!hit) {
    const src = decontaminate(c);
    hit = c.mode === 'cutout' ? smoothRagged(src) : Promise.resolve(src);
    smoothed.set(c, hit);
  }
  return hit;
}

/**
 * The product resized to its drawn box (lanczos, alpha-premultiplied by libvips); framed photos
 * get their corners rounded. Enlarging (a photo smaller than the ad wants, never past 1.5x) is
 * lanczos with a mild unsharp mask on the colour (enlarge.ts), reduced from a shared rung of
 * enlargements (enlarged.ts).
 */
export function productPixels(c: Cutout, w: number, h: number, radius = 0): Promise<Raw> {
  return scaled.forceFetch(`${c.key}:${w}x${h}:${radius}`, {
    context: async () => {
      const src = await cleanedOf(c);
      const data =
        w > src.width || h > src.height
          ? await enlargedOf(c.key, src, w, h)
          : await sharp(src.data, { raw: { width: src.width, height: src.height, channels: 4 } })
              .resize(w, h, { fit: 'fill', kernel: 'lanczos3' })
              .raw()
              .toBuffer();
      if (radius > 0) roundCorners(data, w, h, radius);
      return { data, width: w, height: h };
    },
  });
}

/** The silhouette at a quarter of the drawn size (one channel, 4x4 averages of the drawn alpha), the source of both shadows. */
function silhouette(img: Raw): Raw {
  const sw = Math.max(2, img.width >> 2);
  const sh = Math.max(2, img.height >> 2);
  const out = Buffer.alloc(sw * sh);
  quarters(img.data, out, sw, sh, img.width * 4);
  return { data: out, width: sw, height: sh };
}

/** The 4x4 sums of the alpha (silhouette's loop, in plain arguments: see shadeEllipse). */
function quarters(d: Buffer, out: Buffer, sw: number, sh: number, stride: number): void {
  // Offsets carried along the rows instead of recomputed per pixel: about a quarter less time, the same sums.
  for (let y = 0; y < sh; y++) {
    const o = y * sw;
    for (let x = 0, i = y * 4 * stride + 3; x < sw; x++, i += 16) {
      let sum = 0;
      for (let r = i, end = i + 4 * stride; r < end; r += stride) sum += d[r] + d[r + 4] + d[r + 8] + d[r + 12];
      out[o + x] = sum >> 4;
    }
  }
}

export type ProductDraw = (canvas: Rgba) => void;

/**
 * Everything the product needs, resized on libuv's pool while the scene rasterises; the returned
 * function draws shadow, reflection and product in that order onto the canvas.
 */
export async function productLayer(
  c: Cutout,
  box: Box,
  light: Light,
  look: FrameLook,
  tilt = 0,
  held?: HeldPlacement,
): Promise<ProductDraw> {
  if (c.mode === 'framed') return framedLayer(c, box, look);
  if (held) {
    // Held in a hand, the product stands on nothing: no shadow on the floor, no reflection. The
    // hand goes over it: its fingers are the photo's pixels there too, and cover the product's edge.
    const [hand, img] = await Promise.all([handLayer(c, held), productPixels(c, held.product.w, held.product.h)]);
    return (canvas) => {
      overStraight(canvas, img, held.product.x, held.product.y);
      hand(canvas);
    };
  }
  const img = tilt ? await turned(c, box, tilt) : await productPixels(c, box.w, box.h);
  const sil = silhouette(img);
  // The light's fields read here, once: scenes' lights differ in shape, and read inside the
  // shadow loops they deoptimised them (docs/decisions/186-render-speed-shadow-loops.md).
  const cast =
    light.cast !== 'none'
      ? castShadow(sil, box, light.cast === 'floor', light.cast === 'lying', light.dir, light.castStrength)
      : undefined;
  const contact = light.contact;
  return (canvas) => {
    if (cast) darken2x(canvas, cast.mask, cast.left, cast.top);
    contactShadow(canvas, sil, box, contact);
    if (light.gloss > 0) reflection(canvas, img, box, light.gloss);
    overStraight(canvas, img, box.x, box.y);
  };
}

/**
 * A product lying turned on a flat lay: drawn at its own size inside its turned bounding box
 * (`box`), rotated by libvips, centred in the box.
 */
async function turned(c: Cutout, box: Box, tilt: number): Promise<Raw> {
  const r = (Math.abs(tilt) * Math.PI) / 180;
  const a = c.width / c.height;
  const h = Math.max(2, Math.round(box.w / (a * Math.cos(r) + Math.sin(r))));
  const w = Math.max(2, Math.round(h * a));
  const img = await productPixels(c, w, h);
  const out = await sharp(img.data, { raw: { width: w, height: h, channels: 4 } })
    .rotate(tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .resize(box.w, box.h, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}

/** Inner photo rectangle of a framed product (the frame's border is part of the drawn box). */
export function frameInset(look: FrameLook, box: Box): Box {
  if (look === 'polaroid') {
    const b = Math.round(box.w * 0.055);
    return { x: box.x + b, y: box.y + b, w: box.w - b * 2, h: box.h - b - Math.round(box.w * 0.2) };
  }
  const b = look === 'card' ? Math.round(box.w * 0.025) : 0;
  return { x: box.x + b, y: box.y + b, w: box.w - b * 2, h: box.h - b * 2 };
}

/** Aspect (w/h) of a framed photo's whole frame. */
export function frameAspect(look: FrameLook, photoAspect: number): number {
  if (look === 'polaroid') return 1 / ((1 / photoAspect) * (1 - 0.11) + 0.255);
  return photoAspect;
}

async function framedLayer(c: Cutout, box: Box, look: FrameLook): Promise<ProductDraw> {
  const inner = frameInset(look, box);
  const radius = look === 'phone' ? Math.round(box.w * 0.05) : look === 'card' ? Math.round(box.w * 0.03) : 0;
  const img = await productPixels(
    c,
    inner.w,
    inner.h,
    look === 'polaroid' ? 0 : Math.max(0, radius - (inner.x - box.x)),
  );
  return (canvas) => {
    dropShadow(canvas, box, radius, look === 'phone' ? 0.34 : 0.26);
    if (look !== 'phone') fillRound(canvas, box, radius, 0xfff7fafc);
    overStraight(canvas, img, inner.x, inner.y);
  };
}

function roundCorners(d: Buffer, w: number, h: number, r: number): void {
  for (let y = 0; y < r; y++)
    for (let x = 0; x < r; x++) {
      const dist = Math.hypot(r - x - 0.5, r - y - 0.5);
      const cover = Math.max(0, Math.min(1, r - dist + 0.5));
      if (cover >= 1) continue;
      for (const [cx, cy] of [
        [x, y],
        [w - 1 - x, y],
        [x, h - 1 - y],
        [w - 1 - x, h - 1 - y],
      ]) {
        const i = (cy * w + cx) * 4 + 3;
        d[i] = Math.round(d[i] * cover);
      }
    }
}

/** Multiplies the canvas by (1 - a) for a mask value a in 0..1 (a shadow). */
function shade(d: Buffer, i: number, a: number): void {
  const f = 1 - a;
  d[i] = d[i] * f;
  d[i + 1] = d[i + 1] * f;
  d[i + 2] = d[i + 2] * f;
}

/**
 * Where the product meets the surface: a tight dark core under its footprint and a wider soft
 * falloff (ambient occlusion), both from the silhouette's bottom rows.
 */
function contactShadow(canvas: Rgba, sil: Raw, box: Box, contact: number): void {
  const { data: m, width: sw, height: sh } = sil;
  const span = footprint(m, sw, sh);
  if (span < 0) return;
  const x0 = span >> 16;
  const x1 = span & 0xffff;
  const sx = box.w / sw;
  const cx = box.x + ((x0 + x1 + 1) / 2) * sx;
  const base = box.y + box.h - 1;
  const half = Math.max(6, ((x1 - x0 + 1) / 2) * sx);
  const { data, width, height } = canvas;
  shadeEllipse(data, width, height, cx, base, half * 1.02, Math.max(4, half * 0.06), contact);
  shadeEllipse(data, width, height, cx, base, half * 1.45, Math.max(8, half * 0.2), contact * 0.45);
}

/** The first and last silhouette columns darker than 110 in its bottom tenth (x0 << 16 | x1), or -1. */
function footprint(m: Buffer, sw: number, sh: number): number {
  let x0 = sw;
  let x1 = -1;
  for (let y = Math.floor(sh * 0.9); y < sh; y++)
    for (let x = 0; x < sw; x++)
      if (m[y * sw + x] > 110) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
      }
  return x1 < 0 ? -1 : (x0 << 16) | x1;
}

/**
 * One layer of the contact shadow: the canvas times 1 - s * q^2 inside the ellipse (q = 1 - its
 * normalised squared distance), in plain numbers so its loop keeps V8's optimised code
 * (docs/decisions/186-render-speed-shadow-loops.md).
 */
function shadeEllipse(
  d: Buffer,
  width: number,
  height: number,
  cx: number,
  base: number,
  rx: number,
  ry: number,
  s: number,
): void {
  const ys = Math.max(0, Math.floor(base - ry));
  const ye = Math.min(height - 1, Math.ceil(base + ry));
  const xs = Math.max(0, Math.floor(cx - rx));
  const xe = Math.min(width - 1, Math.ceil(cx + rx));
  for (let y = ys; y <= ye; y++) {
    const dy = (y - base) / ry;
    for (let x = xs; x <= xe; x++) {
      const dx = (x - cx) / rx;
      const q = 1 - (dx * dx + dy * dy);
      if (q <= 0) continue;
      shade(d, (y * width + x) * 4, s * q * q);
    }
  }
}

/**
 * The silhouette projected by the scene's key light: onto the floor (squashed and sheared away
 * from the light, fading with distance) or onto the wall behind (offset and softened). Built at a
 * quarter of the drawn size and enlarged by libvips, so it stays soft for a fraction of the cost.
 */
function castShadow(
  sil: Raw,
  box: Box,
  floor: boolean,
  lying: boolean,
  dir: number,
  strength: number,
): { mask: Rgba; left: number; top: number } {
  const { data: m, width: sw, height: sh } = sil;
  // A pack lying on a flat lay's cloth: a short shadow all round it, barely shifted from the light,
  // where the wall's offset and spread read as a pack standing up (docs/decisions/183-flat-lay-lying-and-a-real-parcel.md).
  const squash = floor ? 0.32 : 1;
  const shear = dir * (floor ? 0.9 : lying ? 0 : 0.06);
  const pad = Math.round(sw * 0.35) + 4;
  const mw = sw + pad * 2 + Math.ceil(Math.abs(shear) * sh * squash);
  const mh = Math.ceil(sh * squash) + pad * 2;
  const mask = new Float32Array(mw * mh);
  const originX = pad + (shear < 0 ? Math.ceil(-shear * sh * squash) : 0);
  const baseY = floor ? mh - pad : pad + Math.ceil(sh * squash);
  const wallShift = floor ? 0 : dir * sw * (lying ? 0.012 : 0.05);
  project(m, sw, sh, mask, mw, mh, floor, squash, shear, baseY, originX, wallShift);
  const r = Math.max(1, Math.round(sw * (floor ? 0.035 : lying ? 0.02 : 0.05)));
  boxBlur(mask, mw, mh, r);
  boxBlur(mask, mw, mh, r);
  const bytes = Buffer.allocUnsafe(mw * mh);
  toBytes(mask, bytes, strength * 255);
  // Doubled once here and once more as it is drawn (darken2x): the shadow is soft, so the last
  // doubling may repeat pixels.
  const big = upscaleMask2x({ data: bytes, width: mw, height: mh });
  const scale = box.w / sw;
  const left = Math.round(box.x - originX * scale);
  const top = Math.round(floor ? box.y + box.h - baseY * scale : box.y - pad * scale + box.h * (lying ? 0.01 : 0.02));
  return { mask: big, left, top };
}

/** The silhouette's rows drawn into the shadow mask, squashed, sheared and faded (castShadow). */
function project(
  m: Buffer,
  sw: number,
  sh: number,
  mask: Float32Array,
  mw: number,
  mh: number,
  floor: boolean,
  squash: number,
  shear: number,
  baseY: number,
  originX: number,
  wallShift: number,
): void {
  for (let ty = 0; ty < mh; ty++) {
    const up = baseY - ty;
    if (up < 0 && floor) continue;
    const sy = Math.floor(sh - 1 - up / squash);
    if (sy < 0 || sy >= sh) continue;
    const fade = floor ? Math.max(0, 1 - up / (sh * squash)) ** 1.3 : 1;
    const row = sy * sw;
    const off = originX + shear * up + wallShift;
    const tx0 = Math.max(0, Math.ceil(off - 0.5));
    const tx1 = Math.min(mw, Math.floor(off + sw - 0.5));
    for (let tx = tx0; tx < tx1; tx++) {
      const sx = Math.round(tx - off);
      if (sx >= 0 && sx < sw) mask[ty * mw + tx] = (m[row + sx] / 255) * fade;
    }
  }
}

function toBytes(mask: Float32Array, bytes: Buffer, s: number): void {
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.min(255, mask[i] * s + 0.5);
}

/**
 * A box blur of radius r, rows then columns, in place. Its buffers are made before either pass
 * and each pass is a plain function of typed arrays and numbers: made between the passes, the
 * second pass's arrays met V8's optimised code of the first without type feedback, and every
 * call fell back to the interpreter for its whole column pass
 * (docs/decisions/186-render-speed-shadow-loops.md).
 */
function boxBlur(m: Float32Array, w: number, h: number, r: number): void {
  const tmp = new Float32Array(w);
  const acc = new Float64Array(w);
  const out = new Float32Array(w * h);
  blurRows(m, tmp, w, h, r);
  blurColumns(m, acc, out, w, h, r);
  m.set(out);
}

function blurRows(m: Float32Array, tmp: Float32Array, w: number, h: number, r: number): void {
  const n = r * 2 + 1;
  for (let y = 0; y < h; y++) {
    let acc = 0;
    const row = y * w;
    for (let x = -r; x <= r; x++) acc += m[row + Math.max(0, Math.min(w - 1, x))];
    for (let x = 0; x < w; x++) {
      tmp[x] = acc / n;
      acc += m[row + Math.min(w - 1, x + r + 1)] - m[row + Math.max(0, x - r)];
    }
    m.set(tmp, row);
  }
}

/*
 * The vertical pass runs row by row (a column walk touched a new cache line per pixel), one
 * running sum per column added to in the same order as before, so every value is the same.
 */
function blurColumns(m: Float32Array, acc: Float64Array, out: Float32Array, w: number, h: number, r: number): void {
  const n = r * 2 + 1;
  for (let y = -r; y <= r; y++) {
    const row = Math.max(0, Math.min(h - 1, y)) * w;
    for (let x = 0; x < w; x++) acc[x] += m[row + x];
  }
  for (let y = 0; y < h; y++) {
    const o = y * w;
    const add = Math.min(h - 1, y + r + 1) * w;
    const sub = Math.max(0, y - r) * w;
    for (let x = 0; x < w; x++) {
      out[o + x] = acc[x] / n;
      acc[x] += m[add + x] - m[sub + x];
    }
  }
}

/** A mirrored copy under the product, fading out over a third of its height (glossy surfaces). */
function reflection(canvas: Rgba, img: Raw, box: Box, gloss: number): void {
  const rows = Math.min(Math.round(box.h * 0.33), canvas.height - (box.y + box.h));
  if (rows <= 0) return;
  const w = img.width;
  const flipped = Buffer.alloc(w * rows * 4);
  for (let r = 0; r < rows; r++)
    img.data.copy(flipped, r * w * 4, (img.height - 1 - r) * w * 4, (img.height - r) * w * 4);
  const alpha = new Uint8Array(rows);
  for (let r = 0; r < rows; r++) alpha[r] = Math.round(255 * gloss * (1 - r / rows) ** 2);
  overFaded(canvas, { data: flipped, width: w, height: rows }, box.x, box.y + box.h + 1, alpha);
}

/**
 * A soft shadow under a rounded box (cards, stickers, framed photos), computed analytically. The
 * box itself is opaque and drawn over it, so only the band outside the box is shaded.
 */
export function dropShadow(
  canvas: Rgba,
  box: Box,
  radius: number,
  strength: number,
  blurPx = Math.max(12, box.w * 0.05),
): void {
  const blur = blurPx;
  const off = blur * 0.6;
  const { x, y, w, h } = box;
  const x0 = Math.max(0, Math.floor(x - blur)),
    x1 = Math.min(canvas.width, Math.ceil(x + w + blur));
  const y0 = Math.max(0, Math.floor(y - blur + off)),
    y1 = Math.min(canvas.height, Math.ceil(y + h + blur + off));
  // The box's fields are read here, once: boxes of many shapes reached the loop and deoptimised it
  // (docs/decisions/186-render-speed-shadow-loops.md).
  shadowBand(canvas.data, canvas.width, x0, x1, y0, y1, x, y, w, h, radius, blur, strength);
}

/** dropShadow's band around the box at (bx, by, bw, bh), in plain numbers. */
function shadowBand(
  d: Buffer,
  width: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  bx: number,
  by: number,
  bw: number,
  bh: number,
  radius: number,
  blur: number,
  strength: number,
): void {
  const off = blur * 0.6;
  const ix0 = Math.ceil(bx + radius * 0.3),
    ix1 = Math.floor(bx + bw - radius * 0.3);
  const iy0 = Math.ceil(by + radius * 0.3),
    iy1 = Math.floor(by + bh - radius * 0.3);
  for (let y = y0; y < y1; y++) {
    const inRows = y >= iy0 && y < iy1;
    for (let x = x0; x < x1; x++) {
      if (inRows && x >= ix0 && x < ix1) {
        x = ix1 - 1;
        continue;
      }
      const dx = Math.max(bx + radius - x, 0, x - (bx + bw - radius));
      const dy = Math.max(by + off + radius - y, 0, y - (by + off + bh - radius));
      const dist = Math.sqrt(dx * dx + dy * dy) - radius;
      if (dist >= blur) continue;
      const t = dist <= -blur ? 1 : 0.5 - 0.5 * (dist / blur) * (1.5 - 0.5 * (dist / blur) * (dist / blur));
      if (t > 0.003) shade(d, (y * width + x) * 4, t * strength);
    }
  }
}

function fillRound(canvas: Rgba, box: Box, r: number, abgr: number): void {
  const rr = Math.max(0, r);
  const fill = { data: Buffer.alloc(box.w * box.h * 4), width: box.w, height: box.h };
  new Uint32Array(fill.data.buffer, fill.data.byteOffset, box.w * box.h).fill(abgr);
  if (rr) roundCorners(fill.data, box.w, box.h, rr);
  overStraight(canvas, fill, box.x, box.y);
}
