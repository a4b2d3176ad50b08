import { darken, hexToRgb, mix, rgbToHex } from '../paint/index.js';
import { type RenderParams } from '../../contract/render-params.js';
import { pastel } from './colours.js';
import { type Mood, type StyleFamily } from './plan-types.js';

/** The ad's colours before the mood: what the style (or earlier changes) show now. */
export type Current = { bg: string; accent: string; params: RenderParams };

const clampWeight = (w: number) => Math.max(-2, Math.min(2, w));
const scaled = (v: number | undefined, k: number, lo: number, hi: number) =>
  Math.max(lo, Math.min(hi, Math.round((v ?? 1) * k * 1000) / 1000));

/**
 * Each mood as a fixed set of parameter changes per style family (docs/decisions/019-edit-planner.md):
 * static ads may change their backdrop outright; photoshoots keep their scene and shift its tone;
 * UGC keeps its homemade look and changes accents and type only.
 */
export function moodParams(mood: Mood, family: StyleFamily, cur: Current): RenderParams {
  const p = cur.params;
  const weight = (d: number) => clampWeight((p.weight ?? 0) + d);
  switch (mood) {
    case 'premium':
      if (family === 'static')
        return {
          bg: '#1c1f26',
          accent: '#c9a45c',
          fontClass: 'serif',
          weight: weight(-1),
          textScale: scaled(p.textScale, 0.95, 0.5, 2),
        };
      if (family === 'photoshoot')
        return { shade: Math.min(3, (p.shade ?? 0) + 1), accent: '#c9a45c', fontClass: 'serif', weight: weight(-1) };
      return { bg: '#f5efe6', accent: '#b8975a', fontClass: 'serif' };
    case 'minimal':
      if (family === 'static')
        return {
          bg: '#f5f3ef',
          accent: '#222222',
          badges: [],
          weight: weight(-1),
          textScale: scaled(p.textScale, 0.92, 0.5, 2),
        };
      if (family === 'photoshoot') return { bg: '#f4f4f2', badges: [], weight: weight(-1) };
      return { badges: [], weight: weight(-1) };
    case 'playful':
      if (family === 'static') return { bg: '#ffd6e8', accent: '#ff5a5f', fontClass: 'display', weight: weight(1) };
      if (family === 'photoshoot') return { bg: '#ffe5b4', accent: '#ff6f61', fontClass: 'display' };
      return { fontClass: 'handwritten', accent: '#ff6f91' };
    case 'pop': {
      const out: RenderParams = {
        accent: vividOpposite(cur.bg),
        weight: weight(1),
        headlineScale: scaled(p.headlineScale, 1.15, 0.5, 2),
      };
      if (family !== 'ugc') out.emphasis = scaled(p.emphasis, 1.1, 0.6, 1.5);
      return out;
    }
    case 'calm':
      if (family === 'ugc') return { accent: mix(cur.accent, '#9a9a9a', 0.35), weight: weight(-1) };
      return { bg: pastel(cur.bg), accent: mix(cur.accent, '#9a9a9a', 0.35), weight: weight(-1) };
    case 'natural':
      if (family === 'ugc') return { accent: '#2f5d3a', fontClass: 'serif' };
      return family === 'static'
        ? { bg: '#dfe8d5', accent: '#2f5d3a', fontClass: 'serif' }
        : { bg: '#dfe8d5', accent: '#2f5d3a' };
    case 'dramatic':
      // A near-black backdrop in the ad's own hue, not a half-darkened one: mid-tones under the
      // headline leave no ink readable and force a backing box.
      return family === 'ugc'
        ? { shade: Math.min(3, (p.shade ?? 0) + 1), weight: weight(1) }
        : { bg: darken(cur.bg, 0.8), shade: 0, weight: weight(1) };
    case 'warm':
      return family === 'ugc' ? { accent: '#c8643c' } : { bg: mix(cur.bg, '#ffb074', 0.3), accent: '#c8643c' };
    case 'cool':
      return family === 'ugc' ? { accent: '#1f8a8a' } : { bg: mix(cur.bg, '#9fd0f0', 0.3), accent: '#1f8a8a' };
  }
}

/** A saturated colour across the colour wheel from the backdrop: the button that jumps out. */
export function vividOpposite(bg: string): string {
  const [r, g, b] = hexToRgb(bg).map((x) => x / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let h = 30;
  if (max - min > 0.06) {
    const d = max - min;
    h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    h = (h * 60 + 180 + 360) % 360;
  }
  return hsl(h, 0.85, 0.5);
}

function hsl(h: number, s: number, l: number): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return rgbToHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}
