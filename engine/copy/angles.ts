import { type CopyAngle } from '../../contract/style-types.js';
import { type CtaSet } from './types.js';

/**
 * Each angle's job (docs/decisions/040-copy-from-the-brief-s-facts.md): the angles it falls back
 * on when the brief lacks its facts, its call to action, and which facts its layout's list shows,
 * so a checklist, a notes app and a review card do not carry the same list.
 * An ingredient call-out or spotlight lists what is in the product, never how to take it ("Take
 * two a day" under "What's inside" read as a mistake).
 */
export type ListKind = 'amounts' | 'mixed' | 'routine' | 'benefits' | 'label' | 'identity';

export const ANGLES: Record<CopyAngle, { then: CopyAngle[]; cta: CtaSet; list: ListKind }> = {
  hero: { then: ['number', 'identity'], cta: 'shop', list: 'mixed' },
  identity: { then: ['hero', 'name'], cta: 'discover', list: 'mixed' },
  checklist: { then: ['list', 'name'], cta: 'shop', list: 'amounts' },
  comparison: { then: ['number', 'checklist'], cta: 'shop', list: 'label' },
  review: { then: ['hero', 'checklist'], cta: 'shop', list: 'benefits' },
  offer: { then: ['pack', 'hero'], cta: 'offer', list: 'mixed' },
  ingredient: { then: ['spotlight', 'identity'], cta: 'formula', list: 'label' },
  question: { then: ['faq', 'hero'], cta: 'shop', list: 'mixed' },
  name: { then: ['identity', 'hero'], cta: 'shop', list: 'mixed' },
  routine: { then: ['how-to', 'pack'], cta: 'discover', list: 'routine' },
  stack: { then: ['number', 'clean'], cta: 'shop', list: 'amounts' },
  number: { then: ['stack', 'hero'], cta: 'shop', list: 'amounts' },
  clean: { then: ['identity', 'pack'], cta: 'discover', list: 'label' },
  pack: { then: ['number', 'identity'], cta: 'discover', list: 'mixed' },
  'how-to': { then: ['routine', 'pack'], cta: 'discover', list: 'routine' },
  casual: { then: ['name', 'identity'], cta: 'ugc', list: 'mixed' },
  note: { then: ['routine', 'number'], cta: 'ugc', list: 'routine' },
  chat: { then: ['number', 'pack'], cta: 'ugc', list: 'mixed' },
  pov: { then: ['number', 'casual'], cta: 'ugc', list: 'mixed' },
  unbox: { then: ['pack', 'casual'], cta: 'ugc', list: 'mixed' },
  list: { then: ['checklist', 'faq'], cta: 'shop', list: 'routine' },
  faq: { then: ['question', 'name'], cta: 'ugc', list: 'identity' },
  spotlight: { then: ['ingredient', 'identity'], cta: 'ugc', list: 'label' },
};

/**
 * What each angle's headline leads with or tells beside the hero, so one product's 31 headlines
 * read as different ads (what the product is, its name, the flag story, the ingredient, the
 * routine's how-to, the second active) rather than 31 lines led by the same number: a style takes
 * the first clean line that leads with its `lead`, else one that says its `says`, before the plain
 * hero lines every style would otherwise share (docs/decisions/132-an-angle-per-style.md).
 * `alone`: the angle may lead without the hero's number (the sub-line then carries it).
 * The hero angle wants nothing of its own: the brief's number beats its benefit statement
 * ("Contribue au maintien d'une ossature normale" over "1000 UI par goutte" was graded B against
 * the number's A-; docs/decisions/142-short-lines-that-keep-the-number.md).
 */
export type Want = { lead?: RegExp; says?: RegExp; alone?: boolean };
export const WANTS: Partial<Record<CopyAngle, Want>> = {
  identity: { lead: /^identity$/, says: /^identity$/, alone: true },
  name: { lead: /^(short|name|heroNamed)$/ },
  routine: { says: /^usage$/ },
  'how-to': { says: /^usage$/ },
  note: { says: /^usage$/ },
  clean: { lead: /^(flag|flags|flagAdj|heroAdj|standard)$/, says: /^(flagAdj|heroAdj|flag2Adj)$/ },
  ingredient: { lead: /^(heroWhat|ingredient|identity)$/, says: /^(amount2\w*|ingredients)$/ },
  stack: { says: /^amount[23]\w*$/ },
  spotlight: { lead: /^(heroWhat|heroNamed|heroAdj)$/ },
  casual: { lead: /^(heroAdj|flagAdj)$/, says: /^flavour$/ },
};

/** An angle's own templates first, then those of the angles it falls back on, each once. */
export function angleChain(angle: CopyAngle): CopyAngle[] {
  const out: CopyAngle[] = [];
  const walk = (a: CopyAngle, depth: number) => {
    if (out.includes(a) || depth > 2) return;
    out.push(a);
    for (const next of ANGLES[a].then) walk(next, depth + 1);
  };
  walk(angle, 0);
  return out;
}
