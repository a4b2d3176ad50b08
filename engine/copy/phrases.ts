import { DE } from './phrases-de.js';
import { EN } from './phrases-en.js';
import { ES } from './phrases-es.js';
import { FR } from './phrases-fr.js';
import { type CopyLang, type Phrases } from './types.js';

/** The reviewed phrases of every copy language (types.ts). */
export const PHRASES: Record<CopyLang, Phrases> = { en: EN, de: DE, fr: FR, es: ES };
