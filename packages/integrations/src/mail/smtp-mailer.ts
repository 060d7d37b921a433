/** Delivery over SMTP with nodemailer: SMTP_URL in production, the embedded server otherwise. */
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail.port.ts';

export interface SmtpMailerOptions {
  /** e.g. smtps://user:password@smtp.example.com:465 or smtp://127.0.0.1:2525 */
  url: string;
  /** Sender, e.g. "Toolyard <no-reply@toolyard.example>". */
  from: string;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
