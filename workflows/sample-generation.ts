import { ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { failureMessage, SAMPLE_ACTIVITY_OPTIONS } from './retry-policies.js';

const { generateSampleAd } = proxyActivities<Activities>(SAMPLE_ACTIVITY_OPTIONS);

export const SAMPLE_COUNT = 4;
export type SampleGenerationInput = { sessionId: string; styleIds: number[]; count?: number };
export type SampleGenerationResult = { adIds: string[]; errors: { styleId: number; message: string }[] };

export const sampleWorkflowId = (sessionId: string) => `sample-${sessionId}`;

/**
 * sample-<sessionId>: the sample ads in parallel, cycling through the chosen styles (one style
 * gives four variations of copy and layout). Fails only when no sample could be made.
 */
export async function sampleGenerationWorkflow(input: SampleGenerationInput): Promise<SampleGenerationResult> {
  const count = input.count ?? SAMPLE_COUNT;
  const jobs = Array.from({ length: count }, (_, i) => {
    const styleId = input.styleIds[i % input.styleIds.length];
    const variation = Math.floor(i / input.styleIds.length);
    return { styleId, variation };
  });
  const settled = await Promise.allSettled(jobs.map((job) => generateSampleAd({ sessionId: input.sessionId, ...job })));
  const adIds: string[] = [];
  const errors: SampleGenerationResult['errors'] = [];
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') adIds.push(s.value.adId);
    else errors.push({ styleId: jobs[i].styleId, message: failureMessage(s.reason) });
  });
  if (!adIds.length) {
    throw ApplicationFailure.nonRetryable(`No sample ad could be generated: ${errors.map((e) => e.message).join('; ')}`, 'SampleGenerationFailed');
  }
  return { adIds, errors };
}
