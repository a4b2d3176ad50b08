import { REASONS } from './help.js';
import { type EditChange, type Out } from './plan-types.js';
import { type Colour, type View } from './view.js';

type Slot = 'background' | 'headline' | 'cta' | 'ctaInk' | 'badge' | 'product' | 'subline';

function slotOf(v: View, target: string | undefined, explicit: boolean): Slot {
  if (!target) return 'background';
  if (target === 'cta' || target === 'accent') return v.ctaInk() ? 'ctaInk' : 'cta';
  if (target === 'text' || target === 'font') return v.targets.some((t) => t.c === 'cta') ? 'ctaInk' : 'headline';
  if (target === 'headline') return 'headline';
  if (target === 'badge' || target === 'offer') return 'badge';
  if (target === 'product') return explicit ? 'product' : 'background';
  if (target === 'subline') return 'subline';
  return 'background';
}

/** Colours → background / headline / button / button text / badge colours. */
export function colourRules(v: View, out: Out): void {
  // "tone down the orange": less of a colour, not a new one.
  if (v.verb === 'decrease' && v.colours.length === 1 && !v.targets.length) {
    out.changes.push({ target: 'mood', mood: 'calm' });
    return;
  }
  // "swap the green for blue": the second colour replaces the first wherever it is used.
  if (
    v.colours.length === 2 &&
    (v.verb === 'change' || v.verb === 'replace') &&
    v.syms
      .slice(v.colours[0].i + 1, v.colours[1].i)
      .some((s) => s.kind === 'w' && ['for', 'with', 'to', 'in'].includes(s.c))
  ) {
    const to = v.colours[1];
    const slot = slotOf(v, v.colourTarget(v.colours[0].i), true);
    v.colours.splice(0, 1);
    if (slot === 'background' || slot === 'cta' || slot === 'headline') {
      out.changes.push(
        slot === 'background'
          ? bg(to)
          : ({ target: slot, colour: to.hex === 'brand' ? 'brand' : to.hex, name: to.name } as EditChange),
      );
      return;
    }
  }
  const bySlot = new Map<Slot, Colour[]>();
  const explicitBg = v.hasTarget('background');
  // "make the headline and button both navy": one colour after several parts goes to each.
  const parts = v.targets.filter((t) => ['headline', 'cta', 'badge', 'background', 'text'].includes(t.c));
  if (v.colours.length === 1 && parts.length > 1 && parts.every((t) => t.i < v.colours[0].i)) {
    const c = v.colours[0];
    for (const slot of new Set(parts.map((t) => slotOf(v, t.c, true)))) bySlot.set(slot, [c]);
    v.colours.length = 0;
  }
  for (const c of v.colours) {
    const slot = slotOf(v, v.colourTarget(c.i), true);
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), c]);
  }
  for (const [slot, colours] of bySlot) {
    const [a, b] = colours;
    if (slot === 'product') {
      out.unsupported.push({ text: v.clause.text, reason: REASONS.productColour });
      continue;
    }
    if (slot === 'subline') {
      out.unsupported.push({ text: v.clause.text, reason: REASONS.sublineColour });
      continue;
    }
    if (slot === 'background') {
      if (b && (explicitBg || v.has('gradient'))) {
        out.changes.push(bg(a, b));
      } else {
        out.changes.push(bg(a));
        // "use navy and gold": the second colour goes to the button and accents.
        if (b) out.changes.push({ target: 'cta', colour: b.hex === 'brand' ? 'brand' : b.hex, name: b.name });
      }
      continue;
    }
    if (a.hex === 'brand' && (slot === 'headline' || slot === 'ctaInk')) {
      out.unsupported.push({
        text: v.clause.text,
        reason: 'The brand colour can go on the background or the button; text keeps a colour that stays readable.',
      });
      continue;
    }
    if (slot === 'headline') out.changes.push({ target: 'headline', colour: a.hex, name: a.name });
    if (slot === 'cta') out.changes.push({ target: 'cta', colour: a.hex, name: a.name });
    if (slot === 'ctaInk') out.changes.push({ target: 'cta', ink: a.hex, inkName: a.name });
    if (slot === 'badge') out.changes.push({ target: 'badge', action: 'colour', colour: a.hex, name: a.name });
  }
}

function bg(a: Colour, b?: Colour): EditChange {
  const change: EditChange = { target: 'background', colour: a.hex === 'brand' ? 'brand' : a.hex, name: a.name };
  if (b && b.hex !== 'brand') Object.assign(change, { colour2: b.hex, name2: b.name });
  return change;
}

/** darker / lighter / pastel / gradient without a colour. */
export function shadeRules(v: View, out: Out): void {
  const free = (i: number, ...c: string[]) =>
    v.syms[i].kind === 'w' && c.includes(v.syms[i].c) && !v.usedModifiers.has(i);
  const dark = v.syms.some((_, i) => free(i, 'darker', 'dark'));
  const light = v.syms.some((_, i) => free(i, 'lighter', 'light', 'bright'));
  const pastel = v.syms.some((s, i) => s.kind === 'w' && s.c === 'pastel' && !v.usedModifiers.has(i));
  if (pastel && !v.colours.length) out.changes.push({ target: 'background', pastel: true });
  if (v.has('gradient') && !v.colours.length) out.unsupported.push({ text: v.clause.text, reason: REASONS.gradient });
  if (!dark && !light) return;
  let dir = dark ? 1 : -1;
  const complaint = v.flipped || v.complains;
  if (complaint) dir = -dir;
  const strong = v.has('dark', 'light') && !v.has('darker', 'lighter') && !complaint ? 2 : 1;
  const step = dir * Math.min(3, strong * v.amount);
  const t = v.first('cta', 'accent', 'badge', 'headline', 'text', 'font', 'background', 'everything', 'colour');
  if (t === 'cta' || t === 'accent' || t === 'badge') out.changes.push({ target: 'cta', shade: step });
  else if (t === 'headline' || t === 'text' || (t === 'font' && !v.has('bolder', 'thinner')))
    out.changes.push({ target: 'headline', shade: step });
  else if (t !== 'font') out.changes.push({ target: 'background', shade: step });
}
