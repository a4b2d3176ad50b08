/**
 * What each list-bearing style lists, for every eval and held-out brief, and how many items are
 * pack facts (counts, sizes), category words or repeats of the headline
 * (docs/decisions/125-lists-that-deliver-their-style.md).
 * Run: node_modules/.bin/tsx scripts/list-items.ts [--rows]
 */
import { buildCopy, readFacts } from '../engine/copy/index.js';
import { calledOut, chatFollowUp, faqPairs, layoutWords, type LayoutCtx, routineOf } from '../engine/layout/index.js';
import { getStyle } from '../engine/catalog/index.js';
import { EVAL_PRODUCTS } from '../tests/fixtures/eval/products.js';
import { HELD_OUT_PRODUCTS } from '../tests/fixtures/eval/held-out.js';

const STYLES = [29, 28, 7, 3, 6, 27, 24];
const rows = process.argv.includes('--rows');
const key = (t: string) =>
  t
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length >= 3);
const tally: Record<number, { items: number; pack: number; category: number; repeat: number }> = {};
for (const p of [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS]) {
  const f = readFacts(p.name, p.description);
  const pack = [f.count?.text, f.size, f.supply].filter((x): x is string => !!x).map((x) => x.toLowerCase());
  const nameWords = key(p.name);
  for (const id of STYLES) {
    const style = getStyle(id)!;
    const { copy, facts } = buildCopy(style.copy, p.name, p.description, 1, {}, { extras: p.extras, styleId: id });
    // What the layout draws: the routine's lines, the diagram's labels, the reply card's answers.
    const ctx = { copy, facts, params: {} } as unknown as LayoutCtx;
    const items =
      id === 6
        ? [facts.sticker].filter(Boolean)
        : id === 29
          ? routineOf(ctx).steps
          : style.layout === 'callouts'
            ? calledOut(ctx)
            : id === 28
              ? faqPairs(facts, layoutWords(facts.lang)).map((q) => `${q.q} ${q.a}`)
              : id === 24
                ? [chatFollowUp(ctx, `${copy.headline} ${copy.subline}`.toLowerCase())].filter(Boolean)
                : facts.benefits;
    const t = (tally[id] ??= { items: 0, pack: 0, category: 0, repeat: 0 });
    // The reply card draws no headline (engine/copy/atoms.ts): its answers repeat nothing of it.
    const head = new Set(key(copy.headline));
    for (const item of items) {
      t.items++;
      const k = key(item);
      const isPack = pack.some(
        (x) => item.toLowerCase().includes(x) || (/\d/.test(item) && x.includes(item.toLowerCase())),
      );
      const isCategory = !/\d/.test(item) && k.length > 0 && k.every((w) => nameWords.includes(w));
      // A repeat says the headline's amount again ("200 mg de cafeína") or only the headline's words.
      const amounts = item.toLowerCase().match(/\d[\d.,]*\s*(?:mg|µg|mcg|g|ml|iu|ui|ie)\b/gu) ?? [];
      const isRepeat =
        id !== 28 &&
        (amounts.some((a) => copy.headline.toLowerCase().includes(a)) ||
          (amounts.length === 0 && k.length > 0 && k.every((w) => head.has(w))));
      if (isPack) t.pack++;
      if (isCategory) t.category++;
      if (isRepeat) t.repeat++;
      if (rows)
        console.log(
          [p.id, id, copy.headline, item, isPack ? 'PACK' : '', isCategory ? 'CAT' : '', isRepeat ? 'REP' : ''].join(
            '\t',
          ),
        );
    }
    if (rows && !items.length) console.log([p.id, id, copy.headline, '(none)'].join('\t'));
  }
}
console.log('style\titems\tpack\tcategory\trepeat');
for (const id of STYLES) {
  const t = tally[id];
  console.log([id, t.items, t.pack, t.category, t.repeat].join('\t'));
}
