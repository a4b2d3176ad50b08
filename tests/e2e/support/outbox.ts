import fs from 'node:fs';
import path from 'node:path';

/**
 * The e-mails the app under test wrote to DATA_DIR/outbox (the embedded mailer's .eml files,
 * built by nodemailer), decoded enough to read: recipient, subject, text and HTML.
 */
export type OutboxMail = { file: string; to: string; subject: string; text: string; html: string };

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
const decodeWords = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );

function split(raw: string): { headers: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  return { headers: raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' '), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

const header = (headers: string, name: string) => new RegExp(`^${name}: (.+)$`, 'mi').exec(headers)?.[1]?.trim() ?? '';

function decodePart(part: string): { type: string; content: string } {
  const { headers, body } = split(part);
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  const content =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { type: header(headers, 'Content-Type').split(';')[0].toLowerCase(), content };
}

export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      const { headers, body } = split(raw);
      const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
      const parts = boundary
        ? body
            .split(`--${boundary}`)
            .slice(1, -1)
            .map((p) => decodePart(p.replace(/^\r?\n/, '')))
        : [decodePart(raw)];
      return {
        file: f,
        to: header(headers, 'To'),
        subject: decodeWords(header(headers, 'Subject')),
        text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
        html: parts.find((p) => p.type === 'text/html')?.content ?? '',
      };
    });
}
