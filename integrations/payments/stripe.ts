import Stripe from 'stripe';
import * as v from 'valibot';
import {
  type PaymentEvent,
  type PaymentIntentState,
  type PaymentProvider,
  WebhookPayloadError,
  WebhookSignatureError,
} from './types.js';

/**
 * The parts of a webhook event this code reads. A signature proves who sent it, not its shape:
 * an event without them was a 500 (TypeError, or a NULL event id in the insert) before this check.
 */
const EventShape = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,255}$/)),
  type: v.pipe(v.string(), v.maxLength(255)),
  data: v.object({ object: v.looseObject({}) }),
});
const IntentShape = v.looseObject({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,255}$/)),
  amount: v.optional(v.nullable(v.number())),
  amount_received: v.optional(v.nullable(v.number())),
  metadata: v.optional(v.nullable(v.looseObject({ purchaseId: v.optional(v.string()) }))),
  last_payment_error: v.optional(v.nullable(v.looseObject({ message: v.optional(v.nullable(v.string())) }))),
});

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only for stripe-mock in tests: http://127.0.0.1:12111 */
  apiUrl?: string;
};

function connection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function toState(intent: Stripe.PaymentIntent): PaymentIntentState {
  const error = intent.last_payment_error?.message ?? undefined;
  if (intent.status === 'succeeded') return { status: 'succeeded', amount: intent.amount_received || intent.amount };
  if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && error)) {
    return { status: 'failed', amount: intent.amount, error: error ?? 'The payment was canceled.' };
  }
  return { status: 'pending', amount: intent.amount };
}

/** Stripe PaymentIntents (Payment Element on the web) plus a signed webhook. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...connection(settings.apiUrl),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    kind: 'stripe',
    publicConfig: () => ({ provider: 'stripe', publishableKey: settings.publishableKey }),

    async createPaymentIntent(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency,
          automatic_payment_methods: { enabled: true },
          description: request.description,
          receipt_email: request.customerEmail,
          metadata: {
            purchaseId: request.purchaseId,
            packageName: request.packageName,
            customerName: request.customerName,
          },
        },
        {
          // A retried request (network blip, double click reaching here twice) never makes a second intent.
          idempotencyKey: `purchase-${request.purchaseId}`,
        },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { paymentIntentId: intent.id, clientSecret: intent.client_secret };
    },

    async updateCustomer(paymentIntentId, customer) {
      await stripe.paymentIntents.update(paymentIntentId, {
        receipt_email: customer.email,
        metadata: { customerName: customer.name },
      });
    },

    async retrievePaymentIntent(paymentIntentId) {
      return toState(await stripe.paymentIntents.retrieve(paymentIntentId));
    },

    parseWebhook(rawBody, signature): PaymentEvent {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
      }
      const shape = v.safeParse(EventShape, event);
      const isIntentEvent =
        event?.type === 'payment_intent.succeeded' || event?.type === 'payment_intent.payment_failed';
      const intentShape =
        shape.success && isIntentEvent ? v.safeParse(IntentShape, shape.output.data.object) : undefined;
      const problem = !shape.success
        ? shape.issues[0]
        : intentShape && !intentShape.success
          ? intentShape.issues[0]
          : undefined;
      if (problem) throw new WebhookPayloadError(`${v.getDotPath(problem) ?? 'event'}: ${problem.message}`);
      if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
        return { id: event.id, type: event.type };
      }
      const intent = event.data.object;
      return {
        id: event.id,
        type: event.type,
        paymentIntentId: intent.id,
        purchaseId: intent.metadata?.purchaseId || undefined,
        amount: event.type === 'payment_intent.succeeded' ? intent.amount_received || intent.amount : undefined,
        error: intent.last_payment_error?.message ?? undefined,
      };
    },
  };
}
