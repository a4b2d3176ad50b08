import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { findPackage } from '../../contract/packages.js';
import { generationSessions, purchases } from '../../db/schema.js';
import type { AppDeps } from '../deps.js';
import { getOrder, temporalUi } from './admin-orders.js';

/**
 * POST /dev/create-test-order: a paid, completed demo order for trying the admin screen. The
 * /api/dev gate in app.ts (devOnly) limits it to administrators in production.
 */
export function devOrdersRouter(deps: Pick<AppDeps, 'database' | 'config'>) {
  const router = Router();
  const { db } = deps.database;

  router.post('/dev/create-test-order', async (_req, res) => {
    const pkg = findPackage('standard')!;
    const user = res.locals.user;
    const sessionId = randomUUID();
    const purchaseId = randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(generationSessions).values({
        id: sessionId,
        userId: user?.id ?? null,
        productName: 'Demo Whey Protein',
        productDescription: 'A demo order created from the admin screen.',
      });
      await tx.insert(purchases).values({
        id: purchaseId,
        userId: user?.id ?? null,
        sessionId,
        amount: pkg.amount,
        packageName: pkg.name,
        quantity: pkg.quantity,
        customerEmail: user?.email ?? 'test-order@example.com',
        customerName: user?.username ?? 'Test Order',
        completed: true,
        status: 'completed',
        paidAt: new Date(),
      });
    });
    res.status(201).json({ success: true, order: await getOrder(db, purchaseId, temporalUi(deps.config)) });
  });
  return router;
}
