import { describe, expect, it } from 'vitest';
import { LANGUAGE_BRIEFS } from '../../tests/fixtures/copy/language-briefs.js';
import { languageGuess } from './language.js';

/**
 * One-line briefs (tests/fixtures/copy/language-briefs.ts): ingredient names and numbers, Latin
 * names, English briefs under German brand names. Each is read in its language, or, with no word
 * of any language, the guess says it is unsure (docs/decisions/123-held-out-claims-edits-language.md).
 */
describe('language of a short brief', () => {
  it.each(LANGUAGE_BRIEFS.map((b) => [`${b.name} | ${b.description}`, b] as const))('%s', (_, b) => {
    const g = languageGuess(b.name, b.description);
    if (b.lang === 'any') expect(g.confident).toBe(false);
    else expect(g.lang).toBe(b.lang);
  });

  it.each([
    ['Integratore di magnesio', 'Magnesio bisglicinato 400 mg, per il sonno e la stanchezza, 60 compresse', 'it'],
    ['Colagénio hidrolisado', 'Peptídeos de colagénio, 10 g por dose, sem sabor, embalagem de 300 g', 'pt'],
    ['Magnesium tabletten', 'Magnesium citraat 400 mg per dag, 60 tabletten, geschikt voor veganisten', 'nl'],
  ])('a language we write no formulas in stays itself: %s', (name, description, lang) => {
    expect(languageGuess(name, description)).toEqual({ lang, confident: false });
  });
});
