import path from 'node:path';
import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activities } from '../activities/index.js';
import { callEngine } from '../activities/engine-call.js';
import { PROJECT_ROOT } from '../config/project-root.js';
import { quietTemporalRuntime } from '../tests/support/pipeline-harness.js';
import { createTestTemporal } from '../tests/support/temporal.js';
import { recordHistory } from '../tests/support/workflow-histories.js';
import { FAILED_ADS, NEEDS_ATTENTION } from '../integrations/temporal/search-attributes.js';
import { giveUpUpdate, retryFailedSignal, retryFailedUpdate } from './operator-wait.js';
import { purchaseGenerationWorkflow, type PurchaseJob } from './purchase-generation.js';

type Generate = (input: { jobId: string; purchaseId: string; styleId: number }) => Promise<unknown>;

/**
 * The purchase workflow on the real Temporal dev server with its activities mocked: what the
 * workflow decides (retries, failures in words, the deadline, the order of its steps) without
 * rendering. The pipeline tests (api/routes/generation.test.ts, activities/*.test.ts, tests/faults)
 * run it with the real activities.
 */
describe('purchase workflow with mocked activities', () => {
  let env: TestWorkflowEnvironment;
  let bundle: WorkflowBundleWithSourceMap;
  let queue = 0;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    bundle = await bundleWorkflowCode({
      workflowsPath: path.join(PROJECT_ROOT, 'tests', 'fixtures', 'workflows', 'index.ts'),
      logger: undefined,
    });
  });
  afterAll(async () => {
    await env?.teardown();
  });

  const jobsFor = (purchaseId: string, styleIds: number[]): PurchaseJob[] =>
    styleIds.map((styleId) => ({ jobId: `purchase:${purchaseId}:${styleId}`, styleId }));

  /** The activities a purchase needs, recording what the workflow asked of them and in which order. */
  function mocked(generate: Generate) {
    const log: string[] = [];
    const attempts = new Map<number, number>();
    const failed: Array<{ jobId: string; reason: string }> = [];
    const ready = new Set<number>();
    const activities: Partial<Activities> = {
      prepareProductCutout: async () => ({ mode: 'cutout', warnings: [] }),
      generatePurchaseAd: async (input) => {
        attempts.set(input.styleId, Context.current().info.attempt);
        await generate(input);
        ready.add(input.styleId);
        log.push(`ad ${input.styleId}`);
        return { adId: `ad-${input.styleId}`, styleId: input.styleId, reused: false };
      },
      markAdFailed: async (input) => {
        failed.push({ jobId: input.jobId, reason: input.reason });
        log.push(`failed ${input.jobId}`);
      },
      finishPurchaseGeneration: async () => {
        log.push('finish');
        return { adsCount: ready.size };
      },
      sendReadyEmail: async () => {
        log.push('email');
        return { sent: true, to: 'buyer@example.com' };
      },
      alertOperator: async (input) => {
        log.push(`alert ${input.failures.length} of ${input.total}`);
        return { sent: true };
      },
      sendPartialEmail: async () => {
        log.push('partial email');
        return { sent: true };
      },
      recordGiveUp: async (input) => {
        log.push(`give up: ${input.note}`);
      },
    };
    return { activities, log, attempts, failed };
  }

  async function startWorker(taskQueue: string, activities: Partial<Activities>) {
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowBundle: bundle,
      activities,
      shutdownGraceTime: 0,
    });
    return { worker, running: worker.run() };
  }

  async function runPurchase(activities: Partial<Activities>, styleIds: number[], engineTimeoutSeconds?: number) {
    const taskQueue = `purchase-${++queue}`;
    const purchaseId = `p${queue}`;
    const { worker, running } = await startWorker(taskQueue, activities);
    try {
      const result = await env.client.workflow.execute(purchaseGenerationWorkflow, {
        workflowId: `purchase-${purchaseId}`,
        taskQueue,
        args: [{ purchaseId, jobs: jobsFor(purchaseId, styleIds), engineTimeoutSeconds }],
      });
      return { result, workflowId: `purchase-${purchaseId}` };
    } finally {
      worker.shutdown();
      await running;
    }
  }

  it('makes every ad, then finishes the batch, then sends the e-mail once', async () => {
    const m = mocked(async () => undefined);
    const { result, workflowId } = await runPurchase(m.activities, [3, 5, 8]);
    expect(result).toEqual({ adsCount: 3, failed: [], emailSent: true });
    expect(m.log.slice(0, 3).sort()).toEqual(['ad 3', 'ad 5', 'ad 8']);
    expect(m.log.slice(3)).toEqual(['finish', 'email']);
    await recordHistory(env.client, workflowId, 'purchase-success');
  });

  /** The workflow's search attributes as the Temporal UI lists them. */
  async function attention(workflowId: string) {
    const { typedSearchAttributes } = await env.client.workflow.getHandle(workflowId).describe();
    return {
      needsAttention: typedSearchAttributes.get(NEEDS_ATTENTION),
      failedAds: typedSearchAttributes.get(FAILED_ADS),
    };
  }

  async function waitUntil(probe: () => Promise<boolean> | boolean, label: string, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('waits for an operator when a style fails for good; retryFailed makes it, then the one e-mail goes out', async () => {
    let rejecting = true;
    const m = mocked(async ({ styleId }) => {
      if (styleId === 12 && rejecting)
        throw ApplicationFailure.nonRetryable(
          'Style 12 ("Bold"): the product photo cannot be used with style 12',
          'BadEngineInputError',
        );
    });
    const taskQueue = `purchase-${++queue}`;
    const purchaseId = `p${queue}`;
    const workflowId = `purchase-${purchaseId}`;
    const { worker, running } = await startWorker(taskQueue, m.activities);
    try {
      const handle = await env.client.workflow.start(purchaseGenerationWorkflow, {
        workflowId,
        taskQueue,
        args: [{ purchaseId, jobs: jobsFor(purchaseId, [3, 12, 8]) }],
      });
      await waitUntil(async () => (await attention(workflowId)).needsAttention === true, 'NeedsAttention');
      expect(await attention(workflowId)).toEqual({ needsAttention: true, failedAds: 1 });
      const reason = 'Style 12 ("Bold"): the product photo cannot be used with style 12';
      expect(m.failed).toEqual([{ jobId: `purchase:${purchaseId}:12`, reason }]);
      expect(m.attempts.get(12)).toBe(1);
      await waitUntil(() => m.log.includes('partial email'), 'the partial e-mail');
      expect(m.log.filter((l) => !l.startsWith('ad '))).toEqual([
        `failed purchase:${purchaseId}:12`,
        'alert 1 of 3',
        'partial email',
      ]);
      expect((await handle.describe()).status.name).toBe('RUNNING');

      // The cause is fixed; the operator retries. Asking again (a Signal from the UI) is harmless.
      rejecting = false;
      expect(await handle.executeUpdate(retryFailedUpdate, { args: [{ admin: 'admin' }] })).toEqual({
        status: 'retrying',
        ads: 1,
      });
      await handle.signal(retryFailedSignal, { admin: 'ops-ui' });
      expect(await handle.result()).toEqual({ adsCount: 3, failed: [], emailSent: true });
      expect(m.log.filter((l) => !l.startsWith('ad ') && !l.startsWith('failed'))).toEqual([
        'alert 1 of 3',
        'partial email',
        'finish',
        'email',
      ]);
      expect(m.attempts.get(12)).toBe(1); // a new activity, first attempt
      expect(await attention(workflowId)).toEqual({ needsAttention: false, failedAds: 0 });
      await recordHistory(env.client, workflowId, 'purchase-retry-failed');
    } finally {
      worker.shutdown();
      await running;
    }
  });

  it('answers retryFailed with nothing to do while the ads are being made, and finishes after giveUp with the refund note', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const m = mocked(async ({ styleId }) => {
      await gate;
      if (styleId === 5)
        throw ApplicationFailure.nonRetryable(
          'Style 5 ("Calm"): The product photo is too small.',
          'BadEngineInputError',
        );
    });
    const taskQueue = `purchase-${++queue}`;
    const purchaseId = `p${queue}`;
    const workflowId = `purchase-${purchaseId}`;
    const { worker, running } = await startWorker(taskQueue, m.activities);
    try {
      const handle = await env.client.workflow.start(purchaseGenerationWorkflow, {
        workflowId,
        taskQueue,
        args: [{ purchaseId, jobs: jobsFor(purchaseId, [5, 6]) }],
      });
      expect(await handle.executeUpdate(retryFailedUpdate, { args: [{}] })).toEqual({
        status: 'nothing-to-retry',
        ads: 0,
      });
      release();
      await waitUntil(async () => (await attention(workflowId)).needsAttention === true, 'NeedsAttention');
      expect(
        await handle.executeUpdate(giveUpUpdate, {
          args: [{ note: 'We refunded $1.60 for the missing ad.', admin: 'admin' }],
        }),
      ).toEqual({ status: 'given-up', ads: 1 });
      expect(await handle.result()).toMatchObject({
        adsCount: 1,
        emailSent: true,
        gaveUp: 'We refunded $1.60 for the missing ad.',
      });
      expect(m.log.slice(-3)).toEqual(['give up: We refunded $1.60 for the missing ad.', 'finish', 'email']);
      expect((await attention(workflowId)).needsAttention).toBe(false);
    } finally {
      worker.shutdown();
      await running;
    }
  });

  it('retries an ad whose engine never answers for the whole retry window, then waits for an operator', async () => {
    // ENGINE_TIMEOUT_SECONDS=1 (each attempt's engine call is cut after 1 s), ENGINE_RETRY_WINDOW_SECONDS=6.
    const m = mocked(async ({ styleId }) => {
      if (styleId === 7) await callEngine(() => new Promise<never>(() => {}));
    });
    const taskQueue = `purchase-${++queue}`;
    const purchaseId = `p${queue}`;
    const workflowId = `purchase-${purchaseId}`;
    const { worker, running } = await startWorker(taskQueue, m.activities);
    try {
      const started = Date.now();
      const handle = await env.client.workflow.start(purchaseGenerationWorkflow, {
        workflowId,
        taskQueue,
        args: [{ purchaseId, jobs: jobsFor(purchaseId, [7, 9]), engineTimeoutSeconds: 1, retryWindowSeconds: 6 }],
      });
      await waitUntil(async () => (await attention(workflowId)).needsAttention === true, 'NeedsAttention', 60_000);
      // Attempts kept coming for the window (1 s each, backoff 1, 2, 4 s …), not a fixed count.
      expect(Date.now() - started).toBeGreaterThanOrEqual(6_000);
      expect(m.attempts.get(7)).toBeGreaterThanOrEqual(3);
      expect(m.failed).toEqual([
        { jobId: `purchase:${purchaseId}:7`, reason: expect.stringMatching(/no answer within 1 s|timed out/i) },
      ]);
      await handle.executeUpdate(giveUpUpdate, { args: [{ note: 'Refunded.' }] });
      expect((await handle.result()).adsCount).toBe(1);
    } finally {
      worker.shutdown();
      await running;
    }
  }, 90_000);

  it('finishes the batch on a new worker when its worker stops mid-batch', async () => {
    const taskQueue = 'purchase-restart';
    const purchaseId = 'p-restart';
    let inFlight = 0;
    // The first worker's renders take long enough to be cut by its shutdown; the second's are quick.
    const first = mocked(() => {
      inFlight += 1;
      return callEngine(
        (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      );
    });
    const second = mocked(async () => undefined);
    const a = await startWorker(taskQueue, first.activities);
    const handle = await env.client.workflow.start(purchaseGenerationWorkflow, {
      workflowId: `purchase-${purchaseId}`,
      taskQueue,
      args: [{ purchaseId, jobs: jobsFor(purchaseId, [2, 4, 6]) }],
    });
    const deadline = Date.now() + 20_000;
    while (inFlight < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(inFlight).toBe(3);
    a.worker.shutdown();
    await a.running;
    // A new worker has no cached workflow state: it replays the history so far, then carries on.
    const b = await startWorker(taskQueue, second.activities);
    try {
      expect(await handle.result()).toEqual({ adsCount: 3, failed: [], emailSent: true });
    } finally {
      b.worker.shutdown();
      await b.running;
    }
    expect(first.log).toEqual([]);
    expect(second.log.slice(-2)).toEqual(['finish', 'email']);
    expect([...second.attempts.values()].every((n) => n >= 2)).toBe(true);
    await recordHistory(env.client, `purchase-${purchaseId}`, 'purchase-worker-restart');
  }, 60_000);

  it('cancels an ad still running at the deadline, and the cancellation reaches the engine', async () => {
    const taskQueue = 'purchase-deadline';
    let engineStopped: unknown;
    const m = mocked(async ({ styleId }) => {
      if (styleId !== 1) return;
      await callEngine(
        (signal) =>
          new Promise((_, reject) =>
            signal.addEventListener('abort', () => {
              engineStopped = signal.reason;
              reject(signal.reason);
            }),
          ),
      );
    });
    const { worker, running } = await startWorker(taskQueue, m.activities);
    try {
      const failures = await env.client.workflow.execute('shortDeadlineWorkflow', {
        workflowId: 'short-deadline',
        taskQueue,
        args: [{ purchaseId: 'p-deadline', jobs: jobsFor('p-deadline', [1, 2]), deadlineMs: 2_000 }],
      });
      const reason = 'This ad did not finish within 2 seconds and was stopped.';
      expect(failures).toEqual([{ jobId: 'purchase:p-deadline:1', styleId: 1, reason, type: undefined }]);
      expect(m.failed).toEqual([{ jobId: 'purchase:p-deadline:1', reason }]);
      // Delivered with the activity's next heartbeat: the engine's signal fires with Temporal's cancellation.
      const deadline = Date.now() + 20_000;
      while (!engineStopped && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect((engineStopped as Error)?.name).toBe('CancelledFailure');
    } finally {
      worker.shutdown();
      await running;
    }
  }, 60_000);
});
