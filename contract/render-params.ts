import * as v from 'valibot';

/**
 * The renderer parameters an ad is made from, stored with the ad (JSON) so a prompt edit can
 * render it again. The edit planner turns a buyer's sentence into changes of these fields (moods
 * such as "more premium" expand into several of them, per style); every layout honours every field
 * within the composition rules (hero size, margins, safe zones, minimum type, contrast): a value
 * that would break a rule is clamped, never obeyed into a broken ad.
 *
 * Colours are `#rrggbb`. Absent means "the style's own choice".
 */
const hex = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i), v.toLowerCase());
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const scale = v.pipe(v.number(), v.minValue(0.5), v.maxValue(2));

export const RenderParamsSchema = v.object({
  /** Copy overrides, shown verbatim (after the claim check). */
  headline: v.optional(text(120)),
  subline: v.optional(text(200)),
  cta: v.optional(text(40)),
  /** Case of the headline. */
  headlineCase: v.optional(v.picklist(['upper', 'title', 'sentence', 'lower'])),

  /** Backdrop colour (the scene is re-tinted around it) and its second stop. */
  bg: v.optional(hex),
  bg2: v.optional(hex),
  /** Buttons, badges and accent shapes. */
  accent: v.optional(hex),
  /** Text on the button. */
  ctaInk: v.optional(hex),
  /** Headline colour; kept only where it reaches the contrast rule on the rendered pixels. */
  headlineInk: v.optional(hex),
  /** Steps darker (positive) or lighter (negative), applied to the backdrop. */
  shade: v.optional(v.pipe(v.number(), v.minValue(-3), v.maxValue(3))),

  /** Typeface class for the headline (and the body where the class has a text face). */
  fontClass: v.optional(v.picklist(['serif', 'sans', 'display', 'handwritten', 'modern', 'condensed'])),
  /** Steps bolder (positive) or lighter (negative). */
  weight: v.optional(v.pipe(v.number(), v.minValue(-2), v.maxValue(2))),
  /** Multiplier for all type, and for the headline alone; clamped to the layout's room and the 28 px floor. */
  textScale: v.optional(scale),
  headlineScale: v.optional(scale),

  /** Product scale multiplier; the hero stays within 20-45 % of the canvas. */
  emphasis: v.optional(v.pipe(v.number(), v.minValue(0.6), v.maxValue(1.5))),
  /** Where the product goes; text moves to the free side. */
  productPosition: v.optional(v.picklist(['left', 'right', 'center'])),
  /** Text alignment ("center everything"). */
  align: v.optional(v.picklist(['left', 'center'])),

  /** Badge texts to show instead of the style's own (an empty list hides badges); buyer's words only. */
  badges: v.optional(v.array(text(40))),
  /** An offer line, verbatim from the buyer; null hides the buyer's offer from this ad. */
  offer: v.optional(v.nullable(text(80))),
});

export type RenderParams = v.InferOutput<typeof RenderParamsSchema>;

/**
 * Only the renderer's own, well-formed keys survive from stored params (older rows, the
 * Replicate engine's extra keys): each field is checked on its own, so one bad value never loses
 * the others.
 */
export function toRenderParams(params: Record<string, unknown>): RenderParams {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(RenderParamsSchema.entries)) {
    if (!(key in params)) continue;
    const r = v.safeParse(schema, params[key]);
    if (r.success && r.output !== undefined) out[key] = r.output;
  }
  return out as RenderParams;
}
