import { type EditChange, type Out, type PlanContext, type Sym } from './plan-types.js';
import { REASONS } from './help.js';
import { type View } from './view.js';

const COPY_FIELDS = ['headline', 'subline', 'cta'] as const;

/** Texts and replacements in a clause → headline/subline/cta/badge/offer changes. */
export function textRules(v: View, ctx: PlanContext, out: Out): void {
  if (typoFix(v, ctx, out)) return;
  for (const s of v.syms) {
    if (s.kind === 'r') replacement(v, s, ctx, out);
    if (s.kind === 't') text(v, s, out);
  }
}

/**
 * "fix the spelling of 'Glycinate' in the sub-line, it says 'Glycinat'": two texts and a fix.
 * The one the ad shows (or the one after "it says") is the wrong one.
 */
function typoFix(v: View, ctx: PlanContext, out: Out): boolean {
  const texts = v.syms.filter((s) => s.kind === 't');
  if (texts.length !== 2 || v.verb !== 'fix' || v.syms.some((s) => s.kind === 'r')) return false;
  const [a, b] = texts;
  const shown = (t: Sym) =>
    !!ctx.copy && COPY_FIELDS.some((f) => ctx.copy![f].toLowerCase().includes(t.c.toLowerCase()));
  const saysB = v.syms[v.syms.indexOf(b) - 1]?.c === 'say';
  const [wrong, right] = shown(a) && !shown(b) ? [a, b] : shown(b) || saysB ? [b, a] : [a, b];
  replacement(v, { ...right, kind: 'r', from: wrong.c }, ctx, out);
  return true;
}

function replacement(v: View, s: Sym, ctx: PlanContext, out: Out): void {
  const from = s.from!;
  const named = v.first('headline', 'subline', 'cta') as (typeof COPY_FIELDS)[number] | undefined;
  if (ctx.copy) {
    const order = named ? [named, ...COPY_FIELDS.filter((f) => f !== named)] : COPY_FIELDS;
    const field = order.find((f) => ctx.copy![f].toLowerCase().includes(from.toLowerCase()));
    if (!field) {
      out.unsupported.push({ text: v.clause.text, reason: REASONS.notFound(from) });
      return;
    }
    out.changes.push({ target: field, replace: { from, to: s.c } });
    return;
  }
  out.changes.push({ target: named ?? 'headline', replace: { from, to: s.c } });
}

function text(v: View, s: Sym, out: Out): void {
  const t = s.c;
  // "make the 'Shop now' button bigger": the quote names the part, it is not new text.
  const at = v.syms.indexOf(s);
  const next = v.syms[at + 1];
  if (
    next?.kind === 'w' &&
    ['cta', 'headline', 'subline', 'badge'].includes(next.c) &&
    v.syms[at - 1]?.kind === 'w' &&
    v.syms[at - 1].c === 'the' &&
    !v.has('say') &&
    v.verb !== 'add' &&
    v.verb !== 'remove' &&
    (v.colours.length > 0 || v.has('bigger', 'smaller', 'big', 'small', 'darker', 'lighter', 'bolder', 'thinner'))
  )
    return;
  const target = textTarget(v, s);
  if (target === 'badge' && v.has('remove', 'without', 'no')) {
    out.changes.push({ target: 'badge', action: 'remove', text: t.slice(0, 40) });
    return;
  }
  if ((s.offer || target === 'offer') && v.has('remove', 'without')) {
    out.changes.push({ target: 'offer', action: 'remove' });
    return;
  }
  if ((s.offer && target !== 'headline' && target !== 'subline' && target !== 'cta') || target === 'offer') {
    out.changes.push({ target: 'offer', action: 'add', text: t.slice(0, 80) });
    return;
  }
  if (target === 'badge') {
    for (const item of t
      .split(/\s*(?:,|;|\band\b|&|\+|\bund\b|\bet\b|\by\b)\s*/i)
      .map((x) => x.trim())
      .filter(Boolean)) {
      out.changes.push({ target: 'badge', action: 'add', text: item.slice(0, 40) });
    }
    return;
  }
  const change: EditChange =
    target === 'subline'
      ? { target, text: t.slice(0, 200) }
      : target === 'cta'
        ? { target, text: t.slice(0, 40) }
        : { target: 'headline', text: t.slice(0, 120) };
  out.changes.push(change);
}

/** The text target nearest to the text, in the clause; "add 'X'" alone is a badge. */
function textTarget(v: View, s: Sym): string {
  const at = v.syms.indexOf(s);
  // "headline: 'X' subline: 'Y'": a text right after "part:" is that part's.
  const named = v.syms[at - 1]?.kind === 'p' && v.syms[at - 1].c === ':' ? v.syms[at - 2] : undefined;
  if (named?.kind === 'w' && ['headline', 'subline', 'cta', 'badge', 'offer'].includes(named.c)) return named.c;
  let best: { c: string; d: number } | undefined;
  for (const t of v.targets) {
    if (!['headline', 'subline', 'cta', 'badge', 'offer', 'text'].includes(t.c)) continue;
    const d = t.i < at ? at - t.i : t.i - at + 1.5;
    if (!best || d < best.d) best = { c: t.c, d };
  }
  if (best?.c === 'text') {
    if (v.hasTarget('cta')) return 'cta';
    return (
      v.first('headline', 'subline', 'badge', 'offer') ??
      (v.verb === 'add' || v.verb === 'move' ? addTarget(s) : 'headline')
    );
  }
  if (best) return best.c;
  const inherited = v.clause.inherited?.find((c) => ['headline', 'subline', 'cta', 'badge', 'offer'].includes(c));
  if (inherited) return inherited;
  if (v.verb === 'add' || (v.verb === 'move' && !v.has('left', 'right', 'center'))) return addTarget(s);
  return 'headline';
}

function addTarget(s: Sym): string {
  // "Put '100% Natural' on it": a short line is a badge.
  if (s.offer) return 'offer';
  return s.c.split(/\s+/).length <= 4 ? 'badge' : 'subline';
}
