import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdState, GenerationProgressDto } from '../../contract/generation.js';
import type { Db } from '../../db/client.js';
import { getStyle } from '../../engine/index.js';
import { adJobs } from '../../db/schema.js';
import { buyerWords } from '../../activities/buyer-words.js';

/** A row of the read model as the API reads it. */
export type JobRow = {
  kind: 'sample' | 'purchase' | 'edit';
  styleId: number;
  state: AdState;
  reason: string | null;
  adId: string | null;
};

/**
 * The one progress read (decision 027): "n of m ready" and each ad's state from the rows the
 * activities move. `expected` is the batch size known before its rows exist (a paid purchase whose
 * styles are not chosen yet): those ads count as not ready.
 */
export function toProgress(rows: JobRow[], expected = 0): GenerationProgressDto {
  const ads = rows.filter((r) => r.kind !== 'edit');
  const ready = ads.filter((r) => r.state === 'ready').length;
  const failed = ads.filter((r) => r.state === 'failed').length;
  const total = Math.max(ads.length, expected);
  return {
    total,
    ready,
    failed,
    isComplete: ads.length > 0 && ads.length === total && ready + failed === total,
    // Reasons in buyer words even for rows written before the mapping existed (activities/buyer-words.ts).
    ads: ads.map(({ styleId, state, reason, adId }) => ({
      styleId,
      style: getStyle(styleId)?.name ?? `Style ${styleId}`,
      state,
      reason: reason && buyerWords(reason),
      adId,
    })),
    edits: rows
      .filter((r) => r.kind === 'edit' && r.adId)
      .map(({ adId, state, reason }) => ({ adId: adId!, state, reason: reason && buyerWords(reason) })),
  };
}

const columns = {
  kind: adJobs.kind,
  styleId: adJobs.styleId,
  state: adJobs.state,
  reason: adJobs.reason,
  adId: adJobs.adId,
};

export async function sessionProgress(db: Db, sessionId: string): Promise<GenerationProgressDto> {
  const rows = await db
    .select(columns)
    .from(adJobs)
    .where(and(eq(adJobs.sessionId, sessionId), eq(adJobs.kind, 'sample')))
    .orderBy(asc(adJobs.slot));
  return toProgress(rows);
}

export async function purchaseProgress(db: Db, purchaseId: string, expected: number): Promise<GenerationProgressDto> {
  const rows = await db
    .select(columns)
    .from(adJobs)
    .where(and(eq(adJobs.purchaseId, purchaseId), inArray(adJobs.kind, ['purchase', 'edit'])))
    .orderBy(asc(adJobs.kind), asc(adJobs.slot));
  return toProgress(rows, expected);
}

/**
 * The read model's rows of a purchase as one JSON column, for statements that read a purchase
 * and its progress in one trip (the status poll, decision 008). Qualified by hand: inside a
 * subquery drizzle writes bare column names, and a bare "id" would be ad_jobs.id.
 */
export const purchaseJobsJson = (purchaseIdColumn: ReturnType<typeof sql>) => sql<JobRow[]>`(
  select coalesce(json_agg(json_build_object('kind', j.kind, 'styleId', j.style_id, 'state', j.state, 'reason', j.reason, 'adId', j.ad_id) order by j.kind, j.slot), '[]'::json)
  from ${adJobs} j where j.purchase_id = ${purchaseIdColumn} and j.kind in ('purchase', 'edit'))`;
