import path from 'node:path';
import type { Config } from '../../config/config.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';
import type { Mailer } from './types.js';

export * from './types.js';
export { OutboxMailer } from './outbox-mailer.js';
export { SmtpMailer } from './smtp-mailer.js';
export { renderReadyEmail, type ReadyEmailInput } from './ready-email.js';

/** SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox. */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>,
  log?: (line: string) => void,
): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailer(path.join(config.dataDir, 'outbox'), config.MAIL_FROM, log);
}
