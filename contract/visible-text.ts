import * as v from 'valibot';

/**
 * Text that someone else reads — a username, a buyer's name, a product's name and description, an
 * edit prompt, an admin's note — is stored as it looks (decision 064). Removed:
 * - bidirectional controls (U+202A–U+202E, U+2066–U+2069, LRM, RLM, ALM): `Glow\u202Egnp.exe` would
 *   show as "Glowexe.png";
 * - invisible characters: zero-width space, word joiner, BOM, Mongolian vowel separator, invisible
 *   operators, deprecated format controls, soft hyphen, Hangul fillers, interlinear annotations,
 *   tag characters outside an emoji flag, and control characters (a line break only where the
 *   field has lines): "ad\u200Bmin" would look like "admin".
 * Kept: the zero-width joiner and non-joiner where a real language needs them — between letters of
 * scripts that join or form conjuncts (Arabic and Persian, Syriac, N'Ko, Mongolian, the Indic
 * scripts, Sinhala, Myanmar, Khmer …) and inside emoji sequences (👩‍💻); anywhere else they are
 * removed too. Everything is put in Unicode's composed form (NFC), so "é" has one spelling.
 */
const REMOVED =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}]/u;
const JOINER = /[\u200C\u200D]/u;
const TAG = /[\u{E0000}-\u{E007F}]/u;
const JOINING_SCRIPT =
  /[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Devanagari}\p{scx=Bengali}\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Myanmar}\p{scx=Khmer}\p{scx=Tibetan}\p{scx=Thaana}\p{scx=Adlam}\p{scx=Hanifi_Rohingya}\p{scx=Manichaean}\p{scx=Psalter_Pahlavi}\p{scx=Mandaic}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_TAIL = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const BLACK_FLAG = '\u{1F3F4}';

function keepJoiner(before: string | undefined, after: string | undefined): boolean {
  if (before === undefined || after === undefined) return false;
  if (JOINING_SCRIPT.test(before) && JOINING_SCRIPT.test(after)) return true;
  return EMOJI_TAIL.test(before) && PICTOGRAPH.test(after);
}

/** One field's text as it looks; `lines` keeps line breaks (descriptions, prompts, notes). */
export function visibleText(input: string, options: { lines?: boolean } = {}): string {
  const chars = Array.from(input.normalize('NFC').replace(/\r\n?/g, '\n'));
  const out: string[] = [];
  let inFlag = false;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (TAG.test(c)) {
      // Tags spell a subdivision flag after the black flag (🏴 + gbsct + cancel tag); nowhere else.
      inFlag ||= out.at(-1) === BLACK_FLAG;
      if (inFlag) out.push(c);
      if (c === '\u{E007F}') inFlag = false;
      continue;
    }
    inFlag = false;
    if (REMOVED.test(c)) continue;
    if (JOINER.test(c)) {
      if (keepJoiner(out.at(-1), chars[i + 1])) out.push(c);
      continue;
    }
    if (/\p{Cc}/u.test(c)) {
      if (c === '\n' && options.lines) out.push(c);
      else if (c === '\t' || c === '\n') out.push(' ');
      continue;
    }
    out.push(c);
  }
  return out.join('');
}

/** valibot: the field's text as it looks, before its length and emptiness checks. */
export const visible = (options: { lines?: boolean } = {}) => v.transform((s: string) => visibleText(s, options));
