export { type CopyLang, COPY_LANGS } from './types.js';
export { buildCopy, type CopyFacts, type CopyResult } from './write.js';
export { detectLanguage, languageGuess, type LanguageGuess } from './language.js';
export { reviewedWords } from './reviewed.js';
export { readFacts, briefNumbers } from './facts.js';
export { PHRASES } from './phrases.js';
