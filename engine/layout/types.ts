import { type StyleDefinition, type StylePalette } from '../../contract/style-types.js';
import { type CopyFacts } from '../copy/index.js';
import { type FontSpec } from '../text/index.js';
import { type RenderParams } from '../../contract/render-params.js';
import { type Box } from '../paint/index.js';
import { type ProductLook, type SceneHints } from '../scenes/index.js';
import { type AdCopy, type AdSize, type BoxRole, type LayoutBox } from '../../contract/engine.js';

export type Align = 'left' | 'center' | 'right';

/** Facts the buyer supplied for this ad (extras, with the edit's offer and badges applied). */
export type Honest = {
  offer?: string;
  rating?: { value: number; count: number };
  review?: { quote: string; author: string };
  badges: string[];
};

export type LayoutCtx = {
  w: number;
  h: number;
  size: AdSize;
  style: StyleDefinition;
  pal: StylePalette;
  /** The product's mood, form, flavours and colours (engine/render/look.ts). */
  look: ProductLook;
  /** The style's faces after the edit's font class and weight. */
  fonts: { headline: FontSpec; body: FontSpec; accent: FontSpec; label: FontSpec };
  copy: AdCopy;
  facts: CopyFacts;
  honest: Honest;
  params: RenderParams;
  seed: number;
  /** Seeded variation: product on the other side / text block moved. */
  mirror: boolean;
  /**
   * The side a held product's arm enters the ad from (its cut edge, engine/compose/held.ts): the
   * product stands on that side and the copy takes the other (held-side.ts).
   */
  heldFrom?: 'left' | 'right';
  variant: number;
  /** Product scale multiplier from edits ("bigger product"). */
  emphasis: number;
  /** Product width / height (of its bounding box, or of the whole photo when framed). */
  aspect: number;
  framed: boolean;
  /** The largest drawn width of the product that keeps it at or below 1.5x its native pixels. */
  maxProductW: number;
  /** Margin (at least 4 % of the short side) and the box text and buttons must stay inside. */
  m: number;
  safe: Box;
  /** The buyer's text size times `storyType`: every block's type scales with it. */
  textScale: number;
  headlineScale: number;
  /**
   * How much larger a 9:16 ad's type starts than the layouts' own sizes (1.1 on 1:1 and 4:5): a
   * story fills the phone's screen and has the room, and a feed ad is seen at a third of its pixels,
   * so sub-lines, lists and labels need not sit at the floor. The headline, already the largest
   * line, is sized without it (docs/decisions/092-feed-secondary-type.md).
   */
  storyType: number;
  /** Lines a headline may take beyond its layout's own limit (a re-plan when a long headline crowds the product out). */
  extraLines?: number;
  /**
   * 1:1: the solver also tries the columns between its coarse steps where none meets the rules (the
   * re-plan where the one with extraLines set a headline four or five lines deep, layouts.ts).
   */
  fineColumns?: boolean;
  /** Under a buyer's "larger headline": the headline's size (px) in the unedited plan, which the edit must beat. */
  headlineBefore?: number;
  /**
   * The previous, smaller floors (headline 40 px, bubbles 38 px, dense list rows): a re-plan for when
   * the readable floors would leave the product under the hero's share
   * (docs/decisions/126-readable-type-floor-and-clean-breaks.md).
   */
  tight?: boolean;
  /**
   * The tight re-plan's first try on 1:1 and 4:5: its floors, but a button at its tap size and
   * headline words and bubbles whole, taken where it keeps the hero's share
   * (docs/decisions/180-feed-tight-re-plan-keeps-the-button.md).
   */
  whole?: boolean;
};

/** A block of text, wrapped and sized, positioned line by line; its colour is chosen on the rendered pixels. */
export type TextItem = {
  role: BoxRole;
  text: string;
  font: FontSpec;
  size: number;
  lineHeight: number;
  letterSpacing: number;
  lines: Array<{ text: string; x: number; y: number; w: number }>;
  box: Box;
  /** Candidate colours, preferred first; the first that reaches the contrast rule is used. */
  ink: string[];
  /** The box recorded for this text's role (a button's pill), or false when another item records it. */
  record?: Box | false;
  /** May get a backing panel when no candidate reads on the pixels behind it. */
  canBack?: boolean;
};

/** Crisp vector shapes over the scene and product (cards, pills, notes), under the text. */
export type Panel = {
  svg: string;
  box: Box;
  role?: BoxRole;
  shadow?: { radius: number; strength: number };
  /**
   * Fill candidates for the svg's `@ink` marks, chosen like a text's ink on the pixels really
   * behind the panel (the first to reach 3:1): a mark on a photographic wall cannot know that
   * wall's colour from the palette (docs/decisions/174-reviews-said-large-and-stars-that-read.md).
   */
  inks?: string[];
};

export type Plan = {
  /** The product's drawn bounding box (or the framed photo's). */
  product: Box;
  panels: Panel[];
  texts: TextItem[];
  /** Soft marks drawn into the scene under the product (connector lines). */
  under?: string;
  /** Crisp shapes in front of the product (an unboxing box's front wall). */
  front?: string;
  hints?: Partial<SceneHints>;
  boxes?: LayoutBox[];
  /** The product lies turned by this many degrees (a flat lay); `product` is its turned bounding box. */
  tilt?: number;
  /** No arrangement met the rules: the solver's last resort (a re-plan at lower floors is tried). */
  forced?: boolean;
};

export type Layout = (ctx: LayoutCtx) => Plan;

export function isTall(ctx: { w: number; h: number }): boolean {
  return ctx.h > ctx.w * 1.5;
}

/** A 4:5 or 9:16 canvas: taller than wide. */
export function isUpright(ctx: { w: number; h: number }): boolean {
  return ctx.h > ctx.w * 1.1;
}
