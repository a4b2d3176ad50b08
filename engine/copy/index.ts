export { type CopyLang } from './types.js';
export { buildCopy, type CopyFacts, type CopyResult } from './write.js';
