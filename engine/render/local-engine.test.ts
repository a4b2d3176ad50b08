import { describe, expect, it } from 'vitest';
import { LocalAdEngine } from './local-engine.js';
import { demoInput } from '../../tests/support/engine-helpers.js';
import { planEdit } from '../edit-plan/index.js';
import { EditNotUnderstoodError } from '../../contract/engine.js';

describe('LocalAdEngine', () => {
  const engine = new LocalAdEngine();

  it('generates and then edits an ad by prompt', async () => {
    const product = await demoInput(0);
    const ad = await engine.generateAd({ product, styleId: 3, seed: 1 });
    const edited = await engine.editAd({
      product,
      styleId: 3,
      seed: 1,
      params: JSON.parse(JSON.stringify(ad.params)) as Record<string, unknown>,
      prompt: 'make the background blue; headline: Sleep deeper tonight',
    });
    expect(edited.copy.headline).toBe('Sleep deeper tonight');
    expect(edited.params.bg).toBe('#2f6fde');
    expect(edited.images['1x1'].equals(ad.images['1x1'])).toBe(false);
  });

  it('answers a prompt it cannot apply with EditNotUnderstoodError that says what it can do', async () => {
    const product = await demoInput(0);
    await expect(
      engine.editAd({ product, styleId: 3, seed: 1, params: {}, prompt: 'put a dragon behind it' }),
    ).rejects.toBeInstanceOf(EditNotUnderstoodError);
    await expect(
      engine.editAd({ product, styleId: 3, seed: 1, params: {}, prompt: 'put it on a beach' }),
    ).rejects.toThrow(/not used.*sand.*You can ask for/);
  });

  it('applies "Make the headline larger" instead of refusing it', async () => {
    const product = await demoInput(0);
    const ad = await engine.generateAd({ product, styleId: 3, seed: 1 });
    const edited = await engine.editAd({
      product,
      styleId: 3,
      seed: 1,
      params: ad.params,
      prompt: 'Make the headline larger',
    });
    expect(edited.params.headlineScale).toBeCloseTo(1.15, 3);
  });

  it('applies the confirmed plan as given, not a new reading of the prompt', async () => {
    const product = await demoInput(0);
    const plan = planEdit('make the background navy');
    const edited = await engine.editAd({
      product,
      styleId: 3,
      seed: 1,
      params: {},
      prompt: 'something else entirely',
      plan,
    });
    expect(edited.params.bg).toBe('#1e2f5c');
  });
});
