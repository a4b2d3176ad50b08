import { FONT_WIDTHS } from './font-metrics.js';
import { type FontSpec } from './fonts.js';

/** Characters outside these ranges have no glyph in the shipped latin subsets and would render as boxes. */
const EXTRA_WIDTH: Record<string, number> = { '\u2019': 0.3, '\u2018': 0.3, '\u201c': 0.5, '\u201d': 0.5, '\u2014': 1, '\u2013': 0.55, '\u2022': 0.45 };

/** Makes arbitrary buyer text safe for the fonts: known glyphs kept, accents folded, the rest dropped. */
export function sanitizeText(text: string): string {
  const out: string[] = [];
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 32 && code < 127) || (code >= 0xc0 && code <= 0xff && code !== 0xd7 && code !== 0xf7) || ch in EXTRA_WIDTH) {
      out.push(ch);
    } else if (/\s/.test(ch)) {
      out.push(' ');
    } else {
      const folded = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      if (/^[\x20-\x7e]+$/.test(folded)) out.push(folded);
    }
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

function key(font: FontSpec): string {
  return `${font.family}|${font.weight}|${font.style ?? 'normal'}`;
}

/** Width of a string in em units of the given font. */
export function measureEm(text: string, font: FontSpec, letterSpacingEm = 0): number {
  const table = FONT_WIDTHS[key(font)] ?? FONT_WIDTHS['Inter|800|normal'];
  let w = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    w += (code >= 32 && code < 127 ? table[code - 32] : EXTRA_WIDTH[ch] ?? 0.62) + letterSpacingEm;
  }
  return w;
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
