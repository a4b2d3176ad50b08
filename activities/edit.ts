import { and, eq } from 'drizzle-orm';
import { adJobs, generatedAds, purchases } from '../db/schema.js';
import { storeAdImages } from '../integrations/storage/ad-files.js';
import { jobFailed, jobReady } from './ad-jobs.js';
import { createAdWork, permanent, styleName } from './generation.js';
import type { EditPlan } from '../contract/edit-plan.js';
import type { ActivityDeps } from './deps.js';

export type AdEditInput = {
  jobId: string;
  adId: string;
  purchaseId: string;
  prompt: string;
  plan?: EditPlan;
  requestId?: string;
};

/**
 * A prompt edit, run by the edit-ad workflow (workflows/edit-ad.ts). The API claimed the ad's one
 * edit before starting it (generated_ads.is_edited); this renders, stores new files and points the
 * ad at them. A prompt the engine cannot apply fails for good, and the workflow gives the claim back.
 */
export function createEditActivities(deps: ActivityDeps) {
  const { db, storage, engine } = deps;
  const { loadProduct, attempt } = createAdWork(deps);

  return {
    async editPurchasedAd({
      jobId,
      adId,
      purchaseId,
      prompt,
      plan,
      requestId,
    }: AdEditInput): Promise<{ adId: string }> {
      const [job] = await db.select({ state: adJobs.state }).from(adJobs).where(eq(adJobs.id, jobId));
      if (job?.state === 'ready') return { adId }; // an earlier attempt finished; its reply was lost
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
      const label = `Edit of style ${ad.styleId} ("${styleName(ad.styleId)}")`;
      const edited = await attempt(
        jobId,
        label,
        (signal) =>
          engine.editAd(
            { product, styleId: ad.styleId, seed: ad.variation, params: ad.params, prompt, plan },
            { signal },
          ),
        { purchaseId, requestId },
      );
      const keys = await storeAdImages(storage, ad.id, edited.images);
      await db.transaction(async (tx) => {
        await tx
          .update(generatedAds)
          .set({
            text: edited.text,
            params: edited.params,
            layouts: edited.layouts ?? null,
            postCopy: edited.postCopy ?? null,
            imageKey1x1: keys['1x1'],
            imageKey4x5: keys['4x5'],
            imageKey9x16: keys['9x16'],
          })
          .where(eq(generatedAds.id, ad.id));
        await jobReady(tx, jobId, ad.id);
      });
      return { adId: ad.id };
    },

    /** The edit could not be made: the buyer keeps their one edit, and the job says why. */
    async giveBackEdit({ jobId, adId, reason }: { jobId: string; adId: string; reason: string }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(generatedAds).set({ isEdited: false, editPrompt: null }).where(eq(generatedAds.id, adId));
        await jobFailed(tx, jobId, reason);
      });
    },
  };
}
