import { type EditChange, type Mood, type StyleFamily } from './plan-types.js';

const STEP = (n: number, up: string, down: string) =>
  `${n > 0 ? up : down}${Math.abs(n) >= 2 ? ' (much)' : Math.abs(n) < 1 ? ' (a little)' : ''}`;
const colour = (hex: string | undefined, name: string | undefined) =>
  hex === 'brand' ? "the product's brand colour" : (name ?? hex ?? '');
const quote = (t: string) => `\u201c${t}\u201d`;

export const MOOD_WORDS: Record<Mood, Record<StyleFamily | 'any', string>> = {
  premium: {
    any: 'more premium (deeper colours, gold accents, serif type)',
    static: 'more premium (deep charcoal background, gold accents, serif type)',
    photoshoot: 'more premium (deeper backdrop, gold accents, serif type)',
    ugc: 'more premium (cream backdrop, muted gold accents, serif headline)',
  },
  minimal: {
    any: 'minimal (quiet background, no badges, lighter type)',
    static: 'minimal (off-white background, no badges, lighter, smaller type)',
    photoshoot: 'minimal (soft neutral backdrop, no badges, lighter type)',
    ugc: 'minimal (no badges, lighter type)',
  },
  playful: {
    any: 'playful (bright colours, rounded display type)',
    static: 'playful (bubblegum background, coral button, display type)',
    photoshoot: 'playful (peach backdrop, coral button, display type)',
    ugc: 'playful (handwritten headline, pink accents)',
  },
  pop: {
    any: 'make it pop (vivid contrasting button, bolder and larger headline, larger product)',
    static: 'make it pop (vivid contrasting button, bolder and larger headline, larger product)',
    photoshoot: 'make it pop (vivid contrasting button, bolder headline, larger product)',
    ugc: 'make it pop (vivid button, bolder, larger headline)',
  },
  calm: {
    any: 'calmer (softer background, muted accents, lighter type)',
    static: 'calmer (softer background, muted accents, lighter type)',
    photoshoot: 'calmer (lighter backdrop, muted accents, lighter type)',
    ugc: 'calmer (muted accents, lighter type)',
  },
  natural: {
    any: 'more natural (sage background, forest-green accents, serif type)',
    static: 'more natural (sage background, forest-green accents, serif type)',
    photoshoot: 'more natural (sage backdrop, forest-green accents)',
    ugc: 'more natural (forest-green accents, serif headline)',
  },
  dramatic: {
    any: "more dramatic (near-black background in the ad's own hue, bolder type)",
    static: "more dramatic (near-black background in the ad's own hue, bolder type)",
    photoshoot: "more dramatic (near-black backdrop in the ad's own hue, bolder type)",
    ugc: 'more dramatic (darker backdrop, bolder type)',
  },
  warm: {
    any: 'warmer (peach-tinted background, terracotta accents)',
    static: 'warmer (peach-tinted background, terracotta accents)',
    photoshoot: 'warmer (peach-tinted backdrop, terracotta accents)',
    ugc: 'warmer (terracotta accents, warmer backdrop)',
  },
  cool: {
    any: 'cooler (ice-blue-tinted background, teal accents)',
    static: 'cooler (ice-blue-tinted background, teal accents)',
    photoshoot: 'cooler (ice-blue-tinted backdrop, teal accents)',
    ugc: 'cooler (teal accents, cooler backdrop)',
  },
};

/** One change in plain words: "Background → navy". */
export function describe(c: EditChange, family?: StyleFamily): string {
  switch (c.target) {
    case 'background': {
      const parts: string[] = [];
      if (c.scene) parts.push(`new scene: ${c.scene}`);
      if (c.colour)
        parts.push(
          c.colour2
            ? `${colour(c.colour, c.name)} to ${colour(c.colour2, c.name2)} gradient`
            : colour(c.colour, c.name),
        );
      if (c.pastel) parts.push('pastel');
      if (c.shade) parts.push(STEP(c.shade, 'darker', 'lighter'));
      return `Background \u2192 ${parts.join(', ')}`;
    }
    case 'headline': {
      const parts: string[] = [];
      if (c.text) parts.push(quote(c.text));
      if (c.replace) parts.push(`${quote(c.replace.from)} becomes ${quote(c.replace.to)}`);
      if (c.colour) parts.push(`${colour(c.colour, c.name)} text`);
      if (c.shade) parts.push(STEP(c.shade, 'darker', 'lighter'));
      if (c.case)
        parts.push({ upper: 'ALL CAPS', title: 'Title Case', sentence: 'Sentence case', lower: 'lower case' }[c.case]);
      return `Headline \u2192 ${parts.join(', ')}`;
    }
    case 'subline':
      return `Sub-line \u2192 ${c.text ? quote(c.text) : c.replace ? `${quote(c.replace.from)} becomes ${quote(c.replace.to)}` : ''}`;
    case 'cta': {
      const parts: string[] = [];
      if (c.text) parts.push(quote(c.text));
      if (c.replace) parts.push(`${quote(c.replace.from)} becomes ${quote(c.replace.to)}`);
      if (c.colour) parts.push(colour(c.colour, c.name));
      if (c.shade) parts.push(STEP(c.shade, 'darker', 'lighter'));
      if (c.ink) parts.push(`${c.inkName ?? c.ink} text`);
      if (c.contrast) parts.push('a vivid colour that stands out from the background');
      return `Button \u2192 ${parts.join(', ')}`;
    }
    case 'font': {
      const parts = [
        c.fontClass && `${c.fontClass} typeface`,
        c.alternate && 'a different typeface',
        c.weight && STEP(c.weight, 'bolder', 'lighter weight'),
      ].filter(Boolean);
      return `Font \u2192 ${parts.join(', ')}`;
    }
    case 'text-size':
      return `${c.scope === 'headline' ? 'Headline' : 'All text'} \u2192 ${STEP(c.step, 'larger', 'smaller')}`;
    case 'product':
      return `Product \u2192 ${[c.size && STEP(c.size, 'larger', 'smaller'), c.position && (c.position === 'center' ? 'centred' : `on the ${c.position}`)].filter(Boolean).join(', ')}`;
    case 'badge':
      return c.action === 'remove'
        ? c.text
          ? `Badge ${quote(c.text)} removed`
          : 'Badges \u2192 removed'
        : c.action === 'colour'
          ? `Badges \u2192 ${colour(c.colour, c.name)}`
          : `Badge added: ${quote(c.text ?? '')}`;
    case 'offer':
      return c.action === 'remove' ? 'Offer \u2192 removed' : `Offer \u2192 ${quote(c.text ?? '')}`;
    case 'mood':
      return `Mood \u2192 ${MOOD_WORDS[c.mood][family ?? 'any']}`;
    case 'layout':
      return `Layout \u2192 ${c.align ? (c.align === 'center' ? 'text centred' : 'text left-aligned') : `text on the ${c.textSide}`}`;
  }
}

/** "Background → navy; button → gold" (first letter of each after the first lowered). */
export function summarize(changes: EditChange[], family?: StyleFamily): string {
  if (!changes.length) return 'Nothing to change';
  return changes
    .map((c, i) => {
      const line = describe(c, family);
      return i === 0 ? line : line[0].toLowerCase() + line.slice(1);
    })
    .join('; ');
}
