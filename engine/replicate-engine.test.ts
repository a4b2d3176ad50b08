import Replicate from 'replicate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdEngine } from './index.js';
import { LocalAdEngine } from './local-engine.js';
import { ReplicateAdEngine } from './replicate-engine.js';
import { type FakeReplicate, startFakeReplicate } from './replicate-fake.js';
import { demoInput, stats } from './test-helpers.js';
import { AD_SIZE_KEYS, AD_SIZES, BadEngineInputError } from './types.js';

let fake: FakeReplicate;
beforeAll(async () => { fake = await startFakeReplicate(); });
afterAll(async () => { await fake.close(); });

const engine = (scene = 'acme/scene-fill', edit = 'acme/edit', timeoutMs = 5000) =>
  new ReplicateAdEngine({ token: 'test-token', baseUrl: fake.baseUrl, sceneModel: scene, editModel: edit, pollMs: 5, timeoutMs });

describe('ReplicateAdEngine against a predictions-API fake', () => {
  it('paints the scene around the product\'s silhouette at its layout position and puts the real product back on top', async () => {
    const before = fake.requests.length;
    const ad = await engine().generateAd({ product: await demoInput(0), styleId: 12, seed: 2 });
    const reqs = fake.requests.slice(before);
    expect(reqs).toHaveLength(3);
    expect(reqs.every((r) => r.model === 'acme/scene-fill')).toBe(true);
    expect(String(reqs[0].input.prompt)).toContain('podium');
    for (const size of AD_SIZE_KEYS) {
      const req = reqs.find((r) => r.input.image && sizeOf(String(r.input.image)) === `${AD_SIZES[size].width}x${AD_SIZES[size].height}`)!;
      expect(String(req.input.mask)).toMatch(/^data:image\/png;base64,/);
      const mask = await sharp(Buffer.from(String(req.input.mask).split(',')[1], 'base64')).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      expect([mask.info.width, mask.info.height]).toEqual([AD_SIZES[size].width, AD_SIZES[size].height]);
      const p = ad.layouts![size].boxes.find((b) => b.role === 'product')!;
      // Black (kept) only on the product's silhouette, inside its layout box; white everywhere else.
      let black = 0;
      let outside = 0;
      for (let y = 0; y < mask.info.height; y++) for (let x = 0; x < mask.info.width; x++) {
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
    const created = await client.predictions.create({ model: 'acme/scene-fill', input: { prompt: 'x', image: 'data:image/png;base64,' } });
    await expect(client.wait(created, { interval: 5 })).rejects.toThrow(/mask is required/);
  });

  it('waits out a slow prediction', async () => {
    const ad = await engine('acme/slow').generateAd({ product: await demoInput(1), styleId: 1, seed: 0 });
    expect(ad.images['1x1'].length).toBeGreaterThan(1000);
  });

  it('fails clearly when a prediction fails', async () => {
    await expect(engine('acme/fail').generateAd({ product: await demoInput(1), styleId: 1, seed: 0 })).rejects.toThrow(/failed: The model failed/);
  });

  it('cancels a prediction that runs past the time limit', async () => {
    await expect(engine('acme/stuck', 'acme/edit', 150).generateAd({ product: await demoInput(1), styleId: 1, seed: 0 })).rejects.toThrow(/timed out/);
    expect(fake.cancelled.length).toBeGreaterThan(0);
  });

  it('sends edits to the edit model and applies text instructions to the typography layer', async () => {
    const before = fake.requests.length;
    const ad = await engine().editAd({ product: await demoInput(0), styleId: 12, seed: 0, params: {}, prompt: 'headline: Sleep deeper tonight' });
    const models = fake.requests.slice(before).map((r) => r.model);
    expect(models.filter((m) => m === 'acme/edit')).toHaveLength(3);
    expect(models.filter((m) => m === 'acme/scene-fill')).toHaveLength(3);
    expect(ad.copy.headline).toBe('Sleep deeper tonight');
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

function sizeOf(uri: string): string {
  const png = Buffer.from(uri.split(',')[1], 'base64');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}
