import { LEXICON_DE } from './lexicon-de.js';
import { LEXICON_ES } from './lexicon-es.js';
import { LEXICON_FR } from './lexicon-fr.js';

/**
 * German, French and Spanish words and phrases for the common changes → the same canonical
 * tokens as lexicon-en.ts (folded keys: lower case, no accents, ß → ss, hyphens as spaces). Only
 * the language detected for a prompt is active, so "fond" or "a" mean something only in French or
 * Spanish prompts.
 */
export const LEXICON_FOREIGN: Record<'de' | 'fr' | 'es', string> = { de: LEXICON_DE, fr: LEXICON_FR, es: LEXICON_ES };
