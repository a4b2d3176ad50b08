import { contrast, deltaE, f, hexToRgb, saturation } from '../paint/index.js';
import { type ProductLook } from './types.js';

/**
 * Marble that reads as marble (docs/decisions/120-marble-plants-and-sets-by-purpose.md): a warm
 * white, black or deep green stone whose veins run in one drift across it, each a soft band with a
 * finer core and tributaries that leave it and fade, never thin even-width lines spread evenly
 * (graders read those as stray hairs on grey) nor dark clouds (read as smoke or cracked concrete).
 * Plain paths and gradients only: no blur filter or group opacity (each would make the rasteriser
 * paint another canvas-sized layer).
 */
export type Stone = {
  name: 'white' | 'nero' | 'verde';
  /** The wall behind (top, bottom), the slab (near the horizon, at the front). */
  wall: [string, string];
  slab: [string, string];
  /** Vein colour, its warmer accent, and the sheen the polish shows. */
  vein: string;
  gold: string;
  sheen: string;
  dark: boolean;
};

const STONES: Record<Stone['name'], Stone> = {
  white: {
    name: 'white',
    // The wall behind the slab in shade, a step under the lit slab: as pale as the slab, the set was
    // the pale field of Offer Badge and Routine Note behind a dark dropper (ads:lint's near-clones;
    // docs/decisions/153-clone-pairs-by-ground-and-arrangement.md). A step deeper again: over the
    // headline-above-the-tub stack it was Studio Podium's and Botanical Nature's pale sets (ads:lint
    // near-clones 12~18 on the jar, 13~18 on the tub, s18).
    wall: ['#d2c7b7', '#bcae9b'],
    slab: ['#f6f2eb', '#e4ddd1'],
    vein: '#8c8272',
    gold: '#b89a66',
    sheen: '#ffffff',
    dark: false,
  },
  nero: {
    name: 'nero',
    wall: ['#2c2d30', '#1c1d1f'],
    slab: ['#303134', '#141516'],
    vein: '#e6e1d8',
    gold: '#c9a55a',
    sheen: '#ffffff',
    dark: true,
  },
  verde: {
    name: 'verde',
    wall: ['#1f3b32', '#152a23'],
    slab: ['#25463b', '#0f231c'],
    vein: '#dbe7dc',
    gold: '#c9b27a',
    sheen: '#e9f5ec',
    dark: true,
  },
};

const greenish = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return saturation([r, g, b]) > 0.25 && g > r && g >= b * 0.9;
};

/**
 * The stone for the product: warm white unless the product's outline keeps less than a 2.2:1 light
 * step on it (a white bottle, a cream tub), then a dark stone, deep green for a fresh or greens
 * product whose label is not green itself (a green lid sank into a green ground), else black.
 */
export function marbleStone(look: ProductLook): Stone {
  const edge = look.edge ?? look.body;
  // Its outline is what meets the stone: a white bottle's shaded edge (#b0afad) keeps under 2:1 on
  // warm white (ΔE 27), a blue pouch with a white label 3:1.
  // A saturated outline (an orange bottle, a blue pouch) stands apart by its hue as well.
  if (look.dark || contrast(edge, STONES.white.slab[0]) >= 2.2 || deltaE(edge, STONES.white.slab[0]) >= 45)
    return STONES.white;
  const green =
    (look.mood === 'fresh' || look.notes.includes('greens')) && !greenish(look.brand) && !greenish(look.body);
  return green ? STONES.verde : STONES.nero;
}

export type VeinOpts = {
  /** The area veined. */
  box: { x: number; y: number; w: number; h: number };
  n: number;
  color: string;
  /** Opacity of a vein's core; its soft band is a fifth of it. */
  alpha: number;
  /** Core width in px at 1080 wide. */
  width: number;
  /** The drift's slope (dy per dx) shared by every vein: marble veins run together. */
  slope: number;
  /** Vertical squash of the paths (not the strokes) about the box's top: a slab seen from low. */
  squash?: number;
  /** Most tributaries per vein (4): fewer on a dark stone, where thin pale lines read as hairs. */
  branches?: number;
};

type Pt = [number, number];

/** A smooth path through the points' midpoints: a vein wanders, a polyline reads as a crack. */
function smooth(p: Pt[]): string {
  if (p.length < 3) return `M${f(p[0][0])} ${f(p[0][1])}L${f(p.at(-1)![0])} ${f(p.at(-1)![1])}`;
  const mid = p
    .slice(1, -1)
    .map(([a, b], i) => `Q${f(a)} ${f(b)} ${f((a + p[i + 2][0]) / 2)} ${f((b + p[i + 2][1]) / 2)}`)
    .join('');
  return `M${f(p[0][0])} ${f(p[0][1])}${mid}L${f(p.at(-1)![0])} ${f(p.at(-1)![1])}`;
}

/** A walk along the drift from a point, wandering a little either side. */
function walk(r: () => number, from: Pt, steps: number, step: number, slope: number, wander: number): Pt[] {
  const pts: Pt[] = [from];
  let [x, y] = from;
  for (let i = 0; i < steps; i++) {
    const dx = step * (0.7 + r() * 0.6);
    x += dx;
    y += dx * slope + (r() - 0.5) * step * wander;
    pts.push([x, y]);
  }
  return pts;
}

/**
 * Veins as SVG: each main vein a wide soft band, a mid stroke and a fine core; two to four
 * tributaries leave it at a sharper angle, thinner and fainter, some rejoining the drift.
 */
export function marbleVeins(r: () => number, o: VeinOpts): string {
  const { box } = o;
  const s = box.w / 1080;
  const step = box.w / 9;
  const span = box.h + Math.abs(o.slope) * box.w;
  const k = o.squash ?? 1;
  const lay = (pts: Pt[]): Pt[] => pts.map(([x, y]) => [x, box.y + (y - box.y) * k]);
  let svg = '';
  const stroke = (d: string, width: number, a: number) =>
    `<path d="${d}" stroke="${o.color}" stroke-width="${f(width)}" stroke-opacity="${a.toFixed(3)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  for (let i = 0; i < o.n; i++) {
    // Veins start spread along the left edge (and above it, for a rising drift), in one band.
    const y0 = box.y - (o.slope > 0 ? Math.abs(o.slope) * box.w : 0) + ((i + 0.2 + r() * 0.6) / o.n) * span;
    const main = walk(r, [box.x - step, y0], 12, step, o.slope * (0.85 + r() * 0.3), 0.5);
    const d = smooth(lay(main));
    const core = o.width * s * (0.7 + r() * 0.8);
    const a = o.alpha * (0.65 + r() * 0.35);
    // The band is soft and wide along the whole vein; the fine core only through its middle, so
    // the vein swells and tapers instead of running as one even line.
    const from = 1 + Math.floor(r() * 3);
    const core2 = smooth(lay(main.slice(from, main.length - 1 - Math.floor(r() * 3))));
    svg += stroke(d, core * 10, a * 0.12) + stroke(d, core * 3.5, a * 0.25) + stroke(core2, core, a * 0.55);
    const branches = Math.min(o.branches ?? 4, 2 + Math.floor(r() * 3));
    for (let b = 0; b < branches; b++) {
      const at = main[2 + Math.floor(r() * (main.length - 5))];
      const turn = (r() < 0.5 ? -1 : 1) * (0.6 + r() * 0.8);
      const br = walk(r, at, 2 + Math.floor(r() * 3), step * 0.7, o.slope + turn, 0.8);
      const bd = smooth(lay(br));
      const bw = core * (0.35 + r() * 0.3);
      svg += stroke(bd, bw * 6, a * 0.1) + stroke(bd, bw * 1.5, a * 0.3);
    }
  }
  return svg;
}
