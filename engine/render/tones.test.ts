import { describe, expect, it } from 'vitest';
import { accentApart } from './tones.js';
import { blueprint, type ProductLook } from '../scenes/index.js';

const look = (brand: string, body: string, edge: string): ProductLook =>
  ({ mood: 'neutral', form: 'capsules', notes: [], brand, body, edge, dark: false }) as unknown as ProductLook;
const deep = (c: string) => blueprint({ accent: c });

/** The diagram's field in the label's own colour unless the pack sinks into it (decision 225). */
describe('accentApart', () => {
  it('keeps the label’s colour behind a pale pack of the same hue (a pink box, a green-lidded white jar)', () => {
    expect(accentApart('#882c4b', look('#882c4b', '#f9f4f6', '#c28f9f'), deep)).toBe('#882c4b');
    expect(accentApart('#479754', look('#479754', '#f4f6f0', '#95a088'), deep)).toBe('#479754');
  });
  it('moves away from the label’s colour where the pack’s body or outline is of its hue and as dark (an amber bottle)', () => {
    expect(accentApart('#51280d', look('#51280d', '#51280d', '#6a5748'), deep)).not.toBe('#51280d');
    expect(accentApart('#af5716', look('#af5716', '#f5f4f0', '#78614e'), deep)).not.toBe('#af5716');
  });
});
