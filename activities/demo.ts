import { DEMO_ITEMS, demoProductPhoto, STYLES } from '../engine/index.js';
import { findPackage } from '../contract/packages.js';
import { planPurchaseJobs } from '../db/ad-jobs.js';
import { generationSessions, purchases } from '../db/schema.js';
import { uploadKey } from '../integrations/storage/ad-files.js';
import type { ActivityDeps } from './deps.js';

export type DemoPurchaseRequest = {
  purchaseId: string;
  sessionId: string;
  email: string;
  userId: number | null;
  itemIndex: number;
};

/** The demo purchase of POST /api/dev/test-email (workflows/demo-purchase.ts). */
export function createDemoActivities(deps: ActivityDeps) {
  const { db, storage } = deps;
  return {
    /** A paid demo purchase of a drawn product, its styles chosen and its ads planned; repeatable. */
    async prepareDemoPurchase({ purchaseId, sessionId, email, userId, itemIndex }: DemoPurchaseRequest) {
      const pkg = findPackage('basic')!;
      const item = DEMO_ITEMS[itemIndex % DEMO_ITEMS.length];
      const key = uploadKey(sessionId, 'png');
      await storage.put(key, await demoProductPhoto(item.product), 'image/png');
      // Spread over the catalog, so the demo shows several categories.
      const step = Math.floor(STYLES.length / pkg.quantity);
      const styleIds = Array.from({ length: pkg.quantity }, (_, i) => STYLES[i * step].id);
      return db.transaction(async (tx) => {
        const [session] = await tx
          .insert(generationSessions)
          .values({
            id: sessionId,
            userId,
            productName: item.name,
            productDescription: item.description,
            productBrand: item.product.brand,
            selectedStyles: [],
            productImages: [{ key, contentType: 'image/png', width: 640, height: 900 }],
          })
          .onConflictDoNothing()
          .returning({ id: generationSessions.id });
        if (session) {
          await tx.insert(purchases).values({
            id: purchaseId,
            sessionId,
            userId,
            amount: 0,
            completed: true,
            paidAt: new Date(),
            packageName: pkg.name,
            quantity: pkg.quantity,
            customerEmail: email,
            customerName: 'Test Customer',
            selectedStyleIds: styleIds,
            generationStartedAt: new Date(),
          });
        }
        return planPurchaseJobs(tx, { id: purchaseId, sessionId }, styleIds);
      });
    },
  };
}
