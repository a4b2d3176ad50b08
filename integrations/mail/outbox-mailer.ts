import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from './types.js';

/**
 * The embedded default: nodemailer builds the real MIME message (HTML + text part) and it is
 * written as an .eml file to DATA_DIR/outbox, which any mail client opens; the link is logged.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: (line: string) => void = () => {},
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: message.messageId,
    });
    await fs.mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = path.join(this.dir, `${stamp}-${safeTo}-${Math.random().toString(36).slice(2, 8)}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    this.log(`mail to ${message.to} written to ${file}${message.link ? `; link: ${message.link}` : ''}`);
    return { messageId: info.messageId, file };
  }

  close(): void {
    this.transport.close();
  }
}
