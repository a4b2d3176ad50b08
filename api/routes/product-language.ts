import { Router } from 'express';
import { AD_LANGUAGE_CODES, type AdLanguage, ProductLanguageRequestSchema } from '../../contract/language.js';
import { productLanguage } from '../../engine/index.js';
import { parseInput } from '../lib/validate.js';

/**
 * POST /product-language: the language step 2 shows for the brief typed so far, so the buyer can
 * confirm or change it before generating (docs/product.md section 11). Public and rate-limited
 * like the claim check; pure CPU, no storage.
 */
export function productLanguageRouter() {
  const router = Router();
  router.post('/product-language', async (req, res) => {
    const { name, description } = parseInput(ProductLanguageRequestSchema, req.body);
    const guess = await productLanguage(name, description);
    const known = (AD_LANGUAGE_CODES as readonly string[]).includes(guess.lang);
    res.set('Cache-Control', 'no-store').json({
      language: known ? (guess.lang as AdLanguage) : null,
      confident: known && guess.confident,
    });
  });
  return router;
}
