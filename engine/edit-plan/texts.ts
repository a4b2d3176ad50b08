import { type Sym } from './plan-types.js';
import { ATTRIBUTES, IDLE_WORDS, LINK_WORDS, TEXT_TARGETS, TARGETS, VAGUE, VERBS } from './vocab.js';
import { offerSpan } from './offers.js';

const is = (s: Sym | undefined, ...c: string[]) => !!s && s.kind === 'w' && c.includes(s.c);
const STOP_VERBS = new Set([...VERBS].filter((v) => v !== 'bigger' && v !== 'smaller'));

/**
 * Free text taken verbatim from the prompt: quotes, text after a colon or "say", after
 * "change the headline to", replacements ("'Sleap' → 'Sleep'") and offers ("20% off"). Each
 * becomes one symbol (kind 't' or 'r') so the clause rules see it as a unit; commas and "and"
 * inside a text stay in it unless what follows is clearly a new request.
 */
export function captureTexts(prompt: string, input: Sym[]): Sym[] {
  let syms = input.map((s) => (s.kind === 'q' ? { ...s, kind: 't' as const } : s));
  syms = captureCorrections(prompt, syms);
  syms = captureReplacements(prompt, syms);
  for (let i = 0; i < syms.length; i++) {
    const s = syms[i];
    const introduces =
      (s.kind === 'p' && (s.c === ':' || s.c === '->') && textTargetBefore(syms, i)) ||
      is(s, 'say') ||
      (is(s, 'to', 'in', 'as', 'with') &&
        textTargetBefore(syms, i) &&
        !(is(syms[i + 1], 'the', 'it') && !/^\p{Lu}/u.test(syms[i + 1].raw ?? ''))) ||
      (s.kind === 'w' &&
        ['headline', 'subline', 'cta'].includes(s.c) &&
        syms[i + 1]?.kind === 'u' &&
        !!syms[i + 1].cap) ||
      (is(s, 'badge') && capitalWord(syms[i + 1]) && (is(syms[i - 2], 'add') || is(syms[i - 1], 'add')));
    if (!introduces) continue;
    let from = i + 1;
    while (syms[from]?.kind === 'p' && (syms[from].c === ':' || syms[from].c === '->')) from++;
    if (syms[from]?.kind === 't') continue;
    const end = textEnd(syms, from);
    if (end <= from) continue;
    const part = syms.slice(from, end);
    // Quotes inside speak for themselves ("- it says 'Glycinat'"); "as offer" names a part, not a text.
    if (part.some((x) => x.kind === 't' || x.kind === 'r')) continue;
    if (part[0].kind === 'w' && TARGETS.has(part[0].c) && part[0].c !== 'it') continue;
    const text = verbatim(prompt, part);
    const named = s.kind === 'w' && s.c === 'badge';
    if (!text || (s.c !== ':' && s.c !== 'say' && !named && attributeOnly(part)) || VAGUE.test(text)) continue;
    syms = [
      ...syms.slice(0, from),
      { kind: 't', c: text, start: part[0].start, end: part.at(-1)!.end },
      ...syms.slice(end),
    ];
  }
  return captureOffers(prompt, saysInsteadOf(prompt, syms));
}

/** "it says" describes what the ad shows; "make the button say" asks for new words. */
const SAYS_NOW = /^(?:says|reads|shows|spells|dit|affiche|indique|dice|pone|muestra|steht|sagt|lautet|zeigt)$/i;
const saysNow = (s: Sym | undefined) => is(s, 'say') && SAYS_NOW.test(s!.raw ?? '');

/** "it says Magnisium instead of Magnesium": what the ad says is the wrong text, the other the right one. */
function saysInsteadOf(prompt: string, syms: Sym[]): Sym[] {
  const i = syms.findIndex((s, k) => is(s, 'insteadof') && syms[k - 1]?.kind === 't' && saysNow(syms[k - 2]));
  const b = syms[i + 1];
  if (i < 0 || !b || b.kind === 'p') return syms;
  const a = syms[i - 1];
  const end = b.kind === 't' ? i + 2 : textEnd(syms, i + 1);
  const to = b.kind === 't' ? b.c : verbatim(prompt, syms.slice(i + 1, end));
  if (!to || end <= i + 1) return syms;
  const rep: Sym = { kind: 'r', c: to, from: a.c, start: a.start, end: syms[end - 1].end };
  return [...syms.slice(0, i - 1), rep, ...syms.slice(end)];
}

/** A word typed with a capital that is not a part's name ("add a badge Bio", "headline Sleep Better"). */
function capitalWord(s: Sym | undefined): boolean {
  if (!s) return false;
  if (s.kind === 'u') return !!s.cap;
  return s.kind === 'w' && !TARGETS.has(s.c) && /^\p{Lu}/u.test(s.raw ?? '');
}

/** A text target shortly before `i` (within the clause): "headline:", "button text to". */
function textTargetBefore(syms: Sym[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 5; k--) {
    const s = syms[k];
    if (s.kind === 'p') return false;
    if (s.kind === 'w' && TEXT_TARGETS.has(s.c)) return true;
    if (s.kind === 'w' && (TARGETS.has(s.c) || ATTRIBUTES.has(s.c))) return false;
  }
  return i === 0;
}

/** Where free text starting at `from` ends: the end, ";", a new sentence, or ", and make…". */
export function textEnd(syms: Sym[], from: number): number {
  let end = from;
  for (let j = from; j < syms.length; j++) {
    const s = syms[j];
    if ((s.kind === 'p' && s.c === ';') || is(s, 'insteadof')) break;
    if (s.kind === 'p' && '.!?'.includes(s.c) && j + 1 < syms.length && !copyContinues(syms, j + 1)) break;
    if ((s.kind === 'p' && s.c === ',') || is(s, 'and', 'also', 'then', 'but')) {
      if (commandStarts(syms, j + 1)) break;
    }
    if (is(s, 'filler') && trailingFiller(syms, j) && (syms[j - 1]?.kind === 'p' || !/^thank/i.test(s.raw ?? '')))
      break;
    if (is(s, 'in', 'with') && j > from && attributeOnly(syms.slice(j + 1, clauseEnd(syms, j)))) break;
    end = j + 1;
  }
  while (end > from && syms[end - 1].kind === 'p' && syms[end - 1].c !== '!' && syms[end - 1].c !== '?') end--;
  return end;
}

/** "headline - Less stress. More calm.": a next sentence with no part and no verb is more copy. */
function copyContinues(syms: Sym[], j: number): boolean {
  let k = j;
  let words = 0;
  for (; k < syms.length && !(syms[k].kind === 'p' && ';.!?'.includes(syms[k].c)); k++) {
    const s = syms[k];
    if (
      s.kind === 'w' &&
      ((TARGETS.has(s.c) && s.c !== 'it') ||
        VERBS.has(s.c) ||
        ATTRIBUTES.has(s.c) ||
        s.c === 'filler' ||
        s.c === 'also' ||
        s.c === 'then')
    )
      return false;
    if (s.kind === 'col' || s.kind === 't' || s.kind === 'r') return false;
    words++;
  }
  return words > 0 && words <= 6;
}

/** Does a new request start at `j` ("make…", "the button gold", "bigger product")? */
export function commandStarts(syms: Sym[], j: number): boolean {
  let k = j;
  while (is(syms[k], 'and', 'also', 'then', 'filler')) k++;
  const s = syms[k];
  if (!s) return true;
  if (s.kind === 'w' && (STOP_VERBS.has(s.c) || s.c.startsWith('mood:') || ATTRIBUTES.has(s.c))) return true;
  if (s.kind === 'col') return true;
  if (is(s, 'the')) k++;
  const t = syms[k];
  return !!t && t.kind === 'w' && TARGETS.has(t.c) && t.c !== 'it' && t.c !== 'text';
}

function clauseEnd(syms: Sym[], j: number): number {
  let k = j + 1;
  while (k < syms.length && !(syms[k].kind === 'p' && ';.!?,'.includes(syms[k].c))) k++;
  return k;
}

function trailingFiller(syms: Sym[], j: number): boolean {
  for (let k = j; k < syms.length; k++) if (!(syms[k].kind === 'p' || is(syms[k], 'filler', 'it'))) return false;
  return true;
}

/** Only attribute words ("to navy blue", "to be bigger"): not a text. */
function attributeOnly(part: Sym[]): boolean {
  return part.every(
    (s) =>
      s.kind === 'col' ||
      s.kind === 'p' ||
      (s.kind === 'w' && (ATTRIBUTES.has(s.c) || LINK_WORDS.has(s.c) || TARGETS.has(s.c) || s.c.startsWith('mood:'))) ||
      (s.kind === 'u' && IDLE_WORDS.has(s.c)),
  );
}

export function verbatim(prompt: string, part: Sym[]): string {
  if (!part.length) return '';
  let start = part[0].start;
  // "-20 %": a minus before a number belongs to the text.
  if (part[0].kind === 'num' && /[-\u2212]/.test(prompt[start - 1] ?? '') && /\s/.test(prompt[start - 2] ?? ' '))
    start--;
  let text = prompt.slice(start, part.at(-1)!.end).trim();
  text = text
    .replace(/^["'\u201c\u201d\u201e\u00ab\u00bb\u2018\u2019]+|["'\u201c\u201d\u00ab\u00bb\u2018\u2019]+$/g, '')
    .trim();
  return text.replace(/\.$/, '').trim();
}

/** "'Sleap' → 'Sleep'", "replace X with Y", "change X to Y" (X not a target), "'Y' instead of 'X'". */
function captureReplacements(prompt: string, syms: Sym[]): Sym[] {
  for (let i = 0; i < syms.length; i++) {
    const s = syms[i];
    const a = syms[i - 1];
    const b = syms[i + 1];
    let rep: { from: string; to: string; start: number; end: number; cut: [number, number] } | undefined;
    const by = s.kind === 'u' && s.c === 'by' && syms.slice(Math.max(0, i - 3), i).some((x) => is(x, 'replace'));
    if (
      a?.kind === 't' &&
      (b?.kind === 't' || isShouldBe(syms, i)) &&
      ((s.kind === 'p' && s.c === '->') || is(s, 'to', 'with') || by || isShouldBe(syms, i))
    ) {
      const bi = isShouldBe(syms, i) ? i + 2 : i + 1;
      const to = syms[bi];
      if (to?.kind === 't') rep = { from: a.c, to: to.c, start: a.start, end: to.end, cut: [i - 1, bi + 1] };
    } else if (a?.kind === 't' && b?.kind === 't' && is(s, 'insteadof', 'not')) {
      // "'Sleep' instead of 'Sleap'"; after "it says" the first text is the wrong one.
      rep = saysNow(syms[i - 2])
        ? { from: a.c, to: b.c, start: a.start, end: b.end, cut: [i - 1, i + 2] }
        : { from: b.c, to: a.c, start: a.start, end: b.end, cut: [i - 1, i + 2] };
    } else if (
      is(s, 'replace', 'change', 'fix') &&
      b &&
      (b.kind !== 'w' || (is(s, 'replace') && !TARGETS.has(b.c) && b.c !== 'the'))
    ) {
      // "swap Shop now for Get yours today"
      const swap = /^swap/i.test(s.raw ?? '');
      const w = syms.findIndex(
        (x, k) =>
          k > i && k <= i + 8 && (is(x, 'with', 'to') || (x.kind === 'p' && x.c === '->') || (swap && is(x, 'for'))),
      );
      const between = syms.slice(i + 1, w);
      const words = is(s, 'replace')
        ? between.every((x) => x.kind !== 'p' && !(x.kind === 'w' && TARGETS.has(x.c)))
        : between.every((x) => x.kind === 'u' || x.kind === 't' || x.kind === 'num');
      if (w > i + 1 && words) {
        const end = textEnd(syms, w + 1);
        const to = verbatim(prompt, syms.slice(w + 1, end));
        const from = verbatim(prompt, syms.slice(i + 1, w));
        if (from && to && !attributeOnly(syms.slice(w + 1, end)))
          rep = { from, to, start: syms[i + 1].start, end: syms[end - 1].end, cut: [i + 1, end] };
      }
    }
    if (rep) {
      syms = [
        ...syms.slice(0, rep.cut[0]),
        { kind: 'r', c: rep.to, from: rep.from, start: rep.start, end: rep.end },
        ...syms.slice(rep.cut[1]),
      ];
    }
  }
  return syms;
}

function isShouldBe(syms: Sym[], i: number): boolean {
  const s = syms[i];
  return (
    s.kind === 'u' &&
    (s.c === 'should' || s.c === 'becomes' || s.c === 'is') &&
    syms[i + 1]?.kind === 'u' &&
    syms[i + 1].c === 'be' &&
    syms[i + 2]?.kind === 't'
  );
}

/** "20% off", "buy 2 get 1 free", "free shipping": one offer text, verbatim. */
function captureOffers(prompt: string, syms: Sym[]): Sym[] {
  for (let i = 0; i < syms.length; i++) {
    if (syms[i].kind === 't' || syms[i].kind === 'r') continue;
    const span = offerSpan(prompt, syms, i);
    if (!span) continue;
    const [from, to] = span;
    const part = syms.slice(from, to);
    const text = verbatim(prompt, part);
    if (!text) continue;
    syms = [
      ...syms.slice(0, from),
      { kind: 't', c: text, offer: true, start: part[0].start, end: part.at(-1)!.end },
      ...syms.slice(to),
    ];
    i = from;
  }
  return syms.map((s) => (s.kind === 't' && !s.offer && looksLikeOffer(s.c) ? { ...s, offer: true } : s));
}

export function looksLikeOffer(text: string): boolean {
  return OFFER_RE.test(text);
}

export const OFFER_RE =
  /\d\s?%\s?(?:off|discount|rabatt|sparen|gespart|de descuento|menos|economis\w*|d'economie|de (?:descuento|r[ée]duction|remise)|sale)\b|(?:^|\s)[-\u2212]\s?\d+\s?%|\bsave \d|[$€£]\s?\d|\d\s?[$€£]|\b(?:bogo|buy \d+,? get \d+|\d+\s?(?:for|x)\s?\d+\b|2x1|free (?:shipping|delivery|gift|sample|trial)|(?:promo |discount |coupon )?code [a-z]*\d[a-z0-9]*\b|(?:summer|winter|spring|flash|black friday|holiday|big|mega) sale|versandkostenfrei|kostenlose[rn]? versand|env[íi]o gratis|livraison (?:gratuite|offerte))/i;

/**
 * Typo fixes said in words: "tonite should be tonight", "it says tonite, should say tonight",
 * "Schalf sollte Schlaf heißen", "nuit devrait être nuits", "noche debería ser noches",
 * quoted or not. The wrong words (up to four) and the right ones become one replacement.
 */
const Q = `["'\u201c\u201d\u201e\u00ab\u00bb\u2018\u2019]?`;
const W = `[\\p{L}\\p{N}](?:[\\p{L}\\p{N}'\u2019-]*[\\p{L}\\p{N}])?`;
const PHRASE = `${W}(?: ${W}){0,3}`;
const CORRECTIONS = [
  new RegExp(
    `(?:it says |says |reads )?${Q}(${PHRASE})${Q},? (?:but |and )?(?:it )?(?:should (?:be|read|say)|is meant to (?:be|say)|must (?:be|read|say)|needs to (?:be|say)) ${Q}(${PHRASE})${Q}`,
    'iu',
  ),
  new RegExp(`${Q}(${PHRASE})${Q} (?:sollte|soll|muss) ${Q}(${PHRASE})${Q} (?:heißen|heissen|sein|lauten)`, 'iu'),
  new RegExp(`${Q}(${PHRASE})${Q} (?:devrait|doit) (?:être|etre|dire) ${Q}(${PHRASE})${Q}`, 'iu'),
  new RegExp(`${Q}(${PHRASE})${Q} (?:debería|deberia|debe) (?:ser|decir) ${Q}(${PHRASE})${Q}`, 'iu'),
];
/** Words that open a request, not a typo ("the headline should be bigger"). */
const NOT_COPY = /^(?:the|it|this|that|der|die|das|le|la|el|headline|button|background|text|title)\b/i;

function captureCorrections(prompt: string, syms: Sym[]): Sym[] {
  for (const rx of CORRECTIONS) {
    const m = rx.exec(prompt);
    if (!m) continue;
    let from = m[1];
    const to = m[2];
    // "typo: tonite should be tonight": the words after the colon only.
    from = from.replace(/^.*\b(?:typo|tippfehler|faute|errata|error)\b\s*/iu, '');
    if (!from || !to || NOT_COPY.test(from) || syms.some((s) => s.kind === 'col')) continue;
    if (/^(?:bigger|smaller|larger|darker|lighter|bold|bolder|centred|centered)$/i.test(to)) continue;
    const quoted = /^["'\u201c\u201d\u201e\u00ab\u00bb\u2018\u2019]/u.test(
      prompt.slice(m.index + m[0].indexOf(from) - 1),
    );
    const start = m.index + m[0].indexOf(from) - (quoted ? 1 : 0);
    const end = m.index + m[0].length;
    const inside = syms.filter((s) => s.start >= start && s.end <= end + 1);
    if (!inside.length) continue;
    let first = syms.indexOf(inside[0]);
    // "it says tonite, …": the words that introduced the wrong text go with it.
    while (first > 0 && syms[first - 1].start >= m.index) first--;
    const last = syms.indexOf(inside.at(-1)!);
    syms = [
      ...syms.slice(0, first),
      { kind: 'r', c: to.replace(/[.!]$/, ''), from, start, end },
      ...syms.slice(last + 1),
    ];
  }
  return syms;
}
