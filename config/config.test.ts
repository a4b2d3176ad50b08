import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';

describe('parseConfig', () => {
  it('runs on embedded defaults with no variables at all', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.providers).toEqual({
      database: 'pglite',
      temporal: 'dev-server',
      engine: 'local',
      storage: 'local',
      mail: 'outbox',
      payments: 'test-mode',
    });
  });

  it('names the bad variable', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };

  it('refuses production with the default admin password', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', ...STRIPE })).toThrow(/ADMIN_PASSWORD/);
    expect(parseConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-real-secret', ...STRIPE }).isProduction).toBe(
      true,
    );
  });

  it('refuses production without Stripe, naming each missing key (test mode would take 4242... as payment)', () => {
    const base = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-real-secret' };
    expect(() => parseConfig(base)).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: production/,
    );
    for (const key of Object.keys(STRIPE)) {
      const partial = { ...base, ...STRIPE, [key]: '' };
      expect(() => parseConfig(partial)).toThrow(new RegExp(`^${key}: production takes real card payments`));
    }
    expect(parseConfig({ ...base, ...STRIPE }).providers.payments).toBe('stripe');
  });

  it('wants the three Stripe keys together', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_/);
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).providers.database).toBe('pglite');
  });
});
