export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The one link the message is about; the outbox logs it so a developer can click through. */
  link?: string;
  /** A stable Message-ID lets a receiving server drop a duplicate of the same notification. */
  messageId?: string;
};

export type SentMail = { messageId: string; file?: string };

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}
