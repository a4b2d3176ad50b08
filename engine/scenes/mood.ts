import { type Mood } from './types.js';

/**
 * What the product's purpose does to a set's light (docs/decisions/050-a-distinct-idea-per-style.md): sleep and calm get dusk
 * or moonlight (cool, dim, low sun), energy gets a bright morning sun, the rest an even daylight.
 */
export type MoodLight = {
  /** The key light's colour and strength (0-1). */
  key: string;
  strength: number;
  /** Window panes and sun patches. */
  patch: string;
  patchOpacity: number;
  /** A sky from top to horizon, and the sun's colour. */
  sky: [string, string, string];
  sun: string;
  /** Shade laid over a room's back wall (0 = none): evenings are darker. */
  dusk: number;
  night: boolean;
};

const LIGHTS: Record<Mood, MoodLight> = {
  calm: {
    key: '#d9defc',
    strength: 0.35,
    patch: '#dfe5ff',
    patchOpacity: 0.38,
    // Dusk, its horizon still the low sun's amber: a violet-to-rose sky read "purple dusk more than
    // golden" (s20 grading, docs/decisions/216-scenes-that-fit-the-product.md).
    sky: ['#2f2d62', '#8e6286', '#f4a35f'],
    sun: '#ffd9b8',
    dusk: 0.3,
    night: true,
  },
  energy: {
    key: '#fff6d8',
    strength: 0.7,
    patch: '#fff3cf',
    patchOpacity: 0.7,
    // Golden Hour's skies are the low sun's gold, not daylight blue: "scene mostly blue sky, barely
    // golden" (s20 grading, docs/decisions/216-scenes-that-fit-the-product.md).
    sky: ['#f6b66c', '#ffdc92', '#ffb259'],
    sun: '#fff6d2',
    dusk: 0,
    night: false,
  },
  fresh: {
    key: '#ffffff',
    strength: 0.6,
    patch: '#fdfbe9',
    patchOpacity: 0.6,
    sky: ['#f5bd78', '#ffe2a2', '#ffbc66'],
    sun: '#fff4d0',
    dusk: 0,
    night: false,
  },
  aqua: {
    key: '#f2fbff',
    strength: 0.6,
    patch: '#f0fbff',
    patchOpacity: 0.6,
    sky: ['#f4b878', '#ffdda0', '#ffb566'],
    sun: '#fff8e0',
    dusk: 0,
    night: false,
  },
  soft: {
    key: '#fff4f6',
    strength: 0.55,
    patch: '#fff0f2',
    patchOpacity: 0.6,
    sky: ['#f5b88c', '#ffd7a0', '#ffb27a'],
    sun: '#fff1e4',
    dusk: 0,
    night: false,
  },
  neutral: {
    key: '#fffaf0',
    strength: 0.55,
    patch: '#fff3d6',
    patchOpacity: 0.6,
    sky: ['#f7b27c', '#ffcf99', '#ff9a6b'],
    sun: '#fff4d2',
    dusk: 0,
    night: false,
  },
};

export function moodLight(mood: Mood): MoodLight {
  return LIGHTS[mood];
}
