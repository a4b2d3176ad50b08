import { randomUUID } from 'node:crypto';
import { ApplicationFailure, Context } from '@temporalio/activity';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getStyle } from '../catalog/styles.js';
import { generatedAds, generationSessions, purchases } from '../db/schema.js';
import { BadEngineInputError, type ProductInput, type RenderedAd } from '../engine/types.js';
import { storeAdImages } from '../storage/ad-files.js';
import type { ActivityDeps } from './index.js';

export type SampleAdInput = { sessionId: string; styleId: number; variation: number };
export type PurchaseAdInput = { purchaseId: string; styleId: number };
export type AdSummary = { adId: string; styleId: number; reused: boolean };
export type StyleError = { styleId: number; message: string };

const HEARTBEAT_MS = 3_000;
/** Below the activity's 3-minute start-to-close timeout, so a hung engine fails with a message in words. */
const DEFAULT_ENGINE_TIMEOUT_MS = 150_000;

/** The heartbeat keeps a hung engine call alive for ever; this bounds it. */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms / 100) / 10} s`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Heartbeats while the engine works, so a worker that died is noticed within the heartbeat timeout. */
async function withHeartbeat<T>(work: () => Promise<T>): Promise<T> {
  const ctx = Context.current();
  ctx.heartbeat();
  const timer = setInterval(() => ctx.heartbeat(), HEARTBEAT_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/** A failure no retry can fix; Temporal shows its message in words in the UI. */
const permanent = (message: string, type = 'BadEngineInputError') => ApplicationFailure.nonRetryable(message, type);

function styleName(styleId: number): string {
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

export function createGenerationActivities(deps: ActivityDeps) {
  const { db, storage, engine } = deps;
  const engineTimeoutMs = deps.engineTimeoutMs ?? DEFAULT_ENGINE_TIMEOUT_MS;

  async function loadProduct(sessionId: string): Promise<ProductInput> {
    const [session] = await db.select().from(generationSessions).where(eq(generationSessions.id, sessionId));
    if (!session) throw permanent(`Generation session ${sessionId} does not exist`, 'MissingSession');
    const image = session.productImages[0];
    if (!image) throw permanent(`Session ${sessionId} has no product photo`, 'MissingPhoto');
    const file = await storage.get(image.key);
    // Retryable: a storage outage passes; a lost file is reported in words for the operator.
    if (!file) throw new Error(`The product photo ${image.key} of session ${sessionId} is missing from ${storage.kind} storage`);
    return { photo: file.body, name: session.productName, description: session.productDescription, extras: session.productExtras };
  }

  async function render(label: string, run: () => Promise<RenderedAd>): Promise<RenderedAd> {
    try {
      return await withHeartbeat(() => withDeadline(run(), engineTimeoutMs));
    } catch (err) {
      if (err instanceof BadEngineInputError) throw permanent(`${label}: ${err.message}`);
      const reason = err instanceof Error ? err.message : String(err);
      throw new Error(`${label}: the ad engine failed: ${reason}`, { cause: err });
    }
  }

  async function addWarnings(sessionId: string, warnings: string[]) {
    if (!warnings.length) return;
    // One statement, so parallel activities cannot overwrite each other's warnings.
    await db.update(generationSessions).set({
      warnings: sql`(select coalesce(jsonb_agg(distinct w), '[]'::jsonb) from jsonb_array_elements(${generationSessions.warnings} || ${JSON.stringify(warnings)}::jsonb) as w)`,
    }).where(eq(generationSessions.id, sessionId));
  }

  return {
    async generateSampleAd({ sessionId, styleId, variation }: SampleAdInput): Promise<AdSummary> {
      const style = styleName(styleId);
      const same = and(eq(generatedAds.sessionId, sessionId), eq(generatedAds.styleId, styleId), eq(generatedAds.variation, variation), isNull(generatedAds.purchaseId));
      const [done] = await db.select({ id: generatedAds.id }).from(generatedAds).where(same);
      if (done) return { adId: done.id, styleId, reused: true };
      const product = await loadProduct(sessionId);
      const ad = await render(`Sample ${variation + 1} in style ${styleId} ("${style}")`, () => engine.generateAd({ product, styleId, seed: variation }));
      const id = randomUUID();
      const keys = await storeAdImages(storage, id, ad.images);
      const [row] = await db.insert(generatedAds).values({
        id, sessionId, styleId, style, variation, text: ad.text, params: ad.params, layouts: ad.layouts ?? null,
        imageKey1x1: keys['1x1'], imageKey4x5: keys['4x5'], imageKey9x16: keys['9x16'],
      }).onConflictDoNothing().returning({ id: generatedAds.id });
      await addWarnings(sessionId, ad.warnings);
      if (row) return { adId: row.id, styleId, reused: false };
      const [other] = await db.select({ id: generatedAds.id }).from(generatedAds).where(same);
      return { adId: other.id, styleId, reused: true };
    },

    async generatePurchaseAd({ purchaseId, styleId }: PurchaseAdInput): Promise<AdSummary> {
      const style = styleName(styleId);
      const same = and(eq(generatedAds.purchaseId, purchaseId), eq(generatedAds.styleId, styleId));
      const [done] = await db.select({ id: generatedAds.id }).from(generatedAds).where(same);
      if (done) return { adId: done.id, styleId, reused: true };
      const [purchase] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
      if (!purchase) throw permanent(`Purchase ${purchaseId} does not exist`, 'MissingPurchase');
      const product = await loadProduct(purchase.sessionId);
      const seed = seedFor(purchaseId, styleId);
      const ad = await render(`Style ${styleId} ("${style}")`, () => engine.generateAd({ product, styleId, seed }));
      const id = randomUUID();
      const keys = await storeAdImages(storage, id, ad.images);
      // The unique index (purchase_id, style_id) makes a retry after a lost reply a no-op.
      const [row] = await db.insert(generatedAds).values({
        id, purchaseId, styleId, style, variation: seed, text: ad.text, params: ad.params, layouts: ad.layouts ?? null,
        imageKey1x1: keys['1x1'], imageKey4x5: keys['4x5'], imageKey9x16: keys['9x16'],
      }).onConflictDoNothing().returning({ id: generatedAds.id });
      if (row) return { adId: row.id, styleId, reused: false };
      const [other] = await db.select({ id: generatedAds.id }).from(generatedAds).where(same);
      return { adId: other.id, styleId, reused: true };
    },

    /** Records the end of a batch: when, and which styles failed for good (in words). */
    async finishPurchaseGeneration({ purchaseId, errors }: { purchaseId: string; errors: StyleError[] }): Promise<{ adsCount: number }> {
      await db.update(purchases).set({
        generationCompletedAt: new Date(),
        generationErrors: errors,
        // An admin's refund or cancellation is not overwritten by the pipeline.
        status: sql`case when ${purchases.status} = 'processing' then 'completed'::purchase_status else ${purchases.status} end`,
      }).where(eq(purchases.id, purchaseId));
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(generatedAds).where(eq(generatedAds.purchaseId, purchaseId));
      return { adsCount: n };
    },
  };
}
