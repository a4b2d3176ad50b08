/**
 * Every style's copy for every fixture brief and a few briefs of our own (thin and rich, four
 * languages), one TSV row per brief and style, to diff before and after a copy change
 * (docs/decisions/171-thin-briefs-say-the-rest-of-the-label.md).
 * Run: tsx scripts/copy-dump.ts > copy.tsv  (columns: brief, style, headline, sub-line, sticker, badges, kicker)
 */
import { STYLES } from '../engine/index.js';
import { buildCopy } from '../engine/copy/index.js';
import { type ProductExtras } from '../contract/engine.js';
import { HEADLINE_BRIEFS } from '../tests/fixtures/copy/headline-briefs.js';
import { HELD_OUT } from '../tests/fixtures/copy/held-out.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS } from '../tests/fixtures/eval/products.js';

type Brief = { id: string; name: string; description: string; extras?: ProductExtras; lang?: string };
const OWN: Brief[] = [
  {
    id: 'o-en-thin-biotin',
    name: 'Glow Biotin Gummies',
    description: 'Biotin 5000 µg with zinc and vitamin E. 60 gummies, vegan.',
  },
  {
    id: 'o-en-thin-greens',
    name: 'Field Greens',
    description: 'Organic greens powder with kale, spinach and spirulina, 9 g per serving. 270 g tub.',
  },
  { id: 'o-en-tablets', name: 'Core Zinc 25', description: 'Zinc 25 mg per tablet. 120 tablets. Vegan.' },
  {
    id: 'o-en-softgel',
    name: 'Pure Fish Oil',
    description:
      'Omega-3 fish oil 1000 mg per softgel with 300 mg EPA and 200 mg DHA. 90 softgels. Take one daily with a meal.',
  },
  { id: 'o-en-caps-thin', name: 'Calm Magnesium', description: 'Magnesium citrate capsules. 90 capsules.' },
  {
    id: 'o-de-pulver',
    name: 'Grün Pur',
    description: 'Bio-Gerstengras-Pulver mit Chlorella und Moringa, 5 g pro Portion. 150 g Dose, 30 Portionen. Vegan.',
  },
  {
    id: 'o-de-kapseln',
    name: 'Eisen Plus',
    description: 'Eisen 14 mg mit Vitamin C pro Kapsel. 60 Kapseln. Eine Kapsel täglich.',
  },
  {
    id: 'o-fr-gummies',
    name: 'Belle Biotine',
    description: 'Biotine 2500 µg avec zinc et sélénium pour 2 gommes. 60 gommes goût framboise, sans gélatine.',
  },
  {
    id: 'o-fr-poudre',
    name: 'Collagène Marin',
    description: 'Collagène marin hydrolysé, 10 g par dose. Pot de 300 g. Sans arôme.',
  },
  {
    id: 'o-es-capsulas',
    name: 'Cúrcuma Activa',
    description: 'Cúrcuma 500 mg con pimienta negra por cápsula. 60 cápsulas veganas. Tomar una al día.',
  },
  {
    id: 'o-es-polvo',
    name: 'Proteína Vegana',
    description: 'Proteína de guisante, 20 g por cacito. Bolsa de 1 kg. Sabor vainilla, sin gluten.',
  },
];
const ALL: Brief[] = [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS, ...HELD_OUT, ...HEADLINE_BRIEFS, ...OWN];
for (const b of ALL)
  for (const s of STYLES) {
    const r = buildCopy(s.copy, b.name, b.description, 0, {}, { extras: b.extras, styleId: s.id, lang: b.lang });
    const row = [b.id, s.id, r.copy.headline, r.copy.subline, r.facts.sticker, r.copy.badges.join('|'), r.facts.kicker];
    console.log(row.join('\t'));
  }
