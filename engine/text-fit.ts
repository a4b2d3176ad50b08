import { missingGlyphs, textWidthEm } from './font-metrics.js';
import { type FontSpec } from './fonts.js';

/**
 * Makes arbitrary buyer text safe for the fonts: every character some shipped face can draw is
 * kept as typed (Polish, Czech, Turkish, Vietnamese, Cyrillic, Greek, currency signs); characters
 * no face has (emoji, CJK, control codes) are dropped rather than drawn as boxes.
 */
export function sanitizeText(text: string): string {
  const out: string[] = [];
  for (const ch of text.normalize('NFC')) {
    if (/\s/.test(ch)) out.push(' ');
    else if (/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u.test(ch)) continue;
    else if (!missingGlyphs(ch).length) out.push(ch);
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** Width of a string in em units of the given font, from the font files' own metrics (engine/font-metrics.ts). */
export function measureEm(text: string, font: FontSpec, letterSpacingEm = 0): number {
  return textWidthEm(text, font, letterSpacingEm);
}

/** Greedy word wrap; a word longer than the line is kept whole (the caller shrinks the size for it). */
export function wrap(text: string, font: FontSpec, size: number, maxWidth: number, letterSpacingEm = 0): string[] {
  const words = text.split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && measureEm(next, font, letterSpacingEm) * size > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export type FittedText = { size: number; lines: string[]; width: number; height: number };

/** A 4 % margin over the measured advance covers kerning and rasterisation differences. */
const SAFETY = 1.04;

/**
 * The largest size (<= maxSize) at which the text wraps into maxLines inside maxWidth (and
 * maxHeight); below minSize the last line is cut with an ellipsis, so text never overflows.
 */
export function fitText(
  raw: string,
  font: FontSpec,
  opts: { maxWidth: number; maxLines: number; maxSize: number; minSize: number; lineHeight?: number; maxHeight?: number; letterSpacingEm?: number; upper?: boolean },
): FittedText {
  const text = opts.upper ? sanitizeText(raw).toUpperCase() : sanitizeText(raw);
  const lh = opts.lineHeight ?? 1.1;
  const ls = opts.letterSpacingEm ?? 0;
  const avail = opts.maxWidth / SAFETY;
  for (let size = Math.floor(opts.maxSize); size >= opts.minSize; size -= Math.max(1, Math.round(size * 0.04))) {
    const lines = wrap(text, font, size, avail, ls);
    const widest = Math.max(0, ...lines.map((l) => measureEm(l, font, ls) * size));
    const height = lines.length * size * lh;
    if (lines.length <= opts.maxLines && widest <= avail && (!opts.maxHeight || height <= opts.maxHeight)) {
      return { size, lines, width: widest * SAFETY, height };
    }
  }
  const size = opts.minSize;
  const lines = wrap(text, font, size, avail, ls).slice(0, opts.maxLines);
  const cut = lines.map((l) => truncate(l, font, size, avail, ls));
  if (wrap(text, font, size, avail, ls).length > opts.maxLines) cut[cut.length - 1] = truncate(`${cut[cut.length - 1]}...`, font, size, avail, ls, true);
  return { size, lines: cut, width: opts.maxWidth, height: cut.length * size * lh };
}

function truncate(line: string, font: FontSpec, size: number, avail: number, ls: number, ellipsis = false): string {
  if (measureEm(line, font, ls) * size <= avail) return line;
  let s = line.replace(/\.\.\.$/, '');
  while (s.length > 1 && measureEm(`${s}...`, font, ls) * size > avail) s = s.slice(0, -1);
  return ellipsis || s !== line ? `${s.trimEnd()}...` : s;
}
