import { randomUUID } from 'node:crypto';
import { MockActivityEnvironment } from '@temporalio/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLES } from '../engine/index.js';
import { openDatabase, type Database } from '../db/client.js';
import { generatedAds, generationSessions, purchases } from '../db/schema.js';
import { LocalAdEngine } from '../engine/render/index.js';
import { demoInput } from '../tests/support/engine-helpers.js';
import { type AdEngine, type GenerateAdInput } from '../contract/engine.js';
import { OutboxMailer } from '../integrations/mail/outbox-mailer.js';
import { LocalStorage } from '../integrations/storage/local-storage.js';
import { tempDir } from '../tests/support/pipeline-harness.js';
import { createGenerationActivities } from './generation.js';

/**
 * The buyer's step-2 extras travel from generation_sessions.product_extras into the engine's
 * ProductInput, and every ad learns its place in its batch (samples and purchases), run through
 * Temporal's activity test environment on PGlite and the real local renderer.
 */
describe('generation activities hand the engine the extras and the batch', () => {
  let database: Database;
  const calls: GenerateAdInput[] = [];
  const local = new LocalAdEngine();
  const recording: AdEngine = {
    name: 'local',
    generateAd: (input) => {
      calls.push(input);
      return local.generateAd(input);
    },
    editAd: (input) => local.editAd(input),
    cutOut: (photo, hint) => local.cutOut(photo, hint),
    previewCutout: (photo, hint) => local.previewCutout(photo, hint),
  };
  const extras = {
    offer: '20 % off with code SLEEP20',
    review: { quote: 'I sleep through the night now.', author: 'Maya R.' },
    certifications: ['NSF Certified'],
  };
  let sessionId: string;
  let activities: ReturnType<typeof createGenerationActivities>;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const storage = new LocalStorage(tempDir('files'));
    activities = createGenerationActivities({
      db: database.db,
      storage,
      engine: recording,
      mailer: new OutboxMailer(tempDir('outbox'), 'a@b.c'),
      publicBaseUrl: 'https://x.test',
      temporalUiUrl: 'http://localhost:8233',
      temporalNamespace: 'default',
    });
    const input = await demoInput(0);
    sessionId = randomUUID();
    await storage.put(`uploads/${sessionId}.png`, input.photo);
    await database.db.insert(generationSessions).values({
      id: sessionId,
      productName: 'Lunaria Deep Sleep',
      productDescription: 'Magnesium gummies. Supports restful sleep.',
      productCategory: 'Sleep',
      selectedStyles: [STYLES[0].id],
      productImages: [{ key: `uploads/${sessionId}.png`, contentType: 'image/png', width: 600, height: 800 }],
      productExtras: extras,
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('samples: the extras and category reach the engine, each variation has its own place in the batch', async () => {
    const env = new MockActivityEnvironment({ startToCloseTimeoutMs: 185_000 });
    for (const variation of [0, 1])
      await env.run(activities.generateSampleAd, {
        jobId: `sample:${sessionId}:${variation}`,
        sessionId,
        styleId: STYLES[0].id,
        variation,
      });
    expect(calls[0].product).toMatchObject({ extras, category: 'Sleep' });
    expect(calls.map((c) => c.batch)).toEqual([
      { styleIds: [STYLES[0].id], index: 0 },
      { styleIds: [STYLES[0].id, STYLES[0].id], index: 1 },
    ]);
    const rows = await database.db.select().from(generatedAds).where(eq(generatedAds.sessionId, sessionId));
    expect(new Set(rows.map((r) => r.text.split(' \u2014 ')[0])).size).toBe(2);
  });

  it('a purchase: every ad knows its index among the chosen styles, and no two share a headline', async () => {
    const purchaseId = randomUUID();
    const styleIds = STYLES.slice(0, 5).map((s) => s.id);
    await database.db.insert(purchases).values({
      id: purchaseId,
      sessionId,
      amount: 799,
      completed: true,
      paidAt: new Date(),
      packageName: 'basic',
      quantity: 5,
      customerEmail: 'b@x.test',
      customerName: 'B',
      selectedStyleIds: styleIds,
    });
    const env = new MockActivityEnvironment({ startToCloseTimeoutMs: 185_000 });
    calls.length = 0;
    await Promise.all(
      styleIds.map((styleId) =>
        env.run(activities.generatePurchaseAd, { jobId: `purchase:${purchaseId}:${styleId}`, purchaseId, styleId }),
      ),
    );
    expect(calls.map((c) => c.batch?.index).sort()).toEqual([0, 1, 2, 3, 4]);
    const rows = await database.db.select().from(generatedAds).where(eq(generatedAds.purchaseId, purchaseId));
    const headlines = rows.map((r) => r.text.split(' \u2014 ')[0]);
    expect(new Set(headlines).size).toBe(5);
  });
});
