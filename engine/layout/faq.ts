import { type Block, type Drawn, empty, floorPx, text } from './parts.js';
import { isTall, type LayoutCtx } from './types.js';
import { type LayoutWords } from './words.js';

/**
 * A reply card's questions and answers, each answer one readable sentence made only of the
 * brief's facts (docs/decisions/069-faq-card-answers-from-facts.md): what is inside (the
 * ingredients), how much (the facts with a number) and what else (the remaining claims and
 * certifications). The questions are the layout's own reviewed words per language.
 */
export type QA = { q: string; a: string };

/** An amount starts a word with a digit ("300 mg", "5.5 g"): the digits of a name ("KSM-66", "D3") are not one. */
const hasDigit = (s: string) => /(^|[\s(~≈])\d/u.test(s);
/** What a line says: its quantities with their unit ("10g") and its words of five letters or more. */
const said = (s: string) => [
  ...[...s.matchAll(/(\d+(?:[.,]\d+)?)\s?(mg|µg|mcg|g|iu|ui|ie|ml)(?![\p{L}\d])/giu)].map((m) =>
    `${m[1]}${m[2]}`.toLowerCase(),
  ),
  ...s
    .toLowerCase()
    .split(/[^\p{L}\d-]+/u)
    .filter((w) => w.length >= 5 && !/\d/.test(w)),
];
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** A list item inside a sentence: "Zinc" reads "zinc", but "KSM-66", "BCAAs", "L-theanine" and German nouns keep their case. */
function inSentence(item: string, lang: string): string {
  if (lang === 'de') return item;
  const first = item.split(/\s/)[0];
  return /^\p{Lu}[\p{Ll}]+$/u.test(first) ? item[0].toLowerCase() + item.slice(1) : item;
}

/** The items in running case after the first, and a finished sentence of them: a capital first, a stop last. */
const running = (items: string[], lang: string) => items.map((it, i) => (i ? inSentence(it.trim(), lang) : it.trim()));
function closed(body: string): string {
  const capped = body.charAt(0).toUpperCase() + body.slice(1);
  return /[.!?…]$/.test(capped) ? capped : `${capped}.`;
}

/** "A, b and c." in the ad's language, its first letter a capital. */
export function sentence(items: string[], words: Pick<LayoutWords, 'and'>, lang: string): string {
  const parts = running(items, lang);
  return closed(parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${words.and} ${parts.at(-1)}` : (parts[0] ?? ''));
}

/** A comma list of short facts ("25 g protein per 30 g scoop, 66 servings."). */
function listLine(items: string[], lang: string): string {
  return closed(running(items, lang).join(', '));
}

/** The brief's facts a reply card reads beside the copy's lists (engine/copy/fact-types.ts). */
type BriefBits = {
  usage: string[];
  benefits: string[];
  identity?: string;
  count?: { text: string };
  size?: string;
  supply?: string;
};

export function faqPairs(
  facts: {
    lang: string;
    benefits: string[];
    ingredients: string[];
    certifications: string[];
    name: string;
    brief?: BriefBits;
  },
  words: LayoutWords,
): QA[] {
  const lang = facts.lang;
  // Three at most: four ingredients with their amounts made the card a wall of text (docs/grades/s11-heldout.tsv).
  const ingredients = facts.ingredients.slice(0, 3);
  // The pack's count answers no buyer's question about the product ("How much is in it? 30 servings"):
  // docs/decisions/125-lists-that-deliver-their-style.md.
  const b = facts.brief;
  const pack = [b?.count?.text, b?.size, b?.supply].filter((x): x is string => !!x).map(norm);
  const isPack = (t: string) => pack.some((x) => norm(t).includes(x) || x.includes(norm(t)));
  const named = ingredients.map(norm);
  // A claim that only repeats an ingredient ("Vitamin D3", "Grass-fed whey protein isolate") or an
  // amount of "inside" ("10 g per scoop" beside "10 g collagen peptides") is said once, in "inside"
  // (docs/decisions/096-short-numbered-headlines-and-one-fact-per-ad.md).
  const inside = new Set(named.flatMap(said));
  // An amount repeats "inside" by its quantity; a claim without a number by any word it shares.
  const repeats = (b: string) =>
    named.some((n) => norm(b).includes(n)) ||
    said(norm(b)).some((w) => inside.has(w) && (/\d/.test(w) || !said(b).some((x) => /\d/.test(x))));
  const fresh = facts.benefits.filter((b) => !repeats(b));
  // An amount that names an ingredient of "inside" keeps only its numbers ("KSM-66 ashwagandha root
  // extract, 300 mg" answered "how much" with the ingredient again).
  const amounts = facts.benefits
    .filter((b) => hasDigit(b) && !named.includes(norm(b)) && !isPack(b))
    .map((b) =>
      b
        .split(/,\s*/)
        .filter((part) => !named.includes(norm(part)))
        .join(', '),
    )
    .filter((b) => b && !repeats(b))
    .slice(0, 2);
  const seen = new Set(amounts.map(norm));
  const more: string[] = [];
  for (const b of [...fresh.filter((x) => !hasDigit(x)), ...facts.certifications]) {
    // "Vegan, gelatin-free" is two claims: each is said once.
    for (const part of b.split(/,\s*/)) {
      if (!part.trim() || seen.has(norm(part)) || more.some((m) => norm(m) === norm(part))) continue;
      more.push(part.trim());
    }
  }
  const pairs: QA[] = [];
  if (ingredients.length) pairs.push({ q: words.askInside, a: sentence(ingredients, words, lang) });
  // How to take it is the question buyers ask first after what is inside; the brief's own usage answers it.
  // "For your evening routine" says when, not how: it answers no "How do I take it?".
  const use = b?.usage.find((u) => u.length <= 60 && !/^(for|für|pour|para|dla)\s/iu.test(u));
  if (use) pairs.push({ q: words.askUse, a: closed(use) });
  if (amounts.length) pairs.push({ q: words.askAmount, a: listLine(amounts, lang) });
  if (more.length) pairs.push({ q: words.askMore, a: listLine(more.slice(0, 3), lang) });
  // An answer of one word ("What else? Vegan.") was graded weak: the card answers the others when
  // two are left, else "what else" gives way to the brief's own claim below
  // (docs/decisions/193-body-lines-that-say-a-whole-fact.md).
  const word = (p: QA) => !/\s/.test(p.a.trim());
  const whole = pairs.filter((p) => !word(p));
  if (whole.length >= 2) pairs.splice(0, pairs.length, ...whole);
  else if (
    whole.length === 1 &&
    b?.benefits.some((x) => x.length <= 70) &&
    pairs.some((p) => p.q === words.askMore && word(p))
  )
    pairs.splice(
      pairs.findIndex((p) => p.q === words.askMore),
      1,
    );
  // A brief with few facts still answers what the product is: its first claim, else its name.
  // The answer must answer its question: the pack's count said what it is ("What is it? 120 gélules").
  // The buyer's own benefit statement is "what else"; what it is comes from the brief's identity.
  if (pairs.length < 2) {
    const said = norm(pairs.map((p) => p.a).join(' '));
    const claim = b?.benefits.find((x) => x.length <= 70 && !said.includes(norm(x)));
    const what = [b?.identity, ...facts.benefits.filter((x) => !hasDigit(x) && !isPack(x))].find(
      (x): x is string => !!x && !said.includes(norm(x)),
    );
    if (claim && !pairs.some((p) => p.q === words.askMore)) pairs.push({ q: words.askMore, a: closed(claim) });
    else pairs.unshift({ q: words.whatIsIt, a: listLine([what ?? facts.name], lang) });
  }
  return pairs.slice(0, 3);
}

/** One question and its answer, kept together (a question never stands without its answer). */
export function qaBlock(
  ctx: LayoutCtx,
  pair: QA,
  ink: string[],
  o: { first: boolean; drop?: number; dense?: boolean; lead?: boolean },
): Block {
  const scale = ctx.textScale;
  // Answers keep the secondary floor, 40 px; the card answers fewer questions instead
  // (docs/decisions/087-story-secondary-type.md, 092-feed-secondary-type.md). `dense`: the dense
  // floor, only where no card at 40 px leaves the product its hero size (ugc-cards.ts).
  const min = floorPx(ctx, !!o.dense);
  // 1:1 and 4:5 answer two questions (ugc-cards.ts) in type a phone reads: at 34 px the answers
  // were the graders' first complaint on every product, and at 40-44 px still "dense small text"
  // (s13 grading, all three sizes); the solver scales them back to the floor where the card needs it.
  // The question keeps its size (larger, "What's / inside?" broke in two).
  const big = 1.3;
  const asked = (max: number, least: number, lines: number) =>
    text(ctx, {
      role: 'subline',
      text: pair.q,
      font: { ...ctx.fonts.headline, weight: 800 },
      max: max * scale,
      min: least,
      lines,
      lh: 1.1,
      ink: [ctx.pal.accent, ...ink],
    });
  const plain = asked(isTall(ctx) ? 40 : 48, min + 2, 2);
  // On 1:1 and 4:5 the first question heads the card (it carries no title there), on one line a
  // step over the answers even where they stand at the floor: at the other questions' size the
  // card had "no headline hierarchy" (s21 grading, docs/decisions/224-ugc-photos-that-read-as-photos.md).
  // Where that line does not fit, it is set as the others.
  const lead = o.first && o.lead && !isTall(ctx) ? asked(60, Math.max(min, floorPx(ctx, false)) + 8, 1) : undefined;
  const q = {
    measure: (w: number, k: number) => lead?.measure(w, k) ?? plain.measure(w, k),
    place: (x: number, y: number, w: number, k: number, al: Parameters<Block['place']>[4]) =>
      (lead?.measure(w, k) ? lead : plain).place(x, y, w, k, al),
  };
  const a = text(ctx, {
    role: 'subline',
    text: pair.a,
    font: ctx.fonts.body,
    max: 34 * big * scale,
    min,
    lines: 3,
    lh: 1.2,
    ink,
  });
  const gap = (k: number) => Math.round(8 * Math.max(0.7, k));
  return {
    // Scored as the card's headline: the solver keeps the questions large rather than the column narrow.
    key: 'headline',
    drop: o.drop,
    gap: o.first ? 14 : 30,
    measure(w, k) {
      const mq = q.measure(w, k);
      const ma = a.measure(w, k);
      return mq && ma ? { w: Math.max(mq.w, ma.w), h: mq.h + gap(k) + ma.h, px: mq.px } : undefined;
    },
    place(x, y, w, k, align) {
      const d: Drawn = empty();
      const hq = q.measure(w, k)!.h;
      for (const part of [q.place(x, y, w, k, align), a.place(x, y + hq + gap(k), w, k, align)]) {
        d.texts.push(...part.texts);
        d.panels.push(...part.panels);
      }
      const m = this.measure(w, k)!;
      d.w = m.w;
      d.h = m.h;
      return d;
    },
  };
}
