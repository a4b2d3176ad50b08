import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/index.js';
import { HEADLINE_BRIEFS } from '../../tests/fixtures/copy/headline-briefs.js';
import { HELD_OUT_PRODUCTS } from '../../tests/fixtures/eval/held-out.js';
import { EVAL_PRODUCTS } from '../../tests/fixtures/eval/products.js';
import { type Brief, measureSet, repeatsIn } from '../../tests/support/headline-measure.js';
import { buildCopy } from './write.js';
import { analysed } from './write.js';

/**
 * The words graders still marked down (docs/decisions/096-short-numbered-headlines-and-one-fact-per-ad.md):
 * a long hero that sets small, a bare code as a headline's second fact, one fact said twice in an
 * ad, a review without its author or split into a chat, an offer burst that repeats the name, an
 * FAQ that answers "What's inside?" with the product's own name.
 */
const GRADED: Brief[] = [...EVAL_PRODUCTS, ...HELD_OUT_PRODUCTS];
const byId = (id: string) => [...GRADED, ...HEADLINE_BRIEFS].find((b) => b.id === id)!;
const copyOf = (b: Brief, styleId: number) => {
  const style = STYLES.find((s) => s.id === styleId)!;
  return buildCopy(style.copy, b.name, b.description, 0, {}, { extras: b.extras, styleId, lang: b.lang });
};
const styleOf = (layout: string) => STYLES.find((s) => s.layout === layout)!.id;

describe('the ad words a marketer would run', () => {
  it('names a long hero without its process words, in the brief’s order', () => {
    const en = analysed({
      name: 'Serene',
      description: 'KSM-66 ashwagandha root extract, 300 mg per gummy. 60 gummies.',
    });
    expect(en.slots.amountShort).toBe('300 mg KSM-66 ashwagandha');
    const b = byId('ashwa-pouch');
    const es = analysed({ name: b.name, description: b.description });
    expect(es.slots.amountShort).toBe('600 mg de ashwagandha KSM-66');
    // A short hero keeps every word.
    expect(analysed({ name: 'Whey', description: '25 g protein per 30 g scoop.' }).slots.amountShort).toBe(
      '25 g protein',
    );
  });

  it('never ends a headline on a bare code (", MK-7", ", KSM-66")', () => {
    for (const b of [...GRADED, ...HEADLINE_BRIEFS])
      for (const s of STYLES) expect(copyOf(b, s.id).copy.headline).not.toMatch(/, [A-Z]{1,4}-?\d+$/u);
  }, 180_000);

  it('says no fact twice in the lines an ad draws, on every graded brief', () => {
    const { set, per } = measureSet(GRADED);
    expect(
      per.flatMap((m) => m.repeats.map((r) => `${m.id} ${r.styleId}: ${r.lines.join(' ; ')}`)),
      'repeats',
    ).toEqual([]);
    expect(set.repeats).toBe(0);
    expect(repeatsIn(['10 g collagen peptides', 'Pure Collagen Peptides'])).toHaveLength(1);
  }, 180_000);

  it('puts the reviewer under a review, and keeps a review out of the chat', () => {
    const b = byId('ashwagandha-gummies');
    const video = copyOf(b, styleOf('ugc-video'));
    expect(video.copy.headline).toContain('Finally a gummy');
    expect(video.copy.subline).toBe('— Jess T.');
    const chat = copyOf(b, styleOf('ugc-chat'));
    expect(chat.copy.headline).not.toContain('Finally a gummy');
    // The chat's answer carries the brief's number under a question that asks for it.
    expect(chat.copy.headline).toMatch(/\d/);
    expect(chat.facts.kicker).not.toBe('');
  });

  // A count on the seal read as a fake offer (docs/decisions/125-lists-that-deliver-their-style.md).
  // The pack's servings on it were still graded a non-offer badge ("Für 30 Tage", docs/decisions/171-thin-briefs-say-the-rest-of-the-label.md).
  // With neither, a second amount the headline does not say (docs/decisions/182-review-card-and-offer-seal.md).
  it('gives the Offer Badge without an offer a certification, a flag or an unsaid amount, or no sticker', () => {
    const offerStyle = styleOf('offer');
    for (const b of GRADED.filter((x) => !x.extras?.offer)) {
      const r = copyOf(b, offerStyle);
      if (!r.facts.sticker) continue;
      const quality = [
        ...r.facts.certifications,
        ...(r.facts.brief?.flags ?? []).map((f) => f.text),
        ...(r.facts.brief?.amounts ?? []).map((a) => a.short),
      ].map((t) => t.toLowerCase());
      // A dose may drop a word the headline says ("K2 MK-7 25 µg" of "vitamine K2 MK-7 25 µg").
      const words = r.facts.sticker.toLowerCase().split(' ');
      expect(
        quality.some((q) => q === words.join(' ') || (/\d/.test(q) && words.every((w) => q.split(' ').includes(w)))),
        `${b.id}: ${r.facts.sticker}`,
      ).toBe(true);
      expect(r.copy.headline.toLowerCase(), b.id).not.toContain(r.facts.sticker.toLowerCase());
    }
    // A sub-line of flags alone gives them to the seal and a chip (decision 205); with none, no seal.
    const collagen = copyOf(byId('collagen-jar'), offerStyle);
    expect([collagen.facts.sticker, collagen.copy.subline, collagen.copy.badges]).toEqual([
      'Grass-fed',
      '',
      ['Unflavoured'],
    ]);
    expect(copyOf(byId('sleep-window'), offerStyle).facts.sticker).toBe('');
  });

  it('answers the FAQ card’s "What’s inside" with the brief’s amount, not the product’s own name', () => {
    const faq = styleOf('ugc-faq');
    expect(copyOf(byId('collagen-jar'), faq).facts.ingredients).toEqual(['10 g collagen peptides']);
    expect(copyOf(byId('ashwagandha-gummies'), faq).facts.ingredients).toEqual(['300 mg KSM-66 ashwagandha']);
  });
});
