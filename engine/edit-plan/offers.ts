import { type Sym } from './plan-types.js';
import { TARGETS, VERBS } from './vocab.js';

const word = (s: Sym | undefined) => (s && (s.kind === 'u' || s.kind === 'w') ? s.c : '');
const START_WORDS = new Set(['save', 'extra', 'get', 'only', 'just']);

/**
 * Where an offer written without quotes starts and ends around symbol `i` ("add a 20% off
 * badge" → "20% off"; "buy 2 get 1 free"; "free shipping"). The buyer's words are kept as typed;
 * nothing is ever made up (docs/decisions/019-edit-planner.md).
 */
export function offerSpan(prompt: string, syms: Sym[], i: number): [number, number] | undefined {
  if (!startsOffer(prompt, syms, i)) return undefined;
  let from = i;
  if (START_WORDS.has(word(syms[i - 1]))) from = i - 1;
  let to = i + 1;
  for (let j = i + 1; j < syms.length; j++) {
    const s = syms[j];
    if (s.kind === 'p' || s.kind === 't' || s.kind === 'r' || s.kind === 'col') break;
    if (s.kind === 'w' && (TARGETS.has(s.c) || VERBS.has(s.c) || s.c === 'filler' || s.c.startsWith('mood:'))) break;
    if (s.kind === 'u' && ['somewhere', 'anywhere', 'visible', 'please', 'too'].includes(s.c)) break;
    if (s.kind === 'w' && ['to', 'on', 'in', 'at', 'and', 'but', 'also', 'then', 'as', 'the'].includes(s.c)) {
      const n = syms[j + 1];
      if (!n || (n.kind === 'w' && (TARGETS.has(n.c) || n.c === 'the' || VERBS.has(n.c)))) break;
      if (s.c === 'and' || s.c === 'the') break;
    }
    to = j + 1;
  }
  return [from, to];
}

function startsOffer(prompt: string, syms: Sym[], i: number): boolean {
  const s = syms[i];
  const next = word(syms[i + 1]);
  if (s.kind === 'num') {
    const prev = word(syms[i - 1]);
    if (/%/.test(s.c))
      return (
        /^(off|discount|rabatt|de|sale)$/.test(next) ||
        prev === 'save' ||
        prev === 'extra' ||
        /[-\u2212]\s?$/.test(prompt.slice(Math.max(0, s.start - 2), s.start))
      );
    return /[$€£]/.test(s.c)
      ? /^(off|discount|rabatt|de)$/.test(next) || prev === 'save'
      : /^\d+$/.test(s.c) && /^(off|for|x)$/.test(next);
  }
  const w = word(s);
  if (w === 'free' && /^(shipping|delivery|gift|sample|trial|returns)$/.test(next)) return true;
  if (w === 'buy' && syms[i + 1]?.kind === 'num') return true;
  if (w === 'bogo' || w === '2x1' || w === 'versandkostenfrei') return true;
  // "code SAVE10", "discount code SAVE10"
  if (
    (w === 'code' || (s.kind === 'w' && s.c === 'offer' && /code/i.test(s.raw ?? ''))) &&
    /\d/.test(next) &&
    syms[i + 1]?.kind === 'u'
  )
    return true;
  if ((w === 'livraison' && /^(gratuite|offerte)$/.test(next)) || (w === 'envio' && next === 'gratis')) return true;
  if (w === 'kostenloser' && next === 'versand') return true;
  return false;
}
