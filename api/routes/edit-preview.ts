import { and, eq } from 'drizzle-orm';
import { Router } from 'express';
import sharp from 'sharp';
import { EditPreviewRequestSchema, PREVIEW_UNAVAILABLE_MESSAGE } from '../contract/edit-plan.js';
import { generatedAds, generationSessions, purchases } from '../../db/schema.js';
import { EditNotUnderstoodError } from '../../engine/types.js';
import type { AppDeps } from '../deps.js';
import { planForAd } from '../generation/edit-plan-context.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';

/**
 * POST /edit-preview/:adId { purchaseId, prompt } → { image }: the planned edit drawn by the
 * embedded renderer (a few hundred milliseconds of render-thread time), shown before the buyer
 * confirms. Nothing is stored and the edit is not spent. The image-model engine would pay for a
 * prediction, so it has no preview (404).
 */
export function editPreviewRouter(deps: AppDeps) {
  const router = Router();
  const { db } = deps.database;

  router.post('/edit-preview/:adId', async (req, res) => {
    if (deps.engine.name !== 'local') throw notFound(PREVIEW_UNAVAILABLE_MESSAGE);
    const input = parseInput(EditPreviewRequestSchema, req.body);
    const [ad] = await db.select().from(generatedAds).where(and(eq(generatedAds.id, req.params.adId), eq(generatedAds.purchaseId, input.purchaseId)));
    if (!ad) throw notFound('Ad not found for this purchase');
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, input.purchaseId));
    if (!purchase?.completed) throw badRequest('Payment for this purchase has not been completed');
    const [session] = await db.select().from(generationSessions).where(eq(generationSessions.id, purchase.sessionId));
    const photo = session?.productImages[0] && (await deps.storage.get(session.productImages[0].key));
    if (!session || !photo) throw notFound(PREVIEW_UNAVAILABLE_MESSAGE);
    const plan = await planForAd(deps, input.prompt, ad);
    if (!plan.changes.length) throw badRequest('Nothing in this request can be applied');
    try {
      const drawn = await deps.engine.editAd({
        product: { photo: photo.body, name: session.productName, description: session.productDescription, extras: session.productExtras },
        styleId: ad.styleId, seed: ad.variation, params: ad.params, prompt: input.prompt, plan,
      });
      const jpeg = await sharp(drawn.images['1x1']).resize(540, 540).jpeg({ quality: 82 }).toBuffer();
      res.json({ image: `data:image/jpeg;base64,${jpeg.toString('base64')}` });
    } catch (err) {
      if (err instanceof EditNotUnderstoodError) throw badRequest(err.message);
      throw err;
    }
  });
  return router;
}
