import { splitClauses } from './clauses.js';
import { interpret } from './interpret.js';
import { type EditChange, type EditPlan, type Out, type PlanContext } from './plan-types.js';
import { REASONS } from './help.js';
import { summarize } from './summary.js';
import { captureTexts } from './texts.js';
import { symbols } from './tokens.js';

/**
 * The edit planner: a buyer's sentence → `{ changes, unsupported, summary }`. Pure and
 * deterministic: the plan shown before the edit is spent and the plan applied are the same call
 * (docs/decisions/019-edit-planner.md).
 */
export function planEdit(prompt: string, ctx: PlanContext = {}): EditPlan {
  const text = prompt.slice(0, 500);
  const { syms, lang } = symbols(text);
  const clauses = splitClauses(text, captureTexts(text, syms));
  const out: Out = { changes: [], unsupported: [], vague: [] };
  for (const clause of clauses) interpret(clause, ctx, out, lang);
  const changes = merge(out.changes).map((c) =>
    c.target === 'font' && c.fontClass && c.alternate
      ? { target: c.target, fontClass: c.fontClass, ...(c.weight ? { weight: c.weight } : {}) }
      : c,
  );
  if (!changes.length && !out.unsupported.length)
    out.unsupported.push(...(out.vague.length ? out.vague : [{ text: text.trim(), reason: REASONS.notUnderstood }]));
  return { changes, unsupported: dedupe(out.unsupported), summary: summarize(changes, ctx.family) };
}

/** Changes of one target with no field in common become one ("navy background" + "darker"). */
function merge(changes: EditChange[]): EditChange[] {
  const out: EditChange[] = [];
  for (const c of changes) {
    if (out.some((o) => JSON.stringify(o) === JSON.stringify(c))) continue;
    // "looks tiny… make it a lot bigger": two steps the same way are the larger one.
    const twin = out.find((o) => o.target === c.target && sameWay(o, c));
    if (twin) {
      for (const k of STEPS)
        if (k in c)
          (twin as Record<string, unknown>)[k] =
            Math.abs(num(c, k)) > Math.abs(num(twin, k)) ? num(c, k) : num(twin, k);
      continue;
    }
    const mergeable = c.target !== 'badge' && c.target !== 'offer' && c.target !== 'mood';
    const into =
      mergeable && out.find((o) => o.target === c.target && Object.keys(c).every((k) => k === 'target' || !(k in o)));
    if (into) Object.assign(into, c);
    else out.push({ ...c });
  }
  return out;
}

const STEPS = ['size', 'step', 'shade', 'weight'] as const;
const num = (c: EditChange, k: string) => Number((c as Record<string, unknown>)[k] ?? 0);

/** Same target and only step fields, each pointing the same way. */
function sameWay(a: EditChange, b: EditChange): boolean {
  const keys = Object.keys(b).filter((k) => k !== 'target');
  if (a.target === 'text-size' && b.target === 'text-size' && a.scope !== b.scope) return false;
  return (
    keys.length > 0 &&
    keys.every(
      (k) =>
        k === 'scope' ||
        ((STEPS as readonly string[]).includes(k) && k in a && Math.sign(num(a, k)) === Math.sign(num(b, k))),
    )
  );
}

/** One entry per reason: "the headline is too long, shorten it" is one thing the buyer asked. */
function dedupe<T extends { text: string; reason: string }>(list: T[]): T[] {
  const out: T[] = [];
  for (const u of list) {
    const same = out.find((o) => o.reason === u.reason);
    if (same) {
      if (!same.text.includes(u.text)) same.text = `${same.text}, ${u.text}`;
    } else out.push({ ...u });
  }
  return out;
}
