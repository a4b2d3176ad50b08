/**
 * What no log line may carry (docs/security.md): secrets from the configuration, wherever they
 * turn up (a provider's error message that echoes the API key, a URL with a password, an error
 * object holding the request and its Authorization header), plus anything shaped like a token.
 * Every logger of every process writes through `redactSecrets`: pino's last hook before the line
 * is written (config/logger.ts), the Temporal runtime's logger (integrations/temporal/runtime-logger.ts) and the
 * console (installConsoleRedaction).
 */
const CENSOR = '[redacted]';

/** Configuration variables whose values are secret (and the userinfo of URL variables). */
export const SECRET_VARIABLES = [
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'REPLICATE_API_TOKEN',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const URL_VARIABLES = ['DATABASE_URL', 'SMTP_URL'] as const;

/** Shapes of credentials whatever their source: bearer tokens, Stripe and Replicate keys, URL passwords, session cookies. */
const PATTERNS: Array<[RegExp, string]> = [
  [/\bBearer\s+[A-Za-z0-9._~+/=-]{8,}/gi, `Bearer ${CENSOR}`],
  [/\b(sk|rk)_(live|test)_[A-Za-z0-9_]+/g, CENSOR],
  [/\bwhsec_[A-Za-z0-9_]+/g, CENSOR],
  [/\br8_[A-Za-z0-9_-]{6,}/g, CENSOR],
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"']*:)[^\s@/"']+@/gi, `$1${CENSOR}@`],
  [/\b(adforge_session|adforge_visitor)=[^;\s"',]+/g, `$1=${CENSOR}`],
  [
    /("(?:password|passwordHash|confirmPassword|token|secret|apiKey|api_key|authorization|cookie|clientSecret|client_secret)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi,
    `$1"${CENSOR}"`,
  ],
];

const secrets = new Set<string>();
let secretPattern: RegExp | undefined;

/** Adds values that must never be logged (shorter than 6 characters they would censor ordinary words). */
export function registerSecrets(values: Iterable<string | undefined>): void {
  for (const value of values) {
    if (!value || value.length < 6) continue;
    secrets.add(value);
    // As JSON would escape it, too.
    const escaped = JSON.stringify(value).slice(1, -1);
    if (escaped !== value) secrets.add(escaped);
  }
  const alternatives = [...secrets]
    .sort((a, b) => b.length - a.length)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  secretPattern = alternatives.length ? new RegExp(alternatives.join('|'), 'g') : undefined;
}

/** The secret values of a configuration: its secret variables and the passwords inside its URLs. */
export function configSecrets(config: Partial<Record<string, unknown>>): string[] {
  const values: string[] = [];
  for (const name of SECRET_VARIABLES) if (typeof config[name] === 'string') values.push(config[name]);
  for (const name of URL_VARIABLES) {
    const raw = config[name];
    if (typeof raw !== 'string' || !URL.canParse(raw)) continue;
    const { password } = new URL(raw);
    if (password) values.push(password, decodeURIComponent(password));
  }
  return values;
}

export function redactSecrets(text: string): string {
  let out = secretPattern ? text.replace(secretPattern, CENSOR) : text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}

let consoleRedacted = false;
/** Routes console.* through redactSecrets (libraries that log on their own, e.g. a failed cleanup). */
export function installConsoleRedaction(): void {
  if (consoleRedacted) return;
  consoleRedacted = true;
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      const text = args.map((a) => (typeof a === 'string' ? a : inspectForLog(a))).join(' ');
      original(redactSecrets(text));
    };
  }
}

function inspectForLog(value: unknown): string {
  if (value instanceof Error) return value.stack ?? String(value);
  try {
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  } catch {
    return String(value);
  }
}
