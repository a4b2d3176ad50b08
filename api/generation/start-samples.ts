import { planSampleJobs } from '../../db/ad-jobs.js';
import type { Db } from '../../db/client.js';

/** Samples per session (docs/product.md). */
export const SAMPLE_COUNT = 4;

/** The sample ads, cycling through the chosen styles: one style gives four variations of copy and layout. */
export function sampleJobs(styleIds: number[], count = SAMPLE_COUNT): { styleId: number; variation: number }[] {
  return Array.from({ length: count }, (_, i) => ({
    styleId: styleIds[i % styleIds.length],
    variation: Math.floor(i / styleIds.length),
  }));
}

/** Plans the samples in the read model, inside the transaction that creates the session. */
export const planSamples = (sessionId: string, styleIds: number[]) => (tx: Pick<Db, 'insert'>) =>
  planSampleJobs(tx, sessionId, sampleJobs(styleIds));
