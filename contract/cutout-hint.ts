import * as v from 'valibot';

/**
 * The buyer's correction of the cutout on step 2 (docs/decisions/045-cutout-objects-and-hints.md): a box drawn around the
 * product, taps on it (`include`) and taps on what is not theirs (`exclude`), in the photo's own
 * (upright) pixels. Sent with `POST /api/cutout-preview` and, per photo, with `POST /api/generate`.
 */
export const MAX_CUTOUT_TAPS = 8;
const coordinate = v.pipe(v.number('Coordinates must be numbers'), v.finite(), v.minValue(0), v.maxValue(20_000));
const PointSchema = v.object({ x: coordinate, y: coordinate });
const taps = v.optional(v.pipe(v.array(PointSchema), v.maxLength(MAX_CUTOUT_TAPS, `At most ${MAX_CUTOUT_TAPS} taps`)));
export const CutoutHintSchema = v.object({
  box: v.optional(
    v.object({
      x: coordinate,
      y: coordinate,
      w: v.pipe(coordinate, v.minValue(1, 'The box must have a size')),
      h: v.pipe(coordinate, v.minValue(1, 'The box must have a size')),
    }),
  ),
  include: taps,
  exclude: taps,
});
export type CutoutHintDto = v.InferOutput<typeof CutoutHintSchema>;

/** A hint that says nothing (no box, no taps) is no hint. */
export function isEmptyHint(hint: CutoutHintDto | null | undefined): boolean {
  return !hint || (!hint.box && !hint.include?.length && !hint.exclude?.length);
}
