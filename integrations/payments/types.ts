export type PaymentIntentRequest = {
  purchaseId: string;
  /** Integer cents, computed from the package table. */
  amount: number;
  currency: 'usd';
  packageName: string;
  customerEmail: string;
  customerName: string;
  description: string;
};

export type PaymentIntentState = {
  status: 'succeeded' | 'failed' | 'pending';
  amount: number;
  /** The decline message when the last attempt failed. */
  error?: string;
};

/**
 * A provider-neutral payment event. Stripe webhooks and test-mode card payments both become one
 * of these and go through api/payments/events.ts, so "paid" is decided by one code path.
 */
export type PaymentEvent = {
  /** Unique per delivery source (Stripe's evt_… id); processed ids are stored so a repeat is a no-op. */
  id: string;
  type: string;
  paymentIntentId?: string;
  purchaseId?: string;
  amount?: number;
  error?: string;
  /**
   * A refund Stripe reports: one refund (`refund.*`, with its id and status) or the charge's
   * running total (`charge.refunded`, cumulative).
   */
  refund?: { refundId?: string; amount: number; status: string; cumulative: boolean };
  /** A card holder's dispute (`charge.dispute.*`). */
  dispute?: { disputeId: string; amount: number; status: string; reason?: string; dueBy?: number };
};

/** What the provider answers to a refund request. */
export type RefundResult = { refundId: string; amount: number; status: string };

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A correctly signed delivery whose event lacks what the code reads (id, type, the intent). */
export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

/** What a browser may know of the provider: which card form to draw, and Stripe's publishable key. */
export type PublicPaymentConfig = { provider: 'test-mode' } | { provider: 'stripe'; publishableKey: string };

/** Chosen once at start-up from configuration: the built-in test mode, or Stripe. */
export interface PaymentProvider {
  readonly kind: 'test-mode' | 'stripe';
  /** What the web needs to draw the card form (GET /api/payment-config checks it against the contract). */
  publicConfig(): PublicPaymentConfig;
  createPaymentIntent(request: PaymentIntentRequest): Promise<{ paymentIntentId: string; clientSecret: string }>;
  updateCustomer(paymentIntentId: string, customer: { email: string; name: string }): Promise<void>;
  /** The provider's view of an intent, or null when the provider keeps no state of its own. */
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntentState | null>;
  /**
   * Gives a payment back in full. Idempotent by `idempotencyKey`: asking again returns the same
   * refund, never a second one (test mode keeps no money and answers at once).
   */
  refund(request: {
    paymentIntentId?: string;
    purchaseId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
  /** Verifies and decodes a webhook delivery; throws WebhookSignatureError or WebhookPayloadError. Absent in test mode. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
