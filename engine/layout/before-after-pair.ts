import { type LayoutCtx } from './types.js';
import { compact, compareRows } from './compare-rows.js';

/**
 * What Before & After sets side by side, from the brief's facts only (docs/decisions/
 * 118-comparisons-that-compare.md): never a result. A formula of two or more actives on one basis
 * is the routine it replaces: before, the actives one by one ("Sodium + potassium + magnesium");
 * after, the one serving that holds them ("1000 mg sodium + 200 mg potassium per stick"). A single
 * active is the label check: before, the question a buyer has of any product ("How much per
 * scoop?"); after, the answer on this one ("10 g"). undefined: neither (the slanted split).
 */
export function beforeAfterPair(ctx: LayoutCtx): { before: string; after: string } | undefined {
  const f = ctx.facts.brief;
  if (!f) return undefined;
  const upper = (t: string) => t.charAt(0).toLocaleUpperCase() + t.slice(1);
  // "de cafeína" → "cafeína": the name alone, its first two words.
  const name = (what: string) =>
    what
      .replace(/^(?:de|d’|d'|du|des)\s+/iu, '')
      .split(/\s+/)
      .slice(0, 2)
      .join(' ')
      .replace(/[,;:]$/, '');
  const a = f.amounts.filter((x) => /\d/.test(x.qty) && x.what);
  const basis = a[0]?.per;
  const same = basis ? a.filter((x) => x.per === basis || !x.per) : [];
  if (same.length >= 2) {
    const names = same.slice(0, 3).map((x) => name(x.what));
    const before = upper(names.join(' + '));
    const two = same.slice(0, 2);
    const amounts = (n: number) => two.map((x) => (n ? `${x.qty} ${name(x.what)}` : compact(x, 22))).join(' + ');
    const after = [amounts(1), amounts(0)].map((t) => `${t} ${basis}`).find((t) => t.length <= 64);
    if (before.length <= 48 && after && new Set(names.map((n) => n.toLocaleLowerCase())).size === names.length)
      return { before, after: upper(after) };
  }
  // Only an amount answers the question ("How many in the pack?" against a count read as filler).
  const [row] = compareRows(ctx.facts);
  if (!row || row.yes || !f.amounts.some((x) => /\d/.test(x.qty) && row.ours.includes(x.qty))) return undefined;
  // The ad's headline answers when it leads with the amount ("10 g collagen peptides, grass-fed"):
  // "10 g" alone read as a fragment.
  const head = ctx.copy.headline;
  const qty = (row.alt ?? row.ours).toLocaleLowerCase();
  return { before: row.ask, after: head.toLocaleLowerCase().includes(qty) ? head : row.ours };
}
