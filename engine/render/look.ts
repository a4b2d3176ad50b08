import { type Cutout } from '../cutout/index.js';
import { hexToRgb, luminance, rgbToHex } from '../paint/index.js';
import { type Mood, type ProductLook, timeOfUse } from '../scenes/index.js';
import { readProduct } from '../../contract/product-form.js';

/**
 * The product as the styles see it (docs/decisions/050-a-distinct-idea-per-style.md): the mood its purpose sets (the copy
 * writer's benefit topic), its form and flavours from the brief, and its own colours from the
 * cutout, read once per cutout.
 */
const MOOD_OF_TOPIC: Record<string, Mood> = {
  sleep: 'calm',
  calm: 'calm',
  energy: 'energy',
  focus: 'energy',
  muscle: 'energy',
  greens: 'fresh',
  gut: 'fresh',
  immune: 'fresh',
  hydration: 'aqua',
  beauty: 'soft',
  joint: 'neutral',
  heart: 'neutral',
  wellness: 'neutral',
};

export function moodOf(topic: string | undefined): Mood {
  return MOOD_OF_TOPIC[topic ?? ''] ?? 'neutral';
}

const bodies = new WeakMap<Cutout, { body: string; dark: boolean; edge: string }>();

/**
 * The most frequent colour of the product's opaque pixels, neutrals included, whether it reads
 * dark, and the mean colour of its outline (opaque pixels with a clear one 3 px away).
 */
function bodyOf(c: Cutout): { body: string; dark: boolean; edge: string } {
  const hit = bodies.get(c);
  if (hit) return hit;
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  const step = Math.max(1, Math.floor((c.width * c.height) / 20000));
  let lum = 0;
  let n = 0;
  const rim = [0, 0, 0, 0];
  const clear = (x: number, y: number) =>
    x < 0 || y < 0 || x >= c.width || y >= c.height || c.data[(y * c.width + x) * 4 + 3] < 40;
  for (let p = 0; p < c.width * c.height; p += step) {
    const i = p * 4;
    if (c.data[i + 3] < 220) continue;
    const r = c.data[i],
      g = c.data[i + 1],
      b = c.data[i + 2];
    const x = p % c.width;
    const y = Math.floor(p / c.width);
    if (clear(x - 3, y) || clear(x + 3, y) || clear(x, y - 3) || clear(x, y + 3)) {
      rim[0] += r;
      rim[1] += g;
      rim[2] += b;
      rim[3]++;
    }
    const k = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const e = buckets.get(k) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += r;
    e.g += g;
    e.b += b;
    buckets.set(k, e);
    lum += luminance([r, g, b]);
    n++;
  }
  const top = [...buckets.values()].sort((x, y) => y.n - x.n)[0];
  const body = top ? rgbToHex([top.r / top.n, top.g / top.n, top.b / top.n]) : '#888888';
  const edge = rim[3] > 20 ? rgbToHex([rim[0] / rim[3], rim[1] / rim[3], rim[2] / rim[3]]) : body;
  const out = { body, dark: n > 0 && lum / n < 0.12 && luminance(hexToRgb(body)) < 0.15, edge };
  bodies.set(c, out);
  return out;
}

/**
 * A pack of paper or foil (a box, a pouch, a bag, stick packs) rather than a bottle, jar or tub,
 * read from the brief: such a pack does not stand in water (docs/decisions/120-marble-plants-and-sets-by-purpose.md).
 */
const PAPER =
  /\b(box|boxes|carton|pouch\w*|bag|sachets?|sticks?|kraft|beutel|schachtel|karton|faltschachtel|boite|etui|sachet|bolsa|caja|estuche|sobres?)\b/;

export function paperPack(name: string, description: string): boolean {
  return PAPER.test(`${name} ${description}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

export function productLook(
  cutout: Cutout,
  topic: string | undefined,
  name: string,
  description: string,
  mood?: Mood,
): ProductLook {
  const { form, notes } = readProduct(name, description);
  const paper = paperPack(name, description) || form === 'sticks';
  // A sleep product is taken at the end of the day even when its brief does not say when.
  const when = timeOfUse(description) ?? (topic === 'sleep' ? 'evening' : undefined);
  return { mood: mood ?? moodOf(topic), form, notes, paper, when, brand: cutout.brand, ...bodyOf(cutout) };
}
