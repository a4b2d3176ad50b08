import { asc, eq, sql } from 'drizzle-orm';
import { Router } from 'express';
import { getStyle } from '../../engine/catalog/styles.js';
import { GenerateMultipleRequestSchema } from '../contract/generation.js';
import { generatedAds, generationSessions, purchases } from '../../db/schema.js';
import { progressQuery, purchaseWorkflowId, type PurchaseProgress } from '../../workflows/purchase-generation.js';
import type { AppDeps } from '../deps.js';
import { toAdDto } from '../generation/ad-dto.js';
import { startPurchaseGeneration } from '../generation/start-purchase.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';
import { ownsPurchase, requirePurchaseOwner } from '../purchases/access.js';

const QUERY_DEADLINE_MS = 2_000;

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
      throw badRequest(`Please select exactly ${purchase.quantity} styles: you've selected ${input.styleIds.length} of ${purchase.quantity} required styles.`);
    }
    const started = await startPurchaseGeneration({ db, temporal: deps.temporal }, purchase.id, input.styleIds);
    res.json({ success: true, purchaseId: purchase.id, workflowId: started.workflowId, styleIds: started.styleIds, expectedAdCount: started.styleIds.length });
  });

  // Buyers poll this every few seconds: one narrow statement (the purchase and its ad count), built
  // once. Building it per request was a measurable share of the API thread's time under load.
  const statusQuery = db.select({
    id: purchases.id, quantity: purchases.quantity, selectedStyleIds: purchases.selectedStyleIds,
    customerEmail: purchases.customerEmail, packageName: purchases.packageName, userId: purchases.userId, visitorId: purchases.visitorId,
    generationCompletedAt: purchases.generationCompletedAt, generationErrors: purchases.generationErrors,
    // Qualified by hand: inside a subquery drizzle writes bare column names, and a bare "id" would be generated_ads.id.
    adsCount: sql<number>`(select count(*)::int from ${generatedAds} where ${generatedAds}.purchase_id = ${purchases}.id)`,
  }).from(purchases).where(eq(purchases.id, sql.placeholder('id'))).prepare('generation_status');

  router.get('/generation-status/:purchaseId', async (req, res) => {
    const [purchase] = await statusQuery.execute({ id: req.params.purchaseId });
    if (!purchase) throw notFound('Purchase not found');
    const base = {
      purchaseId: purchase.id,
      expectedAdCount: purchase.selectedStyleIds?.length ?? purchase.quantity,
      // Progress is part of the results link; the buyer's e-mail is not (api/purchases/access.ts).
      purchase: ownsPurchase(req, res, purchase)
        ? { customerEmail: purchase.customerEmail, packageName: purchase.packageName, quantity: purchase.quantity }
        : { packageName: purchase.packageName, quantity: purchase.quantity },
    };
    res.set('Cache-Control', 'no-store');
    // While the batch runs the workflow knows best; once it has finished (or if Temporal does
    // not answer in time) the database is the record.
    if (!purchase.generationCompletedAt && purchase.selectedStyleIds) {
      const progress = await queryProgress(purchase.id);
      if (progress) {
        // An ad is stored before its activity reports back, so the stored count can be ahead of the
        // workflow's: the larger one keeps a page that once read the database from going backwards.
        const adsCount = Math.max(progress.adsCount, Number(purchase.adsCount));
        return void res.json({ ...base, isComplete: progress.isComplete, adsCount, expectedAdCount: progress.expectedAdCount, errors: progress.failed, source: 'workflow' });
      }
    }
    res.json({ ...base, isComplete: purchase.generationCompletedAt !== null, adsCount: Number(purchase.adsCount), errors: purchase.generationErrors, source: 'database' });
  });

  async function queryProgress(purchaseId: string): Promise<PurchaseProgress | undefined> {
    try {
      const handle = deps.temporal.client.workflow.getHandle(purchaseWorkflowId(purchaseId));
      return await deps.temporal.client.withDeadline(Date.now() + QUERY_DEADLINE_MS, () => handle.query(progressQuery));
    } catch {
      return undefined;
    }
  }

  router.get('/public-results/:purchaseId', async (req, res) => {
    const purchase = await loadPurchase(req.params.purchaseId);
    const [session] = await db.select().from(generationSessions).where(eq(generationSessions.id, purchase.sessionId));
    const ads = await db.select().from(generatedAds).where(eq(generatedAds.purchaseId, purchase.id)).orderBy(asc(generatedAds.createdAt), asc(generatedAds.styleId));
    res.set('Cache-Control', 'no-store').json({
      ads: ads.map(toAdDto),
      session: { id: purchase.sessionId, productName: session?.productName ?? '' },
      purchase: {
        id: purchase.id, packageName: purchase.packageName, quantity: purchase.quantity,
        generationCompletedAt: purchase.generationCompletedAt?.toISOString() ?? null,
      },
    });
  });
  return router;
}
