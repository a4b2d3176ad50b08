import { pino, type Logger } from 'pino';

/** Secrets never reach a log line: cookies, auth headers, passwords and card fields are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]',
        '*.password', '*.passwordHash', '*.confirmPassword', '*.cardNumber', '*.cvc', '*.clientSecret',
      ],
      censor: '[redacted]',
    },
  });
}
