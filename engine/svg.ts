import satori from 'satori';
import { type FontRef } from './catalog/styles-types.js';
import { familyStack, loadFonts } from './fonts.js';
import { fitText, type FittedText } from './text-fit.js';

/** A satori element (the subset of React elements satori reads), built without JSX. */
export type El = { type: string; props: Record<string, unknown> };
export type Style = Record<string, string | number | undefined>;

export function h(type: string, style: Style, children?: El | string | Array<El | string | false | undefined | null>): El {
  const kids = Array.isArray(children) ? children.filter((c): c is El | string => !!c) : children;
  return { type, props: { style, children: kids } };
}

export type Box = { x: number; y: number; w: number; h: number };

export function abs(box: Box, style: Style, children?: El | string | Array<El | string | false | undefined | null>): El {
  return h('div', { position: 'absolute', left: Math.round(box.x), top: Math.round(box.y), width: Math.round(box.w), height: Math.round(box.h), display: 'flex', ...style }, children);
}

/** The face and, per character, its stand-ins for scripts it lacks (engine/fonts.ts); always use this for text. */
export function fontStyle(f: FontRef): Style {
  return { fontFamily: familyStack(f.family).join(', '), fontWeight: f.weight, fontStyle: f.style ?? 'normal' };
}

/** Pre-wrapped lines: each line is its own block so wrapping can never differ from the measurement. */
export function lines(fit: FittedText, font: FontRef, color: string, opts: { lineHeight?: number; align?: 'left' | 'center' | 'right'; letterSpacing?: number } = {}): El {
  const lh = opts.lineHeight ?? 1.1;
  const align = opts.align ?? 'left';
  return h('div', { display: 'flex', flexDirection: 'column', alignItems: align === 'left' ? 'flex-start' : align === 'right' ? 'flex-end' : 'center' },
    fit.lines.map((line) => h('div', { ...fontStyle(font), fontSize: fit.size, lineHeight: lh, color, whiteSpace: 'nowrap', letterSpacing: opts.letterSpacing ? `${opts.letterSpacing}em` : undefined, display: 'flex' }, line)));
}

export function fit(text: string, font: FontRef, maxWidth: number, maxLines: number, maxSize: number, minSize = Math.max(18, maxSize * 0.45), extra: { upper?: boolean; lineHeight?: number; maxHeight?: number; letterSpacingEm?: number } = {}): FittedText {
  return fitText(text, font, { maxWidth, maxLines, maxSize, minSize, ...extra });
}

/** Inline SVG icons: the latin font subsets have no star, tick or cross glyphs. */
export function icon(kind: 'star' | 'check' | 'cross' | 'heart', size: number, color: string): El {
  const paths: Record<string, string> = {
    star: 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.7 7.3L12 17.8 5.7 21.5l1.7-7.3L2 9.5l7.1-.6z',
    check: 'M4 12.5l5 5L20 6.5',
    cross: 'M6 6l12 12M18 6L6 18',
    heart: 'M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.2 5 6.6 5c2.2 0 3.9 1.3 5.4 3.2C13.5 6.3 15.2 5 17.4 5c3.4 0 5.5 3.4 4.1 6.8C19.5 16.4 12 21 12 21z',
  };
  const filled = kind === 'star' || kind === 'heart';
  return { type: 'svg', props: { width: size, height: size, viewBox: '0 0 24 24', style: { flexShrink: 0 }, children: { type: 'path', props: { d: paths[kind], fill: filled ? color : 'none', stroke: filled ? 'none' : color, strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } } } };
}

export function stars(n: number, size: number, color: string): El {
  return h('div', { display: 'flex', gap: Math.round(size * 0.12) }, Array.from({ length: n }, () => icon('star', size, color)));
}

/**
 * Text satori found no glyph for in any shipped face; stays empty while every line goes through
 * sanitizeText (engine/text-fit.ts). Satori reports each missing segment once per process.
 */
const missing = new Set<string>();
export function takeMissingGlyphs(): string[] {
  const out = [...missing];
  missing.clear();
  return out;
}

/** Satori turns text into paths, so the result needs no fonts when rasterised. */
export async function textLayerSvg(children: El[], width: number, height: number): Promise<string> {
  const root = h('div', { width, height, display: 'flex', position: 'relative', boxSizing: 'border-box' }, children);
  return satori(root as never, {
    width, height, fonts: loadFonts() as never,
    loadAdditionalAsset: async (_language: string, segment: string) => {
      if (missing.size < 1000) missing.add(segment);
      return [] as never;
    },
  });
}
