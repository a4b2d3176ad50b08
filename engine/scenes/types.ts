import { type StylePalette } from '../../contract/style-types.js';
import { type Box } from '../paint/index.js';
import { type Light } from './light.js';
import { type ProductForm, type ProductNote } from '../../contract/product-form.js';

/**
 * Before & After's pair of use (engine/layout/use-pair.ts): the square the "before" prop fills in
 * the grey field, the glass beside the product in the coloured one, the arrow's centre on the cut,
 * and the grey field and cut's points where the layout bends the cut round the product.
 */
export type UsePair = {
  before: Box;
  after?: Box;
  arrow: { x: number; y: number; s: number };
  poly?: Array<[number, number]>;
  cut?: Array<[number, number]>;
};

/** What a layout tells the scene: where a split divides the canvas, and the text boxes props keep clear of. */
export type SceneHints = {
  splitY?: number;
  splitX?: number;
  /** The second field of a split set (the grey "before", a deep brand field, a colour band), in canvas pixels. */
  field?: Box;
  /** A field cut on a slant (Before & After's question side): its corners in canvas pixels, the cut from the second to the third. */
  poly?: Array<[number, number]>;
  /** Before & After's pair of use (engine/layout/use-pair.ts): the before prop, the glass, the arrow, a bent cut. */
  pair?: UsePair;
  avoid: Box[];
  /** A held product's hand and arm (engine/compose/held.ts `handReach`): a flat lay's props keep off it. */
  hand?: Box;
};

/**
 * Drawn backdrops (SVG fragments in full-size canvas coordinates; engine/scenes/light.ts says at
 * which resolution each is rasterised). `product` is the product's drawn box and `base` the line
 * it stands on, so podiums, shelves and counters meet it in every layout; `hints.avoid` lists the
 * text boxes props should stay clear of.
 */
export type SceneParams = {
  w: number;
  h: number;
  pal: StylePalette;
  product: Box;
  base: { cx: number; y: number; width: number };
  seed: number;
  variant: number;
  hints: SceneHints;
  light: Light;
  look: ProductLook;
};
/**
 * `back` is out of focus (rasterised small and enlarged), `front` in focus; see engine/scenes/light.ts.
 * `wash` is a set's smooth full-canvas paint under its front where it has no back (a gradient
 * field, a glow): it has no edge to blur, so it is rasterised at the back's scale and enlarged like
 * it, where a canvas-sized gradient at full size was a set's largest cost
 * (docs/decisions/077-smooth-fields-drawn-small.md); the camera's finish still covers the whole set.
 */
export type Scene = { back?: string; front?: string; wash?: string };
export type SceneFn = (p: SceneParams) => Scene;

/** What a product's purpose asks of the light: calm and dark for sleep, bright for energy (engine/render/look.ts). */
export type Mood = 'calm' | 'energy' | 'fresh' | 'aqua' | 'soft' | 'neutral';

/**
 * The product as the scenes see it: the mood its purpose sets, its form and flavours (props true
 * to them, contract/product-form.ts), and its own colours read from the cutout.
 */
export type ProductLook = {
  mood: Mood;
  form: ProductForm;
  notes: ProductNote[];
  /** When the brief says it is taken (engine/scenes/timing.ts): the counter's sun follows it. */
  when?: 'evening' | 'morning';
  /** A box, pouch or bag of paper or foil (engine/render/look.ts `paperPack`): it stands on a stone, not in water. */
  paper?: boolean;
  /** The label's most frequent saturated colour. */
  brand: string;
  /** The product's dominant colour, neutrals included (a white tub, an amber bottle). */
  body: string;
  /** The product reads dark (a black tub, a navy box): sets keep a light surface behind it. */
  dark: boolean;
  /**
   * The mean colour along the product's outline, what a backdrop must stand apart from (an amber
   * dropper with a white label: amber); the body's colour when not read.
   */
  edge?: string;
};
