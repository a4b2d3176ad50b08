import type { Request, Response } from 'express';
import { sentVisitorId } from '../auth/middleware.js';
import { HttpError } from '../lib/http-error.js';

/** The columns that say who placed an order. */
export type PurchaseOwner = { userId: number | null; visitorId: string | null };

export const NOT_YOUR_ORDER =
  'Only the browser that placed this order can change it. Please continue in the browser you paid with, or sign in to the account you ordered with. Your results link works in any browser.';

/**
 * The one rule for purchases (docs/security.md): the results link is a capability — anyone
 * holding /final-results/{purchaseId} may view, download and edit the ads — but everything else
 * about an order (the buyer's name and e-mail, changing them, choosing the styles, paying)
 * belongs to the browser that placed it: its visitor cookie, or the signed-in account that
 * ordered. Administrators may do everything.
 */
export function ownsPurchase(req: Request, res: Response, purchase: PurchaseOwner): boolean {
  const user = res.locals.user;
  if (user?.role === 'admin') return true;
  if (user && purchase.userId !== null && purchase.userId === user.id) return true;
  const visitorId = sentVisitorId(req);
  return visitorId !== undefined && purchase.visitorId !== null && purchase.visitorId === visitorId;
}

/** 403 with a message the buyer can act on, unless this browser owns the order. */
export function requirePurchaseOwner(req: Request, res: Response, purchase: PurchaseOwner): void {
  if (!ownsPurchase(req, res, purchase)) throw new HttpError(403, NOT_YOUR_ORDER);
}
