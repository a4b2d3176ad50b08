import { type LayoutCtx } from './types.js';

/**
 * The product's side in a side-by-side arrangement when it is held in a hand
 * (docs/decisions/121-held-footprint-and-sharp-small-photos.md): the side its arm enters from, so
 * the arm runs out of the frame beside the product rather than under the copy. A style's own side
 * gives way to it; a buyer's "product on the left/right" does not (the solver asks that first).
 */
export function heldSide(ctx: LayoutCtx, fallback: 'left' | 'right'): 'left' | 'right' {
  return ctx.heldFrom ?? fallback;
}
