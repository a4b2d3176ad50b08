/**
 * Which process a configuration is for. The split entry points (`api`, `worker`) share nothing but
 * the services they are given; `single` is `npm start` (everything in one process); `tool` is a
 * script or a test, which needs no service of its own.
 */
export type ProcessRole = 'api' | 'worker' | 'single' | 'tool';

type ServiceEnv = {
  DATABASE_URL?: string;
  TEMPORAL_ADDRESS?: string;
  S3_BUCKET?: string;
  SMTP_URL?: string;
  SINGLE_MACHINE: boolean;
};

/**
 * What production lacks for this process, one line per missing variable (decision 060). Production
 * without real services loses work: files on one machine's disk are not where another machine's
 * API looks for them, and e-mails written as .eml files reach nobody. The embedded defaults stay
 * available on one machine only when SINGLE_MACHINE=true says so; SMTP is needed either way.
 */
export function missingProductionServices(env: ServiceEnv, role: ProcessRole): string[] {
  if (role === 'tool') return [];
  const split = role === 'api' || role === 'worker';
  const problems: string[] = [];
  // A split process cannot share PGlite (one process) nor start the dev server the API would need.
  if (!env.DATABASE_URL && (split || !env.SINGLE_MACHINE))
    problems.push(
      split
        ? 'DATABASE_URL: production needs PostgreSQL (postgres://…); the embedded database belongs to one process'
        : 'DATABASE_URL: production needs PostgreSQL (postgres://…), or SINGLE_MACHINE=true for the embedded database',
    );
  if (!env.TEMPORAL_ADDRESS && (split || !env.SINGLE_MACHINE))
    problems.push(
      split
        ? 'TEMPORAL_ADDRESS: production needs a Temporal server (host:port)'
        : 'TEMPORAL_ADDRESS: production needs a Temporal server (host:port), or SINGLE_MACHINE=true for the embedded one',
    );
  if (!env.S3_BUCKET && !env.SINGLE_MACHINE)
    problems.push(
      'S3_BUCKET: production needs a shared store (S3 or compatible, with S3_ENDPOINT); files on the local disk only with SINGLE_MACHINE=true',
    );
  if (!env.SMTP_URL)
    problems.push(
      'SMTP_URL: production sends e-mail through a mail server (smtp:// or smtps://); .eml files reach nobody',
    );
  return problems;
}
