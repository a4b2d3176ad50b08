import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { findPackage } from '../../contract/packages.js';
import {
  CreatePaymentIntentSchema,
  UpdateCustomerInfoSchema,
  type PaymentConfigDto,
  type PurchaseDto,
} from '../../contract/payments.js';
import { generationSessions, purchases } from '../../db/schema.js';
import { markPurchasePaid, recordPaymentFailure } from '../payments/mark-paid.js';
import type { AppDeps } from '../deps.js';
import { purchaseProgress } from '../generation/progress.js';
import { HttpError, badRequest, notFound } from '../lib/http-error.js';
import { parseInput } from '../lib/validate.js';
import { ownsPurchase, requirePurchaseOwner } from '../purchases/access.js';

export const PURCHASE_NOT_FOUND = 'Purchase not found';

/**
 * Checkout: POST /create-payment-intent, POST /update-customer-info/:purchaseId,
 * GET /purchase/:purchaseId and GET /payment-config. The amount always comes from the package table.
 */
export function paymentsRouter(deps: Pick<AppDeps, 'database' | 'payments'>) {
  const router = Router();
  const { db } = deps.database;
  const provider = deps.payments;

  router.get('/payment-config', (_req, res) => {
    res.json(provider.publicConfig() satisfies PaymentConfigDto);
  });

  router.post('/create-payment-intent', async (req, res) => {
    const input = parseInput(CreatePaymentIntentSchema, req.body);
    const pkg = findPackage(input.packageName);
    if (!pkg) throw badRequest('Unknown package');
    if (input.quantity !== pkg.quantity) throw badRequest('Quantity does not match the package', { field: 'quantity' });
    if (Math.round(input.price * 100) !== pkg.amount)
      throw badRequest('Price does not match the package', { field: 'price' });
    const [session] = await db
      .select({ id: generationSessions.id, productName: generationSessions.productName })
      .from(generationSessions)
      .where(eq(generationSessions.id, input.sessionId));
    if (!session) throw notFound('Session not found');

    const purchaseId = randomUUID(); // 122 random bits: results are reachable by this id alone
    // The intent first: if the provider is down, no unpayable order is left behind for the admin.
    let intent;
    try {
      intent = await provider.createPaymentIntent({
        purchaseId,
        amount: pkg.amount,
        currency: 'usd',
        packageName: pkg.name,
        customerEmail: input.customerEmail,
        customerName: input.customerName,
        description: `AdForge ${pkg.label} package: ${pkg.quantity} ads for ${session.productName}`.slice(0, 300),
      });
    } catch (err) {
      req.log?.error({ err, purchaseId }, 'payment intent creation failed');
      throw new HttpError(502, 'The payment provider could not be reached. Please try again.');
    }
    await db.insert(purchases).values({
      id: purchaseId,
      userId: res.locals.user?.id ?? null,
      // This browser owns the order from here on (api/purchases/access.ts); reading it issues the cookie if needed.
      visitorId: res.locals.visitorId ?? null,
      sessionId: session.id,
      amount: pkg.amount,
      packageName: pkg.name,
      quantity: pkg.quantity,
      customerEmail: input.customerEmail,
      customerName: input.customerName,
      stripePaymentIntentId: intent.paymentIntentId,
    });
    res.status(201).json({ clientSecret: intent.clientSecret, purchaseId });
  });

  router.post('/update-customer-info/:purchaseId', async (req, res) => {
    const input = parseInput(UpdateCustomerInfoSchema, req.body);
    const purchase = await loadPurchase(req.params.purchaseId);
    if (!purchase) throw notFound(PURCHASE_NOT_FOUND);
    requirePurchaseOwner(req, res, purchase);
    const [row] = await db
      .update(purchases)
      .set({ customerEmail: input.email, customerName: input.name })
      .where(eq(purchases.id, purchase.id))
      .returning({ intent: purchases.stripePaymentIntentId });
    if (!row) throw notFound(PURCHASE_NOT_FOUND);
    if (row.intent) {
      // The order row is what counts; the receipt e-mail at the provider is best effort.
      await provider
        .updateCustomer(row.intent, input)
        .catch((err: unknown) => req.log?.warn({ err }, 'provider customer update failed'));
    }
    res.json({ success: true });
  });

  router.get('/purchase/:purchaseId', async (req, res) => {
    let purchase = await loadPurchase(req.params.purchaseId);
    if (!purchase) throw notFound(PURCHASE_NOT_FOUND);
    const owner = ownsPurchase(req, res, purchase);
    if (owner && !purchase.completed && purchase.stripePaymentIntentId) {
      // Without a webhook (a local setup) ask the provider once per poll, so the thank-you page still completes.
      try {
        const state = await provider.retrievePaymentIntent(purchase.stripePaymentIntentId);
        if (state?.status === 'succeeded') {
          await markPurchasePaid(db, {
            purchaseId: purchase.id,
            paymentIntentId: purchase.stripePaymentIntentId,
            amount: state.amount,
          });
        } else if (state?.status === 'failed' && state.error) {
          await recordPaymentFailure(db, purchase.id, state.error);
        }
        if (state && state.status !== 'pending') purchase = (await loadPurchase(purchase.id)) ?? purchase;
      } catch (err) {
        req.log?.warn({ err, purchaseId: purchase.id }, 'payment status lookup failed');
      }
    }
    const body: PurchaseDto = {
      id: purchase.id,
      completed: purchase.completed,
      packageName: purchase.packageName,
      quantity: purchase.quantity,
      amount: purchase.amount,
      sessionId: purchase.sessionId,
      status: purchase.status,
      paymentError: null,
      generation: purchase.selectedStyleIds ? await purchaseProgress(db, purchase.id, purchase.quantity) : null,
    };
    // The buyer's name, e-mail and payment errors only to the browser that placed the order.
    if (owner)
      Object.assign(body, {
        customerEmail: purchase.customerEmail,
        customerName: purchase.customerName,
        paymentError: purchase.paymentError,
      });
    // Which facts a style may need the buyer already gave (the style picker asks for the rest).
    if (owner) {
      const [session] = await db
        .select({ extras: generationSessions.productExtras })
        .from(generationSessions)
        .where(eq(generationSessions.id, purchase.sessionId));
      const x = session?.extras ?? {};
      body.givenFacts = [
        ...(x.review ? (['review'] as const) : []),
        ...(x.rating ? (['rating'] as const) : []),
        ...(x.offer ? (['offer'] as const) : []),
      ];
    }
    res.set('Cache-Control', 'no-store').json(body);
  });

  async function loadPurchase(id: string) {
    const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
    return row;
  }

  return router;
}
