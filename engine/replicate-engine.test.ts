import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdEngine } from './index.js';
import { LocalAdEngine } from './local-engine.js';
import { ReplicateAdEngine } from './replicate-engine.js';
import { type FakeReplicate, startFakeReplicate } from '../tests/support/replicate-fake.js';
import { demoInput, stats } from '../tests/support/engine-helpers.js';
import { planEdit } from './edit-plan/index.js';
import { AD_SIZE_KEYS, AD_SIZES, BadEngineInputError, EditNotUnderstoodError } from './types.js';

let fake: FakeReplicate;
beforeAll(async () => { fake = await startFakeReplicate(); });
afterAll(async () => { await fake.close(); });

const engine = (scene = 'acme/scene', edit = 'acme/edit') =>
  new ReplicateAdEngine({ token: 'test-token', baseUrl: fake.baseUrl, sceneModel: scene, editModel: edit, pollMs: 5 });

describe('ReplicateAdEngine against a predictions-API fake', () => {
  it('makes the scene with the scene model and composites product and text on top', async () => {
    const before = fake.requests.length;
    const ad = await engine().generateAd({ product: await demoInput(0), styleId: 12, seed: 2 });
    const reqs = fake.requests.slice(before);
    expect(reqs).toHaveLength(3);
    expect(reqs.every((r) => r.model === 'acme/scene')).toBe(true);
    expect(reqs.map((r) => r.input.aspect_ratio).sort()).toEqual(['1:1', '4:5', '9:16']);
    expect(String(reqs[0].input.input_image)).toMatch(/^data:image\/png;base64,/);
    expect(String(reqs[0].input.prompt)).toContain('podium');
    for (const size of AD_SIZE_KEYS) {
      const s = await stats(ad.images[size]);
      expect([s.width, s.height]).toEqual([AD_SIZES[size].width, AD_SIZES[size].height]);
    }
    expect(ad.copy.headline.length).toBeGreaterThan(0);
    expect(ad.params.engine).toBe('replicate');
  });

  it('waits out a slow prediction', async () => {
    const ad = await engine('acme/slow').generateAd({ product: await demoInput(1), styleId: 1, seed: 0 });
    expect(ad.images['1x1'].length).toBeGreaterThan(1000);
  });

  it('fails clearly when a prediction fails', async () => {
    await expect(engine('acme/fail').generateAd({ product: await demoInput(1), styleId: 1, seed: 0 })).rejects.toThrow(/failed: The model failed/);
  });

  it("cancels its remote predictions when the caller's signal fires (an activity's engine deadline or cancellation)", async () => {
    const before = fake.cancelled.length;
    const created = fake.requests.length;
    const controller = new AbortController();
    const rendering = engine('acme/stuck').generateAd({ product: await demoInput(1), styleId: 1, seed: 0 }, { signal: controller.signal });
    // The deadline passes while the three predictions run.
    while (fake.requests.length - created < 3) await new Promise((r) => setTimeout(r, 5));
    controller.abort(new Error('no answer within 0.2 s'));
    await expect(rendering).rejects.toThrow(/was cancelled .*: no answer within 0.2 s/);
    // One prediction per layout was running; each is cancelled, so none keeps costing money.
    expect(fake.cancelled.length - before).toBe(3);
  });

  it('starts no prediction for a signal that has already fired', async () => {
    const before = fake.requests.length;
    await expect(engine().generateAd({ product: await demoInput(1), styleId: 1, seed: 0 }, { signal: AbortSignal.abort(new Error('cancelled')) })).rejects.toThrow('cancelled');
    expect(fake.requests.length).toBe(before);
  });

  it('applies text and colour changes to the typography layer over the ad\'s own scene', async () => {
    const before = fake.requests.length;
    const ad = await engine().editAd({ product: await demoInput(0), styleId: 12, seed: 0, params: {}, prompt: 'headline: Sleep deeper tonight' });
    const models = fake.requests.slice(before).map((r) => r.model);
    expect(models).toEqual(['acme/scene', 'acme/scene', 'acme/scene']);
    expect(ad.copy.headline).toBe('Sleep deeper tonight');
  });

  it('sends a new scene to the edit model around the product, and the rest of the plan to the typography layer', async () => {
    const before = fake.requests.length;
    const plan = planEdit('put it on a beach and make the button navy', { scenes: true });
    expect(plan.changes).toEqual([{ target: 'background', scene: 'put it on a beach' }, { target: 'cta', colour: '#1e2f5c', name: 'navy' }]);
    const ad = await engine().editAd({ product: await demoInput(0), styleId: 12, seed: 0, params: {}, prompt: 'put it on a beach and make the button navy', plan });
    const reqs = fake.requests.slice(before);
    expect(reqs.map((r) => r.model)).toEqual(['acme/edit', 'acme/edit', 'acme/edit']);
    expect(String(reqs[0].input.prompt)).toMatch(/^put it on a beach\. Keep the product exactly as it is/);
    expect(String(reqs[0].input.input_image)).toMatch(/^data:image\/png;base64,/);
    expect(ad.params).toMatchObject({ accent: '#1e2f5c', scene: 'put it on a beach' });
  });

  it('refuses a plan with nothing in it before paying for a prediction', async () => {
    const before = fake.requests.length;
    await expect(engine().editAd({ product: await demoInput(0), styleId: 12, seed: 0, params: {}, prompt: 'add our logo' })).rejects.toBeInstanceOf(EditNotUnderstoodError);
    expect(fake.requests.length).toBe(before);
  });

  it('rejects a bad photo before paying for a prediction', async () => {
    const before = fake.requests.length;
    await expect(engine().generateAd({ product: { photo: Buffer.from('nope'), name: 'x', description: 'y' }, styleId: 1, seed: 0 })).rejects.toBeInstanceOf(BadEngineInputError);
    expect(fake.requests.length).toBe(before);
  });
});

describe('createAdEngine', () => {
  it('picks the local renderer without a token and Replicate with one', () => {
    const base = { REPLICATE_SCENE_MODEL: 'a/b', REPLICATE_EDIT_MODEL: 'a/c' };
    expect(createAdEngine(base)).toBeInstanceOf(LocalAdEngine);
    expect(createAdEngine({ ...base, REPLICATE_API_TOKEN: 't' }).name).toBe('replicate');
  });
});
