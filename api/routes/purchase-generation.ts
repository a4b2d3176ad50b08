import { asc, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import { getStyle } from '../../engine/index.js';
import { GenerateMultipleRequestSchema } from '../../contract/generation.js';
import { generatedAds, generationSessions, purchases } from '../../db/schema.js';
import type { AppDeps } from '../deps.js';
import { toAdDto } from '../generation/ad-dto.js';
import { claimWarnings, withoutEmpty } from '../generation/extras.js';
import { purchaseJobsJson, purchaseProgress, toProgress } from '../generation/progress.js';
import { startPurchaseGeneration } from '../generation/start-purchase.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';
import { ownsPurchase, requirePurchaseOwner } from '../purchases/access.js';

/** POST /generate-multiple, GET /generation-status/:purchaseId, GET /public-results/:purchaseId. */
export function purchaseGenerationRouter(deps: AppDeps) {
  const router = Router();
  const { db } = deps.database;

  const loadPurchase = async (id: string) => {
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, id));
    if (!purchase) throw notFound('Purchase not found');
    return purchase;
  };

  router.post('/generate-multiple', async (req, res) => {
    const input = parseInput(GenerateMultipleRequestSchema, req.body);
    const purchase = await loadPurchase(input.purchaseId);
    requirePurchaseOwner(req, res, purchase);
    if (purchase.sessionId !== input.sessionId) throw badRequest('This purchase does not belong to that session');
    if (!purchase.completed) throw badRequest('Payment for this purchase has not been completed yet');
    const unknown = input.styleIds.find((id) => !getStyle(id));
    if (unknown !== undefined) throw badRequest(`Unknown style ${unknown}; please choose styles from the list`);
    if (new Set(input.styleIds).size !== input.styleIds.length) throw badRequest('Each style can be chosen only once');
    if (input.styleIds.length !== purchase.quantity) {
      throw badRequest(
        `Please select exactly ${purchase.quantity} styles: you've selected ${input.styleIds.length} of ${purchase.quantity} required styles.`,
      );
    }
    const added = withoutEmpty(input.extras);
    if (Object.keys(added).length && !purchase.selectedStyleIds) {
      // The buyer's new facts join (and replace) the step-2 ones, in the same claim check.
      const [session] = await db
        .select({ extras: generationSessions.productExtras, warnings: generationSessions.warnings })
        .from(generationSessions)
        .where(eq(generationSessions.id, purchase.sessionId));
      const warnings = claimWarnings([added.offer ?? '', added.review?.quote ?? '']);
      await db
        .update(generationSessions)
        .set({
          productExtras: { ...(session?.extras ?? {}), ...added },
          warnings: [...new Set([...(session?.warnings ?? []), ...warnings])],
        })
        .where(eq(generationSessions.id, purchase.sessionId));
    }
    const started = await startPurchaseGeneration(
      {
        db,
        temporal: deps.temporal,
        engineTimeoutSeconds: deps.config.ENGINE_TIMEOUT_SECONDS,
        retryWindowSeconds: deps.config.ENGINE_RETRY_WINDOW_SECONDS,
        requestId: String(req.id ?? ''),
      },
      purchase.id,
      input.styleIds,
    );
    res.json({
      success: true,
      purchaseId: purchase.id,
      workflowId: started.workflowId,
      styleIds: started.styleIds,
      expectedAdCount: started.styleIds.length,
    });
  });

  // Buyers poll this every few seconds: one narrow statement (the purchase and its rows in the read
  // model), built once. Building it per request was a measurable share of the API thread's time under load.
  const statusQuery = db
    .select({
      id: purchases.id,
      quantity: purchases.quantity,
      customerEmail: purchases.customerEmail,
      packageName: purchases.packageName,
      userId: purchases.userId,
      visitorId: purchases.visitorId,
      jobs: purchaseJobsJson(sql`${purchases}.id`),
    })
    .from(purchases)
    .where(eq(purchases.id, sql.placeholder('id')))
    .prepare('generation_status');

  router.get('/generation-status/:purchaseId', async (req, res) => {
    const [purchase] = await statusQuery.execute({ id: req.params.purchaseId });
    if (!purchase) throw notFound('Purchase not found');
    const progress = toProgress(purchase.jobs, purchase.quantity);
    res.set('Cache-Control', 'no-store').json({
      purchaseId: purchase.id,
      isComplete: progress.isComplete,
      adsCount: progress.ready,
      expectedAdCount: progress.total,
      // Progress is part of the results link; the buyer's e-mail is not (api/purchases/access.ts).
      purchase: ownsPurchase(req, res, purchase)
        ? { customerEmail: purchase.customerEmail, packageName: purchase.packageName, quantity: purchase.quantity }
        : { packageName: purchase.packageName, quantity: purchase.quantity },
      errors: progress.ads
        .filter((a) => a.state === 'failed')
        .map((a) => ({ styleId: a.styleId, message: a.reason ?? 'This ad could not be generated.' })),
      ads: progress.ads,
    });
  });

  router.get('/public-results/:purchaseId', async (req, res) => {
    const purchase = await loadPurchase(req.params.purchaseId);
    const [session] = await db.select().from(generationSessions).where(eq(generationSessions.id, purchase.sessionId));
    // Progress before the ads, so every ad it counts as ready is in the list (api/routes/generate.ts).
    const generation = await purchaseProgress(db, purchase.id, purchase.quantity);
    const ads = await db
      .select()
      .from(generatedAds)
      .where(eq(generatedAds.purchaseId, purchase.id))
      .orderBy(asc(generatedAds.createdAt), asc(generatedAds.styleId));
    res.set('Cache-Control', 'no-store').json({
      ads: ads.map(toAdDto),
      session: { id: purchase.sessionId, productName: session?.productName ?? '' },
      purchase: {
        id: purchase.id,
        packageName: purchase.packageName,
        quantity: purchase.quantity,
        generationCompletedAt: purchase.generationCompletedAt?.toISOString() ?? null,
      },
      generation,
    });
  });
  return router;
}
