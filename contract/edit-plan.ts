import * as v from 'valibot';

export const MOODS = ['premium', 'minimal', 'playful', 'pop', 'calm', 'natural', 'dramatic', 'warm', 'cool'] as const;
export const FONT_CLASSES = ['serif', 'sans', 'display', 'handwritten', 'modern', 'condensed'] as const;
export const HEADLINE_CASES = ['upper', 'title', 'sentence', 'lower'] as const;

/** What an edit can do, in the buyer's words; shown when a request has nothing that can be applied. */
export const EDIT_CAN_DO =
  'You can ask for: a background colour ("navy background", "#1e2f5c", "darker", "pastel", "our brand colour"), the headline, sub-line or button text (headline: "Sleep deeper tonight"), text size and capitals, a font (serif, modern, handwritten, bolder), the product bigger, smaller, left, right or centred, badges added or removed, an offer line in your words, a mood (more premium, minimal, playful, make it pop) or "center everything".';

const hex = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/));
const colour = v.union([hex, v.literal('brand')]);
const name = v.optional(v.pipe(v.string(), v.maxLength(60)));
const words = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const replace = v.optional(v.object({ from: words(120), to: v.pipe(v.string(), v.maxLength(120)) }));
const step = v.pipe(v.number(), v.minValue(-3), v.maxValue(3));
const side = v.picklist(['left', 'right']);

export const EditChangeSchema = v.variant('target', [
  v.object({
    target: v.literal('background'),
    colour: v.optional(colour),
    name,
    colour2: v.optional(hex),
    name2: name,
    shade: v.optional(step),
    pastel: v.optional(v.literal(true)),
    scene: v.optional(words(300)),
  }),
  v.object({
    target: v.literal('headline'),
    text: v.optional(words(120)),
    replace,
    colour: v.optional(hex),
    name,
    shade: v.optional(step),
    case: v.optional(v.picklist(HEADLINE_CASES)),
  }),
  v.object({ target: v.literal('subline'), text: v.optional(words(200)), replace }),
  v.object({
    target: v.literal('cta'),
    text: v.optional(words(40)),
    replace,
    colour: v.optional(colour),
    name,
    shade: v.optional(step),
    ink: v.optional(hex),
    inkName: name,
    /** A colour that stands out from the background ("make the call to action stand out more"). */
    contrast: v.optional(v.literal(true)),
  }),
  v.object({
    target: v.literal('font'),
    fontClass: v.optional(v.picklist(FONT_CLASSES)),
    weight: v.optional(step),
    alternate: v.optional(v.literal(true)),
  }),
  v.object({ target: v.literal('text-size'), scope: v.picklist(['all', 'headline']), step }),
  v.object({
    target: v.literal('product'),
    size: v.optional(step),
    position: v.optional(v.picklist(['left', 'right', 'center'])),
  }),
  v.object({
    target: v.literal('badge'),
    action: v.picklist(['add', 'remove', 'colour']),
    text: v.optional(words(40)),
    colour: v.optional(colour),
    name,
  }),
  v.object({ target: v.literal('offer'), action: v.picklist(['add', 'remove']), text: v.optional(words(80)) }),
  v.object({ target: v.literal('mood'), mood: v.picklist(MOODS) }),
  v.object({
    target: v.literal('layout'),
    align: v.optional(v.picklist(['left', 'center'])),
    textSide: v.optional(side),
  }),
]);
export type EditChange = v.InferOutput<typeof EditChangeSchema>;
export type Mood = (typeof MOODS)[number];

export const UnsupportedSchema = v.object({ text: v.string(), reason: v.string() });
export type Unsupported = v.InferOutput<typeof UnsupportedSchema>;

export const EditPlanSchema = v.object({
  changes: v.array(EditChangeSchema),
  unsupported: v.array(UnsupportedSchema),
  /** Plain words, e.g. "Background → navy; button → gold". */
  summary: v.string(),
});
export type EditPlan = v.InferOutput<typeof EditPlanSchema>;

export const EditPlanRequestSchema = v.object({
  prompt: v.pipe(
    v.string('Please describe your edit'),
    v.trim(),
    v.nonEmpty('Please describe your edit'),
    v.maxLength(500, 'Edit prompts are limited to 500 characters'),
  ),
  adId: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

/** `POST /api/edit-preview/:adId`: the edit drawn once, not saved and not spent (embedded engine only). */
export const EditPreviewRequestSchema = v.object({
  purchaseId: v.pipe(v.string('purchaseId is required'), v.nonEmpty('purchaseId is required')),
  prompt: EditPlanRequestSchema.entries.prompt,
});
export const EditPreviewResponseSchema = v.object({ image: v.string() });
export const PREVIEW_UNAVAILABLE_MESSAGE = 'A preview is not available for this ad';
