import fs from 'node:fs';
import path from 'node:path';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminUser } from '../api/auth/admin-bootstrap.js';
import { createLogger } from '../config/logger.js';
import { openDatabase, type Database } from '../db/client.js';
import { adJobs, generationSessions, purchases } from '../db/schema.js';
import { generationPolicy } from '../config/generation-policy.js';
import { STYLES } from '../engine/index.js';
import { LocalAdEngine } from '../engine/render/index.js';
import { OutboxMailer } from '../integrations/mail/outbox-mailer.js';
import { LocalStorage } from '../integrations/storage/local-storage.js';
import { FAILED_ADS, NEEDS_ATTENTION } from '../integrations/temporal/search-attributes.js';
import { BrowserSession } from '../tests/support/browser-session.js';
import {
  asBuyer,
  createSession,
  decodeQuotedPrintable,
  insertPaidPurchase,
  json,
  OPS_EMAIL,
  quietTemporalRuntime,
  startPipelineApp,
  startTestWorker,
  tempDir,
  waitFor,
} from '../tests/support/pipeline-harness.js';
import { createTestTemporal } from '../tests/support/temporal.js';
import { steeredEngine } from '../tests/support/test-engines.js';

const ADMIN = { username: 'ops-admin', password: 'ops-admin-password' };
/** A configured Temporal UI: the alert and every admin answer link into it, never the embedded default. */
const TEMPORAL_UI_URL = 'https://temporal.example.com';
const workflowLink = (purchaseId: string) => `${TEMPORAL_UI_URL}/namespaces/default/workflows/purchase-${purchaseId}`;
const styleIds = (n: number, offset = 0) => STYLES.slice(offset, offset + n).map((s) => s.id);

/** The outbox's messages, decoded, with who each went to. */
function mails(dir: string) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      // Headers: folded lines joined, RFC 2047 words decoded.
      const headers = raw
        .split(/\r?\n\r?\n/)[0]
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/\?=\s+=\?/g, '?==?')
        .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) =>
          Buffer.from(decodeQuotedPrintable(q.replace(/_/g, ' ')), 'latin1').toString('utf8'),
        );
      const text = Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8');
      return {
        to: /^To: (.+)$/m.exec(headers)?.[1]?.trim() ?? '',
        subject: /^Subject: (.+)$/m.exec(headers)?.[1]?.trim() ?? '',
        text,
      };
    });
}

/**
 * The operators' path end to end with the real activities, renderer, database and Temporal dev server: an
 * engine that fails chosen styles (for good, by hanging, or in an outage) — the purchase waits for
 * an operator with its search attributes set, the alert goes out once, the admin's retry completes
 * it, and exactly one "all ready" e-mail follows; an outage shorter than the retry window loses nothing.
 */
describe('operators and failed purchases (pipeline)', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let storage: LocalStorage;
  const local = new LocalAdEngine();
  const logLines: string[] = [];
  const logger = createLogger('info', {
    write: (line: string) => {
      logLines.push(line);
    },
  });

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    database = await openDatabase({ dataDir: 'memory://' });
    storage = new LocalStorage(tempDir('files'));
  });
  afterAll(async () => {
    await database?.close();
    await env?.teardown();
  });

  async function setUp(taskQueue: string, vars: Record<string, string>) {
    const outbox = tempDir('outbox');
    const engine = steeredEngine(local);
    const worker = await startTestWorker({
      env,
      taskQueue,
      database,
      storage,
      mailer: new OutboxMailer(outbox, 'AdForge <ads@adforge.local>'),
      engine,
      logger,
      temporalUiUrl: vars.TEMPORAL_UI_URL,
    });
    const app = await startPipelineApp({
      env,
      taskQueue,
      database,
      storage,
      vars: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...vars },
    });
    await ensureAdminUser(database.db, app.config);
    const admin = new BrowserSession(app.baseUrl);
    expect((await admin.post('/api/admin/login', ADMIN)).status).toBe(200);
    return {
      outbox,
      engine,
      worker,
      app,
      admin,
      close: async () => {
        await app.close();
        await worker.stop();
      },
    };
  }

  async function buy(app: Awaited<ReturnType<typeof startPipelineApp>>, styles: number[], email: string) {
    const sessionId = await createSession(app);
    const purchaseId = await insertPaidPurchase(database, sessionId, styles.length, email);
    const res = await app.fetch(
      '/api/generate-multiple',
      asBuyer(
        json(
          { sessionId, purchaseId, styleIds: styles },
          { headers: { 'x-request-id': `req-${purchaseId.slice(0, 8)}` } },
        ),
      ),
    );
    expect(res.status).toBe(200);
    return purchaseId;
  }

  /** When the operator alert for this purchase appeared in the outbox (polled every 50 ms). */
  const alertArrival = (outbox: string, purchaseId: string, timeoutMs: number) =>
    waitFor(
      async () =>
        mails(outbox).some((m) => m.to === OPS_EMAIL && m.subject.includes(purchaseId)) ? Date.now() : undefined,
      timeoutMs,
      'the operator alert',
    );
  /** The first failure of the purchase's ads as the read model recorded it (ad_jobs.failing_since). */
  const firstFailure = async (purchaseId: string) => {
    const [row] = await database.db
      .select({ at: min(adJobs.failingSince) })
      .from(adJobs)
      .where(and(eq(adJobs.purchaseId, purchaseId), isNotNull(adJobs.failingSince)));
    return row.at ? new Date(row.at).getTime() : NaN;
  };

  const attention = async (purchaseId: string) => {
    const d = await env.client.workflow.getHandle(`purchase-${purchaseId}`).describe();
    return {
      status: d.status.name,
      needsAttention: d.typedSearchAttributes.get(NEEDS_ATTENTION),
      failedAds: d.typedSearchAttributes.get(FAILED_ADS),
    };
  };

  it('a style refused for good: the purchase waits, one alert, an honest e-mail; the admin retry completes it and one "all ready" e-mail follows', async () => {
    const s = await setUp('attention-refused', { TEMPORAL_UI_URL });
    try {
      const styles = styleIds(5, 10);
      s.engine.refuse([styles[1], styles[3]]);
      const purchaseId = await buy(s.app, styles, 'waiting-buyer@example.com');
      await waitFor(async () => (await attention(purchaseId)).needsAttention === true, 60_000, 'NeedsAttention');
      expect(await attention(purchaseId)).toEqual({ status: 'RUNNING', needsAttention: true, failedAds: 2 });
      await waitFor(async () => mails(s.outbox).length >= 2, 10_000, 'the alert and the partial e-mail');

      // The operator's alert, once; the buyer's honest e-mail, once; no "all ready" yet.
      const alert = mails(s.outbox).filter((m) => m.to === OPS_EMAIL);
      expect(alert).toHaveLength(1);
      expect(alert[0].subject).toContain(`Purchase ${purchaseId}: 2 of 5 ads failed`);
      expect(alert[0].text).toContain(`purchase-${purchaseId}`);
      expect(alert[0].text).toContain(`Workflow: ${workflowLink(purchaseId)}`);
      const buyerMails = mails(s.outbox).filter((m) => m.to === 'waiting-buyer@example.com');
      expect(buyerMails).toHaveLength(1);
      expect(buyerMails[0].text).toContain(
        '3 of 5 ads are ready; the other 2 are being retried by our team — we will e-mail you when they are done.',
      );
      const [row] = await database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(row).toMatchObject({ emailNotificationSent: false, generationCompletedAt: null });

      // The ERROR line an operator searches for: JSON, with the ids.
      const alertLines = logLines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.purchaseId === purchaseId && l.level === 50);
      expect(alertLines).toHaveLength(2);
      for (const line of alertLines) {
        expect(line).toMatchObject({
          workflowId: `purchase-${purchaseId}`,
          activityId: expect.any(String),
          requestId: `req-${purchaseId.slice(0, 8)}`,
          style: expect.stringMatching(/^Style \d+/),
          cause: expect.stringContaining('the product photo cannot be used'),
        });
      }
      // Every line the worker wrote about this purchase parses as JSON and carries the ids.
      const failedAdLines = logLines
        .filter((l) => l.includes(purchaseId))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(failedAdLines.length).toBeGreaterThanOrEqual(4);
      for (const line of failedAdLines)
        expect(line).toMatchObject({
          purchaseId,
          workflowId: `purchase-${purchaseId}`,
          activityId: expect.any(String),
        });

      // The admin lists it, in words.
      expect((await s.admin.get('/api/admin/orders/needs-attention')).body.count).toBeGreaterThanOrEqual(1);
      const listed = (await s.admin.get('/api/admin/orders?needsAttention=true')).body as Array<{
        id: string;
        failedAds: number;
        workflowUrl: string;
        ads: Array<{ state: string; reason: string | null }>;
      }>;
      const order = listed.find((o) => o.id === purchaseId)!;
      expect(order.failedAds).toBe(2);
      expect(order.workflowUrl).toBe(workflowLink(purchaseId));
      expect(order.ads.filter((a) => a.state === 'failed').map((a) => a.reason)).toEqual([
        expect.stringMatching(/: The product photo cannot be used with style \d+\.$/),
        expect.any(String),
      ]);

      // Fixed; the admin retries (twice: the second finds it busy or done), the batch completes.
      s.engine.heal();
      const retry = await s.admin.post(`/api/admin/orders/${purchaseId}/retry-failed`, {});
      expect(retry.status).toBe(200);
      expect(retry.body).toMatchObject({ success: true, status: 'retrying', ads: 2 });
      expect(retry.body.order.workflowUrl).toBe(workflowLink(purchaseId));
      const again = await s.admin.post(`/api/admin/orders/${purchaseId}/retry-failed`, {});
      expect(again.status).toBe(200);
      expect(['busy', 'nothing-to-retry']).toContain(again.body.status);
      await waitFor(async () => (await attention(purchaseId)).status === 'COMPLETED', 60_000, 'the completed workflow');
      expect(await attention(purchaseId)).toEqual({ status: 'COMPLETED', needsAttention: false, failedAds: 0 });
      const status = await (await s.app.fetch(`/api/generation-status/${purchaseId}`)).json();
      expect(status).toMatchObject({ isComplete: true, adsCount: 5, errors: [] });

      // Exactly one "all ready" e-mail, and no second alert.
      await new Promise((r) => setTimeout(r, 500));
      const after = mails(s.outbox);
      expect(after.filter((m) => m.to === OPS_EMAIL)).toHaveLength(1);
      const ready = after.filter(
        (m) => m.to === 'waiting-buyer@example.com' && m.subject.includes('are ready') && !m.subject.includes(' of '),
      );
      expect(ready).toHaveLength(1);
      expect(ready[0].subject).toContain('Your 5 ads');
      const nothing = await s.admin.post(`/api/admin/orders/${purchaseId}/retry-failed`, {});
      expect(nothing.body).toMatchObject({
        status: 'nothing-to-retry',
        order: { workflowUrl: workflowLink(purchaseId) },
      });

      // "Resend e-mail": sent once per key; the same key again sends nothing more.
      const resend = await s.admin.request(`/api/admin/orders/${purchaseId}/resend-email`, {
        method: 'POST',
        body: {},
        headers: { 'idempotency-key': 'k1' },
      });
      expect(resend.body).toMatchObject({ success: true, sent: true, kind: 'ready', repeated: false });
      expect(resend.body.order.workflowUrl).toBe(workflowLink(purchaseId));
      const repeat = await s.admin.request(`/api/admin/orders/${purchaseId}/resend-email`, {
        method: 'POST',
        body: {},
        headers: { 'idempotency-key': 'k1' },
      });
      expect(repeat.body).toMatchObject({
        success: true,
        repeated: true,
        order: { workflowUrl: workflowLink(purchaseId) },
      });
      expect(JSON.stringify([retry.body, nothing.body, resend.body, repeat.body])).not.toContain('localhost:8233');
      expect(mails(s.outbox).filter((m) => m.to === 'waiting-buyer@example.com')).toHaveLength(3);
    } finally {
      await s.close();
    }
  }, 180_000);

  it('an outage shorter than the retry window loses nothing: no alert, one e-mail', async () => {
    const s = await setUp('attention-outage', { ENGINE_RETRY_WINDOW_SECONDS: '25' });
    try {
      const sessionApp = s.app;
      const styles = styleIds(3, 15);
      const sessionId = await createSession(sessionApp);
      const purchaseId = await insertPaidPurchase(database, sessionId, styles.length, 'outage-buyer@example.com');
      s.engine.outageFor(6_000);
      const started = Date.now();
      expect(
        (await sessionApp.fetch('/api/generate-multiple', asBuyer(json({ sessionId, purchaseId, styleIds: styles }))))
          .status,
      ).toBe(200);
      await waitFor(
        async () => (await attention(purchaseId)).status === 'COMPLETED',
        90_000,
        'the batch after the outage',
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(6_000);
      const status = await (await sessionApp.fetch(`/api/generation-status/${purchaseId}`)).json();
      expect(status).toMatchObject({ isComplete: true, adsCount: 3, errors: [] });
      expect(mails(s.outbox).map((m) => m.to)).toEqual(['outage-buyer@example.com']);
      expect(s.engine.calls).toBeGreaterThan(4 + 3);
    } finally {
      await s.close();
    }
  }, 180_000);

  it('an outage longer than the retry window: the alert comes when the window closes, counted from the first failure', async () => {
    // 6 s window, 150 s engine timeout: the engine fails fast (503), so nothing runs past the close.
    const s = await setUp('attention-window', { ENGINE_RETRY_WINDOW_SECONDS: '6' });
    try {
      const styles = styleIds(2, 20);
      const sessionId = await createSession(s.app);
      // This buyer chose German ads at step 2: the partial e-mail is written in German too.
      await database.db
        .update(generationSessions)
        .set({ productLanguage: 'de' })
        .where(eq(generationSessions.id, sessionId));
      const purchaseId = await insertPaidPurchase(database, sessionId, styles.length, 'window-buyer@example.com');
      s.engine.outageFor(120_000);
      expect(
        (await s.app.fetch('/api/generate-multiple', asBuyer(json({ sessionId, purchaseId, styleIds: styles }))))
          .status,
      ).toBe(200);
      const alertedAt = await alertArrival(s.outbox, purchaseId, 60_000);
      const engineFirstFailure = Math.min(...s.engine.failedAt);
      const afterFirstFailure = alertedAt - engineFirstFailure;
      console.log(
        `503 outage, 6 s window: alert ${afterFirstFailure} ms after the first failure (${s.engine.calls} engine calls)`,
      );
      // The window is kept in full, and the alert is not later than it plus the bookkeeping.
      expect(afterFirstFailure).toBeGreaterThanOrEqual(6_000);
      expect(afterFirstFailure).toBeLessThanOrEqual(6_000 + 1_500);
      // The read model's first failure is the engine's (one clock a few ms apart).
      expect(Math.abs((await firstFailure(purchaseId)) - engineFirstFailure)).toBeLessThan(1_000);
      // The last attempt of each ad was timed for the close: at most one call per ad after it.
      const closesAt = engineFirstFailure + 6_000;
      expect(s.engine.failedAt.filter((t) => t > closesAt + 500).length).toBeLessThanOrEqual(styles.length);
      await waitFor(async () => (await attention(purchaseId)).needsAttention === true, 10_000, 'NeedsAttention');
      expect((await attention(purchaseId)).failedAds).toBe(2);
      const toBuyer = mails(s.outbox).filter((m) => m.to === 'window-buyer@example.com');
      expect(toBuyer.map((m) => m.subject)).toEqual([expect.stringContaining('brauchen länger als erwartet')]);
      expect(toBuyer[0].text).toContain(
        'Ihre 2 Anzeigen brauchen länger als erwartet: Unser Team versucht es erneut – wir schreiben Ihnen, sobald sie fertig sind.',
      );
      expect(toBuyer[0].text).not.toMatch(/ready|the rest/);
    } finally {
      s.engine.heal();
      await s.close();
    }
  }, 180_000);

  it('a reset run whose ads fail again alerts the operator a second time; the buyer is told once', async () => {
    const s = await setUp('attention-reset', {});
    try {
      const styles = styleIds(3, 26);
      s.engine.refuse([styles[2]]);
      const purchaseId = await buy(s.app, styles, 'reset-buyer@example.com');
      await waitFor(async () => (await attention(purchaseId)).needsAttention === true, 60_000, 'NeedsAttention');
      const alerts = () => mails(s.outbox).filter((m) => m.to === OPS_EMAIL && m.subject.includes(purchaseId));
      await waitFor(async () => alerts().length === 1, 10_000, 'the first alert');

      // The operator resets the workflow (docs/operators.md, "Reset a workflow") before fixing the cause.
      const handle = env.client.workflow.getHandle(`purchase-${purchaseId}`);
      const firstRun = (await handle.describe()).runId;
      const firstTask = (await handle.fetchHistory()).events!.find((e) => e.workflowTaskCompletedEventAttributes)!;
      await env.client.workflowService.resetWorkflowExecution({
        namespace: 'default',
        workflowExecution: { workflowId: `purchase-${purchaseId}`, runId: firstRun },
        reason: 're-run after a fix that did not help',
        workflowTaskFinishEventId: firstTask.eventId,
        requestId: randomUUID(),
      });
      await waitFor(async () => alerts().length === 2, 60_000, 'the alert of the reset run');
      const secondRun = (await env.client.workflow.getHandle(`purchase-${purchaseId}`).describe()).runId;
      expect(secondRun).not.toBe(firstRun);
      expect(alerts()[1].subject).toContain(`Purchase ${purchaseId}: 1 of 3 ads failed`);
      await waitFor(async () => (await attention(purchaseId)).needsAttention === true, 30_000, 'NeedsAttention again');
      const [row] = await database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(row.opsAlertedRunId).toBe(secondRun);

      // Fixed; a retry within the run completes it: no third alert, and the buyer heard once before "all ready".
      s.engine.heal();
      expect((await s.admin.post(`/api/admin/orders/${purchaseId}/retry-failed`, {})).body.status).toBe('retrying');
      await waitFor(async () => (await attention(purchaseId)).status === 'COMPLETED', 60_000, 'the completed workflow');
      await new Promise((r) => setTimeout(r, 300));
      expect(alerts()).toHaveLength(2);
      const toBuyer = mails(s.outbox).filter((m) => m.to === 'reset-buyer@example.com');
      expect(toBuyer.map((m) => m.subject)).toEqual([
        expect.stringContaining('2 of 3 ads'),
        expect.stringContaining('Your 3 ads'),
      ]);
    } finally {
      await s.close();
    }
  }, 180_000);

  it('a style whose engine hangs is cut by its deadline, retried for the window, then waits for an operator', async () => {
    const s = await setUp('attention-hang', { ENGINE_TIMEOUT_SECONDS: '1', ENGINE_RETRY_WINDOW_SECONDS: '4' });
    try {
      const styles = styleIds(2, 8);
      const sessionId = await createSession(s.app);
      s.engine.hang([styles[0]]);
      const purchaseId = await insertPaidPurchase(database, sessionId, styles.length, 'hang-buyer@example.com');
      expect(
        (await s.app.fetch('/api/generate-multiple', asBuyer(json({ sessionId, purchaseId, styleIds: styles }))))
          .status,
      ).toBe(200);
      const alertedAt = await alertArrival(s.outbox, purchaseId, 90_000);
      // A hung engine: the last attempt starts as the window closes and runs to its deadline, so the
      // alert comes within the window plus one attempt (1 s engine timeout: 6.2 s) after the first failure.
      const { startToCloseMs } = generationPolicy('purchase', 1, 4);
      const afterFirstFailure = alertedAt - (await firstFailure(purchaseId));
      console.log(`hung engine, 4 s window: alert ${afterFirstFailure} ms after the first failure`);
      expect(afterFirstFailure).toBeGreaterThanOrEqual(4_000);
      expect(afterFirstFailure).toBeLessThanOrEqual(4_000 + startToCloseMs + 1_000);
      await waitFor(async () => (await attention(purchaseId)).needsAttention === true, 90_000, 'NeedsAttention');
      expect((await attention(purchaseId)).failedAds).toBe(1);
      const status = await (await s.app.fetch(`/api/generation-status/${purchaseId}`)).json();
      expect(status.ads.find((a: { state: string }) => a.state === 'failed').reason).toMatch(
        /The image engine did not answer in time, even after retrying\.$/,
      );
      s.engine.heal();
      expect((await s.admin.post(`/api/admin/orders/${purchaseId}/retry-failed`, {})).body.status).toBe('retrying');
      await waitFor(async () => (await attention(purchaseId)).status === 'COMPLETED', 60_000, 'the completed workflow');
      await new Promise((r) => setTimeout(r, 300));
      const toBuyer = mails(s.outbox).filter((m) => m.to === 'hang-buyer@example.com');
      expect(toBuyer.map((m) => m.subject)).toEqual([
        expect.stringContaining('1 of 2 ads'),
        expect.stringContaining('Your 2 ads'),
      ]);
    } finally {
      await s.close();
    }
  }, 180_000);

  it('health answers 503 while no worker polls the task queue and 200 once one does; liveness stays 200', async () => {
    const app = await startPipelineApp({ env, taskQueue: 'health-no-worker', database, storage });
    try {
      const health = await app.fetch('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        status: 'degraded',
        database: 'up',
        temporal: 'up',
        workers: 0,
        engine: { kind: 'local', status: 'down', detail: 'no worker runs the local renderer' },
      });
      expect((await app.fetch('/api/live')).status).toBe(200);
      const worker = await startTestWorker({
        env,
        taskQueue: 'health-no-worker',
        database,
        storage,
        mailer: new OutboxMailer(tempDir('outbox'), 'AdForge <ads@adforge.local>'),
        engine: local,
      });
      try {
        const ok = await waitFor(
          async () => {
            const res = await app.fetch('/api/health');
            return res.status === 200 ? res.json() : undefined;
          },
          20_000,
          'a healthy answer',
        );
        expect(ok).toEqual({
          status: 'ok',
          database: 'up',
          temporal: 'up',
          workers: 1,
          engine: { kind: 'local', status: 'up' },
        });
      } finally {
        await worker.stop();
      }
      await expect((await app.fetch('/api/live')).json()).resolves.toMatchObject({ status: 'alive' });
    } finally {
      await app.close();
    }
  }, 60_000);
});
