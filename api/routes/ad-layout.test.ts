import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedAds } from '../../db/schema.js';
import { type AdLayout } from '../../contract/engine.js';
import { startTestApp } from '../../tests/support/app-harness.js';

const layout = (width: number, height: number): AdLayout => ({
  width,
  height,
  boxes: [
    { role: 'product', x: 300, y: 500, w: 480, h: 900 },
    { role: 'headline', x: 65, y: 280, w: 900, h: 180, text: 'Sleep deeper tonight', fontPx: 84, contrast: 12.4 },
  ],
});

describe('GET /api/ads/:adId/layout', () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  const id = randomUUID();
  const old = randomUUID();
  beforeAll(async () => {
    app = await startTestApp();
    const row = {
      styleId: 1,
      style: 'Bold Hero',
      text: 't',
      imageKey1x1: 'ads/a/1x1.png',
      imageKey4x5: 'ads/a/4x5.png',
      imageKey9x16: 'ads/a/9x16.png',
    };
    await app.deps.database.db.insert(generatedAds).values([
      { ...row, id, layouts: { '1x1': layout(1080, 1080), '4x5': layout(1080, 1350), '9x16': layout(1080, 1920) } },
      { ...row, id: old },
    ]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers every size with the boxes the renderer drew', async () => {
    const res = await app.fetch(`/api/ads/${id}/layout`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body.sizes)).toEqual(['1x1', '4x5', '9x16']);
    expect(body.sizes['9x16']).toEqual(layout(1080, 1920));
  });

  it('is a 404 with a message for an unknown ad and for an ad made before layouts were kept', async () => {
    const missing = await app.fetch(`/api/ads/${randomUUID()}/layout`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('Ad not found');
    const before = await app.fetch(`/api/ads/${old}/layout`);
    expect(before.status).toBe(404);
    expect((await before.json()).message).toMatch(/before its layout was recorded/);
  });
});
