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

const id = v.pipe(v.string(), v.regex(/^[\w-]{1,255}$/));
const optionalId = v.optional(v.nullable(id));
/** charge.refunded: the charge with its running refunded total. */
const ChargeShape = v.looseObject({
  id,
  payment_intent: optionalId,
  amount: v.number(),
  amount_refunded: v.number(),
  metadata: v.optional(v.nullable(v.looseObject({ purchaseId: v.optional(v.string()) }))),
});
/** refund.created / refund.updated / charge.refund.updated: one refund. */
const RefundShape = v.looseObject({
  id,
  payment_intent: optionalId,
  amount: v.number(),
  status: v.optional(v.nullable(v.string())),
  metadata: v.optional(v.nullable(v.looseObject({ purchaseId: v.optional(v.string()) }))),
});
/** charge.dispute.*: the dispute. */
const DisputeShape = v.looseObject({
  id,
  payment_intent: optionalId,
  amount: v.number(),
  status: v.string(),
  reason: v.optional(v.nullable(v.string())),
  evidence_details: v.optional(v.nullable(v.looseObject({ due_by: v.optional(v.nullable(v.number())) }))),
});

const INTENT_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed'];
const REFUND_EVENTS = ['refund.created', 'refund.updated', 'charge.refund.updated'];
const DISPUTE_EVENT = /^charge\.dispute\.(created|updated|closed|funds_withdrawn|funds_reinstated)$/;

/** The shape an event of this type must have beyond the envelope, or undefined for events not read. */
function objectShape(type: string): v.GenericSchema | undefined {
  if (INTENT_EVENTS.includes(type)) return IntentShape;
  if (type === 'charge.refunded') return ChargeShape;
  if (REFUND_EVENTS.includes(type)) return RefundShape;
  if (DISPUTE_EVENT.test(type)) return DisputeShape;
  return undefined;
}

/** A verified, well-formed event as the app's provider-neutral PaymentEvent. */
function toPaymentEvent(event: { id: string; type: string; data: { object: Record<string, unknown> } }): PaymentEvent {
  const base = { id: event.id, type: event.type };
  if (event.type === 'charge.refunded') {
    const charge = v.parse(ChargeShape, event.data.object);
    return {
      ...base,
      paymentIntentId: charge.payment_intent ?? undefined,
      purchaseId: charge.metadata?.purchaseId || undefined,
      refund: { amount: charge.amount_refunded, status: 'succeeded', cumulative: true },
    };
  }
  if (REFUND_EVENTS.includes(event.type)) {
    const refund = v.parse(RefundShape, event.data.object);
    return {
      ...base,
      paymentIntentId: refund.payment_intent ?? undefined,
      purchaseId: refund.metadata?.purchaseId || undefined,
      refund: { refundId: refund.id, amount: refund.amount, status: refund.status ?? 'pending', cumulative: false },
    };
  }
  if (DISPUTE_EVENT.test(event.type)) {
    const dispute = v.parse(DisputeShape, event.data.object);
    return {
      ...base,
      paymentIntentId: dispute.payment_intent ?? undefined,
      dispute: {
        disputeId: dispute.id,
        amount: dispute.amount,
        status: dispute.status,
        reason: dispute.reason ?? undefined,
        dueBy: dispute.evidence_details?.due_by ?? undefined,
      },
    };
  }
  if (!INTENT_EVENTS.includes(event.type)) return base;
  const intent = v.parse(IntentShape, event.data.object);
  return {
    ...base,
    paymentIntentId: intent.id,
    purchaseId: intent.metadata?.purchaseId || undefined,
    amount:
      event.type === 'payment_intent.succeeded' ? ((intent.amount_received || intent.amount) ?? undefined) : undefined,
    error: intent.last_payment_error?.message ?? undefined,
  };
}

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

    async refund({ paymentIntentId, purchaseId, amount, idempotencyKey }) {
      if (!paymentIntentId) throw new Error(`Purchase ${purchaseId} has no PaymentIntent to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount, reason: 'requested_by_customer', metadata: { purchaseId } },
        // One refund per key, however often the admin clicks or the request is retried.
        { idempotencyKey },
      );
      return { refundId: refund.id, amount: refund.amount, status: refund.status ?? 'pending' };
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
      const objectSchema = shape.success ? objectShape(shape.output.type) : undefined;
      const inner = objectSchema && shape.success ? v.safeParse(objectSchema, shape.output.data.object) : undefined;
      const problem = !shape.success ? shape.issues[0] : inner && !inner.success ? inner.issues[0] : undefined;
      if (problem) throw new WebhookPayloadError(`${v.getDotPath(problem) ?? 'event'}: ${problem.message}`);
      return toPaymentEvent(event as unknown as Parameters<typeof toPaymentEvent>[0]);
    },
  };
}
