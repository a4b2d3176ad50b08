import { beforeAll, describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { compareWords, layoutWords } from '../layout/index.js';
import { planAd, type PlannedAd } from '../render/index.js';
import { briefNumbers, readFacts, reviewedWords } from './index.js';
import { HELD_OUT, type HeldOutBrief } from '../../tests/fixtures/copy/held-out.js';
import { FORBIDDEN } from '../../tests/fixtures/copy/products.js';
import { demoInput } from '../../tests/support/engine-helpers.js';
import { AD_SIZE_KEYS } from '../../contract/engine.js';

/**
 * Held-out briefs in four languages (tests/fixtures/copy/held-out.ts), every style laid out in all
 * three sizes (docs/decisions/040-copy-from-the-brief-s-facts.md). On every ad: every word in the
 * brief's language — from the brief, the buyer's extras or that language's reviewed phrases and
 * labels, so nothing is invented and nothing is in another language; the name at most once per
 * text; no text ending in a colon or dash and no line ending in a dash. Per brief: the brief's
 * numbers on at least a third of the styles, at least 90 % distinct headlines, and no headline
 * twice in a paid batch of 20.
 */
type Ad = { styleId: number; planned: PlannedAd; texts: string[]; lines: string[] };

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/ß/g, 'ss');
const wordsOf = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** "capsules" is "capsule"; "gélules" is "gélule": a plural is the brief's word too. */
const stem = (w: string) => w.replace(/(es|s|n|en|e)$/u, '');
const UNITS = new Set([
  'mg',
  'g',
  'µg',
  'μg',
  'mcg',
  'ug',
  'kg',
  'ml',
  'l',
  'iu',
  'ui',
  'ie',
  'kcal',
  'cfu',
  'kbe',
  'ufc',
]);

function allowedWords(b: HeldOutBrief): { words: Set<string>; stems: Set<string> } {
  const x = b.extras ?? {};
  const own = [
    b.name,
    b.description,
    x.offer ?? '',
    x.review?.quote ?? '',
    x.review?.author ?? '',
    ...(x.certifications ?? []),
  ].join(' ');
  const words = new Set([
    ...wordsOf(own),
    ...[...reviewedWords(b.lang)].map(fold),
    ...Object.values(layoutWords(b.lang)).flatMap(wordsOf),
    ...compareWords(b.lang).flatMap(wordsOf),
    ...UNITS,
  ]);
  return { words, stems: new Set([...words].map(stem)) };
}

async function layOut(b: HeldOutBrief, photo: Buffer): Promise<Ad[]> {
  const ads: Ad[] = [];
  for (const style of STYLES) {
    const planned = await planAd({ photo, name: b.name, description: b.description, extras: b.extras }, style.id, 0);
    const items = AD_SIZE_KEYS.flatMap((size) => planned.sizes[size].plan.texts);
    ads.push({
      styleId: style.id,
      planned,
      texts: items.map((t) => t.text),
      lines: items.flatMap((t) => t.lines.map((l) => l.text)),
    });
  }
  return ads;
}

describe('held-out briefs: every style, every size', () => {
  let photo: Buffer;
  const laid = new Map<string, Ad[]>();
  beforeAll(async () => {
    photo = (await demoInput(0)).photo;
  }, 120_000);

  it.each(HELD_OUT.map((b) => [b.id, b] as const))('%s', { timeout: 300_000 }, async (_id, brief) => {
    const ads = await layOut(brief, photo);
    laid.set(brief.id, ads);
    const allowed = allowedWords(brief);
    const own = fold([brief.name, brief.description, JSON.stringify(brief.extras ?? {})].join(' '));
    const short = ads[0].planned.sizes['1x1'].ctx.facts.short;
    for (const ad of ads) {
      const where = `style ${ad.styleId}`;
      const { copy } = ad.planned;
      const facts = ad.planned.sizes['1x1'].ctx.facts;
      // Whole texts (a caption sticker draws each line of the headline as its own box).
      const whole = [copy.headline, copy.subline, copy.cta, facts.kicker, facts.sticker, ...facts.benefits].filter(
        Boolean,
      );
      for (const text of whole) expect(text.trim(), `${where}: "${text}"`).not.toMatch(/[:;,\u2013\u2014-]$/u);
      // Copy in the brief's language, from the brief's facts: every word traceable.
      expect(ad.planned.sizes['1x1'].ctx.facts.lang, where).toBe(brief.lang);
      for (const text of ad.texts) {
        const stray = wordsOf(text).filter(
          (w) => !/^\d/.test(w) && !allowed.words.has(w) && !allowed.stems.has(stem(w)),
        );
        expect(stray, `${where}: "${text}"`).toEqual([]);
        // Nothing of the kinds a brief must say itself (reviews, ratings, offers, proof, rankings),
        // but the offer's own button ("Get the offer") when the buyer gave one.
        const forbidden = FORBIDDEN.exec(text)?.[0];
        if (forbidden && !(brief.extras?.offer && fold(text) === fold(copy.cta)))
          expect(own, `${where}: "${text}"`).toContain(fold(forbidden));
        // The name at most once in a text; no complete text ending in a colon or a dash.
        expect(fold(text).split(fold(short)).length - 1, `${where}: "${text}"`).toBeLessThanOrEqual(1);
        // A caption sticker draws each line of its text as its own box: a line of a whole text is not a text.
        const wholes = [
          copy.headline,
          copy.subline,
          facts.name,
          ...facts.benefits,
          facts.ingredients.slice(0, 3).join(', '),
        ];
        const line = wholes.some((w) => w.includes(text.trim()) && w !== text);
        if (!line) expect(text.trim(), `${where}: "${text}"`).not.toMatch(/[:;,\u2013\u2014-]$/u);
      }
      // No drawn line ends on a dash of its own or a hyphenated button word.
      for (const line of ad.lines) expect(line, where).not.toMatch(/\s[\u2013\u2014-]$/u);
      const cta = ad.planned.sizes['1x1'].plan.texts.find((t) => t.role === 'cta');
      for (const size of AD_SIZE_KEYS)
        for (const t of ad.planned.sizes[size].plan.texts.filter((x) => x.role === 'cta'))
          for (const line of t.lines) expect(line.text, `${where} ${size} button`).not.toMatch(/-$/);
      expect(cta, where).toBeDefined();
    }
    // The brief's numbers on at least a third of the styles.
    const numbers = briefNumbers(readFacts(brief.name, brief.description))
      .flatMap((n) => n.match(/\d+(?:[.,]\d+)?/g) ?? [])
      .filter((n) => n.length > 0);
    expect(numbers.length, 'the brief has numbers').toBeGreaterThan(0);
    const quoting = ads.filter((ad) =>
      ad.texts.some((t) => (t.match(/\d+(?:[.,]\d+)?/g) ?? []).some((n) => numbers.includes(n))),
    );
    expect(quoting.length, `${quoting.length} of ${ads.length} styles quote a number`).toBeGreaterThanOrEqual(
      Math.ceil(ads.length / 3),
    );
    // At least 90 % distinct headlines across the catalogue.
    const heads = ads.map((ad) => fold(ad.planned.copy.headline));
    expect(new Set(heads).size, heads.join(' | ')).toBeGreaterThanOrEqual(Math.ceil(ads.length * 0.9));
  });

  it('no two ads of a paid batch of 20 share a headline', async () => {
    for (const brief of HELD_OUT.slice(0, 4)) {
      const styleIds = STYLES.slice(8, 28).map((s) => s.id);
      const heads: string[] = [];
      for (const [index, styleId] of styleIds.entries()) {
        const ad = await planAd(
          { photo, name: brief.name, description: brief.description, extras: brief.extras },
          styleId,
          index,
          {},
          { batch: { styleIds, index } },
        );
        heads.push(fold(ad.copy.headline));
      }
      expect(new Set(heads).size, `${brief.id}: ${heads.join(' | ')}`).toBe(heads.length);
    }
  }, 300_000);
});
