import { darken, f, lighten } from '../paint/index.js';
import { leaf } from './leaf.js';
import { type ProductLook } from './types.js';

/**
 * The plants of Botanical Nature, chosen from the product (docs/decisions/120-marble-plants-and-sets-by-purpose.md):
 * a scene called botanical with no plants read as a plain studio, and generic leaves beside a
 * drink mix or a fish oil as off-purpose. Kelp for a marine product, glossy citrus leaves for a
 * citrus flavour, herb sprigs for greens, roots, mint or a calm product, eucalyptus (a neutral
 * green florists use with anything) for the rest, broad leaves for beauty. A red-fruit flavour
 * (a fruit punch, berries) gets fruiting branches, red clusters among the leaves: plain leaves
 * behind a fruit-punch pre-workout read as "off-message" (docs/decisions/184-scenes-for-the-product.md).
 */
export type Foliage = 'kelp' | 'citrus' | 'fruit' | 'herb' | 'eucalyptus' | 'leaf';

export function foliageFor(look: ProductLook): Foliage {
  if (look.notes.includes('marine')) return 'kelp';
  if (look.notes.includes('citrus')) return 'citrus';
  // The plant the product is made from before its flavour: raspberry ashwagandha gummies keep herbs.
  if (look.notes.some((n) => n === 'greens' || n === 'root' || n === 'mint')) return 'herb';
  // Glossy citrus leaves in bright light for sport, energy and hydration: fruiting branches behind a
  // fruit-punch pre-workout read as "soft pink florals mismatch an energy pre-workout" and broad
  // leaves behind electrolytes as "off-purpose" (s20 grading, docs/decisions/216-scenes-that-fit-the-product.md).
  if (look.mood === 'energy' || look.mood === 'aqua') return 'citrus';
  if (look.notes.includes('punch') || look.notes.includes('berry')) return 'fruit';
  if (look.mood === 'calm') return 'herb';
  // Broad glossy leaves for a fresh or beauty product (eucalyptus, a calm florist's green, fought a
  // pre-workout: docs/grades/s11-B.tsv).
  if (look.mood === 'soft' || look.mood === 'fresh') return 'leaf';
  return 'eucalyptus';
}

/** The plant's greens, light to dark; deeper when the set is deep (behind a pale product). */
export function foliageGreens(kind: Foliage, deep: boolean): string[] {
  const g: Record<Foliage, string[]> = {
    kelp: ['#7d8a3c', '#66762f', '#8c7a35', '#55652a', '#71803a'],
    citrus: ['#2f6b2c', '#3d7a33', '#24561f', '#4a8a3a', '#356f2f'],
    fruit: ['#3d6e34', '#4c7f3c', '#2f5a2a', '#5a8c44', '#42743a'],
    herb: ['#4f7a3f', '#5f8a48', '#41693a', '#6c9650', '#4a7440'],
    eucalyptus: ['#7f9e90', '#6d8f80', '#93b0a2', '#5f8172', '#86a597'],
    leaf: ['#3f6b3a', '#5b8a4a', '#2f5530', '#7aa35c', '#4d7d45'],
  };
  // On a deep set the leaves keep their own green, a step lighter than the field, so they read
  // (darkened they vanished into it: "leaves barely visible", s20 grading).
  return deep ? g[kind].map((c) => darken(c, 0.05)) : g[kind];
}

/**
 * One sprig of the plant from (x, y) along `angle` (degrees), `len` long. `crisp` adds the veins
 * and highlights a leaf in focus shows.
 */
export function sprig(
  kind: Foliage,
  x: number,
  y: number,
  len: number,
  angle: number,
  color: string,
  crisp = true,
): string {
  if (kind === 'leaf') return leaf(x, y, len, angle, color, crisp);
  if (kind === 'kelp') return kelp(x, y, len, angle, color, crisp);
  if (kind === 'fruit') return fruiting(x, y, len, angle, color);
  const stem = darken(color, kind === 'citrus' ? 0.35 : 0.2);
  const sw = f(Math.max(2, len * (kind === 'citrus' ? 0.018 : 0.012)));
  // The stem bows a little; leaves sit along it, alternating sides, smaller towards the tip.
  const bow = len * 0.08;
  let out = `<path d="M0 0Q${f(len * 0.5)} ${f(-bow)} ${f(len)} 0" stroke="${stem}" stroke-width="${sw}" fill="none" stroke-linecap="round"/>`;
  const n = kind === 'citrus' ? 4 : kind === 'herb' ? 9 : 7;
  for (let i = 0; i < n; i++) {
    const t = 0.14 + (i / n) * 0.84;
    const px = len * t;
    const py = -bow * 4 * t * (1 - t) * 0.5;
    const side = i % 2 ? 1 : -1;
    const shrink = 1 - t * 0.45;
    if (kind === 'eucalyptus') {
      const r = len * 0.085 * shrink;
      const cx = px + r * 0.3;
      const cy = py + side * r * 0.95;
      out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.9)}" fill="${i % 3 ? color : lighten(color, 0.12)}"/>`;
      if (crisp)
        out += `<path d="M${f(px)} ${f(py)}L${f(cx + r * 0.5)} ${f(cy)}" stroke="${lighten(color, 0.3)}" stroke-width="${f(Math.max(1, len * 0.006))}" stroke-opacity="0.6"/>`;
    } else {
      const l = len * (kind === 'citrus' ? 0.42 : 0.2) * shrink;
      out += leaf(px, py, l, side * (kind === 'citrus' ? 40 : 55), i % 2 ? color : darken(color, 0.06), crisp);
    }
  }
  if (kind === 'citrus' && crisp) out += leaf(len, 0, len * 0.3, -8, color, true);
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${out}</g>`;
}

/** A kelp frond: a long ribbon with a rippled edge, lighter along its midrib. */
function kelp(x: number, y: number, len: number, angle: number, color: string, crisp: boolean): string {
  const wid = len * 0.09;
  const n = 8;
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const px = len * t;
    const sway = Math.sin(t * Math.PI * 1.6) * len * 0.06;
    const half = wid * (0.35 + Math.sin(t * Math.PI) * 0.65) * (1 - t * 0.3) + (i % 2 ? wid * 0.12 : 0);
    top.push(`${f(px)} ${f(sway - half)}`);
    bottom.unshift(`${f(px)} ${f(sway + half * 0.9)}`);
  }
  const body = `<path d="M${top.join('L')}L${bottom.join('L')}Z" fill="${color}" stroke="${darken(color, 0.2)}" stroke-width="${f(Math.max(1, len * 0.004))}" stroke-linejoin="round"/>`;
  const mid = crisp
    ? `<path d="M0 0${Array.from({ length: n }, (_, i) => {
        const t = (i + 1) / n;
        return `L${f(len * t)} ${f(Math.sin(t * Math.PI * 1.6) * len * 0.06)}`;
      }).join(
        '',
      )}" stroke="${lighten(color, 0.35)}" stroke-width="${f(Math.max(1.5, len * 0.008))}" stroke-opacity="0.7" fill="none"/>`
    : '';
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${body}${mid}</g>`;
}

/**
 * A fruiting branch: a woody stem, four leaves, and two clusters of red fruit hanging from it,
 * large enough to read as fruit, not dots, once the set is blurred.
 */
function fruiting(x: number, y: number, len: number, angle: number, color: string): string {
  let out = `<path d="M0 0Q${f(len * 0.5)} ${f(-len * 0.06)} ${f(len)} 0" stroke="#6b4a2e" stroke-width="${f(Math.max(2, len * 0.02))}" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < 4; i++) {
    const t = 0.2 + i * 0.22;
    out += leaf(
      len * t,
      0,
      len * 0.36 * (1 - t * 0.3),
      (i % 2 ? 1 : -1) * 42,
      i % 2 ? color : darken(color, 0.06),
      false,
    );
  }
  const reds = ['#c8243c', '#e0455a', '#a81c33'];
  for (const t of [0.35, 0.8]) {
    const r = len * 0.065;
    const cx = len * t;
    const cy = len * 0.12;
    for (const [dx, dy, k] of [
      [-0.9, 0, 0],
      [0.9, 0.1, 1],
      [0, 0.8, 2],
      [0, -0.5, 1],
    ])
      out += `<circle cx="${f(cx + dx * r)}" cy="${f(cy + dy * r)}" r="${f(r)}" fill="${reds[k]}"/><circle cx="${f(cx + dx * r - r * 0.3)}" cy="${f(cy + dy * r - r * 0.3)}" r="${f(r * 0.28)}" fill="#fff" fill-opacity="0.45"/>`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">${out}</g>`;
}
