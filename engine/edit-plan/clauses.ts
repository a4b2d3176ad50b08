import { type Sym } from './plan-types.js';
import { ATTRIBUTES, TARGETS, VERBS } from './vocab.js';

/** One request inside the prompt ("make the background navy"), with what it inherits. */
export type Clause = {
  syms: Sym[];
  /** Verbatim text of the clause, for `unsupported` and scene requests. */
  text: string;
  /** Targets named before this clause when it names none ("…and bigger"). */
  inherited?: string[];
  inheritedVerb?: string;
  /** Targets of the clause before, even when this one names its own ("…smaller and move it left so the text fits"). */
  previous?: string[];
};

const SPLIT_WORDS = new Set(['and', 'also', 'then', 'but']);
const is = (s: Sym | undefined, c: string) => !!s && s.kind === 'w' && s.c === c;

/**
 * Splits at sentence ends, ";", "," and "and/also/then/but"; then puts back together what
 * belongs together: "navy and gold" (two colours), "the headline and the subline bigger" (a
 * target list), and lets a clause without a target inherit the previous one's ("make the
 * headline bigger and bold").
 */
export function splitClauses(prompt: string, syms: Sym[]): Clause[] {
  const parts: Array<{ syms: Sym[]; joinedBy: string }> = [];
  let cur: Sym[] = [];
  let joinedBy = '';
  for (let i = 0; i < syms.length; i++) {
    const s = syms[i];
    const hard = s.kind === 'p' && ';.!?'.includes(s.c);
    const soft = (s.kind === 'p' && s.c === ',') || (s.kind === 'w' && SPLIT_WORDS.has(s.c));
    if (soft && syms[i - 1]?.kind === 'col' && syms[i + 1]?.kind === 'col') continue;
    if (soft && is(s, 'and') && (syms[i - 1]?.kind === 't' || syms[i - 1]?.kind === 'u') && syms[i + 1]?.kind === 't')
      continue;
    if (hard || soft) {
      if (cur.length) parts.push({ syms: cur, joinedBy });
      cur = [];
      joinedBy = hard ? '.' : s.c;
      continue;
    }
    cur.push(s);
  }
  if (cur.length) parts.push({ syms: cur, joinedBy });

  // "the headline and the subline bigger": a bare target list joins the clause that follows.
  const merged: Array<{ syms: Sym[]; joinedBy: string }> = [];
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k];
    const next = parts[k + 1];
    if (next && next.joinedBy === 'and' && bareTargets(p.syms) && !bareTargets(next.syms)) {
      next.syms = [...p.syms, ...next.syms];
      next.joinedBy = p.joinedBy;
      continue;
    }
    // "swap the product and text": a bare target at the end belongs to the clause before.
    const prev = merged.at(-1);
    if (prev && p.joinedBy === 'and' && !next && bareTargets(p.syms) && !bareTargets(prev.syms)) {
      prev.syms = [...prev.syms, ...p.syms];
      continue;
    }
    merged.push(p);
  }

  const clauses: Clause[] = [];
  let lastTargets: string[] = [];
  let lastVerb: string | undefined;
  for (const p of merged) {
    const targets = p.syms
      .filter((s) => s.kind === 'w' && TARGETS.has(s.c) && s.c !== 'it' && s.c !== 'colour')
      .map((s) => s.c);
    const verb = p.syms.find((s) => s.kind === 'w' && VERBS.has(s.c))?.c;
    const clause: Clause = {
      syms: p.syms,
      text: prompt.slice(p.syms[0].start, p.syms.at(-1)!.end).trim(),
      previous: lastTargets,
    };
    if (!targets.length && p.joinedBy !== '.' && lastTargets.length) clause.inherited = lastTargets;
    if (!verb && p.joinedBy !== '.' && lastVerb) clause.inheritedVerb = lastVerb;
    clauses.push(clause);
    if (targets.length) lastTargets = targets;
    if (verb) lastVerb = verb;
  }
  return colourOnlyTakesNextTarget(clauses);
}

/** Only targets (and articles): "the headline", "headline and". */
function bareTargets(syms: Sym[]): boolean {
  const meaningful = syms.filter(
    (s) => !(s.kind === 'w' && (s.c === 'the' || s.c === 'make' || s.c === 'change' || s.c === 'filler')),
  );
  return meaningful.length > 0 && meaningful.every((s) => s.kind === 'w' && TARGETS.has(s.c) && s.c !== 'it');
}

/** "navy, gold background": a clause of colours alone takes the next clause's target. */
function colourOnlyTakesNextTarget(clauses: Clause[]): Clause[] {
  for (let k = 0; k < clauses.length - 1; k++) {
    const c = clauses[k];
    const own = c.syms.filter((s) => !(s.kind === 'w' && (s.c === 'the' || ATTRIBUTES.has(s.c) || s.c === 'filler')));
    if (c.inherited || !own.length || !own.every((s) => s.kind === 'col')) continue;
    const next = clauses[k + 1].syms.filter((s) => s.kind === 'w' && TARGETS.has(s.c)).map((s) => s.c);
    if (next.length) c.inherited = next;
  }
  return clauses;
}
