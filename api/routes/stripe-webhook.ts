import { Router } from 'express';
import { applyPaymentEvent } from '../payments/events.js';
import { startRefundEmail } from '../payments/refund-email.js';
import { WebhookPayloadError, WebhookSignatureError } from '../../integrations/payments/types.js';
import type { AppDeps } from '../deps.js';
import { badRequest, notFound } from '../lib/http-error.js';

/**
 * POST /stripe/webhook. app.ts gives this path the raw body (the signature covers the exact
 * bytes). A bad or stale signature is a 400; every verified event is acknowledged with 200, a
 * repeated one included, so Stripe stops retrying — its effect is applied exactly once.
 */
export function stripeWebhookRouter(deps: Pick<AppDeps, 'database' | 'payments' | 'temporal'>) {
  const router = Router();
  const provider = deps.payments;

  router.post('/stripe/webhook', async (req, res) => {
    if (!provider.parseWebhook) throw notFound('Stripe is not configured');
    if (!Buffer.isBuffer(req.body)) throw badRequest('Webhook body missing');
    let event;
    try {
      event = provider.parseWebhook(req.body, req.get('stripe-signature'));
    } catch (err) {
      if (err instanceof WebhookSignatureError)
        throw badRequest(`Webhook signature verification failed: ${err.message}`);
      if (err instanceof WebhookPayloadError) throw badRequest(`Webhook event is malformed: ${err.message}`);
      throw err;
    }
    // A refund's e-mail starts with the refund's record, or neither happens and Stripe delivers again.
    const result = await applyPaymentEvent(deps.database.db, event, {
      onRefund: (purchaseId, refund) => startRefundEmail(deps.temporal, purchaseId, refund, String(req.id ?? '')),
    });
    req.log?.info({ eventId: event.id, type: event.type, purchaseId: event.purchaseId, result }, 'stripe webhook');
    res.json({ received: true, duplicate: result.duplicate });
  });
  return router;
}
