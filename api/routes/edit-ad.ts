import { and, eq } from 'drizzle-orm';
import { Router } from 'express';
import { EDIT_LIMIT_MESSAGE, EDIT_LIMIT_TITLE, EditAdRequestSchema } from '../../contract/generation.js';
import { generatedAds, generationSessions, purchases } from '../../db/schema.js';
import { EditNotUnderstoodError } from '../../engine/types.js';
import { fileUrl, storeAdImages } from '../../storage/ad-files.js';
import type { AppDeps } from '../deps.js';
import { toAdDto } from '../generation/ad-dto.js';
import { badRequest, HttpError, notFound } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';

/**
 * POST /edit-ad/:adId. One edit per ad, enforced in the database: the edit is claimed with a
 * conditional UPDATE (is_edited false → true) before the engine runs, so of many concurrent
 * requests exactly one proceeds. A prompt the engine cannot apply gives the claim back.
 */
export function editAdRouter(deps: AppDeps) {
  const router = Router();
  const { db } = deps.database;

  router.post('/edit-ad/:adId', async (req, res) => {
    const input = parseInput(EditAdRequestSchema, req.body);
    const [ad] = await db.select().from(generatedAds).where(and(eq(generatedAds.id, req.params.adId), eq(generatedAds.purchaseId, input.purchaseId)));
    if (!ad) throw notFound('Ad not found for this purchase');
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, input.purchaseId));
    if (!purchase?.completed) throw badRequest('Payment for this purchase has not been completed');

    const [claimed] = await db.update(generatedAds).set({ isEdited: true, editPrompt: input.userPrompt })
      .where(and(eq(generatedAds.id, ad.id), eq(generatedAds.isEdited, false))).returning();
    if (!claimed) throw new HttpError(409, EDIT_LIMIT_MESSAGE, { title: EDIT_LIMIT_TITLE });

    try {
      const [session] = await db.select().from(generationSessions).where(eq(generationSessions.id, purchase.sessionId));
      const photo = session?.productImages[0] && (await deps.storage.get(session.productImages[0].key));
      if (!session || !photo) throw new Error(`product photo of session ${purchase.sessionId} is missing`);
      const edited = await deps.engine.editAd({
        product: { photo: photo.body, name: session.productName, description: session.productDescription, extras: session.productExtras },
        styleId: ad.styleId, seed: ad.variation, params: ad.params, prompt: input.userPrompt,
      });
      const keys = await storeAdImages(deps.storage, ad.id, edited.images);
      const [updated] = await db.update(generatedAds).set({
        text: edited.text, params: edited.params, layouts: edited.layouts ?? null,
        imageKey1x1: keys['1x1'], imageKey4x5: keys['4x5'], imageKey9x16: keys['9x16'],
      }).where(eq(generatedAds.id, ad.id)).returning();
      res.json({ editedImageUrl: fileUrl(keys['1x1']), ad: toAdDto(updated) });
    } catch (err) {
      await db.update(generatedAds).set({ isEdited: false, editPrompt: null }).where(eq(generatedAds.id, ad.id));
      if (err instanceof EditNotUnderstoodError) throw badRequest(err.message);
      throw err;
    }
  });
  return router;
}
