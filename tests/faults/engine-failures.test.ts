import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../../api/auth/admin-bootstrap.js';
import { STYLES } from '../../engine/index.js';
import { openDatabase, type Database } from '../../db/client.js';
import { generatedAds } from '../../db/schema.js';
import { LocalAdEngine } from '../../engine/render/index.js';
import { OutboxMailer } from '../../integrations/mail/outbox-mailer.js';
import { LocalStorage } from '../../integrations/storage/local-storage.js';
import { BrowserSession } from '../support/browser-session.js';
import {
  createSession,
  insertPaidPurchase,
  json,
  quietTemporalRuntime,
  startPipelineApp,
  startTestWorker,
  tempDir,
  waitFor,
  asBuyer,
} from '../support/pipeline-harness.js';
import { createTestTemporal } from '../support/temporal.js';
import { rejectingAndHanging } from '../support/test-engines.js';

const ADMIN = { ADMIN_USERNAME: 'operator', ADMIN_PASSWORD: 'operator-test-password' };
const TASK_QUEUE = 'engine-failures';

/**
 * One style the engine rejects for good and one it never answers for: the batch still delivers
 * the other ads, and each failure is told in words to the operator (Temporal history, admin
 * order) and to the buyer (generation status), instead of a spinner that never stops.
 */
describe('an image engine failing for one style and hanging for another', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database?.close();
    await env?.teardown();
  });

  it('delivers the other ads and reports both failures to the operator and the buyer', async () => {
    const local = new LocalAdEngine();
    const styles = STYLES.slice(10, 15).map((s) => s.id);
    const [rejected, hung] = [styles[1], styles[3]];
    const storage = new LocalStorage(tempDir('engine-files'));
    const mailer = new OutboxMailer(tempDir('engine-outbox'), 'AdForge <ads@adforge.local>');
    // A 3 s engine deadline and an 8 s retry window (the app passes both to the workflows it starts):
    // the hung style fails each attempt after 3 s until the window closes; healthy ads render well within it.
    const worker = await startTestWorker({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage,
      mailer,
      engine: rejectingAndHanging(local, [rejected], [hung]),
    });
    const app = await startPipelineApp({
      env,
      taskQueue: TASK_QUEUE,
      database,
      storage,
      vars: { ...ADMIN, ENGINE_TIMEOUT_SECONDS: '3', ENGINE_RETRY_WINDOW_SECONDS: '8' },
    });
    // The samples with the default deadline: a first render on a loaded machine can take 3 s.
    const samplesApp = await startPipelineApp({ env, taskQueue: TASK_QUEUE, database, storage });
    try {
      await ensureAdminUser(database.db, app.config);
      const sessionId = await createSession(samplesApp);
      const purchaseId = await insertPaidPurchase(database, sessionId, 5);
      expect(
        (await app.fetch('/api/generate-multiple', asBuyer(json({ sessionId, purchaseId, styleIds: styles })))).status,
      ).toBe(200);

      // The buyer: 3 of 5 ads and both failures, in words (while the purchase waits for an operator).
      const status = await waitFor(
        async () => {
          const s = await (await app.fetch(`/api/generation-status/${purchaseId}`)).json();
          return s.isComplete ? s : undefined;
        },
        60_000,
        'the batch with two failing styles',
      );
      expect(status).toMatchObject({ isComplete: true, adsCount: 3, expectedAdCount: 5 });
      const byStyle = new Map<number, string>(
        status.errors.map((e: { styleId: number; message: string }) => [e.styleId, e.message]),
      );
      expect([...byStyle.keys()].sort()).toEqual([rejected, hung].sort());
      expect(byStyle.get(rejected)).toContain(`The product photo cannot be used with style ${rejected}.`);
      expect(byStyle.get(hung)).toMatch(/The image engine did not answer in time, even after retrying\.$/);
      const ads = await database.db.select().from(generatedAds).where(eq(generatedAds.purchaseId, purchaseId));
      expect(ads.map((a) => a.styleId).sort()).toEqual(styles.filter((s) => s !== rejected && s !== hung).sort());

      // The operator, in the Temporal UI: the failed activities carry the same words in the history.
      const history = await env.client.workflow.getHandle(`purchase-${purchaseId}`).fetchHistory();
      // The last attempt's failure: an activity failure, or the retry window's timeout carrying it as its last failure.
      const causes = (history.events ?? []).flatMap((e) => {
        const failure = e.activityTaskFailedEventAttributes?.failure ?? e.activityTaskTimedOutEventAttributes?.failure;
        return failure ? [[failure.message, failure.cause?.message].filter(Boolean).join(' / ')] : [];
      });
      expect(causes).toHaveLength(2);
      expect(causes).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`the product photo cannot be used with style ${rejected}`),
          expect.stringContaining('the ad engine failed: no answer within 3 s'),
        ]),
      );

      // The operator, in the admin orders: the order lists which styles failed and why.
      const admin = new BrowserSession(app.baseUrl);
      expect(
        (await admin.post('/api/admin/login', { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }))
          .status,
      ).toBe(200);
      const orders = (await admin.get('/api/admin/orders')).body as Array<{
        id: string;
        needsAttention: boolean;
        generationErrors: Array<{ styleId: number; message: string }>;
      }>;
      const order = orders.find((o) => o.id === purchaseId)!;
      expect(order.needsAttention).toBe(true);
      expect(order.generationErrors.map((e) => e.styleId).sort()).toEqual([rejected, hung].sort());
      expect(
        order.generationErrors.every((e) =>
          /^(Style \d+ \(".+"\): )?(The product photo|The image engine)/.test(e.message),
        ),
      ).toBe(true);
    } finally {
      await app.close();
      await samplesApp.close();
      await worker.stop();
    }
  }, 90_000);
});
