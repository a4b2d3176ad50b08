import { type Box, contrastLum, deltaE, luminance, type Rgba } from '../paint/index.js';

/**
 * How well the product and the button stand out from what lies behind them
 * (docs/decisions/111-scenes-from-the-product.md), measured on the rendered pixels before the text:
 * a pale bottle on a pale room or a purple button on a purple wall read as one shape on a phone.
 */
export type Separation = {
  /** Median WCAG contrast between the product's edge and the scene just outside it. */
  contrast: number;
  /** Median colour difference (CIE76 ΔE in Lab) across the same edge. */
  deltaE: number;
  /** Share of edge samples that neither contrast (< 1.3:1) nor differ in colour (ΔE < 12): a lost edge. */
  lost: number;
  samples: number;
};

const at = (img: Rgba, x: number, y: number): [number, number, number] => {
  const i = (Math.round(y) * img.width + Math.round(x)) * 4;
  return [img.data[i], img.data[i + 1], img.data[i + 2]];
};

const median = (xs: number[]) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * The product's silhouette is `alpha` (its own width and height) drawn into `box` on `img`. Each
 * row of the middle 70 % of its height (clear of a lid's shine and the contact shadow) gives two
 * samples, its leftmost and rightmost opaque pixel: the colour `inset` px inside against the
 * colour `gap` px outside.
 */
export function productSeparation(
  img: Rgba,
  alpha: { data: Uint8Array | Buffer; width: number; height: number },
  box: Box,
  inset = 4,
  gap = 8,
): Separation {
  const cs: number[] = [];
  const es: number[] = [];
  let lost = 0;
  const y0 = Math.ceil(box.y + box.h * 0.15);
  const y1 = Math.floor(box.y + box.h * 0.85);
  for (let y = y0; y < y1; y += 2) {
    if (y < 0 || y >= img.height) continue;
    const ay = Math.min(alpha.height - 1, Math.floor(((y - box.y) / box.h) * alpha.height));
    let left = -1;
    let right = -1;
    for (let ax = 0; ax < alpha.width; ax++) {
      if (alpha.data[ay * alpha.width + ax] > 200) {
        if (left < 0) left = ax;
        right = ax;
      }
    }
    if (left < 0) continue;
    const sx = box.w / alpha.width;
    for (const [edge, dir] of [
      [box.x + left * sx, -1],
      [box.x + (right + 1) * sx, 1],
    ] as const) {
      const xi = edge - dir * inset;
      const xo = edge + dir * gap;
      if (xo < 0 || xo >= img.width || xi < 0 || xi >= img.width) continue;
      const a = at(img, xi, y);
      const b = at(img, xo, y);
      const c = contrastLum(luminance(a), luminance(b));
      const e = deltaE(a, b);
      cs.push(c);
      es.push(e);
      if (c < 1.3 && e < 12) lost++;
    }
  }
  return { contrast: median(cs), deltaE: median(es), lost: cs.length ? lost / cs.length : 0, samples: cs.length };
}

/**
 * The button against its surroundings: its fill (the pill's centre row, left of the label) against
 * the median of a ring `gap` to `gap + band` px outside its box.
 */
export function buttonSeparation(img: Rgba, box: Box, gap = 6, band = 12): { contrast: number; deltaE: number } {
  const fill = at(img, box.x + Math.max(3, box.h * 0.3), box.y + box.h / 2);
  const ring: Array<[number, number, number]> = [];
  for (let x = box.x - gap - band; x <= box.x + box.w + gap + band; x += 3)
    for (const y of [box.y - gap - band / 2, box.y + box.h + gap + band / 2])
      if (x >= 0 && x < img.width && y >= 0 && y < img.height) ring.push(at(img, x, y));
  for (let y = box.y; y <= box.y + box.h; y += 3)
    for (const x of [box.x - gap - band / 2, box.x + box.w + gap + band / 2])
      if (x >= 0 && x < img.width && y >= 0 && y < img.height) ring.push(at(img, x, y));
  if (!ring.length) return { contrast: 21, deltaE: 100 };
  const lf = luminance(fill);
  return {
    contrast: median(ring.map((c) => contrastLum(lf, luminance(c)))),
    deltaE: median(ring.map((c) => deltaE(fill, c))),
  };
}
