import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../support/postgres-server.js';

/** An S3-compatible server (s3rver) with one bucket, on a free loopback port. */
export async function startS3(bucket: string) {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-deploy-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Object keys the server holds (s3rver keeps one folder per object under the bucket's). */
    keys: () => fs.readdirSync(path.join(directory, bucket), { recursive: true }).map(String),
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * An SMTP server that keeps every message it receives. STARTTLS is off (smtp-server's built-in
 * certificate has expired), so the client connects with `?ignoreTLS=true` in SMTP_URL.
 */
export async function startSmtp() {
  const port = await freePort();
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
