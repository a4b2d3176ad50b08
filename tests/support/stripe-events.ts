import Stripe from 'stripe';

const signer = new Stripe('sk_test_signer');

/** A payment_intent event as Stripe delivers it to the webhook, signed with `secret`. */
export function signedIntentEvent(secret: string, type: string, intent: { id: string; purchaseId?: string; amount?: number; error?: string }) {
  const payload = JSON.stringify({
    id: `evt_${type.replace(/\W/g, "_")}_${intent.id}`, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false,
    data: {
      object: {
        id: intent.id, object: 'payment_intent', amount: intent.amount ?? 1099, amount_received: type.endsWith('succeeded') ? intent.amount ?? 1099 : 0,
        currency: 'usd', status: type.endsWith('succeeded') ? 'succeeded' : 'requires_payment_method',
        metadata: intent.purchaseId ? { purchaseId: intent.purchaseId } : {},
        last_payment_error: intent.error ? { message: intent.error, type: 'card_error', code: 'card_declined' } : null,
      },
    },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Stripe keys for tests that run the app in production mode (it refuses to start without them); no request reaches Stripe. */
export const PRODUCTION_STRIPE = { STRIPE_SECRET_KEY: 'sk_test_production', STRIPE_PUBLISHABLE_KEY: 'pk_test_production', STRIPE_WEBHOOK_SECRET: 'whsec_production' };
