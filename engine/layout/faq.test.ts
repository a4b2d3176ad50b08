import { describe, expect, it } from 'vitest';
import { faqPairs } from './faq.js';
import { layoutWords } from './words.js';

const facts = (lang: string, benefits: string[], ingredients: string[], certifications: string[] = []) => ({
  lang,
  name: 'Product',
  benefits,
  ingredients,
  certifications,
});

describe('FAQ card questions and answers', () => {
  it('answers in full lines from the brief, each fact said once', () => {
    const pairs = faqPairs(
      facts(
        'en',
        ['Grass-fed whey protein isolate', '25 g protein per 30 g scoop', 'No added sugar, grass-fed', '66 servings'],
        ['Whey protein isolate', 'BCAAs'],
      ),
      layoutWords('en'),
    );
    expect(pairs).toEqual([
      { q: 'What\u2019s inside?', a: 'Whey protein isolate and BCAAs.' },
      { q: 'How much is in\u00a0it?', a: '25 g protein per 30 g scoop, 66 servings.' },
      { q: 'What else?', a: 'No added sugar, grass-fed.' },
    ]);
  });

  it('asks in the ad’s language and keeps German nouns capitalised', () => {
    const de = faqPairs(
      facts('de', ['10 g pro Portion', 'Vegan, ohne Zuckerzusatz', 'Bio'], ['Weizengras', 'Spirulina', 'Matcha']),
      layoutWords('de'),
    );
    expect(de[0]).toEqual({ q: 'Was ist drin?', a: 'Weizengras, Spirulina und Matcha.' });
    expect(de[2].a).toBe('Vegan, ohne Zuckerzusatz, Bio.');
    const fr = faqPairs(
      facts('fr', ['Vitamine D3', '900 gouttes'], ['Vitamine D3', 'Vitamine K2 MK-7', 'Huile MCT']),
      layoutWords('fr'),
    );
    expect(fr.map((p) => p.a)).toEqual(['Vitamine D3, vitamine K2 MK-7 et huile MCT.', '900 gouttes.']);
  });

  it('reads the digits of a name as no amount, and says an ingredient once', () => {
    const pairs = faqPairs(
      facts(
        'en',
        ['KSM-66 ashwagandha root extract', 'KSM-66 ashwagandha root extract, 300 mg', '60 raspberry gummies'],
        ['KSM-66 ashwagandha root extract'],
      ),
      layoutWords('en'),
    );
    expect(pairs[0].a).toBe('KSM-66 ashwagandha root extract.');
    expect(pairs[1].a).toBe('300 mg, 60 raspberry gummies.');
    expect(pairs.filter((p) => /KSM-66/.test(p.a))).toHaveLength(1);
  });

  it('still asks two questions when the brief names no ingredient', () => {
    const pairs = faqPairs(facts('en', ['Vegan'], []), layoutWords('en'));
    expect(pairs).toEqual([
      { q: 'What is it?', a: 'Product.' },
      { q: 'What else?', a: 'Vegan.' },
    ]);
  });

  it('does not say an ingredient or an amount of "inside" again in another answer', () => {
    const pairs = faqPairs(
      facts(
        'en',
        ['KSM-66 ashwagandha root extract', 'Vegan, gelatin-free', '60 raspberry gummies', '300 mg per gummy'],
        ['300 mg KSM-66 ashwagandha'],
      ),
      layoutWords('en'),
    );
    expect(pairs.map((p) => p.a)).toEqual([
      '300 mg KSM-66 ashwagandha.',
      '60 raspberry gummies.',
      'Vegan, gelatin-free.',
    ]);
  });

  // docs/decisions/125-lists-that-deliver-their-style.md
  it('asks how to take it from the brief’s usage and answers no question with the pack’s count', () => {
    const brief = { usage: ['Take two a day'], benefits: [], count: { text: '60 raspberry gummies' } };
    const pairs = faqPairs(
      { ...facts('en', ['60 raspberry gummies', 'Vegan, gelatin-free'], ['300 mg KSM-66 ashwagandha']), brief },
      layoutWords('en'),
    );
    expect(pairs).toEqual([
      { q: 'What\u2019s inside?', a: '300 mg KSM-66 ashwagandha.' },
      { q: 'How do I take\u00a0it?', a: 'Take two a day.' },
      { q: 'What else?', a: 'Vegan, gelatin-free.' },
    ]);
    const thin = faqPairs(
      {
        ...facts('fr', ['120 gélules'], ['Glycine 1 g']),
        brief: {
          usage: [],
          benefits: ['La mélatonine contribue à réduire le temps d’endormissement'],
          count: { text: '120 gélules' },
        },
      },
      layoutWords('fr'),
    );
    expect(thin.map((p) => p.a).join(' ')).not.toMatch(/gélules/);
    expect(thin[1].a).toMatch(/^La mélatonine/);
  });

  // docs/decisions/193-body-lines-that-say-a-whole-fact.md
  it('answers no question with one flag word while two whole answers are left', () => {
    const brief = { usage: ['Take two a day'], benefits: [] };
    const three = faqPairs({ ...facts('en', ['Vegan'], ['300 mg KSM-66 ashwagandha']), brief }, layoutWords('en'));
    expect(three.map((p) => p.a)).toEqual(['300 mg KSM-66 ashwagandha.', 'Take two a day.']);
    const claim = 'Biotin contributes to the maintenance of normal hair';
    const two = faqPairs(
      { ...facts('en', ['Vegan'], ['Biotin 5000 µg']), brief: { usage: [], benefits: [claim] } },
      layoutWords('en'),
    );
    expect(two.map((p) => p.a)).toEqual(['Biotin 5000 µg.', `${claim}.`]);
  });
});
