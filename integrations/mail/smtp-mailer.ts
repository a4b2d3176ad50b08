import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from './types.js';

/**
 * SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465 or smtp://mailpit:1025. nodemailer reads
 * options from the URL's query too (e.g. ?ignoreTLS=true for a local catcher without STARTTLS).
 */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: message.messageId,
    });
    return { messageId: info.messageId };
  }

  close(): void {
    this.transport.close();
  }
}
