import { Router } from 'express';
import { EditPlanRequestSchema } from '../../contract/edit-plan.js';
import type { AppDeps } from '../deps.js';
import { findAd, planForAd } from '../generation/edit-plan-context.js';
import { notFound } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';

/**
 * POST /edit-plan { prompt, adId? } → { changes, unsupported, summary }: what an edit would do,
 * shown to the buyer before the one edit is spent. Spends nothing and renders nothing; with an
 * ad id the plan knows the ad's copy, style and the buyer's offer.
 */
export function editPlanRouter(deps: AppDeps) {
  const router = Router();
  router.post('/edit-plan', async (req, res) => {
    const input = parseInput(EditPlanRequestSchema, req.body);
    const ad = input.adId ? await findAd(deps, input.adId) : undefined;
    if (input.adId && !ad) throw notFound('Ad not found');
    res.json(await planForAd(deps, input.prompt, ad));
  });
  return router;
}
