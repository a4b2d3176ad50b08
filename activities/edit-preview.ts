import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { EditPlan } from '../contract/edit-plan.js';
import { generatedAds, purchases } from '../db/schema.js';
import { createAdWork, permanent } from './generation.js';
import type { ActivityDeps } from './deps.js';

export type EditPreviewInput = { adId: string; purchaseId: string; prompt: string; plan: EditPlan };

/**
 * The edit dialog's draft of a planned edit (docs/decisions/020-edit-plan-shown-is-applied.md),
 * drawn on the worker like every render (docs/decisions/026-one-long-work-pattern.md): nothing is stored and the edit is
 * not spent. Answered as a small JPEG data URL, well inside a workflow result's size limit.
 */
export function createEditPreviewActivities(deps: ActivityDeps) {
  const { db, engine } = deps;
  const { loadProduct } = createAdWork(deps);
  return {
    async previewEdit({ adId, purchaseId, prompt, plan }: EditPreviewInput): Promise<{ image: string }> {
      const [ad] = await db
        .select()
        .from(generatedAds)
        .where(and(eq(generatedAds.id, adId), eq(generatedAds.purchaseId, purchaseId)));
      if (!ad) throw permanent(`Ad ${adId} of purchase ${purchaseId} does not exist`, 'MissingAd');
      const [purchase] = await db
        .select({ sessionId: purchases.sessionId })
        .from(purchases)
        .where(eq(purchases.id, purchaseId));
      if (!purchase) throw permanent(`Purchase ${purchaseId} does not exist`, 'MissingPurchase');
      const product = await loadProduct(purchase.sessionId);
      const drawn = await engine.editAd({
        product,
        styleId: ad.styleId,
        seed: ad.variation,
        params: ad.params,
        prompt,
        plan,
      });
      const jpeg = await sharp(drawn.images['1x1']).resize(540, 540).jpeg({ quality: 82 }).toBuffer();
      return { image: `data:image/jpeg;base64,${jpeg.toString('base64')}` };
    },
  };
}
