import { randomUUID } from 'node:crypto';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getStyle } from '../engine/index.js';
import { adJobs, generatedAds, generationSessions, purchases, users } from '../db/schema.js';
import {
  type AdBatch,
  BadEngineInputError,
  EditNotUnderstoodError,
  type ProductInput,
  type RenderedAd,
} from '../contract/engine.js';
import { storeAdImages } from '../integrations/storage/ad-files.js';
import { jobFailed, jobReady, jobRetrying, jobStarted } from './ad-jobs.js';
import { activityCancelled, callEngine } from './engine-call.js';
import { retryWindow, type RetryWindow } from './retry-window.js';
import { activityLogger, type LogIds } from './activity-log.js';
import type { ActivityDeps } from './deps.js';
import { productCutout } from './product-cutout.js';

export type SampleAdInput = {
  jobId: string;
  sessionId: string;
  styleId: number;
  variation: number;
  requestId?: string;
};
export type PurchaseAdInput = { jobId: string; purchaseId: string; styleId: number; requestId?: string };
export type AdSummary = { adId: string; styleId: number; reused: boolean };

/** A failure no retry can fix; Temporal shows its message in words in the UI. */
export const permanent = (message: string, type = 'BadEngineInputError') =>
  ApplicationFailure.nonRetryable(message, type);

export function styleName(styleId: number): string {
  const style = getStyle(styleId);
  if (!style) throw permanent(`Style ${styleId} is not in the catalog`, 'UnknownStyle');
  return style.name;
}

/** A stable seed per purchase and style: a retried or reset activity draws the same ad. */
function seedFor(purchaseId: string, styleId: number): number {
  let h = styleId;
  for (const c of purchaseId) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return 4 + (Math.abs(h) % 1000);
}

/** What an ad activity shares: the product photo, the engine call, and the job's transitions. */
export function createAdWork(deps: ActivityDeps) {
  const { db, storage } = deps;

  /** The session's row and the product as the engine reads it: photo, its cutout, name, description, category, the buyer's extras. */
  async function loadSession(sessionId: string) {
    const [session] = await db.select().from(generationSessions).where(eq(generationSessions.id, sessionId));
    if (!session) throw permanent(`Generation session ${sessionId} does not exist`, 'MissingSession');
    const image = session.productImages[0];
    if (!image) throw permanent(`Session ${sessionId} has no product photo`, 'MissingPhoto');
    const file = await storage.get(image.key);
    // Retryable: a storage outage passes; a lost file is reported in words for the operator.
    if (!file)
      throw new Error(`The product photo ${image.key} of session ${sessionId} is missing from ${storage.kind} storage`);
    const product: ProductInput = {
      photo: file.body,
      // Cut out once per photo and hint, stored beside it (product-cutout.ts): renders only read it.
      cutout: await productCutout(deps, image, file.body),
      name: session.productName,
      description: session.productDescription,
      category: session.productCategory ?? undefined,
      extras: session.productExtras ?? {},
      lang: session.productLanguage ?? undefined,
    };
    return { session, product };
  }

  async function loadProduct(sessionId: string): Promise<ProductInput> {
    return (await loadSession(sessionId)).product;
  }

  /**
   * One attempt of a job: marked rendering, the engine called under the policy (engine-call.ts),
   * and a failure put in words: a bad input for good, anything else retried (the job shows why).
   * A cancelled attempt rethrows Temporal's cancellation untouched. With `window` (a paid ad), the
   * retries stop when the retry window closes, counted from the ad's first failure (retry-window.ts).
   */
  async function attempt(
    jobId: string,
    label: string,
    run: (signal: AbortSignal) => Promise<RenderedAd>,
    ids: LogIds = {},
    window?: RetryWindow,
  ): Promise<RenderedAd> {
    const started = await jobStarted(db, jobId, Context.current().info.attempt);
    window?.beforeAttempt(label, started);
    try {
      return await callEngine(run);
    } catch (err) {
      if (activityCancelled()) throw err;
      activityLogger(deps.logger, ids).warn({ jobId, err }, `${label}: engine attempt failed`);
      if (err instanceof BadEngineInputError) throw permanent(`${label}: ${err.message}`);
      if (err instanceof EditNotUnderstoodError) throw permanent(err.message, 'EditNotUnderstoodError');
      const reason = err instanceof Error ? err.message : String(err);
      const message = `${label}: the ad engine failed: ${reason}`;
      const failing = await jobRetrying(db, jobId, message).catch(() => undefined);
      throw window?.afterFailure(message, err, failing) ?? new Error(message, { cause: err });
    }
  }

  return { loadSession, loadProduct, attempt };
}

/**
 * The samples cycle through the chosen styles (workflows/sample-generation.ts); this sample's
 * place in that cycle, so the copy writer gives each sample its own headline.
 */
function sampleBatch(selected: number[], styleId: number, variation: number): AdBatch | undefined {
  const at = selected.indexOf(styleId);
  if (at < 0) return undefined;
  return {
    styleIds: Array.from({ length: (variation + 1) * selected.length }, (_, i) => selected[i % selected.length]),
    index: variation * selected.length + at,
  };
}

/** A purchase renders one ad per chosen style; its place in that list keeps headlines unique. */
function purchaseBatch(selected: number[] | null, styleId: number): AdBatch | undefined {
  const index = selected?.indexOf(styleId) ?? -1;
  return selected && index >= 0 ? { styleIds: selected, index } : undefined;
}

export function createGenerationActivities(deps: ActivityDeps) {
  const { db, storage, engine } = deps;
  const { loadSession, attempt } = createAdWork(deps);

  async function addWarnings(sessionId: string, warnings: string[]) {
    if (!warnings.length) return;
    // One statement, so parallel activities cannot overwrite each other's warnings.
    await db
      .update(generationSessions)
      .set({
        warnings: sql`(select coalesce(jsonb_agg(distinct w), '[]'::jsonb) from jsonb_array_elements(${generationSessions.warnings} || ${JSON.stringify(warnings)}::jsonb) as w)`,
      })
      .where(eq(generationSessions.id, sessionId));
  }

  /** Stores the ad and marks its job ready in one transaction; a unique index makes a repeated attempt a no-op. */
  async function persist(
    jobId: string,
    values: Omit<
      typeof generatedAds.$inferInsert,
      'id' | 'text' | 'params' | 'imageKey1x1' | 'imageKey4x5' | 'imageKey9x16'
    >,
    ad: RenderedAd,
    same: ReturnType<typeof and>,
  ): Promise<AdSummary> {
    const id = randomUUID();
    const keys = await storeAdImages(storage, id, ad.images);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(generatedAds)
        .values({
          ...values,
          id,
          text: ad.text,
          params: ad.params,
          layouts: ad.layouts ?? null,
          postCopy: ad.postCopy ?? null,
          imageKey1x1: keys['1x1'],
          imageKey4x5: keys['4x5'],
          imageKey9x16: keys['9x16'],
        })
        .onConflictDoNothing()
        .returning({ id: generatedAds.id });
      const adId = row?.id ?? (await tx.select({ id: generatedAds.id }).from(generatedAds).where(same))[0].id;
      await jobReady(tx, jobId, adId);
      return { adId, styleId: values.styleId, reused: !row };
    });
  }

  /** An ad made by an earlier attempt whose reply was lost: its job is marked ready again. */
  async function already(jobId: string, styleId: number, same: ReturnType<typeof and>): Promise<AdSummary | undefined> {
    const [done] = await db.select({ id: generatedAds.id }).from(generatedAds).where(same);
    if (!done) return undefined;
    await jobReady(db, jobId, done.id);
    return { adId: done.id, styleId, reused: true };
  }

  return {
    async generateSampleAd({ jobId, sessionId, styleId, variation, requestId }: SampleAdInput): Promise<AdSummary> {
      const style = styleName(styleId);
      const same = and(
        eq(generatedAds.sessionId, sessionId),
        eq(generatedAds.styleId, styleId),
        eq(generatedAds.variation, variation),
        isNull(generatedAds.purchaseId),
      );
      const done = await already(jobId, styleId, same);
      if (done) return done;
      const { session, product } = await loadSession(sessionId);
      const batch = sampleBatch(session.selectedStyles, styleId, variation);
      const ad = await attempt(
        jobId,
        `Sample ${variation + 1} in style ${styleId} ("${style}")`,
        (signal) => engine.generateAd({ product, styleId, seed: variation, batch }, { signal }),
        { requestId },
      );
      const summary = await persist(jobId, { sessionId, styleId, style, variation }, ad, same);
      await addWarnings(sessionId, ad.warnings);
      return summary;
    },

    async generatePurchaseAd({ jobId, purchaseId, styleId, requestId }: PurchaseAdInput): Promise<AdSummary> {
      const style = styleName(styleId);
      const same = and(eq(generatedAds.purchaseId, purchaseId), eq(generatedAds.styleId, styleId));
      const done = await already(jobId, styleId, same);
      if (done) return done;
      const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
      if (!purchase) throw permanent(`Purchase ${purchaseId} does not exist`, 'MissingPurchase');
      const { product } = await loadSession(purchase.sessionId);
      const seed = seedFor(purchaseId, styleId);
      const batch = purchaseBatch(purchase.selectedStyleIds, styleId);
      const ad = await attempt(
        jobId,
        `Style ${styleId} ("${style}")`,
        (signal) => engine.generateAd({ product, styleId, seed, batch }, { signal }),
        { purchaseId, requestId },
        retryWindow(Context.current().info),
      );
      // The unique index (purchase_id, style_id) makes a retry after a lost reply a no-op.
      return persist(jobId, { purchaseId, styleId, style, variation: seed }, ad, same);
    },

    /**
     * An ad whose last attempt failed (or that the deadline cut short): the read model gets the
     * reason in buyer words; the raw cause goes to the log, with the ids to find it by.
     */
    async markAdFailed({
      jobId,
      reason,
      type,
      purchaseId,
      requestId,
    }: {
      jobId: string;
      reason: string;
      type?: string;
      purchaseId?: string;
      requestId?: string;
    }): Promise<void> {
      await jobFailed(db, jobId, reason, type);
      activityLogger(deps.logger, { purchaseId, requestId }).warn({ jobId, cause: reason, type }, 'ad failed for good');
    },

    /** None of the samples could be made: the session counts against no quota (api/generation/sample-quota.ts). */
    async releaseSampleSession({ sessionId }: { sessionId: string }): Promise<void> {
      await db.transaction(async (tx) => {
        const [session] = await tx
          .update(generationSessions)
          .set({ releasedAt: new Date() })
          .where(and(eq(generationSessions.id, sessionId), isNull(generationSessions.releasedAt)))
          .returning({ userId: generationSessions.userId });
        if (session?.userId)
          await tx
            .update(users)
            .set({ sessionsCreated: sql`greatest(${users.sessionsCreated} - 1, 0)` })
            .where(eq(users.id, session.userId));
      });
    },

    /** Records the end of a batch; returns how many of its ads are ready (the read model). */
    async finishPurchaseGeneration({ purchaseId }: { purchaseId: string }): Promise<{ adsCount: number }> {
      await db
        .update(purchases)
        .set({
          generationCompletedAt: new Date(),
          // An admin's refund or cancellation is not overwritten by the pipeline.
          status: sql`case when ${purchases.status} = 'processing' then 'completed'::purchase_status else ${purchases.status} end`,
        })
        .where(eq(purchases.id, purchaseId));
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(adJobs)
        .where(and(eq(adJobs.purchaseId, purchaseId), eq(adJobs.kind, 'purchase'), eq(adJobs.state, 'ready')));
      return { adsCount: n };
    },
  };
}
