/**
 * Plain-JS image operations on single-channel planes for the cutout (engine/cutout/cutout.ts): linear
 * time box filters, bilinear resampling, connected regions and hole filling. Planes are row-major,
 * width × height.
 */
export type Plane = Float32Array;

/**
 * Mean over a (2r+1)² window, clipped at the borders (each output averages only real pixels).
 * Both passes run along rows (the vertical one keeps a running sum per column), so memory is read
 * in order.
 */
export function boxBlur(src: Plane, w: number, h: number, r: number): Plane {
  if (r < 1) return Float32Array.from(src);
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  const inv = (n: number, r: number) => {
    const k = new Float32Array(n);
    for (let x = 0; x < n; x++) k[x] = 1 / (Math.min(n - 1, x + r) - Math.max(0, x - r) + 1);
    return k;
  };
  const kx = inv(w, r);
  const ky = inv(h, r);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let sum = 0;
    for (let x = 0; x < Math.min(r, w); x++) sum += src[row + x];
    for (let x = 0; x < w; x++) {
      if (x + r < w) sum += src[row + x + r];
      if (x - r - 1 >= 0) sum -= src[row + x - r - 1];
      tmp[row + x] = sum * kx[x];
    }
  }
  const col = new Float32Array(w);
  for (let y = 0; y < Math.min(r, h); y++) for (let x = 0; x < w; x++) col[x] += tmp[y * w + x];
  for (let y = 0; y < h; y++) {
    if (y + r < h) {
      const add = (y + r) * w;
      for (let x = 0; x < w; x++) col[x] += tmp[add + x];
    }
    if (y - r - 1 >= 0) {
      const sub = (y - r - 1) * w;
      for (let x = 0; x < w; x++) col[x] -= tmp[sub + x];
    }
    const row = y * w;
    const k = ky[y];
    for (let x = 0; x < w; x++) out[row + x] = col[x] * k;
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
          if (mask[n] && !labels[n]) {
            labels[n] = next;
            stack[top++] = n;
          }
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
  const push = (p: number) => {
    if (!mask[p] && !seen[p]) {
      seen[p] = 1;
      stack[top++] = p;
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (top) {
    const p = stack[--top];
    const x = p % w;
    if (x > 0) push(p - 1);
    if (x < w - 1) push(p + 1);
    if (p >= w) push(p - w);
    if (p < w * (h - 1)) push(p + w);
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
 * Square dilation (grow) or erosion (shrink) of a 0/1 mask by r pixels, from the chessboard
 * distance to the nearest pixel of the other kind (two passes, whatever r is).
 */
export function morph(mask: Uint8Array, w: number, h: number, r: number, grow: boolean): Uint8Array {
  const far = 65535;
  const d = new Uint16Array(w * h);
  const target = grow ? 1 : 0;
  for (let i = 0; i < d.length; i++) d[i] = (mask[i] ? 1 : 0) === target ? 0 : far;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let v = d[i];
      if (!v) continue;
      if (x > 0 && d[i - 1] + 1 < v) v = d[i - 1] + 1;
      if (y > 0) {
        if (d[i - w] + 1 < v) v = d[i - w] + 1;
        if (x > 0 && d[i - w - 1] + 1 < v) v = d[i - w - 1] + 1;
        if (x < w - 1 && d[i - w + 1] + 1 < v) v = d[i - w + 1] + 1;
      }
      d[i] = v;
    }
  for (let y = h - 1; y >= 0; y--)
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      let v = d[i];
      if (!v) continue;
      if (x < w - 1 && d[i + 1] + 1 < v) v = d[i + 1] + 1;
      if (y < h - 1) {
        if (d[i + w] + 1 < v) v = d[i + w] + 1;
        if (x < w - 1 && d[i + w + 1] + 1 < v) v = d[i + w + 1] + 1;
        if (x > 0 && d[i + w - 1] + 1 < v) v = d[i + w - 1] + 1;
      }
      d[i] = v;
    }
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = grow ? (d[i] <= r ? 1 : 0) : d[i] > r ? 1 : 0;
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
