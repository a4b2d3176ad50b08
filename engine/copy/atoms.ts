import { type LayoutKind } from '../../contract/style-types.js';
import { lineKey } from './lines.js';
import { type AnalysedProduct } from './product.js';

/**
 * One fact said once per ad (docs/decisions/074-hero-headlines-and-one-fact-once.md). A fact of
 * the brief is recognised in any line by its own words, folded ("vegan", "120 vegan capsules",
 * "25 g", "citrate de magnesium"); two lines of one ad that share such a fact repeat it, whatever
 * slot they sit in (headline, sub-line, badge, list row, call-out, sticker).
 */
export type Atoms = Set<string>;

const ATOMS = new WeakMap<AnalysedProduct, string[]>();

/** The folded words of every fact of the brief that a line may say, longest first. */
export function factAtoms(p: AnalysedProduct): string[] {
  let out = ATOMS.get(p);
  if (out) return out;
  const f = p.facts;
  const raw = [
    ...f.amounts.map((a) => a.qty),
    // A basis said twice reads as a repeat too ("… per 30 g scoop. … per 30 g scoop").
    ...f.amounts.map((a) => a.per).filter((x) => /\d/.test(x) || x.split(/\s+/).length >= 3),
    f.count?.text,
    f.size,
    f.supply,
    f.flavour,
    ...f.ingredients,
    ...f.standards,
    ...f.flags.map((x) => x.text),
    ...f.usage,
    ...f.benefits,
    ...p.extras.certifications,
  ];
  out = [...new Set(raw.filter((x): x is string => !!x).map(lineKey))]
    .filter((k) => k.length >= 3 || /\d/.test(k))
    .sort((a, b) => b.length - a.length);
  ATOMS.set(p, out);
  return out;
}

/** The facts a line says; the product's name counts as one fact ('name'), its words as none other. */
export function atomsOf(text: string, p: AnalysedProduct): Atoms {
  const out: Atoms = new Set();
  if (!text) return out;
  let t = ` ${lineKey(text)} `;
  for (const n of [p.name, p.short]) {
    const k = ` ${lineKey(n)} `;
    if (k.trim() && t.includes(k)) {
      out.add('name');
      t = t.replace(k, ' | ');
    }
  }
  for (const a of factAtoms(p)) if (t.includes(` ${a} `)) out.add(a);
  return out;
}

export const overlaps = (a: Atoms, b: Atoms) => [...a].some((x) => b.has(x));

/**
 * The slots each layout draws besides its headline (engine/layout): which lines of an ad are seen
 * together and so must not repeat a fact. `list` is the checklist/table/notes list (facts.benefits),
 * `callouts` the ingredient call-outs or stickers (facts.ingredients, else the list), `headline`
 * false where the layout draws its own title instead (the FAQ card).
 */
export type Drawn = {
  headline: boolean;
  subline: boolean;
  kicker: boolean;
  badges: boolean;
  list: boolean;
  callouts: boolean;
  sticker: boolean;
};

const D = (...slots: Array<Exclude<keyof Drawn, 'headline'>>): Drawn => ({
  headline: true,
  subline: slots.includes('subline'),
  kicker: slots.includes('kicker'),
  badges: slots.includes('badges'),
  list: slots.includes('list'),
  callouts: slots.includes('callouts'),
  sticker: slots.includes('sticker'),
});

export const DRAWN: Record<LayoutKind, Drawn> = {
  hero: D('kicker', 'subline', 'badges'),
  minimal: D('kicker', 'subline'),
  split: D('kicker', 'subline', 'badges'),
  benefits: D('list', 'badges'),
  comparison: D('list'),
  testimonial: D(),
  offer: D('subline', 'badges', 'sticker'),
  callouts: D('callouts', 'list'),
  'before-after': D('subline'),
  luxe: D('subline', 'badges'),
  poster: D('subline', 'badges'),
  showcase: D('subline', 'badges'),
  flatlay: D('subline', 'badges'),
  'ugc-phone': D('subline'),
  'ugc-note': D('kicker', 'subline'),
  'ugc-chat': D('kicker', 'subline'),
  'ugc-video': D('subline'),
  'ugc-unboxing': D('subline'),
  'ugc-notes': D('list'),
  // The reply card's title is the name; its answers are built from the facts without repeats (faq.ts).
  'ugc-faq': { ...D(), headline: false },
  'ugc-list': D('kicker', 'list'),
  'ugc-spotlight': D('callouts', 'list'),
  'ugc-snapshot': D('subline'),
};
