import { Router } from 'express';
import { ClaimCheckRequestSchema } from '../../contract/claims.js';
import { checkClaims } from '../../engine/index.js';
import { parseInput } from '../lib/validate.js';

/**
 * POST /claims/check: the claim check step 2 calls while the buyer types. Public like the other
 * anonymous routes (it shares their rate limit, api/rate-limits/policies.ts); pure CPU, no storage.
 */
export function claimsRouter() {
  const router = Router();
  router.post('/claims/check', (req, res) => {
    const { text } = parseInput(ClaimCheckRequestSchema, req.body);
    res.set('Cache-Control', 'no-store').json(checkClaims(text));
  });
  return router;
}
