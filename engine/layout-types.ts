import { type StyleDefinition, type StylePalette } from './catalog/styles-types.js';
import { type CopyFacts } from './copy.js';
import { type Box, type El } from './svg.js';
import { type AdCopy, type AdSize } from './types.js';

export type LayoutCtx = {
  w: number;
  h: number;
  size: AdSize;
  style: StyleDefinition;
  pal: StylePalette;
  copy: AdCopy;
  facts: CopyFacts;
  seed: number;
  /** Seeded variation: product on the other side / text block moved. */
  mirror: boolean;
  variant: number;
  /** Product scale multiplier from edits ("bigger product"). */
  emphasis: number;
  /** Product width / height. */
  aspect: number;
  framed: boolean;
};

/** A text colour for a box over the scene, plus a backing panel colour when no ink reaches 4.5:1. */
export type InkFn = ((box: Box, preferred?: string) => { ink: string; backing?: string }) & {
  /** Records text drawn in a fixed colour on its own solid panel, for the contrast check. */
  fixed(box: Box, fg: string, bg: string): void;
};

export type LayoutPlan = {
  /** Where the product may go; it is fitted inside, standing on the box's bottom edge. */
  product: Box;
  /** Text and graphic elements, absolutely positioned on the full canvas (never over the product). */
  text: (ink: InkFn) => El[];
  /** Extra SVG drawn over the scene but under the text (cards, panels, dividers). */
  decor?: (placed: Box) => string;
  /** Product rotation in degrees (phone-photo looks). */
  tilt?: number;
};

export type Layout = (ctx: LayoutCtx) => LayoutPlan;

export function isTall(ctx: LayoutCtx): boolean {
  return ctx.h > ctx.w * 1.5;
}

export function isPortrait(ctx: LayoutCtx): boolean {
  return ctx.h > ctx.w * 1.1;
}

/**
 * Where the split scene and the before/after layout divide a portrait canvas: the "before" part
 * only carries a label and one line of copy, so it gets less than half.
 */
export function splitY(w: number, h: number): number {
  return Math.round(h > w * 1.5 ? h * 0.34 : h * 0.42);
}

export const margin = (ctx: LayoutCtx) => Math.round(ctx.w * 0.07);
