/**
 * True when an error means "the database cannot be reached right now" rather than a bug: the
 * connection was refused, dropped or timed out, or PostgreSQL is shutting down or starting up.
 * Drizzle wraps the driver's error, so the whole cause chain is searched.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // postgres-js's own connection errors
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now
  '57P01',
  '57P02',
  '57P03',
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth += 1) {
    // SQLSTATE class 08 is "connection exception".
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
