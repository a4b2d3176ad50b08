import { type Raw } from '../cutout/index.js';
import { type Box, contrastLum, deltaE, luminance, type Rgba } from '../paint/index.js';

/**
 * A product that does not separate from what the set painted behind it (a white bottle on a pale
 * pink field or a white chat screen, a brown bottle on a brown wall, a dark box on navy) gets a
 * soft halo that follows its silhouette: a shadow on a light ground, a glow of the ground's own
 * colour on a dark one. Measured on the pixels as the scene drew them, with the same samples as
 * engine/render/separation.ts, so every style keeps its set and only the ground beside the product
 * moves (docs/decisions/127-separation-halo.md).
 */

type RGB = [number, number, number];
export type Reading = {
  /** Share of side samples whose outline (4 px in) neither contrasts (< 1.3:1) nor differs (ΔE < 12) from the ground 8 px out. */
  lost: number;
  /** Share of side samples whose body (a tenth of the width in) contrasts under 1.4:1 and differs under ΔE 18 from the ground. */
  washed: number;
  /** Share of the top edge's samples (a cap) lost the same way. */
  top: number;
  /** Median luminance of the body samples, of the outline samples and of the ground. */
  body: number;
  edge: number;
  ground: number;
  samples: number;
  /** Every sample: where the ground was read, its colour, and the product's colours it is judged against. */
  points: Point[];
};

type Point = { x: number; y: number; g: RGB; p: RGB; b?: RGB; top?: boolean };

const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** The product's pixels `img` (straight RGBA, drawn at box.x, box.y) against the canvas beside them. */
export function readSeparation(canvas: Rgba, img: Raw, box: Box): Reading {
  const px = (d: Buffer | Uint8Array | Uint8ClampedArray, w: number, x: number, y: number): RGB => {
    const i = (y * w + x) * 4;
    return [d[i], d[i + 1], d[i + 2]];
  };
  const body: number[] = [];
  const edge: number[] = [];
  const ground: number[] = [];
  let lost = 0;
  let washed = 0;
  let n = 0;
  const points: Point[] = [];
  const inset = 4;
  const gap = 8;
  const deep = Math.max(8, Math.round(img.width * 0.1));
  for (let y = Math.ceil(img.height * 0.03); y < img.height * 0.85; y += 3) {
    const cy = box.y + y;
    if (cy < 0 || cy >= canvas.height) continue;
    let left = -1;
    let right = -1;
    for (let x = 0; x < img.width; x++)
      if (img.data[(y * img.width + x) * 4 + 3] > 200) {
        if (left < 0) left = x;
        right = x;
      }
    if (left < 0 || right - left < deep * 2) continue;
    for (const [e, dir] of [
      [left, -1],
      [right, 1],
    ] as const) {
      const gx = box.x + e + dir * gap;
      if (gx < 0 || gx >= canvas.width) continue;
      const g = px(canvas.data, canvas.width, gx, cy);
      const p = px(img.data, img.width, e - dir * inset, y);
      const b = px(img.data, img.width, e - dir * deep, y);
      const gl = luminance(g);
      const pl = luminance(p);
      const bl = luminance(b);
      if (contrastLum(pl, gl) < 1.3 && deltaE(p, g) < 12) lost++;
      if (contrastLum(bl, gl) < 1.4 && deltaE(b, g) < 18) washed++;
      points.push({ x: gx, y: cy, g, p, b });
      body.push(bl);
      edge.push(pl);
      ground.push(gl);
      n++;
    }
  }
  // The top edge (a white cap on a white screen): the colour 4 px below the topmost opaque pixel of
  // each column against the ground 8 px above it.
  let top = 0;
  let tn = 0;
  for (let x = Math.round(img.width * 0.1); x < img.width * 0.9; x += 3) {
    let y = 0;
    while (y < img.height && img.data[(y * img.width + x) * 4 + 3] <= 200) y++;
    const gy = box.y + y - gap;
    if (y >= img.height * 0.5 || y + inset >= img.height || gy < 0 || gy >= canvas.height) continue;
    const g = px(canvas.data, canvas.width, box.x + x, gy);
    const p = px(img.data, img.width, x, y + inset);
    points.push({ x: box.x + x, y: gy, g, p, top: true });
    if (contrastLum(luminance(p), luminance(g)) < 1.3 && deltaE(p, g) < 12) top++;
    tn++;
  }
  return {
    lost: n ? lost / n : 0,
    top: tn ? top / tn : 0,
    washed: n ? washed / n : 0,
    body: median(body),
    edge: median(edge),
    ground: median(ground),
    samples: n,
    points,
  };
}

export type HaloPlan = { kind: 'shadow' | 'glow'; strength: number };

/**
 * Whether the product needs a halo and which: a quarter of its outline lost, three tenths of its top
 * edge lost, or a third of its body washed (one lit side of a white bottle) into the ground. A ground with room to go darker than the
 * product gets a shadow, one too dark for that a glow. The shadow is as deep as brings the body to
 * 2.2:1 and the outline (a white bottle's shaded rim) to 1.8:1 against it, within 0.3 to 0.55.
 */
export function planHalo(r: Reading): HaloPlan | undefined {
  if (r.samples < 8 || (r.lost < 0.25 && r.washed < 0.35 && r.top < 0.3)) return undefined;
  const prod = Math.max(r.body, r.edge);
  const roomDark = r.ground > 0.06;
  const roomLight = r.ground < 0.6;
  const shadow = prod >= r.ground ? roomDark : !roomLight;
  if (shadow) {
    const below = (l: number, k: number) => (l + 0.05) / k - 0.05;
    const want = Math.max(0.01, Math.min(below(r.body, 2.2), below(r.edge, 1.8)));
    const f = Math.min(1, (want / Math.max(0.001, r.ground)) ** (1 / 2.2));
    return { kind: 'shadow', strength: Math.max(0.3, Math.min(0.55, 1 - f)) };
  }
  return { kind: 'glow', strength: 0.55 };
}

/** Two box-blur passes of radius r over a w×h float mask. */
function blur(m: Float32Array, w: number, h: number, r: number): void {
  const tmp = new Float32Array(Math.max(w, h));
  const n = r * 2 + 1;
  for (let pass = 0; pass < 2; pass++) {
    for (let y = 0; y < h; y++) {
      const row = y * w;
      let acc = 0;
      for (let x = -r; x <= r; x++) acc += m[row + Math.max(0, Math.min(w - 1, x))];
      for (let x = 0; x < w; x++) {
        tmp[x] = acc / n;
        acc += m[row + Math.min(w - 1, x + r + 1)] - m[row + Math.max(0, x - r)];
      }
      m.set(tmp.subarray(0, w), row);
    }
    for (let x = 0; x < w; x++) {
      let acc = 0;
      for (let y = -r; y <= r; y++) acc += m[Math.max(0, Math.min(h - 1, y)) * w + x];
      for (let y = 0; y < h; y++) {
        tmp[y] = acc / n;
        acc += m[Math.min(h - 1, y + r + 1) * w + x] - m[Math.max(0, y - r) * w + x];
      }
      for (let y = 0; y < h; y++) m[y * w + x] = tmp[y];
    }
  }
}

type Mask = { m: Float32Array; mw: number; mh: number; scale: number; left: number; top: number };

/** The halo's shape: the silhouette blurred, a little low for a shadow, in canvas coordinates. */
function haloMask(sil: Raw, box: Box, kind: HaloPlan['kind']): Mask {
  const { width: sw, height: sh } = sil;
  const r = Math.max(2, Math.round(sw * 0.035));
  const pad = r * 3;
  const mw = sw + pad * 2;
  const mh = sh + pad * 2;
  const m = new Float32Array(mw * mh);
  for (let y = 0; y < sh; y++) for (let x = 0; x < sw; x++) m[(y + pad) * mw + x + pad] = sil.data[y * sw + x] / 255;
  blur(m, mw, mh, r);
  const scale = box.w / sw;
  const drop = kind === 'shadow' ? box.h * 0.012 : 0;
  return { m, mw, mh, scale, left: box.x - pad * scale, top: box.y - pad * scale + drop };
}

/** The halo's weight at a canvas pixel: full from the outline inward, easing out beyond it. */
function weight(k: Mask, x: number, y: number): number {
  const { m, mw, mh, scale } = k;
  const my = Math.min(mh - 1, Math.max(0, (y - k.top) / scale - 0.5));
  const mx = Math.min(mw - 1, Math.max(0, (x - k.left) / scale - 0.5));
  const j = Math.floor(my);
  const i = Math.floor(mx);
  const fy = my - j;
  const fx = mx - i;
  const j1 = Math.min(mh - 1, j + 1);
  const i1 = Math.min(mw - 1, i + 1);
  const v =
    (m[j * mw + i] * (1 - fx) + m[j * mw + i1] * fx) * (1 - fy) +
    (m[j1 * mw + i] * (1 - fx) + m[j1 * mw + i1] * fx) * fy;
  return Math.min(1, v * 2);
}

const tint = (g: RGB, kind: HaloPlan['kind'], a: number): RGB =>
  kind === 'shadow'
    ? [g[0] * (1 - a), g[1] * (1 - a), g[2] * (1 - a)]
    : [g[0] + (255 - g[0]) * 0.6 * a, g[1] + (255 - g[1]) * 0.6 * a, g[2] + (255 - g[2]) * 0.6 * a];

/** Lost outline, washed body and lost top shares summed, for the ground as it would be; and the lost outline's share alone. */
function lostScore(points: Point[], ground: (pt: Point) => RGB): { s: number; lost: number } {
  let side = 0;
  let lost = 0;
  let washed = 0;
  let tops = 0;
  let top = 0;
  for (const pt of points) {
    const g = ground(pt);
    const gl = luminance(g);
    const isLost = contrastLum(luminance(pt.p), gl) < 1.3 && deltaE(pt.p, g) < 12;
    if (pt.top) {
      tops++;
      if (isLost) top++;
      continue;
    }
    side++;
    if (isLost) lost++;
    if (pt.b && contrastLum(luminance(pt.b), gl) < 1.4 && deltaE(pt.b, g) < 18) washed++;
  }
  return { s: (side ? (lost + washed) / side : 0) + (tops ? top / tops : 0), lost: side ? lost / side : 0 };
}

/**
 * Draws the halo `plan` asks for at the strength (its own, or deeper) that leaves the fewest lost
 * and washed samples, re-read on the ground as the halo would leave it; none when no strength does
 * better by a tenth, or which loses more of the outline: a mid-grey shadow beside a white bottle's shaded rim loses the rim instead
 * (docs/decisions/111-scenes-from-the-product.md). True when it drew.
 */
export function applyHalo(canvas: Rgba, sil: Raw, box: Box, plan: HaloPlan, r: Reading): boolean {
  const k = haloMask(sil, box, plan.kind);
  const base = lostScore(r.points, (pt) => pt.g);
  let best: { a: number; s: number } | undefined;
  for (const a of [plan.strength, 0.7]) {
    const after = lostScore(r.points, (pt) => tint(pt.g, plan.kind, a * weight(k, pt.x, pt.y)));
    // Never at the cost of the outline: a cap found again while the sides sink is no gain.
    if (after.lost > base.lost + 0.02) continue;
    if (!best || after.s < best.s - 0.001) best = { a, s: after.s };
  }
  if (!best || best.s > base.s - 0.1) return false;
  drawHalo(canvas, k, { kind: plan.kind, strength: best.a });
  return true;
}

/**
 * Lays the halo around the product: a shadow multiplies the ground down, a glow mixes it toward
 * its own colour lightened. It is strongest at the outline and gone about a twelfth of the
 * product's width out; a shadow sits a little low, as under a light from above.
 */
function drawHalo(canvas: Rgba, k: Mask, plan: HaloPlan): void {
  const x0 = Math.max(0, Math.floor(k.left));
  const x1 = Math.min(canvas.width, Math.ceil(k.left + k.mw * k.scale));
  const y0 = Math.max(0, Math.floor(k.top));
  const y1 = Math.min(canvas.height, Math.ceil(k.top + k.mh * k.scale));
  const d = canvas.data;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const w = weight(k, x, y);
      if (w <= 0.004) continue;
      const a = plan.strength * w;
      const i = (y * canvas.width + x) * 4;
      const [r, g, b] = tint([d[i], d[i + 1], d[i + 2]], plan.kind, a);
      d[i] = r;
      d[i + 1] = g;
      d[i + 2] = b;
    }
}
