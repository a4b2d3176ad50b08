import { type FontRef, type StyleDefinition } from '../../contract/style-types.js';
import { darken, lighten } from '../paint/index.js';
import { type RenderParams, toRenderParams } from '../../contract/render-params.js';
import { type AdCopy } from '../../contract/engine.js';
import { pastel } from './colours.js';
import { moodParams, vividOpposite } from './moods.js';
import { type EditChange, type StyleFamily } from './plan-types.js';

export type ApplyContext = {
  style: StyleDefinition;
  /** The product photo's own colour ("brand colour"). */
  brand: string;
  /** The ad's copy as rendered now (typo fixes and badge lists start from it). */
  copy: AdCopy;
};

type FontClass = NonNullable<RenderParams['fontClass']>;
const FACE: Record<FontRef['family'], FontClass> = {
  Inter: 'sans',
  Montserrat: 'modern',
  'Playfair Display': 'serif',
  'DM Serif Display': 'serif',
  'Bebas Neue': 'condensed',
  Caveat: 'handwritten',
};
const ALTERNATE: Record<FontClass, FontClass> = {
  serif: 'modern',
  sans: 'serif',
  modern: 'serif',
  condensed: 'serif',
  handwritten: 'modern',
  display: 'serif',
};
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(v * 1000) / 1000));

export function familyOf(style: StyleDefinition): StyleFamily {
  return style.category === 'UGC' ? 'ugc' : style.category === 'Product Photoshoot' ? 'photoshoot' : 'static';
}

/**
 * A plan applied to the ad's current parameters → the parameters to render (and the scene
 * request, which only the image-model engine can use). The renderer clamps every value to the
 * composition rules, so this never has to know the layout.
 */
export function applyPlan(
  current: RenderParams,
  changes: EditChange[],
  ctx: ApplyContext,
): { params: RenderParams; scene?: string } {
  const p: RenderParams = { ...current };
  const pal = ctx.style.palette;
  const bgNow = () => p.bg ?? (pal.fromProduct ? lighten(ctx.brand, 0.86) : pal.bg);
  const accentNow = () => p.accent ?? (pal.fromProduct ? ctx.brand : pal.accent);
  const inkNow = () => p.headlineInk ?? pal.ink;
  const hex = (c: string) => (c === 'brand' ? ctx.brand : c);
  const shift = (c: string, step: number) =>
    step > 0 ? darken(c, Math.min(0.8, 0.25 * step)) : lighten(c, Math.min(0.8, 0.25 * -step));
  const copyOf = (field: 'headline' | 'subline' | 'cta') => p[field] ?? ctx.copy[field];
  let scene: string | undefined;

  for (const c of changes) {
    switch (c.target) {
      case 'background':
        if (c.scene) scene = c.scene;
        if (c.colour) {
          p.bg = hex(c.colour);
          p.shade = 0;
          if (c.colour2) p.bg2 = c.colour2;
          else delete p.bg2;
        }
        if (c.pastel) p.bg = pastel(bgNow());
        if (c.shade) p.shade = clamp((p.shade ?? 0) + c.shade, -3, 3);
        break;
      case 'headline':
        if (c.text) p.headline = c.text;
        if (c.replace) p.headline = replaced(copyOf('headline'), c.replace);
        if (c.colour) p.headlineInk = c.colour;
        if (c.shade) p.headlineInk = shift(inkNow(), c.shade);
        if (c.case) p.headlineCase = c.case;
        break;
      case 'subline':
        if (c.text) p.subline = c.text;
        if (c.replace) p.subline = replaced(copyOf('subline'), c.replace);
        break;
      case 'cta':
        if (c.text) p.cta = c.text;
        if (c.replace) p.cta = replaced(copyOf('cta'), c.replace);
        if (c.colour) p.accent = hex(c.colour);
        if (c.shade) p.accent = shift(accentNow(), c.shade);
        if (c.ink) p.ctaInk = c.ink;
        if (c.contrast) {
          p.accent = vividOpposite(bgNow());
          delete p.ctaInk;
        }
        break;
      case 'font':
        if (c.fontClass) p.fontClass = c.fontClass;
        if (c.alternate) p.fontClass = ALTERNATE[p.fontClass ?? FACE[ctx.style.fonts.headline.family]];
        if (c.weight) p.weight = clamp((p.weight ?? 0) + c.weight, -2, 2);
        break;
      case 'text-size':
        if (c.scope === 'headline') p.headlineScale = clamp((p.headlineScale ?? 1) * 1.15 ** c.step, 0.5, 2);
        else p.textScale = clamp((p.textScale ?? 1) * 1.15 ** c.step, 0.5, 2);
        break;
      case 'product':
        if (c.size) p.emphasis = clamp((p.emphasis ?? 1) * 1.2 ** c.size, 0.6, 1.5);
        if (c.position) p.productPosition = c.position;
        break;
      case 'badge': {
        const now = p.badges ?? ctx.copy.badges;
        if (c.action === 'colour' && c.colour) p.accent = hex(c.colour);
        if (c.action === 'remove')
          p.badges = c.text ? now.filter((b) => b.toLowerCase() !== c.text!.toLowerCase()) : [];
        // The buyer's badge leads: a layout with room for one badge shows the first, and an added
        // badge the ad did not show read as an edit that did nothing.
        if (c.action === 'add' && c.text && !now.some((b) => b.toLowerCase() === c.text!.toLowerCase()))
          p.badges = [c.text, ...now].slice(0, 4);
        break;
      }
      case 'offer':
        p.offer = c.action === 'remove' ? null : (c.text ?? p.offer);
        break;
      case 'mood':
        Object.assign(p, moodParams(c.mood, familyOf(ctx.style), { bg: bgNow(), accent: accentNow(), params: p }));
        break;
      case 'layout':
        if (c.align) p.align = c.align;
        if (c.textSide) p.productPosition = c.textSide === 'left' ? 'right' : 'left';
        break;
    }
  }
  return { params: toRenderParams(p as Record<string, unknown>), scene };
}

/** The buyer's correction inside the current text (case-insensitive), the rest as it was. */
function replaced(text: string, { from, to }: { from: string; to: string }): string {
  const at = text.toLowerCase().indexOf(from.toLowerCase());
  return at < 0 ? text : text.slice(0, at) + to + text.slice(at + from.length);
}
