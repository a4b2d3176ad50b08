import sharp from 'sharp';
import { type AdLayout, type AdSize, AD_SIZE_KEYS } from '../../contract/engine.js';

/**
 * The near-clone check between styles (docs/decisions/051-near-clone-check-between-styles.md): for one product, every style's ad is
 * reduced to what a buyer sees at a glance — where the product and the copy sit in each size (a
 * coarse occupancy grid), what the scene looks like (the picture at 16 px), and which words it
 * says — and two styles are near-clones when their arrangements match in every size and either
 * their scenes or their words match too. A style is distinct when it is a near-clone of no other.
 */
export type Glance = {
  style: number;
  /** Per size: product and copy coverage of each cell of a coarse grid. */
  grid: Record<AdSize, Float32Array>;
  /** Per size: the picture at 16 px wide (RGB), and which of its pixels are the product (left out: it is the same product in every style). */
  thumb: Record<AdSize, Buffer>;
  mask: Record<AdSize, Uint8Array>;
  words: Set<string>;
};

const COLS = 8;
const rowsOf = (l: AdLayout) => Math.round((COLS * l.height) / l.width);
const TEXT = new Set(['headline', 'subline', 'cta', 'badge', 'offer', 'rating', 'review', 'disclaimer', 'decoration']);

/** Product and copy coverage per cell: [product, copy] for each of COLS x rows cells. */
export function occupancy(l: AdLayout): Float32Array {
  const rows = rowsOf(l);
  const cw = l.width / COLS;
  const ch = l.height / rows;
  const out = new Float32Array(COLS * rows * 2);
  for (const b of l.boxes) {
    const k = b.role === 'product' ? 0 : TEXT.has(b.role) ? 1 : -1;
    if (k < 0) continue;
    for (let r = Math.max(0, Math.floor(b.y / ch)); r < Math.min(rows, Math.ceil((b.y + b.h) / ch)); r++)
      for (let c = Math.max(0, Math.floor(b.x / cw)); c < Math.min(COLS, Math.ceil((b.x + b.w) / cw)); c++) {
        const ox = Math.min(b.x + b.w, (c + 1) * cw) - Math.max(b.x, c * cw);
        const oy = Math.min(b.y + b.h, (r + 1) * ch) - Math.max(b.y, r * ch);
        if (ox > 0 && oy > 0) {
          const i = (r * COLS + c) * 2 + k;
          out[i] = Math.min(1, out[i] + (ox * oy) / (cw * ch));
        }
      }
  }
  return out;
}

/** `name`: the product's name, whose words every style shows and which say nothing about the style. */
export async function glance(
  style: number,
  layouts: Record<AdSize, AdLayout>,
  images: Record<AdSize, Buffer>,
  name = '',
): Promise<Glance> {
  const own = new Set(name.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
  const grid = {} as Record<AdSize, Float32Array>;
  const thumb = {} as Record<AdSize, Buffer>;
  const mask = {} as Record<AdSize, Uint8Array>;
  const words = new Set<string>();
  for (const size of AD_SIZE_KEYS) {
    grid[size] = occupancy(layouts[size]);
    const l = layouts[size];
    const tw = COLS * 2;
    const th = rowsOf(l) * 2;
    thumb[size] = await sharp(images[size]).resize(tw, th, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const p = l.boxes.find((b) => b.role === 'product');
    mask[size] = new Uint8Array(tw * th);
    if (p)
      for (let y = 0; y < th; y++)
        for (let x = 0; x < tw; x++) {
          const cx = ((x + 0.5) * l.width) / tw;
          const cy = ((y + 0.5) * l.height) / th;
          if (cx >= p.x && cx <= p.x + p.w && cy >= p.y && cy <= p.y + p.h) mask[size][y * tw + x] = 1;
        }
    for (const b of l.boxes)
      for (const w of (b.text ?? '').toLowerCase().match(/\p{L}{3,}/gu) ?? []) if (!own.has(w)) words.add(w);
  }
  return { style, grid, thumb, mask, words };
}

/** 1 when product and copy sit in the same cells in every size, 0 when nowhere alike (the mean over the sizes). */
export function arrangementLikeness(a: Glance, b: Glance): number {
  let sum = 0;
  for (const size of AD_SIZE_KEYS) {
    const x = a.grid[size];
    const y = b.grid[size];
    let diff = 0;
    let mass = 0;
    for (let i = 0; i < x.length; i++) {
      diff += Math.abs(x[i] - y[i]);
      mass += Math.max(x[i], y[i]);
    }
    sum += mass ? 1 - diff / mass : 1;
  }
  return sum / AD_SIZE_KEYS.length;
}

/**
 * Mean colour difference of the two pictures at 16 px (0 the same, 1 black against white) where
 * neither shows the product, over all sizes.
 */
export function sceneDistance(a: Glance, b: Glance): number {
  let sum = 0;
  let n = 0;
  for (const size of AD_SIZE_KEYS) {
    const x = a.thumb[size];
    const y = b.thumb[size];
    const ma = a.mask[size];
    const mb = b.mask[size];
    for (let p = 0; p < ma.length; p++) {
      if (ma[p] || mb[p]) continue;
      const i = p * 3;
      sum += Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]);
      n += 3;
    }
  }
  return n ? sum / n / 255 : 0;
}

export function wordLikeness(a: Glance, b: Glance): number {
  let both = 0;
  for (const w of a.words) if (b.words.has(w)) both++;
  const either = a.words.size + b.words.size - both;
  return either ? both / either : 1;
}

/**
 * Two ads are arranged alike from 0.6 (the catalogue before its styles were redrawn had a median
 * of 0.52 between any two styles), their scenes alike under 0.1 (the mean colour difference where
 * neither shows the product), their words alike from 0.6 (the share of words, the product's name
 * left out). Calibrated on the known near-clones (docs/decisions/051-near-clone-check-between-styles.md).
 */
export const CLONE = { arrangement: 0.6, scene: 0.1, words: 0.6 } as const;

export type ClonePair = { a: number; b: number; arrangement: number; scene: number; words: number };

/**
 * `withWords`: the full test (arranged alike, and alike in scene or in words); without it only
 * what the picture controls (arranged alike and alike in scene).
 */
export function nearClones(all: Glance[], withWords = false, t = CLONE): { pairs: ClonePair[]; distinct: number[] } {
  const pairs: ClonePair[] = [];
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const arrangement = arrangementLikeness(all[i], all[j]);
      if (arrangement < t.arrangement) continue;
      const scene = sceneDistance(all[i], all[j]);
      const words = wordLikeness(all[i], all[j]);
      if (scene <= t.scene || (withWords && words >= t.words))
        pairs.push({ a: all[i].style, b: all[j].style, arrangement, scene, words });
    }
  const cloned = new Set(pairs.flatMap((p) => [p.a, p.b]));
  return { pairs, distinct: all.map((g) => g.style).filter((s) => !cloned.has(s)) };
}
