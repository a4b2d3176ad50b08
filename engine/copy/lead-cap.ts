import { type Slots } from './lines.js';

/**
 * Which fact a headline is built on, so one product's 31 headlines do not all say the same fact
 * reworded ("10 g collagen peptides per scoop" in twenty variants read as one ad to a buyer who
 * runs ten of them; docs/decisions/150-one-fact-leads-a-quarter.md).
 */

/** Slots that say the same fact ("{amount}" and "{amountShort}", "{flag}" and "{flags}"). */
export function factOf(slot: string): string {
  if (/^(amount(Short)?|per|hero(What|Dose|Every|Of|Qty))$/.test(slot)) return 'amount1';
  if (/^amount2(Short)?$/.test(slot)) return 'amount2';
  if (/^(flag|heroAdj)/.test(slot)) return 'flags';
  if (/^(ingredient|ingredients|identity)$/.test(slot)) return 'ingredient';
  if (/^(name|short|heroNamed)$/.test(slot)) return 'name';
  if (/^benefit/.test(slot)) return 'benefit';
  return slot;
}

/** Slots that name the product or its form: no fact a headline is built on. */
const NEUTRAL = new Set(['name', 'form', 'units', 'standard']);
const PACK = new Set(['count', 'size', 'supply', 'pack']);

/** The hero amount wherever it stands ("Elemental magnesium: 200 mg …" is built on it), else the first fact. */
export function builtOn(uses: string[]): string {
  const facts = uses.map(factOf).filter((f) => !NEUTRAL.has(f));
  if (facts.includes('amount1')) return 'amount1';
  const first = facts[0] ?? 'name';
  return PACK.has(first) ? 'pack' : first;
}

/** How many different facts the brief gives a headline to be built on. */
export function factKinds(slots: Slots): number {
  const kinds = new Set<string>();
  for (const [slot, value] of Object.entries(slots)) {
    if (!value || /^(other|other2|reviewer|benefitLong)$/.test(slot)) continue;
    const f = builtOn([slot]);
    // The pack and the flavour build no headline of their own ("120 capsules" read as the weakest line).
    if (f !== 'name' && f !== 'pack' && f !== 'flavour') kinds.add(f);
  }
  return kinds.size;
}
