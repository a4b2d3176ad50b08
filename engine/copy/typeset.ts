/**
 * French sets a space that never breaks before ":", ";", "!", "?" and inside « » ("De près:" was
 * graded a flaw, docs/grades/s13-pair-*.tsv; docs/decisions/142-short-lines-that-keep-the-number.md).
 * No shipped face draws the narrow one (U+202F), so the plain no-break space (U+00A0), which every
 * face draws and engine/text keeps with its word, so the mark never starts a line.
 */
const NBSP = '\u00A0';

export function typeset(text: string, lang: string): string {
  if (lang !== 'fr' || !text) return text;
  return text
    .replace(/[^\S\n]*([:;!?»])(?=\s|$)/gu, `${NBSP}$1`)
    .replace(/«[^\S\n]*/gu, `«${NBSP}`)
    .replace(/^\u00A0/u, '');
}
