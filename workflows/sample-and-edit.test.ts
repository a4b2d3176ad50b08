import path from 'node:path';
import { ApplicationFailure } from '@temporalio/common';
import { WorkflowFailedError } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activities } from '../activities/index.js';
import { PROJECT_ROOT } from '../config/project-root.js';
import { quietTemporalRuntime } from '../tests/support/pipeline-harness.js';
import { createTestTemporal } from '../tests/support/temporal.js';
import { recordHistory } from '../tests/support/workflow-histories.js';
import { demoPurchaseWorkflow } from './demo-purchase.js';
import { editAdWorkflow } from './edit-ad.js';
import { sampleGenerationWorkflow } from './sample-generation.js';

/** The sample, edit and demo workflows with mocked activities: the outcomes the API and the read model rely on. */
describe('sample, edit and demo workflows with mocked activities', () => {
  let env: TestWorkflowEnvironment;
  let bundle: WorkflowBundleWithSourceMap;
  let queue = 0;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await createTestTemporal();
    bundle = await bundleWorkflowCode({
      workflowsPath: path.join(PROJECT_ROOT, 'workflows', 'index.ts'),
      logger: undefined,
    });
  });
  afterAll(async () => {
    await env?.teardown();
  });

  async function withWorker<T>(activities: Partial<Activities>, run: (taskQueue: string) => Promise<T>): Promise<T> {
    const taskQueue = `other-${++queue}`;
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowBundle: bundle,
      activities,
    });
    return worker.runUntil(run(taskQueue));
  }

  const sampleJobs = (sessionId: string) =>
    [0, 1, 2, 3].map((slot) => ({ jobId: `sample:${sessionId}:${slot}`, styleId: 3, variation: slot }));

  it('makes the samples; one failing for good is recorded and the session is kept', async () => {
    const failed: string[] = [];
    const released: string[] = [];
    const activities: Partial<Activities> = {
      prepareProductCutout: async () => ({ mode: 'cutout', warnings: [] }),
      generateSampleAd: async ({ variation, styleId }) => {
        if (variation === 2)
          throw ApplicationFailure.nonRetryable(
            'Sample 3 in style 3: the product photo cannot be used',
            'BadEngineInputError',
          );
        return { adId: `ad-${variation}`, styleId, reused: false };
      },
      markAdFailed: async ({ jobId }) => {
        failed.push(jobId);
      },
      releaseSampleSession: async ({ sessionId }) => {
        released.push(sessionId);
      },
    };
    const result = await withWorker(activities, (taskQueue) =>
      env.client.workflow.execute(sampleGenerationWorkflow, {
        workflowId: 'sample-s1',
        taskQueue,
        args: [{ sessionId: 's1', jobs: sampleJobs('s1') }],
      }),
    );
    expect(result.ready).toBe(3);
    expect(failed).toEqual(['sample:s1:2']);
    expect(released).toEqual([]);
    await recordHistory(env.client, 'sample-s1', 'sample-one-fails');
  });

  it('gives the quota back and fails when no sample could be made', async () => {
    const released: string[] = [];
    const activities: Partial<Activities> = {
      prepareProductCutout: async () => {
        throw ApplicationFailure.nonRetryable('the product photo cannot be used', 'BadEngineInputError');
      },
      generateSampleAd: async () => {
        throw ApplicationFailure.nonRetryable('the product photo cannot be used', 'BadEngineInputError');
      },
      markAdFailed: async () => undefined,
      releaseSampleSession: async ({ sessionId }) => {
        released.push(sessionId);
      },
    };
    const run = withWorker(activities, (taskQueue) =>
      env.client.workflow.execute(sampleGenerationWorkflow, {
        workflowId: 'sample-s2',
        taskQueue,
        args: [{ sessionId: 's2', jobs: sampleJobs('s2') }],
      }),
    );
    await expect(run).rejects.toBeInstanceOf(WorkflowFailedError);
    expect(released).toEqual(['s2']);
    await recordHistory(env.client, 'sample-s2', 'sample-none-made');
  });

  it('cuts the product out once, before its samples run at once', async () => {
    const order: string[] = [];
    const activities: Partial<Activities> = {
      prepareProductCutout: async (of) => {
        order.push(`cutout ${'sessionId' in of ? of.sessionId : of.purchaseId}`);
        return { mode: 'cutout', warnings: [] };
      },
      generateSampleAd: async ({ variation, styleId }) => {
        order.push(`sample ${variation}`);
        return { adId: `ad-${variation}`, styleId, reused: false };
      },
      markAdFailed: async () => undefined,
      releaseSampleSession: async () => undefined,
    };
    const result = await withWorker(activities, (taskQueue) =>
      env.client.workflow.execute(sampleGenerationWorkflow, {
        workflowId: 'sample-s3',
        taskQueue,
        args: [{ sessionId: 's3', jobs: sampleJobs('s3') }],
      }),
    );
    expect(result.ready).toBe(4);
    expect(order[0]).toBe('cutout s3');
    expect(order.filter((o) => o.startsWith('cutout'))).toHaveLength(1);
    expect(order.slice(1).sort()).toEqual(['sample 0', 'sample 1', 'sample 2', 'sample 3']);
    await recordHistory(env.client, 'sample-s3', 'sample-cutout-first');
  });

  it('applies an edit, and gives the edit back for a prompt the engine cannot apply', async () => {
    const givenBack: Array<{ adId: string; reason: string }> = [];
    const activities: Partial<Activities> = {
      editPurchasedAd: async ({ adId, prompt }) => {
        if (prompt.includes('dragon'))
          throw ApplicationFailure.nonRetryable(
            'Sorry, I couldn\'t apply "put a dragon behind it".',
            'EditNotUnderstoodError',
          );
        return { adId };
      },
      giveBackEdit: async ({ adId, reason }) => {
        givenBack.push({ adId, reason });
      },
    };
    const edit = (adId: string, prompt: string) =>
      withWorker(activities, (taskQueue) =>
        env.client.workflow.execute(editAdWorkflow, {
          workflowId: `edit-${adId}`,
          taskQueue,
          args: [{ jobId: `edit:${adId}`, adId, purchaseId: 'p1', prompt }],
        }),
      );
    expect(await edit('a1', 'make the background blue')).toEqual({ adId: 'a1', edited: true });
    expect(await edit('a2', 'put a dragon behind it')).toEqual({
      adId: 'a2',
      edited: false,
      reason: 'Sorry, I couldn\'t apply "put a dragon behind it".',
    });
    expect(givenBack).toEqual([{ adId: 'a2', reason: 'Sorry, I couldn\'t apply "put a dragon behind it".' }]);
    await recordHistory(env.client, 'edit-a1', 'edit-applied');
    await recordHistory(env.client, 'edit-a2', 'edit-not-understood');
  });

  it('runs a demo purchase as a child purchase workflow', async () => {
    const activities: Partial<Activities> = {
      prepareDemoPurchase: async ({ purchaseId }) =>
        [1, 2].map((styleId) => ({ jobId: `purchase:${purchaseId}:${styleId}`, styleId })),
      prepareProductCutout: async () => ({ mode: 'cutout', warnings: [] }),
      generatePurchaseAd: async ({ styleId }) => ({ adId: `ad-${styleId}`, styleId, reused: false }),
      markAdFailed: async () => undefined,
      finishPurchaseGeneration: async () => ({ adsCount: 2 }),
      sendReadyEmail: async () => ({ sent: true, to: 'designer@example.com' }),
    };
    const result = await withWorker(activities, (taskQueue) =>
      env.client.workflow.execute(demoPurchaseWorkflow, {
        workflowId: 'demo-purchase-1',
        taskQueue,
        args: [{ email: 'designer@example.com', userId: null, itemIndex: 0 }],
      }),
    );
    expect(result).toMatchObject({
      adsCount: 2,
      failed: [],
      emailSent: true,
      purchaseId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await recordHistory(env.client, 'demo-purchase-1', 'demo-purchase');
  });
});
