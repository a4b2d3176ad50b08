import { ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import { BOOKKEEPING_OPTIONS, generationPolicy } from '../config/generation-policy.js';
import type { Activities } from '../activities/index.js';
import { cutOutFirst } from './cutout-first.js';
import { runAdJobs, type JobFailure } from './run-ad-jobs.js';

export type SampleJob = { jobId: string; styleId: number; variation: number };
export type SampleGenerationInput = {
  sessionId: string;
  jobs: SampleJob[];
  engineTimeoutSeconds?: number;
  /** The API request that started it (logs). */ requestId?: string;
};
export type SampleGenerationResult = { ready: number; failed: JobFailure[] };

export const sampleWorkflowId = (sessionId: string) => `sample-${sessionId}`;

const { markAdFailed, releaseSampleSession } = proxyActivities<Activities>(BOOKKEEPING_OPTIONS);

/**
 * sample-<sessionId>: the sample ads the API planned (POST /api/generate answers at once; the
 * generating page reads the read model). Fails only when no sample could be made, after giving
 * the session's quota back.
 */
export async function sampleGenerationWorkflow(input: SampleGenerationInput): Promise<SampleGenerationResult> {
  const policy = generationPolicy('sample', input.engineTimeoutSeconds);
  const { generateSampleAd } = proxyActivities<Activities>(policy.activity);
  await cutOutFirst({ sessionId: input.sessionId });
  const failed = await runAdJobs(
    input.jobs,
    (job) => generateSampleAd({ sessionId: input.sessionId, ...job, requestId: input.requestId }),
    (failure) => markAdFailed({ jobId: failure.jobId, reason: failure.reason }),
    policy.deadlineMs,
  );
  if (failed.length === input.jobs.length) {
    await releaseSampleSession({ sessionId: input.sessionId });
    throw ApplicationFailure.nonRetryable(
      `No sample ad could be generated: ${[...new Set(failed.map((f) => f.reason))].join('; ')}`,
      'SampleGenerationFailed',
    );
  }
  return { ready: input.jobs.length - failed.length, failed };
}
