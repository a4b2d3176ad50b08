import { type CutoutHintDto, isEmptyHint, MAX_CUTOUT_TAPS } from '@contract/cutout-hint';

/**
 * Step 2's corrections of the cutout (docs/product.md, step 2): what a tap or a dragged box adds to
 * the buyer's hint, in the photo's own pixels.
 */
export type TapMode = 'include' | 'exclude' | 'box';
export type Point = { x: number; y: number };

/** A point on the shown photo (CSS pixels within its box) in the photo's own pixels. */
export function toPhotoPixels(
  at: { clientX: number; clientY: number },
  shown: { left: number; top: number; width: number; height: number },
  natural: { width: number; height: number },
): Point {
  const x = ((at.clientX - shown.left) / shown.width) * natural.width;
  const y = ((at.clientY - shown.top) / shown.height) * natural.height;
  return {
    x: Math.round(Math.min(natural.width - 1, Math.max(0, x))),
    y: Math.round(Math.min(natural.height - 1, Math.max(0, y))),
  };
}

/** A tap: on the product (include) or on what is not theirs (exclude); the oldest taps give way. */
export function addTap(hint: CutoutHintDto | null, mode: 'include' | 'exclude', p: Point): CutoutHintDto {
  const next: CutoutHintDto = { ...hint };
  next[mode] = [...(hint?.[mode] ?? []), p].slice(-MAX_CUTOUT_TAPS);
  return next;
}

/** A box dragged from one corner to the other; a box too small to mean anything is a tap on the product. */
export function setBox(hint: CutoutHintDto | null, from: Point, to: Point, natural: { width: number }): CutoutHintDto {
  const w = Math.abs(to.x - from.x);
  const h = Math.abs(to.y - from.y);
  if (Math.max(w, h) < natural.width * 0.02) return addTap(hint, 'include', to);
  return { ...hint, box: { x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), w, h } };
}

/** The hint as POST /api/generate stores it (null when it says nothing). */
export function storedHint(hint: CutoutHintDto | null | undefined): CutoutHintDto | null {
  return hint && !isEmptyHint(hint) ? hint : null;
}
