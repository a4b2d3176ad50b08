import { describe, expect, it } from 'vitest';
import { mapEditPrompt } from './edit-prompt.js';
import { EditNotUnderstoodError } from './types.js';

describe('mapEditPrompt', () => {
  it('maps background colours', () => {
    expect(mapEditPrompt('make the background blue')).toMatchObject({ bg: '#2f6fde' });
    expect(mapEditPrompt('Change the background colour to #112233')).toMatchObject({ bg: '#112233' });
  });

  it('maps darker and lighter', () => {
    expect(mapEditPrompt('darker').shade).toBe(1);
    expect(mapEditPrompt('a bit lighter please').shade).toBe(-1);
  });

  it('maps headline, sub-line and call to action text', () => {
    expect(mapEditPrompt('headline: Sleep deeper tonight')).toMatchObject({ headline: 'Sleep deeper tonight' });
    expect(mapEditPrompt('change the cta to "Try it today"')).toMatchObject({ cta: 'Try it today' });
    expect(mapEditPrompt('subline: Now with L-theanine')).toMatchObject({ subline: 'Now with L-theanine' });
  });

  it('maps emphasis and button colour, and combines instructions', () => {
    const p = mapEditPrompt('bigger product and make the button red; headline: Hello');
    expect(p.emphasis).toBeCloseTo(1.2);
    expect(p.accent).toBe('#d64545');
    expect(p.headline).toBe('Hello');
  });

  it('builds on earlier parameters', () => {
    expect(mapEditPrompt('bigger product', { emphasis: 1.2, headline: 'X' })).toMatchObject({ headline: 'X', emphasis: 1.44 });
  });

  it('refuses what it cannot apply, naming what it understands', () => {
    expect(() => mapEditPrompt('add a cat riding a unicorn')).toThrow(EditNotUnderstoodError);
    expect(() => mapEditPrompt('add a cat riding a unicorn')).toThrow(/background colour.*headline.*call to action|headline/);
  });
});
