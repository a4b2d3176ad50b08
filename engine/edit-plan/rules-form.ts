import { type Mood } from '../../contract/edit-plan.js';
import { REASONS } from './help.js';
import { type Out, type PlanContext } from './plan-types.js';
import { type View } from './view.js';

const FONT_CLASSES = ['serif', 'sans', 'handwritten', 'modern', 'display', 'condensed'] as const;
const CASES = { upper: 'upper', lower: 'lower', titlecase: 'title', sentencecase: 'sentence' } as const;
const OPPOSITE: Record<Mood, Mood> = {
  premium: 'playful',
  playful: 'minimal',
  minimal: 'pop',
  pop: 'calm',
  calm: 'pop',
  natural: 'pop',
  dramatic: 'calm',
  warm: 'cool',
  cool: 'warm',
};
const TEXTUAL = ['headline', 'subline', 'cta', 'text', 'font', 'size'];

/** bigger / smaller: the product, the headline or all text. */
/** "More visible", "more prominent": a wish to be noticed, not to be larger. */
const PROMINENT =
  /\b(?:visible|prominent|noticeable|see|spot|lost|blends?|disappears|sichtbar\w*|auffällig\w*|auffallend\w*|sehen|unter|verloren|verschwimmt|verschwindet|voyant\w*|visibles?|voit|voir|perd|confond|llamativ\w*|destac\w*|ve|ver|pierde|confunde)\b/iu;

export function sizeRules(v: View, out: Out): void {
  const up = v.has('bigger', 'big', 'increase') || (v.has('readable') && !v.has('smaller'));
  const down = v.has('smaller', 'small', 'decrease');
  if (up === down) return;
  if (v.has('increase', 'decrease') && !v.hasTarget(...TEXTUAL, 'product', 'everything', 'it') && !v.has('size'))
    return;
  let dir = up ? 1 : -1;
  if (v.flipped || v.complains) dir = -dir;
  else if (v.has('not') && !v.has('readable')) dir = -dir;
  const step = dir * v.amount;
  const t = v.first('product', 'headline', 'text', 'font', 'subline', 'cta', 'badge', 'offer', 'everything');
  // "a more visible button": the button stands out by its colour (its size follows the text).
  if (t === 'cta' && dir > 0 && v.targets.every((x) => x.c === 'cta') && PROMINENT.test(v.clause.text)) {
    out.changes.push({ target: 'cta', contrast: true });
    return;
  }
  if (t === 'headline') out.changes.push({ target: 'text-size', scope: 'headline', step });
  else if (t && t !== 'product' && t !== 'everything') out.changes.push({ target: 'text-size', scope: 'all', step });
  else if (v.has('readable') && t !== 'product') out.changes.push({ target: 'text-size', scope: 'all', step });
  else out.changes.push({ target: 'product', size: step });
}

/** Typeface class and weight. */
const MOOD_FACE: Partial<Record<Mood, (typeof FONT_CLASSES)[number]>> = {
  premium: 'serif',
  natural: 'serif',
  calm: 'serif',
  minimal: 'sans',
  playful: 'handwritten',
  pop: 'display',
  dramatic: 'condensed',
};

export function fontRules(v: View, out: Out): void {
  // "a more luxurious font": the mood word chooses the face.
  const moodWord = v.hasTarget('font')
    ? (v.syms.find((s) => s.kind === 'w' && s.c.startsWith('mood:'))?.c.slice(5) as Mood | undefined)
    : undefined;
  const cls = FONT_CLASSES.find((c) => v.has(c)) ?? (moodWord ? MOOD_FACE[moodWord] : undefined);
  const bolder = v.has('bolder', 'bold');
  const thinner = v.has('thinner');
  if (v.has('italic')) out.unsupported.push({ text: v.clause.text, reason: REASONS.italic });
  let weight = bolder && !thinner ? 1 : thinner && !bolder ? -1 : 0;
  if (weight && (v.flipped || (v.has('not', 'less') && bolder))) weight = -weight;
  if (weight && v.has('much')) weight *= 2;
  if (!cls && !weight) {
    // "change the font", "a different font": a face unlike the style's own (apply.ts picks it).
    if (v.hasTarget('font') && (v.verb === 'change' || v.verb === 'use' || v.has('new')))
      out.changes.push({ target: 'font', alternate: true });
    return;
  }
  out.changes.push({ target: 'font', ...(cls ? { fontClass: cls } : {}), ...(weight ? { weight } : {}) });
}

/** Capitals of the headline. */
export function caseRules(v: View, out: Out): void {
  const key = (Object.keys(CASES) as Array<keyof typeof CASES>).find((k) => v.has(k));
  if (!key) return;
  let c: (typeof CASES)[keyof typeof CASES] = CASES[key];
  if (c === 'upper' && v.has('not', 'no', 'without')) c = 'sentence';
  if (v.hasTarget('cta', 'subline') && !v.hasTarget('headline', 'text')) {
    out.unsupported.push({ text: v.clause.text, reason: REASONS.caseOnlyHeadline });
    return;
  }
  out.changes.push({ target: 'headline', case: c });
}

/** Product position, text side, alignment, "center everything". */
export function positionRules(v: View, out: Out): void {
  const pos = v.has('left')
    ? 'left'
    : v.has('right')
      ? 'right'
      : v.has('center')
        ? 'center'
        : v.has('top')
          ? 'top'
          : v.has('bottom')
            ? 'bottom'
            : undefined;
  if (!pos) return;
  // "move it to the left": "it" is what the clause before was about (the product if nothing).
  const movesIt = v.syms.some((s, i) => s.kind === 'w' && s.c === 'move' && v.syms[i + 1]?.c === 'it');
  const before = v.clause.previous?.find((t) => t !== 'everything');
  const itIsProduct = movesIt && (!before || before === 'product');
  const textual = itIsProduct ? undefined : v.first('text', 'headline', 'subline', 'cta');
  const product = itIsProduct || v.hasTarget('product') || (!textual && v.has('it') && v.verb === 'move');
  if (pos === 'top' || pos === 'bottom') {
    if (product || textual) out.unsupported.push({ text: v.clause.text, reason: REASONS.topBottom });
    return;
  }
  if (product) {
    out.changes.push({ target: 'product', position: pos });
    return;
  }
  if (pos === 'center') {
    out.changes.push({ target: 'layout', align: 'center' });
    if (v.hasTarget('everything') || (!textual && !v.has('align')))
      out.changes.push({ target: 'product', position: 'center' });
    return;
  }
  if (v.has('align') || v.clause.text.match(/align/i)) out.changes.push({ target: 'layout', align: 'left' });
  else if (textual) out.changes.push({ target: 'layout', textSide: pos });
  else out.changes.push({ target: 'product', position: pos });
}

export function moodRules(v: View, out: Out): void {
  for (const s of v.syms) {
    if (s.kind !== 'w' || !s.c.startsWith('mood:')) continue;
    let mood = s.c.slice(5) as Mood;
    const at = v.syms.indexOf(s);
    const before = v.syms.slice(Math.max(0, at - 2), at).map((x) => x.c);
    if (before.includes('less') || before.includes('not') || before.includes('too')) mood = OPPOSITE[mood];
    out.handled = true;
    // "make the call to action stand out more": the button takes a colour that stands out.
    // "the button gets lost, more eye-catching please": a clause without a part speaks of the one before.
    const parts = v.targets.length ? v.targets.map((t) => t.c) : (v.clause.inherited ?? []);
    if (mood === 'pop' && parts.length && parts.every((t) => t === 'cta')) {
      if (!out.changes.some((c) => c.target === 'cta' && c.contrast))
        out.changes.push({ target: 'cta', contrast: true });
      continue;
    }
    // "make the title pop": that part larger and bolder, not the whole ad.
    if (mood === 'pop' && v.targets.length === 1 && ['headline', 'text', 'product'].includes(v.targets[0].c)) {
      const t = v.targets[0].c;
      if (t === 'product') out.changes.push({ target: 'product', size: 1 });
      else
        out.changes.push(
          { target: 'text-size', scope: t === 'headline' ? 'headline' : 'all', step: 1 },
          { target: 'font', weight: 1 },
        );
      continue;
    }
    if (!out.changes.some((c) => c.target === 'mood' && c.mood === mood)) out.changes.push({ target: 'mood', mood });
  }
}

/** Add or remove badges and the offer when no words were given for them. */
export function badgeOfferRules(v: View, ctx: PlanContext, out: Out): void {
  const hasText = v.syms.some((s) => s.kind === 't' || s.kind === 'r');
  if (hasText) return;
  const removing = v.has('remove', 'without', 'no') || (v.has('not') && v.verb === 'add');
  for (const target of ['badge', 'offer'] as const) {
    if (!v.hasTarget(target) || v.colours.length) continue;
    if (removing) {
      out.changes.push({ target, action: 'remove' });
      continue;
    }
    if ((v.verb !== 'add' && v.verb !== 'use') || v.has('bigger', 'smaller', 'big', 'small')) continue;
    if (target === 'offer' && ctx.extras?.offer)
      out.changes.push({ target: 'offer', action: 'add', text: ctx.extras.offer });
    else if (target === 'badge' && ctx.extras?.certifications?.length) {
      for (const text of ctx.extras.certifications.slice(0, 4))
        out.changes.push({ target: 'badge', action: 'add', text });
    } else
      out.unsupported.push({
        text: v.clause.text,
        reason: target === 'offer' ? REASONS.offerWords : REASONS.badgeWords,
      });
  }
}
