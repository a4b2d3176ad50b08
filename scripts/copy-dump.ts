/**
 * Every style's copy for every fixture brief and a few briefs of our own (thin and rich, four
 * languages), one TSV row per brief and style, to diff before and after a copy change
 * (docs/decisions/171-thin-briefs-say-the-rest-of-the-label.md).
 * Run: tsx scripts/copy-dump.ts > copy.tsv  (columns: brief, style, headline, sub-line, sticker, badges, kicker)
 */
import { STYLES } from '../engine/index.js';
import { buildCopy } from '../engine/copy/index.js';
import { HEADLINE_BRIEFS } from '../tests/fixtures/copy/headline-briefs.js';
import { HELD_OUT } from '../tests/fixtures/copy/held-out.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS } from '../tests/fixtures/eval/products.js';
import { type Brief, OWN_BRIEFS } from '../tests/fixtures/copy/own-briefs.js';

const ALL: Brief[] = [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS, ...HELD_OUT, ...HEADLINE_BRIEFS, ...OWN_BRIEFS];
for (const b of ALL)
  for (const s of STYLES) {
    const r = buildCopy(s.copy, b.name, b.description, 0, {}, { extras: b.extras, styleId: s.id, lang: b.lang });
    const row = [b.id, s.id, r.copy.headline, r.copy.subline, r.facts.sticker, r.copy.badges.join('|'), r.facts.kicker];
    console.log(row.join('\t'));
  }
