import Replicate from 'replicate';
import { createReplicateClient } from '../../integrations/replicate/index.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReplicateAdEngine } from './engine.js';
import { type FakeReplicate, startFakeReplicate } from '../../tests/support/replicate-fake.js';
import { demoInput, stats } from '../../tests/support/engine-helpers.js';
import { planEdit } from '../edit-plan/index.js';
import { AD_SIZE_KEYS, AD_SIZES, BadEngineInputError, EditNotUnderstoodError } from '../../contract/engine.js';

let fake: FakeReplicate;
beforeAll(async () => {
  fake = await startFakeReplicate();
});
afterAll(async () => {
  await fake.close();
});

const engine = (scene = 'acme/scene-fill', edit = 'acme/edit') =>
  new ReplicateAdEngine({
    imageModel: createReplicateClient({ token: 'test-token', baseUrl: fake.baseUrl, pollMs: 5 }),
    sceneModel: scene,
    editModel: edit,
  });

describe('ReplicateAdEngine against a predictions-API fake', () => {
  it("paints the scene around the product's silhouette at its layout position and puts the real product back on top", async () => {
    const before = fake.requests.length;
    const ad = await engine().generateAd({ product: await demoInput(0), styleId: 12, seed: 2 });
    const reqs = fake.requests.slice(before);
    expect(reqs).toHaveLength(3);
    expect(reqs.every((r) => r.model === 'acme/scene-fill')).toBe(true);
    expect(String(reqs[0].input.prompt)).toContain('podium');
    for (const size of AD_SIZE_KEYS) {
      const req = reqs.find(
        (r) => r.input.image && sizeOf(String(r.input.image)) === `${AD_SIZES[size].width}x${AD_SIZES[size].height}`,
      )!;
      expect(String(req.input.mask)).toMatch(/^data:image\/png;base64,/);
      const mask = await sharp(Buffer.from(String(req.input.mask).split(',')[1], 'base64'))
        .extractChannel(0)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([mask.info.width, mask.info.height]).toEqual([AD_SIZES[size].width, AD_SIZES[size].height]);
      const p = ad.layouts![size].boxes.find((b) => b.role === 'product')!;
      // Black (kept) only on the product's silhouette, inside its layout box; white everywhere else.
      let black = 0;
      let outside = 0;
      for (let y = 0; y < mask.info.height; y++)
        for (let x = 0; x < mask.info.width; x++) {
          if (mask.data[y * mask.info.width + x] > 127) continue;
          black++;
          if (x < p.x || x >= p.x + p.w || y < p.y || y >= p.y + p.h) outside++;
        }
      expect(outside).toBe(0);
      expect(black / (p.w * p.h)).toBeGreaterThan(0.4);
      expect(mask.data[(p.y + Math.round(p.h / 2)) * mask.info.width + p.x + Math.round(p.w / 2)]).toBe(0);
      const s = await stats(ad.images[size]);
      expect([s.width, s.height]).toEqual([AD_SIZES[size].width, AD_SIZES[size].height]);
    }
    expect(ad.copy.headline.length).toBeGreaterThan(0);
    expect(ad.params.engine).toBe('replicate');
  });

  it('is refused by a fill model when the mask is missing (as the real one refuses it)', async () => {
    const client = new Replicate({ auth: 'test-token', baseUrl: fake.baseUrl, useFileOutput: false });
    const created = await client.predictions.create({
      model: 'acme/scene-fill',
      input: { prompt: 'x', image: 'data:image/png;base64,' },
    });
    await expect(client.wait(created, { interval: 5 })).rejects.toThrow(/mask is required/);
  });

  it('waits out a slow prediction', async () => {
    const ad = await engine('acme/slow').generateAd({ product: await demoInput(1), styleId: 1, seed: 0 });
    expect(ad.images['1x1'].length).toBeGreaterThan(1000);
  });

  it('fails clearly when a prediction fails', async () => {
    await expect(engine('acme/fail').generateAd({ product: await demoInput(1), styleId: 1, seed: 0 })).rejects.toThrow(
      /failed: The model failed/,
    );
  });

  it("cancels its remote predictions when the caller's signal fires (an activity's engine deadline or cancellation)", async () => {
    const before = fake.cancelled.length;
    const created = fake.requests.length;
    const controller = new AbortController();
    const rendering = engine('acme/stuck').generateAd(
      { product: await demoInput(1), styleId: 1, seed: 0 },
      { signal: controller.signal },
    );
    // The deadline passes while the three predictions run.
    while (fake.requests.length - created < 3) await new Promise((r) => setTimeout(r, 5));
    controller.abort(new Error('no answer within 0.2 s'));
    await expect(rendering).rejects.toThrow(/was cancelled .*: no answer within 0.2 s/);
    // One prediction per layout was running; each is cancelled, so none keeps costing money.
    expect(fake.cancelled.length - before).toBe(3);
  });

  it('starts no prediction for a signal that has already fired', async () => {
    const before = fake.requests.length;
    await expect(
      engine().generateAd(
        { product: await demoInput(1), styleId: 1, seed: 0 },
        { signal: AbortSignal.abort(new Error('cancelled')) },
      ),
    ).rejects.toThrow('cancelled');
    expect(fake.requests.length).toBe(before);
  });

  it("applies text and colour changes to the typography layer over the ad's own scene", async () => {
    const before = fake.requests.length;
    const ad = await engine().editAd({
      product: await demoInput(0),
      styleId: 12,
      seed: 0,
      params: {},
      prompt: 'headline: Sleep deeper tonight',
    });
    const models = fake.requests.slice(before).map((r) => r.model);
    // The ad's own scene painted again around the product (same prompt and seed), no edit model.
    expect(models).toEqual(['acme/scene-fill', 'acme/scene-fill', 'acme/scene-fill']);
    expect(ad.copy.headline).toBe('Sleep deeper tonight');
  });

  it('sends a new scene to the edit model around the product, and the rest of the plan to the typography layer', async () => {
    const before = fake.requests.length;
    const plan = planEdit('put it on a beach and make the button navy', { scenes: true });
    expect(plan.changes).toEqual([
      { target: 'background', scene: 'put it on a beach' },
      { target: 'cta', colour: '#1e2f5c', name: 'navy' },
    ]);
    const ad = await engine().editAd({
      product: await demoInput(0),
      styleId: 12,
      seed: 0,
      params: {},
      prompt: 'put it on a beach and make the button navy',
      plan,
    });
    const reqs = fake.requests.slice(before);
    // The ad's own scene around the product's silhouette, then that scene changed by the edit model.
    expect(reqs.map((r) => r.model)).toEqual([
      'acme/scene-fill',
      'acme/scene-fill',
      'acme/scene-fill',
      'acme/edit',
      'acme/edit',
      'acme/edit',
    ]);
    expect(reqs.slice(0, 3).every((r) => typeof r.input.mask === 'string')).toBe(true);
    expect(String(reqs[3].input.prompt)).toMatch(/^put it on a beach\. Keep the product exactly as it is/);
    expect(String(reqs[3].input.input_image)).toMatch(/^data:image\/png;base64,/);
    expect(ad.params).toMatchObject({ accent: '#1e2f5c', scene: 'put it on a beach' });
  });

  it('refuses a plan with nothing in it before paying for a prediction', async () => {
    const before = fake.requests.length;
    await expect(
      engine().editAd({ product: await demoInput(0), styleId: 12, seed: 0, params: {}, prompt: 'add our logo' }),
    ).rejects.toBeInstanceOf(EditNotUnderstoodError);
    expect(fake.requests.length).toBe(before);
  });

  it('rejects a bad photo before paying for a prediction', async () => {
    const before = fake.requests.length;
    await expect(
      engine().generateAd({
        product: { photo: Buffer.from('nope'), name: 'x', description: 'y' },
        styleId: 1,
        seed: 0,
      }),
    ).rejects.toBeInstanceOf(BadEngineInputError);
    expect(fake.requests.length).toBe(before);
  });
});

function sizeOf(uri: string): string {
  const png = Buffer.from(uri.split(',')[1], 'base64');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}
