/**
 * The shape of a style in the catalog. Pure data (no Node imports) so the API, the worker and the
 * web app can all import it.
 */
export const STYLE_CATEGORIES = ['Static Ads', 'Product Photoshoot', 'UGC'] as const;
export type StyleCategory = (typeof STYLE_CATEGORIES)[number];

/** How the ad is arranged; each is laid out natively for 1:1, 4:5 and 9:16. */
export type LayoutKind =
  | 'hero'
  | 'split'
  | 'benefits'
  | 'comparison'
  | 'testimonial'
  | 'offer'
  | 'callouts'
  | 'before-after'
  | 'showcase'
  | 'ugc-phone'
  | 'ugc-note'
  | 'ugc-chat'
  | 'ugc-caption'
  | 'ugc-unboxing'
  | 'ugc-notes'
  | 'ugc-faq'
  | 'ugc-list'
  | 'ugc-spotlight';

/** The drawn backdrop behind the product (engine/scenes*.ts), lit as engine/scenes/light.ts says. */
export type SceneKind =
  | 'solid'
  | 'gradient'
  | 'spotlight'
  | 'dots'
  | 'split'
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
  | 'paper'
  | 'box'
  | 'bedside';

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
};

/** The voice of a style's lines; its templates exist in every copy language (engine/copy-lang-*.ts). */
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
  /** Overrides the layout's own order of arrangements (photoshoot compositions differ by it). */
  arrange?: Arrangement[];
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
