import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { findPackage } from '../../engine/catalog/packages.js';
import { STYLES } from '../../engine/catalog/styles.js';
import { TestEmailRequestSchema } from '../contract/generation.js';
import { generationSessions, purchases } from '../../db/schema.js';
import { DEMO_ITEMS } from '../../engine/demo-catalog.js';
import { uploadKey } from '../../integrations/storage/ad-files.js';
import type { PurchaseProgress } from '../../workflows/purchase-generation.js';
import type { AppDeps } from '../deps.js';
import { startPurchaseGeneration } from '../generation/start-purchase.js';
import { parseInput } from '../lib/validate.js';

/**
 * POST /dev/test-email: a demo purchase (demo product, basic package, styles from every category)
 * goes through the real pipeline, so the ready e-mail that arrives is exactly what buyers get.
 * /api/dev/* is development-only or admin-only (api/auth/guards.ts devOnly).
 */
export function testEmailRouter(deps: AppDeps) {
  const router = Router();
  const { db } = deps.database;

  router.post('/dev/test-email', async (req, res) => {
    const { email } = parseInput(TestEmailRequestSchema, req.body);
    const pkg = findPackage('basic')!;
    const item = DEMO_ITEMS[Math.floor(Math.random() * DEMO_ITEMS.length)];
    const sessionId = randomUUID();
    const purchaseId = randomUUID();
    const key = uploadKey(sessionId, 'png');
    // Loaded here: the demo photo is drawn with resvg, which the API thread otherwise never loads.
    const { demoProductPhoto } = await import('../../engine/demo-products.js');
    await deps.storage.put(key, await demoProductPhoto(item.product), 'image/png');
    await db.insert(generationSessions).values({
      id: sessionId, userId: res.locals.user?.id ?? null, productName: item.name, productDescription: item.description,
      productBrand: item.product.brand, selectedStyles: [],
      productImages: [{ key, contentType: 'image/png', width: 640, height: 900 }],
    });
    await db.insert(purchases).values({
      id: purchaseId, sessionId, userId: res.locals.user?.id ?? null, amount: 0, completed: true, paidAt: new Date(),
      packageName: pkg.name, quantity: pkg.quantity, customerEmail: email, customerName: 'Test Customer',
    });
    // Spread over the catalog, so the demo shows several categories.
    const step = Math.floor(STYLES.length / pkg.quantity);
    const styleIds = Array.from({ length: pkg.quantity }, (_, i) => STYLES[i * step].id);
    const { workflowId } = await startPurchaseGeneration({ db, temporal: deps.temporal }, purchaseId, styleIds);
    const result = await deps.temporal.client.workflow.getHandle(workflowId).result() as PurchaseProgress;
    res.json({
      success: result.emailSent,
      message: result.emailSent ? `Test e-mail sent to ${email}` : `The demo ads were generated but no e-mail was sent to ${email}`,
      purchaseId,
    });
  });
  return router;
}
