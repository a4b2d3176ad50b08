import { fold } from './lexicon.js';
import { REASONS, sceneReason } from './help.js';
import { type Clause } from './clauses.js';
import { type Lang, type Out, type PlanContext } from './plan-types.js';
import { colourRules, shadeRules } from './rules-colour.js';
import { badgeOfferRules, caseRules, fontRules, moodRules, positionRules, sizeRules } from './rules-form.js';
import { textRules } from './rules-text.js';
import { sceneOf } from './scenes.js';
import { View } from './view.js';
import { IDLE_WORDS, VERBS } from './vocab.js';

/** "it feels more modern", "it's nice": a description, not a wish (unless it is a complaint). */
const DESCRIBES =
  /\b(?:it|this|that|which|the ad)(?:'s| is| feels| looks| seems| reads| was)\b|\b(?:c'est|es ist|es wirkt|es)\b/i;
/** A wish for other words without giving them: "catchier", "shorter", "reword it". */
const COPY_WISH =
  /\b(?:catch|punch|snapp|short|long|better|engag|compell|persuas|clear|wording|copy|write|rewrite|rephrase|reword|something|different|new|other|funn|witt|smart|catchy)\w*/i;
const AUDIENCE =
  /\b(?:audience|customers?|buyers?|demographic|target group|target market|zielgruppe|public cible|publico)\b/i;
const DISLIKE =
  /\b(?:hate|dislike|clash|clashes|clashing|don't like|dont like|do not like|not a fan of|don't love|dont love|not loving|can't stand)\b/i;
const COMPLAINT =
  /\b(?:too|boring|bland|dull|plain|cheap|tacky|busy|clutter\w*|crowded|loud|flashy|tiny|small|hard|dark|not|n't|isn't|doesn't|zu|trop|demasiado|ugly|weird|off)\b/i;

const TYPO =
  /\b(?:typos?|spelling|misspel\w*|misspelt|tippfehler\w*|rechtschreib\w*|faute\w*|coquille\w*|orthograph\w*|errata\w*|ortograf\w*)\b/i;

/** One clause → changes and/or unsupported parts (docs/decisions/019-edit-planner.md). */
export function interpret(clause: Clause, ctx: PlanContext, out: Out, lang: Lang = 'en'): void {
  const v = new View(clause);
  const before = out.changes.length;
  const unsupportedBefore = out.unsupported.length;
  out.handled = false;
  if (keeps(v)) return;
  // "I hate the pink": a dislike names what to drop, not what to use.
  if (
    DISLIKE.test(clause.text) &&
    !v.syms.some((s) => s.kind === 't' || s.kind === 'r') &&
    !v.has('bigger', 'smaller', 'darker', 'lighter')
  ) {
    out.vague.push({ text: clause.text, reason: REASONS.notUnderstood });
    return;
  }
  // "Women 40+ audience": who the ad is for, not a change.
  if (!v.ownVerb && AUDIENCE.test(clause.text) && !v.colours.length) return;
  if (
    !v.ownVerb &&
    DESCRIBES.test(clause.text) &&
    !COMPLAINT.test(clause.text) &&
    !v.has('readable', 'too') &&
    !v.syms.some((s) => s.kind === 't' || s.kind === 'r')
  )
    return;

  const rawWords = fold(clause.text)
    .split(/[^a-z0-9']+/)
    .filter(Boolean);
  const scene = sceneOf(v, rawWords, lang);
  // "add a woman holding the bottle" asks for a person; "for women 50+" only says who the ad is for.
  const person =
    v.syms.some((s, i) => s.kind === 'w' && s.c === 'person' && v.syms[i - 1]?.c !== 'for') &&
    (v.verb === 'add' || v.verb === 'move' || v.has('with'));
  if (scene || person) {
    if (ctx.scenes) out.changes.push({ target: 'background', scene: clause.text.slice(0, 300) });
    else
      out.unsupported.push({
        text: clause.text,
        reason: scene ? sceneReason(scene.word, scene.colour) : REASONS.person,
      });
    return;
  }
  // "the same green as our logo": the logo is only the reference for another part's colour.
  if (v.has('logo') && !(v.colours.length && v.targets.some((t) => t.c !== 'logo' && t.c !== 'colour'))) {
    out.unsupported.push({ text: clause.text, reason: REASONS.logo });
    return;
  }
  if (v.has('other')) {
    out.unsupported.push({ text: clause.text, reason: REASONS.other });
    // "make the price more visible": nothing else here is asked for.
    if (v.has('remove', 'add') || !v.targets.some((t) => t.c !== 'colour')) return;
  }

  textRules(v, ctx, out);
  if (removesFixedPart(v, out)) return;
  badgeOfferRules(v, ctx, out);
  colourRules(v, out);
  shadeRules(v, out);
  sizeRules(v, out);
  fontRules(v, out);
  caseRules(v, out);
  positionRules(v, out);
  // "make the button pop with orange": the mood word explains the clause's other change.
  if (out.changes.length === before) moodRules(v, out);

  if (out.changes.length > before || out.unsupported.length > unsupportedBefore || out.handled) return;
  if (v.hasTarget('background') && v.targets.length === 1 && (v.has('new') || v.verb === 'change')) {
    out.unsupported.push({ text: clause.text, reason: REASONS.whichColour });
    return;
  }
  if (v.has('colour') && !v.colours.length) {
    out.vague.push({ text: clause.text, reason: REASONS.whichColour });
    return;
  }
  if (v.hasTarget('product') && v.hasTarget('text', 'headline', 'layout') && v.verb === 'change') {
    out.unsupported.push({ text: clause.text, reason: REASONS.whichSide });
    return;
  }
  // "fix the typo in the headline": which words, and how they should read, is the buyer's to say.
  if (TYPO.test(clause.text)) {
    out.vague.push({ text: clause.text, reason: REASONS.typo });
    return;
  }
  const own = v.syms.find((s) => s.kind === 'w' && ['change', 'make', 'fix', 'replace'].includes(s.c));
  const rewords = /\b(?:shorten|lengthen|too long|too short|wordy|reword|rephrase|rewrite)\b/i.test(clause.text);
  if (
    v.hasTarget('headline', 'subline', 'cta', 'text') &&
    (own || v.has('new') || rewords) &&
    COPY_WISH.test(clause.text)
  ) {
    out.unsupported.push({ text: clause.text, reason: REASONS.exactWords });
    return;
  }
  // Chatter ("love it!") is passed over; a request naming a part or a verb is answered.
  const asks = v.verb !== undefined && v.verb !== 'keep';
  const names = v.targets.length > 0 || (v.unknownWords(IDLE_WORDS).length > 0 && !DESCRIBES.test(clause.text));
  // "…gets lost, can you fix that": a bare verb after a named part points back at the request before.
  if (asks && clause.previous?.length && pointsBack(v))
    out.vague.push({ text: clause.text, reason: REASONS.notUnderstood });
  else if (asks) out.unsupported.push({ text: clause.text, reason: REASONS.notUnderstood });
  else if (names) out.vague.push({ text: clause.text, reason: REASONS.notUnderstood });
}

const POINTER = /^(?:that|this|those|these|das|dies|ca|cela|ceci|eso|esto)$/;
function pointsBack(v: View): boolean {
  return v.syms.every(
    (s) =>
      (s.kind === 'w' && (VERBS.has(s.c) || s.c === 'it' || s.c === 'the' || s.c === 'filler')) ||
      (s.kind === 'u' && POINTER.test(s.c)),
  );
}

/** "keep the headline", "don't change the colours": nothing to do, nothing refused. */
function keeps(v: View): boolean {
  if (v.verb === 'keep' && !v.has('but'))
    return !v.has('bigger', 'smaller', 'darker', 'lighter') && v.colours.length === 0;
  const i = v.syms.findIndex((s) => s.kind === 'w' && s.c === 'not');
  const next = v.syms[i + 1];
  return (
    i >= 0 && !!next && next.kind === 'w' && ['change', 'make', 'move'].includes(next.c) && !v.has('bigger', 'smaller')
  );
}

/** "remove the headline / the background / the product": parts every ad keeps. */
function removesFixedPart(v: View, out: Out): boolean {
  if (v.verb !== 'remove' || v.has('badge', 'offer')) return false;
  const t = v.first('headline', 'subline', 'cta', 'text', 'background', 'product');
  if (!t) return false;
  const reason =
    t === 'background'
      ? REASONS.removeBackground
      : t === 'product'
        ? REASONS.removeProduct
        : t === 'subline'
          ? REASONS.keepSubline
          : REASONS.keepCopy;
  out.unsupported.push({ text: v.clause.text, reason });
  return true;
}
