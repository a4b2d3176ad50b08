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

describe('production services (decision 060)', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    ADMIN_PASSWORD: 'a-long-real-secret',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };
  const SERVICES = {
    DATABASE_URL: 'postgres://u:p@db:5432/adforge',
    TEMPORAL_ADDRESS: 'temporal:7233',
    S3_BUCKET: 'adforge',
    SMTP_URL: 'smtp://mail:587',
  };

  it('refuses the split processes without every real service, naming all of them at once', () => {
    for (const role of ['api', 'worker'] as const) {
      let message = '';
      try {
        parseConfig(PRODUCTION, role);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toMatch(/^4 configuration problems:/);
      for (const name of ['DATABASE_URL', 'TEMPORAL_ADDRESS', 'S3_BUCKET', 'SMTP_URL'])
        expect(message).toMatch(new RegExp(`\\n  ${name}: production needs|\\n  ${name}: production sends`));
      expect(parseConfig({ ...PRODUCTION, ...SERVICES }, role).providers).toMatchObject({
        database: 'postgres',
        storage: 's3',
        mail: 'smtp',
        temporal: 'cluster',
      });
    }
  });

  it('names the admin password and the Stripe keys in the same message as the services', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' }, 'api')).toThrow(
      /^6 configuration problems:\n {2}ADMIN_PASSWORD: .*\n {2}STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: .*\n {2}DATABASE_URL: .*\n {2}TEMPORAL_ADDRESS: .*\n {2}S3_BUCKET: .*\n {2}SMTP_URL: /,
    );
  });

  it('allows local disk and the embedded services only with SINGLE_MACHINE=true, never a silent fallback; mail always', () => {
    expect(() => parseConfig({ ...PRODUCTION, SMTP_URL: SERVICES.SMTP_URL }, 'single')).toThrow(
      /DATABASE_URL: .*SINGLE_MACHINE=true[\s\S]*TEMPORAL_ADDRESS: [\s\S]*S3_BUCKET: /,
    );
    const single = parseConfig({ ...PRODUCTION, SMTP_URL: SERVICES.SMTP_URL, SINGLE_MACHINE: 'true' }, 'single');
    expect(single.providers).toMatchObject({ database: 'pglite', storage: 'local', temporal: 'dev-server' });
    expect(() => parseConfig({ ...PRODUCTION, SINGLE_MACHINE: 'true' }, 'single')).toThrow(
      /^SMTP_URL: production sends/,
    );
    // Split processes on one machine may share its disk, but never PGlite or a dev server they did not start.
    expect(() => parseConfig({ ...PRODUCTION, SMTP_URL: SERVICES.SMTP_URL, SINGLE_MACHINE: 'true' }, 'worker')).toThrow(
      /DATABASE_URL: [\s\S]*TEMPORAL_ADDRESS: /,
    );
    expect(
      parseConfig({ ...PRODUCTION, ...SERVICES, S3_BUCKET: '', SINGLE_MACHINE: 'true' }, 'api').providers.storage,
    ).toBe('local');
  });

  it('asks nothing of scripts and tests, nor outside production', () => {
    expect(parseConfig(PRODUCTION).providers.storage).toBe('local');
    expect(parseConfig({}, 'api').providers.database).toBe('pglite');
  });

  it('reads Temporal TLS and API-key settings, wanting a client certificate and its key together', () => {
    expect(parseConfig({}).temporalTls).toBe(false);
    expect(parseConfig({ TEMPORAL_API_KEY: 'key' }).temporalTls).toBe(true);
    expect(parseConfig({ TEMPORAL_TLS: 'true' }).temporalTls).toBe(true);
    expect(() => parseConfig({ TEMPORAL_TLS_CERT: '/etc/temporal/client.pem' })).toThrow(
      /^TEMPORAL_TLS_CERT, TEMPORAL_TLS_KEY: a client certificate needs its key/,
    );
  });
});
