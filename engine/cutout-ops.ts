/**
 * Plain-JS image operations on single-channel planes for the cutout (engine/cutout.ts): linear
 * time box filters, bilinear resampling, connected regions and hole filling. Planes are row-major,
 * width × height.
 */
export type Plane = Float32Array;

/** Mean over a (2r+1)² window, clipped at the borders (each output averages only real pixels). */
export function boxBlur(src: Plane, w: number, h: number, r: number): Plane {
  if (r < 1) return Float32Array.from(src);
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let sum = 0;
    for (let x = 0; x <= Math.min(r, w - 1); x++) sum += src[row + x];
    for (let x = 0; x < w; x++) {
      const lo = x - r - 1;
      const hi = x + r;
      if (hi < w && x > 0) sum += src[row + hi];
      if (lo >= 0) sum -= src[row + lo];
      tmp[row + x] = sum / (Math.min(w - 1, hi) - Math.max(0, x - r) + 1);
    }
  }
  for (let x = 0; x < w; x++) {
    let sum = 0;
    for (let y = 0; y <= Math.min(r, h - 1); y++) sum += tmp[y * w + x];
    for (let y = 0; y < h; y++) {
      const lo = y - r - 1;
      const hi = y + r;
      if (hi < h && y > 0) sum += tmp[hi * w + x];
      if (lo >= 0) sum -= tmp[lo * w + x];
      out[y * w + x] = sum / (Math.min(h - 1, hi) - Math.max(0, y - r) + 1);
    }
  }
  return out;
}

/** Bilinear resampling (pixel centres aligned), for probability maps and filter coefficients. */
export function resize(src: Plane, sw: number, sh: number, dw: number, dh: number, region = { x: 0, y: 0, w: sw, h: sh }): Plane {
  const out = new Float32Array(dw * dh);
  const fx = region.w / dw;
  const fy = region.h / dh;
  const xs = new Int32Array(dw);
  const xt = new Float32Array(dw);
  for (let x = 0; x < dw; x++) {
    const sx = Math.min(sw - 1, Math.max(0, region.x + (x + 0.5) * fx - 0.5));
    xs[x] = Math.min(sw - 2, Math.floor(sx));
    xt[x] = sx - xs[x];
    if (sw === 1) { xs[x] = 0; xt[x] = 0; }
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

export type Regions = { labels: Int32Array; areas: number[]; boxes: Array<{ x0: number; y0: number; x1: number; y1: number }> };

/** 8-connected regions of mask pixels (non-zero); label 0 is the background, regions start at 1. */
export function regions(mask: Uint8Array, w: number, h: number): Regions {
  const labels = new Int32Array(w * h);
  const areas = [0];
  const boxes = [{ x0: 0, y0: 0, x1: 0, y1: 0 }];
  const stack = new Int32Array(w * h);
  let next = 1;
  for (let p = 0; p < w * h; p++) {
    if (!mask[p] || labels[p]) continue;
    let top = 0;
    stack[top++] = p;
    labels[p] = next;
    let area = 0;
    const box = { x0: w, y0: h, x1: -1, y1: -1 };
    while (top) {
      const q = stack[--top];
      area++;
      const x = q % w;
      const y = (q - x) / w;
      if (x < box.x0) box.x0 = x;
      if (x > box.x1) box.x1 = x;
      if (y < box.y0) box.y0 = y;
      if (y > box.y1) box.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const n = ny * w + nx;
          if (mask[n] && !labels[n]) { labels[n] = next; stack[top++] = n; }
        }
      }
    }
    areas.push(area);
    boxes.push(box);
    next++;
  }
  return { labels, areas, boxes };
}

/** Background pixels not reachable from the border (4-connected) become foreground; returns how many. */
export function fillHoles(mask: Uint8Array, w: number, h: number): number {
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let top = 0;
  const push = (p: number) => { if (!mask[p] && !seen[p]) { seen[p] = 1; stack[top++] = p; } };
  for (let x = 0; x < w; x++) { push(x); push((h - 1) * w + x); }
  for (let y = 0; y < h; y++) { push(y * w); push(y * w + w - 1); }
  while (top) {
    const p = stack[--top];
    const x = p % w;
    if (x > 0) push(p - 1);
    if (x < w - 1) push(p + 1);
    if (p >= w) push(p - w);
    if (p < w * (h - 1)) push(p + w);
  }
  let filled = 0;
  for (let p = 0; p < w * h; p++) if (!mask[p] && !seen[p]) { mask[p] = 1; filled++; }
  return filled;
}

/** Square dilation (grow) or erosion (shrink) of a 0/1 mask by r pixels. */
export function morph(mask: Uint8Array, w: number, h: number, r: number, grow: boolean): Uint8Array {
  const f = new Float32Array(w * h);
  for (let i = 0; i < f.length; i++) f[i] = mask[i] ? 1 : 0;
  const b = boxBlur(f, w, h, r);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < f.length; i++) out[i] = grow ? (b[i] > 1e-4 ? 1 : 0) : (b[i] > 1 - 1e-4 ? 1 : 0);
  return out;
}

/** Gradient magnitude (Sobel, largest over R, G, B; 0..~4) of an RGB image. */
export function gradient(rgb: Uint8Array, w: number, h: number): Plane {
  const out = new Float32Array(w * h);
  const row = w * 3;
  for (let y = 1; y < h - 1; y++) for (let x = 1; x < w - 1; x++) {
    let best = 0;
    const o = (y * w + x) * 3;
    for (let c = 0; c < 3; c++) {
      const i = o + c;
      const tl = rgb[i - row - 3], t = rgb[i - row], tr = rgb[i - row + 3];
      const l = rgb[i - 3], r = rgb[i + 3];
      const bl = rgb[i + row - 3], b = rgb[i + row], br = rgb[i + row + 3];
      const gx = tr + 2 * r + br - tl - 2 * l - bl;
      const gy = bl + 2 * b + br - tl - 2 * t - tr;
      const m = gx * gx + gy * gy;
      if (m > best) best = m;
    }
    out[y * w + x] = Math.sqrt(best) / 255;
  }
  return out;
}
