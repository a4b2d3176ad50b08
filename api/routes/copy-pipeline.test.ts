import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHRASES, reviewedWords } from '../../engine/copy/index.js';
import { openDatabase, type Database } from '../../db/client.js';
import { generatedAds, generationSessions } from '../../db/schema.js';
import { POST_COPY_LIMITS } from '../../contract/engine.js';
import { OutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import { HELD_OUT } from '../../tests/fixtures/copy/held-out.js';
import { PooledAdEngine } from '../../engine/pool/index.js';
import {
  generateBody,
  json,
  quietTemporalRuntime,
  startPipelineApp,
  startTestWorker,
  tempDir,
  waitForSamples,
} from '../../tests/support/pipeline-harness.js';
import { createTestTemporal } from '../../tests/support/temporal.js';

/**
 * The copy through the sample generation path (POST /api/generate → Temporal → the engine →
 * the database → GET /api/sessions/:id): held-out briefs come back in their language with every
 * word traceable, the language the buyer chose at step 2 is the one the ads use, and each ad
 * carries its post copy (docs/product.md section 11).
 */
const TASK_QUEUE = 'copy-pipeline-test';
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
const words = (s: string) =>
  fold(s)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const stem = (w: string) => w.replace(/(es|s|n|en|e)$/u, '');

describe('ad copy through the sample pipeline', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let worker: Awaited<ReturnType<typeof startTestWorker>>;
  let app: Awaited<ReturnType<typeof startPipelineApp>>;
  let threaded: PooledAdEngine;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    database = await openDatabase({ dataDir: 'memory://' });
    const storage = new LocalStorage(tempDir('files'));
    worker = await startTestWorker({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage,
      // Render threads, as the embedded default runs them: a render never blocks the worker's heartbeats.
      engine: (threaded = new PooledAdEngine({ threads: 2 })),
      mailer: new OutboxMailer(tempDir('outbox'), 'AdForge <ads@adforge.local>'),
    });
    app = await startPipelineApp({ env, taskQueue: TASK_QUEUE, database, storage });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await threaded?.close();
    await database?.close();
    await env?.teardown();
  });

  async function samples(brief: (typeof HELD_OUT)[number], styleId: number, language?: string) {
    const res = await app.fetch(
      '/api/generate',
      json(
        await generateBody({
          selectedStyles: [styleId],
          productInfo: {
            productName: brief.name,
            productDescription: brief.description,
            ...(brief.extras ? { extras: brief.extras } : {}),
            ...(language ? { language } : {}),
          },
        }),
      ),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const session = await waitForSamples(app, sessionId, 120_000);
    expect(session.generation).toMatchObject({ total: 4, ready: 4, failed: 0 });
    return session as { id: string; generatedAds: Array<{ id: string; text: string; postCopy?: unknown }> };
  }

  it.each([
    ['en-hyaluronic-capsules', 28],
    ['de-zinc-lozenges', 3],
    ['es-electrolytes-sachets', 24],
    ['fr-melatonin-gummies', 1],
  ] as const)(
    '%s (style %i): four samples in the brief language, every word traceable, with post copy',
    async (id, styleId) => {
      const brief = HELD_OUT.find((b) => b.id === id)!;
      const session = await samples(brief, styleId);
      const own = new Set(words([brief.name, brief.description, JSON.stringify(brief.extras ?? {})].join(' ')));
      const allowed = new Set([...own, ...[...reviewedWords(brief.lang)].map(fold), 'mg', 'g', 'ml', 'µg']);
      const ok = (w: string) => /^\d/.test(w) || allowed.has(w) || [...allowed].some((a) => stem(a) === stem(w));
      for (const ad of session.generatedAds) {
        expect(
          words(ad.text).filter((w) => !ok(w)),
          ad.text,
        ).toEqual([]);
        const post = ad.postCopy as { primary: string; headline: string; description: string };
        expect(post.primary.length).toBeLessThanOrEqual(POST_COPY_LIMITS.primary);
        expect(post.headline.length).toBeLessThanOrEqual(POST_COPY_LIMITS.headline);
        expect(post.description.length).toBeLessThanOrEqual(POST_COPY_LIMITS.description);
        for (const text of Object.values(post))
          expect(
            words(text).filter((w) => !ok(w)),
            text,
          ).toEqual([]);
        const [row] = await database.db.select().from(generatedAds).where(eq(generatedAds.id, ad.id));
        expect(row.postCopy).toEqual(post);
      }
      // The four samples of one style say different things.
      expect(new Set(session.generatedAds.map((a) => a.text.split(' — ')[0])).size).toBe(4);
    },
    240_000,
  );

  it('writes in the language the buyer chose at step 2, and stores that choice', async () => {
    const brief = HELD_OUT.find((b) => b.id === 'en-creatine-pouch')!;
    const session = await samples(brief, 9, 'de');
    const [row] = await database.db
      .select({ language: generationSessions.productLanguage })
      .from(generationSessions)
      .where(eq(generationSessions.id, session.id));
    expect(row.language).toBe('de');
    const german = Object.values(PHRASES.de.ctas).flat();
    for (const ad of session.generatedAds) expect(german).toContain(ad.text.split(' — ').at(-1));
  }, 240_000);
});
