import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLES } from '../engine/index.js';
import { openDatabase, type Database } from '../db/client.js';
import { adJobs, generatedAds, generationSessions, purchases } from '../db/schema.js';
import { LocalAdEngine } from '../engine/render/index.js';
import { OutboxMailer } from '../integrations/mail/outbox-mailer.js';
import { SmtpMailer } from '../integrations/mail/smtp-mailer.js';
import type { Mailer } from '../integrations/mail/types.js';
import { LocalStorage } from '../integrations/storage/local-storage.js';
import {
  asBuyer,
  createSession,
  decodeQuotedPrintable,
  generateBody,
  insertPaidPurchase,
  json,
  PUBLIC_BASE_URL,
  quietTemporalRuntime,
  startPipelineApp,
  startTestWorker,
  tempDir,
  waitFor,
  waitForSamples,
} from '../tests/support/pipeline-harness.js';
import { freePort } from '../tests/support/postgres-server.js';
import { createTestTemporal } from '../tests/support/temporal.js';
import { failingFirst, rejectingStyles } from '../tests/support/test-engines.js';
import { resolveTemporalCli } from '../integrations/temporal/cli-resolver.js';

const styleIds = (n: number, offset = 0) => STYLES.slice(offset, offset + n).map((s) => s.id);

describe('pipeline faults: retries, permanent failures, operator reset, SMTP delivery', () => {
  let env: TestWorkflowEnvironment;
  let database: Database;
  let storage: LocalStorage;
  let smtp: SMTPServer;
  let smtpPort: number;
  const received: string[] = [];
  const local = new LocalAdEngine();

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    database = await openDatabase({ dataDir: 'memory://' });
    storage = new LocalStorage(tempDir('files'));
    smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await database?.close();
    await env?.teardown();
  });

  async function status(app: { fetch: (p: string) => Promise<Response> }, purchaseId: string) {
    return (await app.fetch(`/api/generation-status/${purchaseId}`)).json();
  }

  it('retries failing-then-succeeding ads and e-mail; the batch completes and SMTP gets exactly one e-mail', async () => {
    const engine = failingFirst(local, 3);
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`, 'AdForge <ads@adforge.local>');
    // The first delivery attempt fails too: the flag must be rolled back so the retry sends it.
    let mailFailures = 1;
    const flaky: Mailer = {
      kind: 'smtp',
      send: (m) =>
        mailFailures-- > 0 ? Promise.reject(new Error('421 service not available, try again later')) : mailer.send(m),
      close: () => mailer.close(),
    };
    const worker = await startTestWorker({ env, taskQueue: 'retries', database, storage, mailer: flaky, engine });
    const app = await startPipelineApp({ env, taskQueue: 'retries', database, storage });
    try {
      const sessionId = await createSession(app);
      const purchaseId = await insertPaidPurchase(database, sessionId, 5, 'smtp-buyer@example.com');
      expect(
        (await app.fetch('/api/generate-multiple', asBuyer(json({ sessionId, purchaseId, styleIds: styleIds(5) }))))
          .status,
      ).toBe(200);
      const done = await waitFor(
        async () => {
          const s = await status(app, purchaseId);
          return s.isComplete && s.adsCount === 5 ? s : undefined;
        },
        60_000,
        'retried batch',
      );
      expect(done.errors).toEqual([]);
      // 4 samples + 5 ads, plus the 3 failed attempts that were retried.
      expect(engine.calls).toBe(4 + 5 + 3);
      await waitFor(async () => received.length >= 1, 10_000, 'SMTP delivery');
      await new Promise((r) => setTimeout(r, 500));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: smtp-buyer@example.com');
      expect(received[0]).toContain(`${PUBLIC_BASE_URL}/final-results/${purchaseId}`);
      expect(mailFailures).toBe(-1);
      const [row] = await database.db.select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(row.emailNotificationSent).toBe(true);
    } finally {
      await app.close();
      await worker.stop();
      mailer.close();
    }
  });

  it('tells the generating page why no sample could be made, and gives the sample quota back', async () => {
    const worker = await startTestWorker({
      env,
      taskQueue: 'no-samples',
      database,
      storage,
      mailer: new OutboxMailer(tempDir('outbox'), 'AdForge <ads@adforge.local>'),
      engine: rejectingStyles(local, [3]),
    });
    // One free session per anonymous browser, as in production.
    const app = await startPipelineApp({
      env,
      taskQueue: 'no-samples',
      database,
      storage,
      vars: { ANON_SAMPLE_SESSIONS: '1' },
    });
    try {
      const first = await app.fetch('/api/generate', json(await generateBody()));
      expect(first.status).toBe(200);
      const cookie = first.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { sessionId } = await first.json();
      const session = await waitForSamples(app, sessionId);
      expect(session.generation).toMatchObject({ total: 4, ready: 0, failed: 4, isComplete: true });
      expect(session.generation.ads[0].reason).toMatch(
        /^Sample 1 in style 3 \(".+"\): The product photo cannot be used with style 3\.$/,
      );
      await waitFor(
        async () => (await env.client.workflow.getHandle(`sample-${sessionId}`).describe()).status.name === 'FAILED',
        10_000,
        'the failed sample workflow',
      );
      // The session is kept (the page read why) but counts against no quota: the same browser may try again.
      const [row] = await database.db.select().from(generationSessions).where(eq(generationSessions.id, sessionId));
      expect(row.releasedAt).toBeInstanceOf(Date);
      expect(
        (await app.fetch('/api/generate', json(await generateBody({ selectedStyles: [4] }), { headers: { cookie } })))
          .status,
      ).toBe(200);
    } finally {
      await app.close();
      await worker.stop();
    }
  });

  it('records a style that fails for good, finishes the rest, and completes after an operator reset', async () => {
    const outbox = tempDir('outbox');
    const mailer = new OutboxMailer(outbox, 'AdForge <ads@adforge.local>');
    const styles = styleIds(5, 5);
    const broken = await startTestWorker({
      env,
      taskQueue: 'rejecting',
      database,
      storage,
      mailer,
      engine: rejectingStyles(local, [styles[2]]),
    });
    const app = await startPipelineApp({ env, taskQueue: 'rejecting', database, storage });
    try {
      const sessionId = await createSession(app);
      const purchaseId = await insertPaidPurchase(database, sessionId, 5);
      await app.fetch('/api/generate-multiple', asBuyer(json({ sessionId, purchaseId, styleIds: styles })));
      const partial = await waitFor(
        async () => {
          const s = await status(app, purchaseId);
          return s.isComplete ? s : undefined;
        },
        60_000,
        'partial batch',
      );
      expect(partial).toMatchObject({ isComplete: true, adsCount: 4, expectedAdCount: 5 });
      expect(partial.errors).toEqual([
        {
          styleId: styles[2],
          message: expect.stringContaining(`The product photo cannot be used with style ${styles[2]}.`),
        },
      ]);
      // The read model keeps the reason, in words, for the buyer, the admin and the operator.
      const [job] = await database.db
        .select()
        .from(adJobs)
        .where(and(eq(adJobs.purchaseId, purchaseId), eq(adJobs.styleId, styles[2])));
      expect(job).toMatchObject({
        state: 'failed',
        attempts: 1,
        reason: expect.stringMatching(/^Style \d+ \(".+"\): The product photo cannot be used/),
      });

      // The operator acts on the alert: the first run has e-mailed the operator and the buyer (the
      // read model shows the failure a moment before those e-mails go out).
      await waitFor(
        async () => (fs.readdirSync(outbox).length >= 2 ? true : undefined),
        30_000,
        "the alert and the buyer's partial e-mail",
      );
      // The operator fixes the cause (a healthy worker) and resets the workflow with the CLI.
      await broken.stop();
      const healthy = await startTestWorker({ env, taskQueue: 'rejecting', database, storage, mailer, engine: local });
      try {
        execFileSync(
          resolveTemporalCli({ install: false }).path!,
          [
            'workflow',
            'reset',
            '--address',
            env.address,
            '--workflow-id',
            `purchase-${purchaseId}`,
            '--type',
            'FirstWorkflowTask',
            '--reason',
            'style re-run after fix',
            '--yes',
          ],
          { stdio: 'pipe' },
        );
        const fixed = await waitFor(
          async () => {
            const s = await status(app, purchaseId);
            return s.isComplete && s.adsCount === 5 ? s : undefined;
          },
          60_000,
          'batch after reset',
        );
        expect(fixed.expectedAdCount).toBe(5);
        const ads = await database.db.select().from(generatedAds).where(eq(generatedAds.purchaseId, purchaseId));
        expect(ads).toHaveLength(5);
        await waitFor(
          async () =>
            (await env.client.workflow.getHandle(`purchase-${purchaseId}`).describe()).status.name === 'COMPLETED',
          20_000,
          'reset run',
        );
        const [after] = await database.db
          .select()
          .from(adJobs)
          .where(and(eq(adJobs.purchaseId, purchaseId), eq(adJobs.styleId, styles[2])));
        expect(after).toMatchObject({ state: 'ready', reason: null, attempts: 2 });
        expect((await status(app, purchaseId)).errors).toEqual([]);
        // The first run alerted the operator and told the buyer 4 of 5 were ready; the reset run sent
        // the one "all ready" e-mail (docs/operators.md, "Reset a workflow").
        const sent = fs.readdirSync(outbox).map((f) => fs.readFileSync(`${outbox}/${f}`, 'utf8'));
        expect(sent).toHaveLength(3);
        expect(sent.filter((m) => /^Subject: Your 5 ads/m.test(m))).toHaveLength(1);
      } finally {
        await healthy.stop();
      }
    } finally {
      await app.close();
    }
  });
});
