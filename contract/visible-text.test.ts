import { describe, expect, it } from 'vitest';
import { visibleText } from './visible-text.js';

describe('visibleText', () => {
  it('removes bidirectional controls, so a name shows what was sent', () => {
    expect(visibleText('Glow\u202Egnp.exe\u202C')).toBe('Glowgnp.exe');
    for (const c of [
      '\u202A',
      '\u202B',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ])
      expect(visibleText(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe('ab');
  });

  it('removes invisible characters that make one username look like another', () => {
    for (const c of ['\u200B', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u2062', '\u3164', '\uFFA0', '\u{E0041}'])
      expect(visibleText(`ad${c}min`), c.codePointAt(0)!.toString(16)).toBe('admin');
    // Joiners between Latin letters do nothing visible: removed.
    expect(visibleText('ad\u200Dmin')).toBe('admin');
    expect(visibleText('ad\u200Cmin')).toBe('admin');
    expect(visibleText('\u200Dadmin\u200D')).toBe('admin');
  });

  it('keeps the joiners real languages and emoji need', () => {
    const persian = 'می\u200Cخواهم'; // "I want": ZWNJ keeps the prefix unjoined
    const hindi = 'क्\u200Dष'; // a half form: ZWJ after the virama
    const sinhala = 'ශ්\u200Dරී';
    const malayalam = 'ന്\u200D';
    const family = '👩\u200D👩\u200D👧';
    const coder = '👩🏽\u200D💻';
    const rainbow = '🏳\uFE0F\u200D🌈';
    for (const text of [persian, hindi, sinhala, family, coder, rainbow]) expect(visibleText(text), text).toBe(text);
    // A joiner at the end has no letter to join to.
    expect(visibleText(malayalam)).toBe('ന്');
    // Scotland's flag is a tag sequence; stray tags are not.
    const scotland = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(visibleText(`Go ${scotland}!`)).toBe(`Go ${scotland}!`);
    expect(visibleText('x\u{E0067}\u{E007F}y')).toBe('xy');
  });

  it('keeps accents and scripts as they are, in composed form', () => {
    expect(visibleText('Cafe\u0301')).toBe('Café');
    expect(visibleText('Zoë Ünal — 東京 Ελληνικά עברית')).toBe('Zoë Ünal — 東京 Ελληνικά עברית');
  });

  it('turns control characters into nothing, or into a space or line break where the field has lines', () => {
    expect(visibleText('a\u0008b\u001Bc\u0085d')).toBe('abcd');
    expect(visibleText('line one\r\nline\ttwo')).toBe('line one line two');
    expect(visibleText('line one\r\nline two\rthree', { lines: true })).toBe('line one\nline two\nthree');
  });
});
