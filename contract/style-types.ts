/**
 * The shape of a style in the catalog. Pure data (no Node imports) so the API, the worker and the
 * web app can all import it.
 */
export const STYLE_CATEGORIES = ['Static Ads', 'Product Photoshoot', 'UGC'] as const;
export type StyleCategory = (typeof STYLE_CATEGORIES)[number];

/** How the ad is arranged; each is laid out natively for 1:1, 4:5 and 9:16 (engine/layout). */
export type LayoutKind =
  | 'hero'
  | 'minimal'
  | 'split'
  | 'benefits'
  | 'comparison'
  | 'testimonial'
  | 'offer'
  | 'callouts'
  | 'before-after'
  | 'luxe'
  | 'poster'
  | 'showcase'
  | 'flatlay'
  | 'ugc-phone'
  | 'ugc-note'
  | 'ugc-chat'
  | 'ugc-video'
  | 'ugc-unboxing'
  | 'ugc-notes'
  | 'ugc-faq'
  | 'ugc-list'
  | 'ugc-spotlight'
  | 'ugc-snapshot';

/** The drawn backdrop behind the product (engine/scenes*.ts), lit as engine/scenes/light.ts says. */
export type SceneKind =
  | 'solid'
  | 'gradient'
  | 'spotlight'
  | 'dots'
  | 'split'
  | 'fields'
  | 'rays'
  | 'versus'
  | 'quote'
  | 'diagram'
  | 'plinth'
  | 'podium'
  | 'botanical'
  | 'window'
  | 'colour-block'
  | 'shelf'
  | 'flatlay'
  | 'marble'
  | 'golden'
  | 'water'
  | 'sweep'
  | 'room'
  | 'kitchen'
  | 'counter'
  | 'desk'
  | 'paper'
  | 'box'
  | 'bedside'
  | 'chat'
  | 'video'
  | 'notes';

/** How text and product share the canvas, in order of preference (engine/layout/solver.ts). */
export type Arrangement = 'stack' | 'stack-top' | 'stack-bottom' | 'side' | 'head-side';

export type FontRef = {
  family: 'Inter' | 'Montserrat' | 'Playfair Display' | 'DM Serif Display' | 'Bebas Neue' | 'Caveat';
  weight: 400 | 500 | 600 | 700 | 800 | 900;
  style?: 'normal' | 'italic';
};

export type StylePalette = {
  /** Backdrop colours (bg2 is the second stop of gradients or the scene's secondary surface). */
  bg: string;
  bg2: string;
  ink: string;
  accent: string;
  /** Text on the accent colour (buttons, badges). */
  accentInk: string;
  /** Cards and panels, and their text. */
  panel: string;
  panelInk: string;
  /** Take bg/accent from the product photo's own brand colour. */
  fromProduct?: boolean;
  /**
   * How the palette is made from the product (engine/render/look.ts): its own colours and what it
   * is for (calm and dark for sleep, bright for energy). The colours above are the fallback for a
   * product without a readable purpose and the base for an edit's colour change.
   */
  tone?: PaletteTone;
};

/**
 * light: a pale set in the purpose's hue; dark: a low-key set; vivid: a saturated field; pastel:
 * soft and airy; brand: the product's own label colour; natural: daylight materials (wood, stone,
 * linen) warmed or cooled by the purpose.
 */
export type PaletteTone = 'light' | 'dark' | 'vivid' | 'pastel' | 'brand' | 'natural';

/**
 * A style's idea, written down (docs/decisions/050-a-distinct-idea-per-style.md): what it is for and how the
 * picture says it. Every style's idea differs from every other's in its arrangement or in its
 * scene and words; `npm run ads:lint` checks that on the rendered ads.
 */
export type StyleIdea = {
  /** What a buyer uses the style for, in one sentence. */
  purpose: string;
  /** How copy and product share the canvas in 1:1, 4:5 and 9:16. */
  arrangement: string;
  /** The set and its light, and how the product's colours and purpose choose them. */
  scene: string;
  /** Props, from the product's form and ingredients; never a second product. */
  props: string;
  /** Which facts of the brief (and of the buyer's extras) the ad shows. */
  facts: string;
  /** Which angle of the copy it carries. */
  angle: string;
};

/** The voice of a style's lines; the reviewed phrases of every copy language have formulas for it (engine/copy/phrases-*.ts). */
export const COPY_VOICES = [
  'hero',
  'minimal',
  'benefits',
  'comparison',
  'review',
  'offer',
  'ingredients',
  'before-after',
  'brand',
  'luxe',
  'poster',
  'photo',
  'photo-nature',
  'photo-morning',
  'photo-active',
  'photo-selfcare',
  'ugc-casual',
  'ugc-note',
  'ugc-chat',
  'ugc-caption',
  'ugc-review',
  'ugc-comment',
] as const;
export type CopyVoice = (typeof COPY_VOICES)[number];

/**
 * A style's job in words (docs/decisions/040-copy-from-the-brief-s-facts.md): what its headline
 * leads with. Each angle writes only from the facts that fit it (engine/copy/angles.ts).
 */
export const COPY_ANGLES = [
  'hero',
  'identity',
  'checklist',
  'comparison',
  'review',
  'offer',
  'ingredient',
  'question',
  'name',
  'routine',
  'stack',
  'number',
  'clean',
  'pack',
  'how-to',
  'casual',
  'note',
  'chat',
  'pov',
  'unbox',
  'list',
  'faq',
  'spotlight',
] as const;
export type CopyAngle = (typeof COPY_ANGLES)[number];

/** Facts only the buyer can give, which some styles are built around. */
export const BUYER_FACTS = ['review', 'rating', 'offer'] as const;
export type BuyerFact = (typeof BUYER_FACTS)[number];

/**
 * How a style writes: its voice (the look of its lines), its angle (what it says), and whether it
 * is built around something only the buyer can give (an offer, a review, a rating). Such styles
 * show the buyer's words verbatim when given and say on their card what they show without them
 * (`instead`); nothing is invented.
 */
export type CopyFormula = {
  voice: CopyVoice;
  angle: CopyAngle;
  upperHeadline?: boolean;
  /** Show badges the description or the buyer's certifications support (e.g. "Vegan"). */
  badges: boolean;
  /** What the buyer should give for this style to be what its name says (asked for at step 2). */
  needs?: BuyerFact[];
  /** What the style shows without those facts, as its card says it. */
  instead?: string;
  uses?: BuyerFact[];
};

export type StyleDefinition = {
  id: number;
  name: string;
  description: string;
  category: StyleCategory;
  layout: LayoutKind;
  scene: SceneKind;
  palette: StylePalette;
  fonts: { headline: FontRef; body: FontRef; accent: FontRef };
  copy: CopyFormula;
  idea: StyleIdea;
  /** Overrides the layout's own order of arrangements (photoshoot compositions differ by it). */
  arrange?: Arrangement[];
  /** Where the product stands beside the copy; absent, the seed alternates the sides. */
  side?: 'left' | 'right';
  /** Where the copy sits beside the product (top, centre, bottom of its column). */
  valign?: 'top' | 'center' | 'bottom';
  /** Where the product stands across the canvas under or over the copy. */
  place?: 'left' | 'center' | 'right';
  /** How the photoshoot's copy lines align; absent, centred. */
  align?: 'left' | 'center';
  /** Scene prompt for the AI engine; the product photo and typography are added on top. */
  prompt: string;
};

/** What the API and the web see. */
export type PublicStyle = {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  category: StyleCategory;
  /** Facts the buyer should give for this style (review, rating, offer), and what it shows without them. */
  needs?: BuyerFact[];
  instead?: string;
};
