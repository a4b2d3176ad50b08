import { type StylePalette } from '../../contract/style-types.js';

/**
 * Drawn backdrops (SVG fragments, full canvas). `base` is where the product stands, so podiums,
 * shelves and counters line up with it in every layout.
 */
export type SceneParams = {
  w: number;
  h: number;
  pal: StylePalette;
  base: { cx: number; y: number; width: number };
  seed: number;
  variant: number;
};
export type SceneFn = (p: SceneParams) => string;
