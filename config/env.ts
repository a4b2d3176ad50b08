import * as v from 'valibot';
import {
  DEFAULT_ENGINE_TIMEOUT_SECONDS,
  DEFAULT_RETRY_WINDOW_SECONDS,
  MAX_ENGINE_TIMEOUT_SECONDS,
} from './generation-policy.js';
import { isTrustProxy, parseTrustProxy, TRUST_PROXY_HELP } from './trust-proxy.js';

/** Empty strings in .env files mean "unset", so every optional variable treats them that way. */
const optionalString = v.pipe(
  v.optional(v.string()),
  v.transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim())),
);
const port = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.integer('must be an integer'),
    v.minValue(0, 'must be a port number'),
    v.maxValue(65535, 'must be a port number'),
  );
const bool = (fallback: 'true' | 'false') =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0']), fallback),
    v.transform((s) => s === 'true' || s === '1'),
  );
const positiveInt = (fallback: string) =>
  v.pipe(v.optional(v.string(), fallback), v.transform(Number), v.integer('must be an integer'), v.minValue(0));
const url = v.pipe(
  optionalString,
  v.check((s) => s === undefined || URL.canParse(s), 'must be a URL'),
);

export const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  PORT: port('3000'),
  PUBLIC_BASE_URL: v.pipe(v.optional(v.string(), 'http://localhost:3000'), v.url('must be a URL')),
  DATA_DIR: v.optional(v.string(), './data'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),

  DATABASE_URL: v.pipe(
    optionalString,
    v.check((s) => s === undefined || /^postgres(ql)?:\/\//.test(s), 'must be a postgres:// URL'),
  ),

  TEMPORAL_ADDRESS: optionalString,
  TEMPORAL_NAMESPACE: v.optional(v.string(), 'default'),
  TEMPORAL_TASK_QUEUE: v.optional(v.string(), 'ad-generation'),
  TEMPORAL_DEV_PORT: port('7233'),
  TEMPORAL_UI_PORT: port('8233'),
  TEMPORAL_CLI_PATH: optionalString,
  /** The Temporal Web UI operators open from the admin's order rows; unset = the embedded dev server's UI (TEMPORAL_UI_PORT). */
  TEMPORAL_UI_URL: url,
  /**
   * TLS to the Temporal frontend (docs/operators.md, "Temporal over TLS"): on when true, when a client
   * certificate or CA is given, or with an API key. The names are the Temporal CLI's own, so
   * `npm run temporal` reads the same settings.
   */
  TEMPORAL_TLS: bool('false'),
  /** PEM files: the client certificate and key (mTLS, self-hosted or Temporal Cloud), a private CA. */
  TEMPORAL_TLS_CERT: optionalString,
  TEMPORAL_TLS_KEY: optionalString,
  TEMPORAL_TLS_CA: optionalString,
  /** The name the server's certificate is checked against, when it differs from the address's host. */
  TEMPORAL_TLS_SERVER_NAME: optionalString,
  /** Temporal Cloud API-key authentication (sent as a bearer token; implies TLS). */
  TEMPORAL_API_KEY: optionalString,
  /** Ads one worker renders at once (its activity slots); lower it on machines with little memory. */
  WORKER_CONCURRENCY: v.pipe(positiveInt('20'), v.minValue(1, 'must be at least 1')),
  /** Seconds one ad may take in the engine before the attempt fails and is retried (config/generation-policy.ts). */
  ENGINE_TIMEOUT_SECONDS: v.pipe(
    positiveInt(String(DEFAULT_ENGINE_TIMEOUT_SECONDS)),
    v.minValue(1, 'must be at least 1'),
    v.maxValue(MAX_ENGINE_TIMEOUT_SECONDS, `must be at most ${MAX_ENGINE_TIMEOUT_SECONDS}`),
  ),
  /** The retry window: seconds from a paid ad's first failed attempt to its failure and the alert (config/generation-policy.ts); production: at least 1800. */
  ENGINE_RETRY_WINDOW_SECONDS: v.pipe(
    positiveInt(String(DEFAULT_RETRY_WINDOW_SECONDS)),
    v.minValue(1, 'must be at least 1'),
  ),

  S3_BUCKET: optionalString,
  S3_ENDPOINT: url,
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool('true'),

  SMTP_URL: v.pipe(
    optionalString,
    v.check((s) => s === undefined || /^smtps?:\/\//.test(s), 'must be an smtp:// or smtps:// URL'),
  ),
  MAIL_FROM: v.optional(v.string(), 'AdForge <ads@adforge.local>'),
  /** Where the operator alert goes when a purchase has ads that failed for good (docs/operators.md). */
  OPS_EMAIL: v.pipe(v.optional(v.string(), 'ops@adforge.local'), v.email('must be an e-mail address')),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Only for tests and stripe-mock: where the Stripe client sends its requests. */
  STRIPE_API_URL: url,

  REPLICATE_API_TOKEN: optionalString,
  REPLICATE_BASE_URL: url,
  // An inpainting model: it paints the scene around the product's mask (engine/replicate/mask.ts).
  REPLICATE_SCENE_MODEL: v.optional(v.string(), 'black-forest-labs/flux-fill-pro'),
  REPLICATE_EDIT_MODEL: v.optional(v.string(), 'black-forest-labs/flux-kontext-pro'),

  ADMIN_USERNAME: v.optional(v.string(), 'admin'),
  ADMIN_PASSWORD: v.optional(v.string(), 'admin-password'),

  ANON_SAMPLE_SESSIONS: positiveInt('1'),
  DAILY_SAMPLE_SESSIONS: positiveInt('10'),
  /** Anonymous sample sessions one client address may start per day, whatever its cookies say. */
  ANON_SAMPLE_SESSIONS_PER_IP: positiveInt('3'),

  /** Which proxies in front of the API to believe about the client address (config/trust-proxy.ts). */
  TRUST_PROXY: v.pipe(
    v.optional(v.string(), 'loopback'),
    v.check(isTrustProxy, TRUST_PROXY_HELP),
    v.transform(parseTrustProxy),
  ),
  /** Multiplies every per-address request limit (api/rate-limits/policies.ts); 0 turns them off (tests and benchmarks only). */
  RATE_LIMIT_MULTIPLIER: v.pipe(
    v.optional(v.string(), '1'),
    v.transform(Number),
    v.number('must be a number'),
    v.minValue(0, 'must be 0 or more'),
  ),
  /**
   * Production on one machine, explicitly: the embedded database, the embedded Temporal server and
   * files on the local disk are allowed with NODE_ENV=production (docs/operators.md). Off, production
   * refuses to start without DATABASE_URL, TEMPORAL_ADDRESS and S3_BUCKET.
   */
  SINGLE_MACHINE: bool('false'),
  /** The Prometheus endpoint's port (docs/operators.md, "Metrics"); empty = no endpoint. */
  METRICS_PORT: v.pipe(
    optionalString,
    v.check((s) => s === undefined || (/^\d+$/.test(s) && Number(s) <= 65535), 'must be a port number'),
    v.transform((s) => (s === undefined ? undefined : Number(s))),
  ),
  /** Where the metrics endpoint listens: loopback by default, never the public port. */
  METRICS_HOST: v.optional(v.string(), '127.0.0.1'),
  /** Apply pending database migrations at start-up (under a lock); false = refuse to start until `npm run migrate` ran. */
  MIGRATE_ON_START: bool('true'),
  /** On SIGTERM: how long in-flight requests and activities may take to finish. */
  SHUTDOWN_GRACE_SECONDS: v.pipe(positiveInt('20'), v.minValue(1, 'must be at least 1')),
});
