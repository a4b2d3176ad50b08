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
    sky: ['#26295a', '#6e5b92', '#eea58f'],
    sun: '#ffd9b8',
    dusk: 0.3,
    night: true,
  },
  energy: {
    key: '#fff6d8',
    strength: 0.7,
    patch: '#fff3cf',
    patchOpacity: 0.7,
    sky: ['#8fd0ff', '#ffe6a6', '#ffc56b'],
    sun: '#fff6d2',
    dusk: 0,
    night: false,
  },
  fresh: {
    key: '#ffffff',
    strength: 0.6,
    patch: '#fdfbe9',
    patchOpacity: 0.6,
    sky: ['#a9d8f0', '#f4f0c8', '#ffd08a'],
    sun: '#fff4d0',
    dusk: 0,
    night: false,
  },
  aqua: {
    key: '#f2fbff',
    strength: 0.6,
    patch: '#f0fbff',
    patchOpacity: 0.6,
    sky: ['#7fc6ea', '#d8f0f4', '#ffe0a8'],
    sun: '#fff8e0',
    dusk: 0,
    night: false,
  },
  soft: {
    key: '#fff4f6',
    strength: 0.55,
    patch: '#fff0f2',
    patchOpacity: 0.6,
    sky: ['#f4b9c8', '#ffd8c6', '#ffc1a0'],
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
