import { describe, expect, it } from 'vitest';
import { accentApart } from './tones.js';
import { blueprint, type ProductLook } from '../scenes/index.js';

const look = (brand: string, body: string, edge: string): ProductLook =>
  ({ mood: 'neutral', form: 'capsules', notes: [], brand, body, edge, dark: false }) as unknown as ProductLook;
const deep = (c: string) => blueprint({ accent: c });

/** The diagram's field in the label's own colour unless the pack sinks into it (decision 225). */
describe('accentApart', () => {
  it('keeps the label’s colour behind a pale pack of the same hue (a pink box)', () => {
    expect(accentApart('#882c4b', look('#882c4b', '#f9f4f6', '#c28f9f'), deep)).toBe('#882c4b');
  });
  it('moves away from the label’s colour where the pack’s body or outline is of its hue and as dark (an amber bottle)', () => {
    expect(accentApart('#51280d', look('#51280d', '#51280d', '#6a5748'), deep)).not.toBe('#51280d');
    expect(accentApart('#af5716', look('#af5716', '#f5f4f0', '#78614e'), deep)).not.toBe('#af5716');
  });
  it('moves away where a bright body or a pale pack’s mid-tone lid is of its hue (an orange bottle, a green lid; decision 226)', () => {
    expect(accentApart('#c2741e', look('#f39125', '#f39225', '#c7a179'), deep)).not.toBe('#c2741e');
    expect(accentApart('#479754', { ...look('#479754', '#f4f6f0', '#95a088'), mood: 'fresh' }, deep)).not.toBe(
      '#479754',
    );
  });
  it('keeps a raspberry field behind a white tube with a pink cap and a red one behind a black tub', () => {
    expect(accentApart('#d64a7b', look('#ee5289', '#f7f0f3', '#bb99a3'), deep)).toBe('#d64a7b');
    expect(accentApart('#d14a4a', { ...look('#d14a4a', '#111111', '#161617'), dark: true }, deep)).toBe('#d14a4a');
  });
});
