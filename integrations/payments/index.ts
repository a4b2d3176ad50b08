import { ConfigError, type Config } from '../../config/config.js';
import { createTestModeProvider } from './test-mode.js';
import type { PaymentProvider } from './types.js';

export type { PaymentProvider } from './types.js';

/**
 * Stripe when its three keys are configured (config checks they come together), else test mode,
 * which production never gets: its card form takes 4242... as payment. Stripe's library is loaded
 * only when it is used (about 18 MB in a process that never needs it).
 */
export async function createPaymentProvider(
  config: Pick<
    Config,
    'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL' | 'isProduction'
  >,
): Promise<PaymentProvider> {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const { createStripeProvider } = await import('./stripe.js');
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  if (config.isProduction) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: production refuses the test-mode card form',
    );
  }
  return createTestModeProvider();
}
