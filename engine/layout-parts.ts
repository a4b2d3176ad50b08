import { contrast, ensureContrast, inkOn } from './color.js';
import { type InkFn, type LayoutCtx } from './layout-types.js';
import { type Box, type El, abs, fit, h, icon, lines } from './svg.js';

/** Building blocks shared by the layouts: every text block is measured before it is placed. */

export type Align = 'left' | 'center' | 'right';

/** Headline fitted into a box over the scene; the box height it really needs is returned. */
export function headline(ctx: LayoutCtx, box: Box, ink: InkFn, opts: { maxLines?: number; maxSize?: number; align?: Align; text?: string; font?: 'headline' | 'accent' | 'body'; upper?: boolean } = {}): { el: El; height: number } {
  const font = ctx.style.fonts[opts.font ?? 'headline'];
  const upper = opts.upper ?? ctx.style.copy.upperHeadline;
  const lh = font.family === 'Bebas Neue' ? 0.98 : 1.08;
  const f = fit(opts.text ?? ctx.copy.headline, font, box.w, opts.maxLines ?? 3, opts.maxSize ?? ctx.w * 0.085, undefined, { upper, lineHeight: lh, maxHeight: box.h });
  const real = { ...box, h: f.height };
  const { ink: color, backing } = ink(alignBox(real, f.width, opts.align), ctx.pal.ink);
  return { el: abs(real, { ...backed(backing, opts.align), justifyContent: justify(opts.align) }, lines(f, font, color, { lineHeight: lh, align: opts.align })), height: f.height };
}

export function body(ctx: LayoutCtx, box: Box, ink: InkFn, text: string, opts: { maxLines?: number; size?: number; align?: Align; color?: string } = {}): { el: El; height: number } {
  const font = ctx.style.fonts.body;
  const f = fit(text, font, box.w, opts.maxLines ?? 3, opts.size ?? ctx.w * 0.036, 20, { lineHeight: 1.3, maxHeight: box.h });
  const real = { ...box, h: f.height };
  const { ink: color, backing } = opts.color ? { ink: opts.color, backing: undefined } : ink(alignBox(real, f.width, opts.align), ctx.pal.ink);
  return { el: abs(real, { ...backed(backing, opts.align), justifyContent: justify(opts.align) }, lines(f, font, color, { lineHeight: 1.3, align: opts.align })), height: f.height };
}

function justify(align?: Align): string {
  return align === 'center' ? 'center' : align === 'right' ? 'flex-end' : 'flex-start';
}

function alignBox(box: Box, width: number, align?: Align): Box {
  const x = align === 'center' ? box.x + (box.w - width) / 2 : align === 'right' ? box.x + box.w - width : box.x;
  return { x: x - 8, y: box.y - 4, w: width + 16, h: box.h + 8 };
}

function backed(backing: string | undefined, _align?: Align): Record<string, string | number> {
  return backing ? { backgroundColor: backing, borderRadius: 18, padding: '6px 14px', margin: '-6px -14px' } : {};
}

/** The call to action: a pill in the accent colour, text always readable on it. */
export function cta(ctx: LayoutCtx, x: number, y: number, maxW: number, opts: { size?: number; align?: Align; text?: string } = {}): { el: El; w: number; h: number } {
  const font = ctx.style.fonts.body.family === 'Caveat' ? { family: 'Inter' as const, weight: 800 as const } : { ...ctx.style.fonts.body, weight: 800 as const, family: ctx.style.fonts.body.family === 'Playfair Display' || ctx.style.fonts.body.family === 'DM Serif Display' ? 'Inter' as const : ctx.style.fonts.body.family };
  // A language we have no call to action in gets none rather than an English one.
  if (!(opts.text ?? ctx.copy.cta)) return { el: h('div', { display: 'flex' }), w: 0, h: 0 };
  const size = opts.size ?? Math.round(ctx.w * 0.034);
  const padX = size * 1.3;
  const f = fit(opts.text ?? ctx.copy.cta, font, maxW - padX * 2, 1, size, 18, { upper: true, letterSpacingEm: 0.06 });
  const bw = Math.min(maxW, f.width + padX * 2);
  const bh = f.size * 2.4;
  const bx = opts.align === 'center' ? x + (maxW - bw) / 2 : opts.align === 'right' ? x + maxW - bw : x;
  const fg = ensureContrast(ctx.pal.accentInk, ctx.pal.accent);
  const el = abs({ x: bx, y, w: bw, h: bh }, { backgroundColor: ctx.pal.accent, borderRadius: bh / 2, alignItems: 'center', justifyContent: 'center' }, [lines(f, font, fg, { letterSpacing: 0.06 })]);
  return { el, w: bw, h: bh };
}

/** Small rounded badges such as "Clinically studied"; only ever the ones the description supports. Returns the strip's real height. */
export function badges(ctx: LayoutCtx, list: string[], x: number, y: number, maxW: number, opts: { align?: Align; size?: number; onDark?: boolean } = {}): { el: El | undefined; h: number } {
  if (!list.length) return { el: undefined, h: 0 };
  const size = opts.size ?? Math.round(ctx.w * 0.024);
  const bg = ctx.pal.panel;
  const fg = contrast(ctx.pal.panelInk, bg) >= 4.5 ? ctx.pal.panelInk : inkOn(bg);
  const font = { family: 'Inter' as const, weight: 600 as const };
  const maxRows = list.length > 1 && maxW < ctx.w * 0.6 ? 2 : 1;
  const fits = list.map((b) => fit(b, font, maxW * 0.9, 1, size, 16, { upper: true, letterSpacingEm: 0.05 }));
  // Badges wrap onto at most maxRows rows; one that would not fit is left out rather than hidden
  // behind the next block.
  let rows = 1;
  let used = 0;
  const shown = fits.filter((f) => {
    const bw = f.width + f.size * 1.1 + 8 + size * 1.8 + 4;
    if (used && used + 12 + bw > maxW) { rows++; used = 0; }
    used += (used ? 12 : 0) + bw;
    return rows <= maxRows;
  });
  rows = Math.min(rows, maxRows);
  const items = shown.map((f) => {
    return h('div', { display: 'flex', alignItems: 'center', gap: 8, backgroundColor: bg, borderRadius: 999, padding: `${size * 0.45}px ${size * 0.9}px`, border: `2px solid ${ctx.pal.accent}` },
      [icon('check', f.size * 1.1, ensureContrast(ctx.pal.accent, bg, 3)), lines(f, font, fg, { letterSpacing: 0.05 })]);
  });
  const hgt = size * 2.1;
  const total = hgt * rows + 12 * (rows - 1);
  return { el: abs({ x, y, w: maxW, h: total }, { flexWrap: 'wrap', gap: 12, justifyContent: justify(opts.align), alignContent: 'flex-start' }, items), h: total };
}

/** A solid card (testimonials, comparisons) with its text colour chosen for contrast. */
export function card(ctx: LayoutCtx, box: Box, children: El[], opts: { bg?: string; radius?: number; pad?: number; column?: boolean; shadow?: boolean } = {}): El {
  return abs(box, { backgroundColor: opts.bg ?? ctx.pal.panel, borderRadius: opts.radius ?? 28, padding: opts.pad ?? 36, flexDirection: opts.column === false ? 'row' : 'column', border: opts.shadow === false ? undefined : '2px solid rgba(0,0,0,0.08)' }, children);
}

export function panelInk(ctx: LayoutCtx, bg = ctx.pal.panel): string {
  return contrast(ctx.pal.panelInk, bg) >= 4.5 ? ctx.pal.panelInk : inkOn(bg);
}
