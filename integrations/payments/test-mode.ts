import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './types.js';

/**
 * The embedded default when no Stripe keys are configured: no outside service, no stored state
 * beyond the purchase row. Intents get Stripe-shaped ids so logs and the admin look the same;
 * the card form posts to /api/test-payments/:purchaseId/confirm (api/routes/test-payments.ts).
 */
export function createTestModeProvider(): PaymentProvider {
  return {
    kind: 'test-mode',
    publicConfig: () => ({ provider: 'test-mode' }),
    async createPaymentIntent() {
      const paymentIntentId = `pi_test_${randomBytes(12).toString('hex')}`;
      return { paymentIntentId, clientSecret: `${paymentIntentId}_secret_${randomBytes(16).toString('hex')}` };
    },
    async updateCustomer() {
      // The purchase row is the only record; the route already updated it.
    },
    async retrievePaymentIntent() {
      return null;
    },
    async refund({ amount, idempotencyKey }) {
      // No money moved in test mode; the id is derived from the key, so asking again is the same refund.
      return { refundId: `re_test_${idempotencyKey.replace(/[^\w-]/g, '')}`, amount, status: 'succeeded' };
    },
  };
}
