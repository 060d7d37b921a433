/**
 * Sending e-mail behind one port: the shop composes a message, the mailer delivers it — over the
 * SMTP server of SMTP_URL, or to the embedded server that keeps mails for the development mailbox.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves when the SMTP server accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}
