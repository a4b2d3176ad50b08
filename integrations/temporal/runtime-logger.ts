import type { LogLevel, LogMetadata, Logger as TemporalLogger } from '@temporalio/common';
import { pino, type Logger } from 'pino';

const LEVELS: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = {
  TRACE: 'trace',
  DEBUG: 'debug',
  INFO: 'info',
  WARN: 'warn',
  ERROR: 'error',
};

/**
 * Temporal's runtime logger (the SDK's own messages, workflow and activity logs, and the native
 * core's logs once forwarded) written through the process's pino logger, so its lines get the same
 * redaction as every other (config/log-redaction.ts). Temporal's DefaultLogger printed errors with
 * util.inspect, which showed a failed Replicate call's request with its Authorization header.
 * Errors in the metadata are logged as message, type and stack (pino's error serializer).
 */
export class PinoTemporalLogger implements TemporalLogger {
  constructor(private readonly logger: Logger) {}

  log(level: LogLevel, message: string, meta?: LogMetadata): void {
    this.logger[LEVELS[level] ?? 'info'](meta ? serializeMeta(meta) : {}, message);
  }
  trace(message: string, meta?: LogMetadata) {
    this.log('TRACE', message, meta);
  }
  debug(message: string, meta?: LogMetadata) {
    this.log('DEBUG', message, meta);
  }
  info(message: string, meta?: LogMetadata) {
    this.log('INFO', message, meta);
  }
  warn(message: string, meta?: LogMetadata) {
    this.log('WARN', message, meta);
  }
  error(message: string, meta?: LogMetadata) {
    this.log('ERROR', message, meta);
  }
}

function serializeMeta(meta: LogMetadata): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta))
    out[key] = value instanceof Error ? pino.stdSerializers.err(value) : value;
  return out;
}
