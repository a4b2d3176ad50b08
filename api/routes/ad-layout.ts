import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { generatedAds } from '../../db/schema.js';
import { AD_SIZE_KEYS } from '../../contract/engine.js';
import type { AppDeps } from '../deps.js';
import { notFound } from '../lib/http-error.js';

/**
 * GET /ads/:adId/layout: for every size, the canvas and every box the renderer drew (role,
 * position, text, type size and the contrast measured on its pixels), as the ad linter checks
 * them. Readable by whoever may read the ad's image: like GET /images/:adId, the ad's id is the
 * key (api/routes/ad-files.ts).
 */
export function adLayoutRouter(deps: AppDeps) {
  const router = Router();
  const { db } = deps.database;

  router.get('/ads/:adId/layout', async (req, res) => {
    const [ad] = await db
      .select({ layouts: generatedAds.layouts })
      .from(generatedAds)
      .where(eq(generatedAds.id, req.params.adId));
    if (!ad) throw notFound('Ad not found');
    if (!ad.layouts) throw notFound('This ad was made before its layout was recorded');
    const sizes = Object.fromEntries(AD_SIZE_KEYS.filter((k) => ad.layouts![k]).map((k) => [k, ad.layouts![k]]));
    res.set('Cache-Control', 'public, max-age=60').json({ sizes });
  });
  return router;
}
