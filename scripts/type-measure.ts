/**
 * Type size and line breaks of the planned layouts (no drawing), per size: text runs set under the
 * readable floor of their role (engine/text/readable.ts) and breaks a marketer rejects: a compound
 * broken at its hyphen or a word at a syllable ("Bio-/Grünpulver"), a number split from its unit
 * ("1 / g", "500 mg / EPA"), a name split across lines, a last line of one word ("it?", "mix.")
 * (docs/decisions/126-readable-type-floor-and-clean-breaks.md); a phrase split across lines ("10 g / per
 * scoop", "of / biotin", "Environ / 900 gouttes."), a first or middle line of one short word, and
 * a headline set on one line under the readable size of its format
 * (docs/decisions/133-phrase-breaks-and-headline-size.md).
 * Run: tsx scripts/type-measure.ts [--set eval|held-out|all] [--products id,id] [--styles 1,2] [--list] [--out f.tsv]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { options, plannedAds, selected } from './measure-lib.js';
import { heroShare } from '../engine/layout/index.js';
import { phraseSplits, readableFloor } from '../engine/text/index.js';

const { values } = parseArgs({
  options: {
    ...options('all'),
    out: { type: 'string' },
  },
});
const { products, styles } = selected(values);

const SIZES = ['1x1', '4x5', '9x16'] as const;
/** The solver's readable headline sizes (px at 1080): 1:1 and 4:5, and 9:16 (docs/decisions/104-feed-headline-before-the-column.md, 080-story-type-before-secondary-lines.md). */
const FEED_READABLE_PX = 64;
const READABLE_PX = 72;
const UNIT = /^(?:[kmµμ]?g|mcg|ug|[mµμ]?l|iu|ui|ie|kcal|%|EPA|DHA)\b/iu;
const zero = () => ({
  ads: 0,
  share: 0,
  under: 0,
  runs: 0,
  small: 0,
  hyphen: 0,
  syllable: 0,
  unit: 0,
  name: 0,
  orphan: 0,
  phrase: 0,
  stub: 0,
  oneSmall: 0,
});
const count = Object.fromEntries(SIZES.map((s) => [s, zero()])) as Record<string, ReturnType<typeof zero>>;
const rows = ['product\tstyle\tsize\trole\tpx\tfloor\tflags\tlines'];
for await (const { product, style, ad } of plannedAds(products, styles)) {
  for (const size of SIZES) {
    const { ctx, plan } = ad.sizes[size];
    const c = count[size];
    // The product's share of the canvas: a floor that only shrinks the product is no gain.
    const share = (plan.product.w * plan.product.h) / (ctx.w * ctx.h);
    c.ads++;
    c.share += share;
    if (share < heroShare(ctx) && plan.product.w < ctx.maxProductW - 2) c.under++;
    rows.push(`${product.id}\t${style.id}\t${size}\tproduct\t${(share * 100).toFixed(1)}\t\t\t`);
    for (const t of plan.texts) {
      const lines = t.lines.map((l) => l.text.trim()).filter(Boolean);
      if (!lines.length) continue;
      c.runs++;
      const flags: string[] = [];
      const flag = (n: typeof c, key: keyof typeof c, label: string) => {
        n[key]++;
        flags.push(label);
      };
      // A chat's bubbles are messages, read as a sub-line is, whatever role the answer records.
      const floor = readableFloor(
        style.layout === 'ugc-chat' && t.role === 'headline' ? 'subline' : t.role,
        ctx.w,
        ctx.h,
      );
      if (t.size < floor - 0.5) flag(c, 'small', 'small');
      for (let i = 0; i + 1 < lines.length; i++) {
        const a = lines[i]!;
        const b = lines[i + 1]!;
        if (/\p{L}-$/u.test(a)) {
          // A break at the word's own hyphen vs one the fitter added inside a word.
          const whole = `${a.split(' ').at(-1)}${b.split(' ')[0]}`;
          if (t.text.includes(whole)) flag(c, 'hyphen', `hyphen ${whole}`);
          else flag(c, 'syllable', `syllable ${a.split(' ').at(-1)}${b.split(' ')[0]}`);
        }
        if (/\d$/u.test(a) && UNIT.test(b)) flag(c, 'unit', `unit ${a.split(' ').at(-1)}/${b.split(' ')[0]}`);
        if (/\d\s*(mg|g|µg|mcg|IU)$/iu.test(a) && /^\p{Lu}{2,}/u.test(b) && !/^(?:PER|PAR|PRO|JE|POR|POUR)\b/u.test(b))
          flag(c, 'unit', `unit-word ${b}`);
        if (` ${product.name} `.includes(` ${a.split(' ').at(-1)} ${b.split(' ')[0]} `)) flag(c, 'name', 'name');
      }
      // A break before an amount's "per X" ("5000 µg / per gummy") is the phrase's loosest and is not counted.
      if (phraseSplits(lines) >= 0.7) flag(c, 'phrase', 'phrase');
      const longest = Math.max(...lines.map((l) => l.length));
      if (lines.slice(0, -1).some((l) => !/\s/u.test(l) && !/\d/u.test(l) && l.length < longest * 0.4))
        flag(c, 'stub', 'stub');
      // Headlines drawn one item a line (notes, chats) are not counted: their runs are lines, not blocks.
      const readable = size === '9x16' ? READABLE_PX : FEED_READABLE_PX;
      if (
        t.role === 'headline' &&
        lines.length === 1 &&
        t.size < readable - 0.5 &&
        plan.texts.filter((u) => u.role === 'headline').length === 1
      )
        flag(c, 'oneSmall', 'one small line');
      const last = lines.at(-1)!;
      if (lines.length > 1 && !/\s/u.test(last) && !/\d/u.test(last) && last.length <= 9 && t.role !== 'cta')
        flag(c, 'orphan', `orphan ${last}`);
      rows.push(
        `${product.id}\t${style.id}\t${size}\t${t.role}\t${t.size.toFixed(1)}\t${floor}\t${flags.join(',')}\t${lines.join(' / ')}`,
      );
      if (values.list && flags.length)
        console.log(
          `${product.id}\t${style.id}\t${size}\t${t.role}\t${t.size.toFixed(0)}/${floor}\t${flags.join(',')}\t${lines.join(' / ')}`,
        );
    }
  }
}
if (values.out) writeFileSync(values.out, rows.join('\n') + '\n');
for (const size of SIZES) {
  const c = count[size];
  console.log(
    `${size}: product mean ${((c.share / c.ads) * 100).toFixed(1)} % of the canvas, ${c.under} of ${c.ads} under the hero's share; ${c.runs} text runs, under floor ${c.small}, compound split at hyphen ${c.hyphen}, syllable break ${c.syllable}, number/unit split ${c.unit}, brand split ${c.name}, one-word last line ${c.orphan}, phrase split ${c.phrase}, one-word first/middle line ${c.stub}, headline one line under readable ${c.oneSmall}`,
  );
}
