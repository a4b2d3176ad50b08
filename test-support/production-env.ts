/**
 * What `NODE_ENV=production` needs to start (config/config.ts): a real admin password and the
 * three Stripe keys. The Stripe client is pointed at a port nothing listens on, so a test that
 * does not start stripe-mock can never reach the real Stripe.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'a-long-production-secret',
  STRIPE_SECRET_KEY: 'sk_test_production_shape',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_production_shape',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_shape',
  STRIPE_API_URL: 'http://127.0.0.1:9',
} as const;
