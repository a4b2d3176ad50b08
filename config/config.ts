import path from 'node:path';
import * as v from 'valibot';
import { EnvSchema } from './env.js';
import { MIN_PRODUCTION_RETRY_WINDOW_SECONDS } from './generation-policy.js';
import { missingProductionServices, type ProcessRole } from './production-services.js';

export const DEFAULT_ADMIN_PASSWORD = 'admin-password';

/** Stripe is configured by these three together; without them, outside production only, payments run in test mode. */
export const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The environment, checked. `role` says which process it configures: production's entry points
 * (`api`, `worker`, `single`) also refuse to run without the real services they need
 * (config/production-services.ts); scripts and tests (`tool`) do not.
 */
export function parseConfig(source: Record<string, string | undefined> = process.env, role: ProcessRole = 'tool') {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? '(environment)';
      return `${key}: ${issue.message} (got ${JSON.stringify(source[key] ?? null)})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = result.output;
  const problems: string[] = [];
  if (
    env.NODE_ENV === 'production' &&
    (env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD || env.ADMIN_PASSWORD.length < 12)
  ) {
    problems.push('ADMIN_PASSWORD: production needs a non-default admin password of at least 12 characters');
  }
  if (env.NODE_ENV === 'production' && env.ENGINE_RETRY_WINDOW_SECONDS < MIN_PRODUCTION_RETRY_WINDOW_SECONDS) {
    // A shorter window turns an outage of minutes into lost paid ads (decision 035).
    problems.push(
      `ENGINE_RETRY_WINDOW_SECONDS: production retries a paid ad for at least ${MIN_PRODUCTION_RETRY_WINDOW_SECONDS} s (got ${env.ENGINE_RETRY_WINDOW_SECONDS})`,
    );
  }
  const missingStripe = STRIPE_KEYS.filter((key) => !env[key]);
  if (env.NODE_ENV === 'production' && missingStripe.length) {
    // Test mode takes card 4242... as payment; in production that would give packages away.
    problems.push(
      `${missingStripe.join(', ')}: production takes real card payments and needs ${STRIPE_KEYS.join(', ')} (the built-in test mode exists only outside production)`,
    );
  } else if (missingStripe.length && missingStripe.length < STRIPE_KEYS.length) {
    problems.push(
      `${missingStripe.join(', ')}: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together`,
    );
  }
  if (env.NODE_ENV === 'production') problems.push(...missingProductionServices(env, role));
  if ((env.TEMPORAL_TLS_CERT === undefined) !== (env.TEMPORAL_TLS_KEY === undefined))
    problems.push('TEMPORAL_TLS_CERT, TEMPORAL_TLS_KEY: a client certificate needs its key (set both or neither)');
  // Every problem at once: an operator fixes the environment in one go, not one variable per restart.
  if (problems.length === 1) throw new ConfigError(problems[0]);
  if (problems.length > 1)
    throw new ConfigError(`${problems.length} configuration problems:\n  ${problems.join('\n  ')}`);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    isProduction: env.NODE_ENV === 'production',
    /** Where the admin links a purchase's workflow: TEMPORAL_UI_URL, or the embedded dev server's UI. */
    temporalUiUrl: (env.TEMPORAL_UI_URL ?? `http://localhost:${env.TEMPORAL_UI_PORT}`).replace(/\/+$/, ''),
    /** TLS to Temporal: asked for, implied by a certificate or CA, or by an API key (Temporal Cloud). */
    temporalTls: Boolean(env.TEMPORAL_TLS || env.TEMPORAL_TLS_CERT || env.TEMPORAL_TLS_CA || env.TEMPORAL_API_KEY),
    /** Which implementation each outside system uses; logged once at start-up. */
    providers: {
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
      temporal: env.TEMPORAL_ADDRESS ? 'cluster' : 'dev-server',
      engine: env.REPLICATE_API_TOKEN ? 'replicate' : 'local',
      storage: env.S3_BUCKET ? 's3' : 'local',
      mail: env.SMTP_URL ? 'smtp' : 'outbox',
      payments: env.STRIPE_SECRET_KEY ? 'stripe' : 'test-mode',
    } as const,
  };
}

export type Config = ReturnType<typeof parseConfig>;

let cached: Config | undefined;

/** Parsed once per process; `.env` is read if present so `npm start` needs no exports. */
export function getConfig(role: ProcessRole = 'tool'): Config {
  if (!cached) {
    try {
      process.loadEnvFile();
    } catch {
      // no .env file: embedded defaults apply
    }
    cached = parseConfig(process.env, role);
  }
  return cached;
}

/**
 * For entry points: the configuration, or a plain message naming every bad or missing variable
 * and exit code 1 at once (no stack trace, no half-started process).
 */
export function loadConfigOrExit(role: ProcessRole): Config {
  try {
    return getConfig(role);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(
      `AdForge cannot start (${role === 'single' ? 'npm start' : role === 'tool' ? 'script' : role}): ${err.message}\n`,
    );
    process.exit(1);
  }
}
