import { type SceneKind } from '../../contract/style-types.js';
import { mix, lin } from '../paint/index.js';
import { flatlay } from './flatlay.js';
import { diagram, dots, fields, gradient, plinth, quote, rays, solid, split, spotlight, versus } from './graphic.js';
import { HOME_SCENES } from './home.js';
import { botanical, colourBlock, podium, window_ } from './photo.js';
import { shelf } from './shelf.js';
import { box } from './unbox.js';
import { golden, marble, sweep, water } from './photo-sets.js';
import { SCREEN_SCENES } from './screens.js';
import { type Scene, type SceneFn, type SceneParams } from './types.js';

/**
 * Behind a framed photo (a product that could not be cut out): a wash of the style's colours
 * over the buyer's own photo, blurred (engine/compose draws the blur); never a scene built
 * for a cut-out product.
 */
const framed: SceneFn = ({ w, h, pal }) => ({
  back: `<defs>${lin('fw', [pal.bg, mix(pal.bg, pal.bg2, 0.5)])}</defs><rect width="${w}" height="${h}" fill="url(#fw)" fill-opacity="0.72"/>`,
});

export const SCENES: Record<SceneKind | 'framed', SceneFn> = {
  solid,
  gradient,
  spotlight,
  dots,
  split,
  fields,
  rays,
  versus,
  quote,
  diagram,
  plinth,
  framed,
  podium,
  botanical,
  window: window_,
  'colour-block': colourBlock,
  shelf,
  flatlay,
  marble,
  golden,
  water,
  sweep,
  ...HOME_SCENES,
  box,
  ...SCREEN_SCENES,
};

export function drawScene(kind: SceneKind | 'framed', p: SceneParams): Scene {
  return SCENES[kind](p);
}
