import { type StylePalette } from '../../contract/style-types.js';
import { type Box } from '../paint/index.js';
import { type Light } from './light.js';

/** What a layout tells the scene: where a split divides the canvas, and the text boxes props keep clear of. */
export type SceneHints = { splitY?: number; splitX?: number; avoid: Box[] };

/**
 * Drawn backdrops (SVG fragments in full-size canvas coordinates; engine/scene-light.ts says at
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
};
/** `back` is out of focus (rasterised small and enlarged), `front` in focus; see engine/scene-light.ts. */
export type Scene = { back?: string; front?: string };
export type SceneFn = (p: SceneParams) => Scene;
