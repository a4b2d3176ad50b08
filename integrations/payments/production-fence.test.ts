import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config/config.js';
import { startTestApp, json } from '../../tests/support/app-harness.js';
import { createPaymentProvider } from './index.js';
import { createTestModeProvider } from './test-mode.js';

/**
 * The payment fence: production takes card payments through Stripe only. The built-in test-mode
 * form (4242 4242 4242 4242 pays) exists only outside production, so no wiring mistake can let a
 * test card number pay for a real package.
 */
describe('production payment fence', () => {
  it('never builds the test-mode provider in production', async () => {
    const config = { ...parseConfig({ NODE_ENV: 'test' }), isProduction: true };
    await expect(createPaymentProvider(config)).rejects.toThrow(
      /STRIPE_SECRET_KEY.*production refuses the test-mode card form/,
    );
    expect((await createPaymentProvider(parseConfig({ NODE_ENV: 'development' }))).kind).toBe('test-mode');
  });

  it('does not mount the test card endpoint in production, even with a test-mode provider wired in', async () => {
    const config = { ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), isProduction: true };
    const app = await startTestApp({ config, payments: createTestModeProvider() });
    try {
      const res = await app.fetch(
        '/api/test-payments/any-purchase/confirm',
        json({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }),
      );
      expect(res.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
