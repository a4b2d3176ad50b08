import type { Logger } from 'pino';

/** True when this module runs from the build (dist/server/), not from the TypeScript sources. */
export function runningBuilt(moduleUrl: string): boolean {
  return moduleUrl.includes('/dist/server/');
}

/**
 * An uncaught error or unhandled rejection ends the process, as Node would, but through the
 * process's logger: Node's own crash print-out bypasses the log redaction (config/log-redaction.ts).
 */
export function exitOnCrash(logger: Logger): void {
  const crash = (kind: string) => (err: unknown) => {
    logger.fatal({ err }, kind);
    logger.flush();
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled rejection'));
}
