import { darken } from './color.js';
import { type RenderParams } from './render.js';
import { EditNotUnderstoodError } from './types.js';

/**
 * Maps a buyer's edit prompt to renderer parameters. Anything it cannot map is refused with a
 * message that lists what it does understand, never silently ignored.
 */
export const COLOURS: Record<string, string> = {
  red: '#d64545', blue: '#2f6fde', 'navy': '#1e2f5c', 'light blue': '#cfe3ff', green: '#3f9a5b', 'dark green': '#1f4d33', 'mint': '#cdeedd', yellow: '#f5d142', orange: '#f28b30',
  purple: '#7a4fd6', lavender: '#e3dafc', pink: '#f5a3c7', black: '#111111', white: '#ffffff', grey: '#9aa0a6', gray: '#9aa0a6', beige: '#efe4d2',
  cream: '#f8f1e3', gold: '#d4a72c', brown: '#7a5230', teal: '#1f8a8a', coral: '#ff7f6b', peach: '#ffd3b5', sage: '#b7c9a8',
};

export const EDIT_HELP = 'I can change the background colour ("make the background blue", "darker", "lighter"), the accent or button colour ("make the button red"), the headline ("headline: Sleep deeper tonight"), the sub-line ("subline: ..."), the call to action ("cta: Try it today"), and the product size ("bigger product", "smaller product").';

const COLOUR_RE = new RegExp(`\\b(${Object.keys(COLOURS).sort((a, b) => b.length - a.length).join('|')})\\b|#[0-9a-f]{6}\\b`, 'i');

export function mapEditPrompt(prompt: string, current: RenderParams = {}): RenderParams {
  const next: RenderParams = { ...current };
  let understood = false;
  const parts = prompt.split(/\s*(?:;|\n|\.\s+|,?\s+and\s+(?=(?:make|change|set|use|headline|title|cta|button|sub|bigger|smaller|larger|darker|lighter)))\s*/i).filter(Boolean);
  for (const raw of parts) {
    const part = raw.trim();
    const text = /^(?:(?:change|set|make)\s+(?:the\s+)?)?(headline|title|heading|sub-?line|subtitle|tagline|cta|call[- ]to[- ]action|button text)\s*(?::|to|=|\bsay(?:s)?\b|\bread(?:s)?\b)\s*["\u201c]?(.+?)["\u201d]?\s*$/i.exec(part);
    if (text) {
      const field = text[1].toLowerCase();
      const value = text[2].trim();
      if (/^(headline|title|heading)$/.test(field)) next.headline = value;
      else if (/^(sub-?line|subtitle|tagline)$/.test(field)) next.subline = value;
      else next.cta = value;
      understood = true;
      continue;
    }
    const colour = COLOUR_RE.exec(part);
    if (colour && /\b(button|cta|accent|badge)\b/i.test(part)) {
      next.accent = toHex(colour[0]);
      understood = true;
    } else if (colour && /\b(background|bg|backdrop|colou?r|make it|make the ad|theme)\b/i.test(part)) {
      next.bg = toHex(colour[0]);
      next.shade = 0;
      understood = true;
    }
    if (/\b(darker|dark mode|more dark|moodier|make it dark)\b/i.test(part)) {
      if (next.bg && !colour) next.bg = darken(next.bg, 0.3);
      else next.shade = (next.shade ?? 0) + 1;
      understood = true;
    }
    if (/\b(lighter|brighter|more light|airier)\b/i.test(part)) {
      next.shade = (next.shade ?? 0) - 1;
      understood = true;
    }
    if (/\b(bigger|larger|enlarge|zoom in|more prominent|emphasi[sz]e)\b.*\b(product|bottle|jar|pouch|tub|package|packaging|item)\b|\b(product|bottle|jar)\b.*\b(bigger|larger)\b/i.test(part)) {
      next.emphasis = Math.min(1.5, (next.emphasis ?? 1) * 1.2);
      understood = true;
    }
    if (/\b(smaller|shrink|less prominent)\b.*\b(product|bottle|jar|pouch|tub|package|item)\b|\b(product|bottle|jar)\b.*\bsmaller\b/i.test(part)) {
      next.emphasis = Math.max(0.6, (next.emphasis ?? 1) / 1.2);
      understood = true;
    }
  }
  if (!understood) throw new EditNotUnderstoodError(`Sorry, I couldn't apply "${prompt.trim().slice(0, 80)}". ${EDIT_HELP}`);
  return next;
}

function toHex(name: string): string {
  return name.startsWith('#') ? name.toLowerCase() : COLOURS[name.toLowerCase()];
}
