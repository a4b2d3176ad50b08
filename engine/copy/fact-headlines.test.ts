import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { buildCopy, type CopyResult } from './write.js';
import { readFacts } from './facts.js';
import { EVAL_PRODUCTS } from '../../tests/fixtures/eval/products.js';
import { HELD_OUT_PRODUCTS } from '../../tests/fixtures/eval/held-out.js';
import { HELD_OUT } from '../../tests/fixtures/copy/held-out.js';
import { type ProductExtras } from '../../contract/engine.js';

/**
 * Headlines that carry a fact (docs/decisions/068-fact-first-headlines.md): on every graded and
 * held-out brief, no style's headline is the product's name alone or the name in our words only
 * ("Meet X", "X, up close", "Why X?", "What's in X?", "Looking for …?"), at least 90 % of the
 * 31 headlines differ, at least a third quote a number, a chat never opens on the name followed by
 * a near-repeat of it, and an FAQ card answers "What's inside" with the brief's amounts.
 */
type Brief = { id: string; name: string; description: string; extras?: ProductExtras; lang?: string };

const BRIEFS: Brief[] = [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS, ...HELD_OUT];

/** The generic lines of each language, the product's name written as "x". */
const GENERIC = [
  /^(meet|this is|say (hi|hello) to|unboxing|just arrived:?|let.s talk about|your|why|what is|what.s in|what you get with) x\??$/i,
  /^x,? (at a glance|up close|in real life|the facts|answered)$/i,
  /^(looking for|suchst du|envie de|besoin de|¿buscas)\b/i,
  /^(das ist|hallo,|darf ich vorstellen:|warum|was ist|was steckt in|reden wir über|gerade angekommen:|das steckt in|deine?) x\??$/i,
  /^x,? (auf einen blick|ganz nah|im echten leben|die fakten|erklärt|ausgepackt)$/i,
  /^(voici|découvrez|faites connaissance avec|coucou|pourquoi|que contient|c.est quoi,|parlons de|déballage de|reçu aujourd.hui:|ce que contient|votre) x\??$/i,
  /^x,? (en un coup d.œil|de près|dans la vraie vie|les faits|en bref)$/i,
  /^(te presentamos|así es|conoce|hola,|¿por qué|¿qué contiene|¿qué es|hablemos de|unboxing de|recién llegado:|lo que contiene|tu) x\??$/i,
  /^x,? (de un vistazo|de cerca|en la vida real|los datos|en breve)$/i,
  /^(read the label|lies das etikett|lisez l.étiquette|lee la etiqueta)$/i,
  /^x[.!]?$/i,
];

const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = /(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])/u;
const words = (t: string) =>
  t
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 5 && !/\d/.test(w));

function generic(r: CopyResult): boolean {
  const x = r.copy.headline
    .replace(new RegExp(escape(r.facts.name), 'i'), 'x')
    .replace(new RegExp(escape(r.facts.short), 'i'), 'x');
  return GENERIC.some((re) => re.test(x));
}

const copyOf = (b: Brief) =>
  STYLES.map((s) => ({
    style: s,
    r: buildCopy(s.copy, b.name, b.description, 0, {}, { extras: b.extras, styleId: s.id, lang: b.lang }),
  }));

describe('every headline carries a fact of the brief', () => {
  it.each(BRIEFS.map((b) => [b.id, b] as const))('%s', (_id, brief) => {
    const ads = copyOf(brief);
    const heads = ads.map(({ r }) => r.copy.headline);
    const flat = ads.filter(({ r }) => generic(r)).map(({ style, r }) => `${style.id}: ${r.copy.headline}`);
    expect(flat).toEqual([]);
    expect(new Set(heads.map((h) => h.toLocaleLowerCase())).size, heads.join(' | ')).toBeGreaterThanOrEqual(
      Math.ceil(heads.length * 0.9),
    );
    expect(heads.filter((h) => NUMBER.test(h)).length, heads.join(' | ')).toBeGreaterThanOrEqual(
      Math.ceil(heads.length / 3),
    );
    for (const { style, r } of ads) {
      const where = `style ${style.id}: ${r.copy.headline}`;
      expect(r.copy.headline, where).not.toMatch(/[:;,\u2013\u2014-]$/u);
      if (r.facts.kicker) expect(r.facts.kicker, where).not.toMatch(/[:;,\u2013\u2014-]$/u);
      if (style.copy.angle !== 'chat') continue;
      // The chat layout opens an unasked answer with the name ("Ironform Whey Isolate! …"): the answer
      // then must not say the name's words again, and a question above it must not name it twice.
      const head = r.copy.headline.toLocaleLowerCase();
      const named = head.includes(r.facts.short.toLocaleLowerCase());
      if (!r.facts.kicker && !named) {
        const echo = words(r.facts.short).filter((w) => words(r.copy.headline).includes(w));
        expect(echo, where).toEqual([]);
      }
      if (r.facts.kicker && named)
        expect(r.facts.kicker.toLocaleLowerCase(), where).not.toContain(r.facts.short.toLocaleLowerCase());
    }
    // An FAQ card's "What's inside" gives amounts when the brief names two.
    const faq = ads.find(({ style }) => style.copy.angle === 'faq')!.r;
    const named = readFacts(brief.name, brief.description).amounts.filter((a) => a.what && a.short.length <= 30);
    if (named.length >= 2) for (const i of faq.facts.ingredients) expect(i, 'FAQ card').toMatch(NUMBER);
  });
});
