import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_LIMIT_MESSAGE } from '../../contract/generation.js';
import { generatedAds, generationSessions } from '../../db/schema.js';
import { LocalAdEngine } from '../../engine/render/index.js';
import { demoInput } from '../../tests/support/engine-helpers.js';
import { storeAdImages } from '../../integrations/storage/ad-files.js';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { openDatabase, type Database } from '../../db/client.js';
import { OutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { json } from '../../tests/support/app-harness.js';
import {
  insertPaidPurchase,
  quietTemporalRuntime,
  startPipelineApp,
  startTestWorker,
  tempDir,
} from '../../tests/support/pipeline-harness.js';
import { createTestTemporal } from '../../tests/support/temporal.js';

/**
 * POST /api/edit-plan, /api/edit-preview/:adId and the confirmed edit: the plan is shown and
 * previewed without spending the edit, the edit applies that same plan, and a request with
 * nothing to apply leaves the edit unspent. Real renderer (on the worker: the preview and the
 * edit are workflows), the Temporal dev server, PGlite, local storage.
 */
describe('edit plan, preview and confirmed edit', () => {
  const TASK_QUEUE = 'edit-plan-test';
  let env: TestWorkflowEnvironment;
  let database: Database;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let app: Awaited<ReturnType<typeof startPipelineApp>>;
  let purchaseId: string;
  let adId: string;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    database = await openDatabase({ dataDir: 'memory://' });
    app = await startPipelineApp({ env, taskQueue: TASK_QUEUE, database });
    worker = await startTestWorker({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage: app.storage,
      engine: new LocalAdEngine(),
      mailer: new OutboxMailer(tempDir('outbox'), 'AdForge <ads@adforge.local>'),
    });
    const { db } = app.deps.database;
    const product = await demoInput(0);
    const sessionId = randomUUID();
    await app.deps.storage.put(`uploads/${sessionId}.png`, product.photo, 'image/png');
    await db.insert(generationSessions).values({
      id: sessionId,
      productName: product.name,
      productDescription: product.description,
      productImages: [{ key: `uploads/${sessionId}.png`, contentType: 'image/png', width: 800, height: 800 }],
      productExtras: { offer: '20% off with code CALM20' },
    });
    purchaseId = await insertPaidPurchase(app.deps.database, sessionId, 5);
    const ad = await new LocalAdEngine().generateAd({ product, styleId: 3, seed: 1 });
    adId = randomUUID();
    const keys = await storeAdImages(app.deps.storage, adId, ad.images);
    await db.insert(generatedAds).values({
      id: adId,
      purchaseId,
      styleId: 3,
      style: 'Benefit Checklist',
      variation: 1,
      text: ad.text,
      params: ad.params,
      imageKey1x1: keys['1x1'],
      imageKey4x5: keys['4x5'],
      imageKey9x16: keys['9x16'],
    });
  });
  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await database?.close();
    await env?.teardown();
  });

  it('plans a sentence into changes and plain words, spending nothing', async () => {
    const res = await app.fetch('/api/edit-plan', json({ prompt: 'navy background and gold button' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      changes: [
        { target: 'background', colour: '#1e2f5c', name: 'navy' },
        { target: 'cta', colour: '#d4a72c', name: 'gold' },
      ],
      unsupported: [],
      summary: 'Background \u2192 navy; button \u2192 gold',
    });
  });

  it("uses the ad: its family in the summary, the buyer's own offer, a typo found in its copy", async () => {
    const [ad] = await app.deps.database.db.select().from(generatedAds).where(eq(generatedAds.id, adId));
    const headline = ad.text.split(' \u2014 ')[0];
    const word = headline.split(' ')[0];
    const plan = await (
      await app.fetch(
        '/api/edit-plan',
        json({ prompt: `make it more premium, add the offer and change '${word}' to 'Truly'`, adId }),
      )
    ).json();
    expect(plan.changes).toEqual([
      { target: 'mood', mood: 'premium' },
      { target: 'offer', action: 'add', text: '20% off with code CALM20' },
      { target: 'headline', replace: { from: word, to: 'Truly' } },
    ]);
    expect(plan.summary).toContain('deep charcoal background');
    expect((await app.fetch('/api/edit-plan', json({ prompt: 'bigger', adId: 'nope' }))).status).toBe(404);
    expect((await app.fetch('/api/edit-plan', json({ prompt: '  ' }))).status).toBe(400);
  });

  it('says what cannot be done and why, and what can', async () => {
    const plan = await (await app.fetch('/api/edit-plan', json({ prompt: 'put it on a beach' }))).json();
    expect(plan.changes).toEqual([]);
    expect(plan.unsupported).toEqual([
      { text: 'put it on a beach', reason: expect.stringMatching(/can't paint a new scene.*sand/) },
    ]);
  });

  it('previews the edit as an image without spending it', async () => {
    const res = await app.fetch(`/api/edit-preview/${adId}`, json({ purchaseId, prompt: 'make the background navy' }));
    expect(res.status).toBe(200);
    const { image } = await res.json();
    const meta = await sharp(Buffer.from(image.split(',')[1], 'base64')).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 540]);
    const [ad] = await app.deps.database.db.select().from(generatedAds).where(eq(generatedAds.id, adId));
    expect(ad.isEdited).toBe(false);
  });

  it('does not spend the edit on a request with nothing to apply, then applies the confirmed plan once', async () => {
    const edit = (userPrompt: string) => app.fetch(`/api/edit-ad/${adId}`, json({ purchaseId, userPrompt }));
    const refused = await edit('add our logo in the corner');
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/not used.*logo.*You can ask for/);
    const ok = await edit('Make the headline larger and the button navy');
    expect(ok.status).toBe(200);
    const [ad] = await app.deps.database.db.select().from(generatedAds).where(eq(generatedAds.id, adId));
    expect(ad.params).toMatchObject({ headlineScale: 1.15, accent: '#1e2f5c' });
    expect(ad.isEdited).toBe(true);
    const again = await edit('make it red');
    expect([again.status, (await again.json()).message]).toEqual([409, EDIT_LIMIT_MESSAGE]);
  });
});
