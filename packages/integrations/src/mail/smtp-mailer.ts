/** Delivery over SMTP with nodemailer: SMTP_URL in production, the embedded server otherwise. */
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail.port.ts';

export interface SmtpTimeouts {
  /** Setting the session up: DNS lookup, TCP connect, greeting and STARTTLS together. */
  connectionMs: number;
  /** Waiting for the server's 220 greeting (within what is left of connectionMs). */
  greetingMs: number;
  /** Silence on an open connection, e.g. a server that never answers DATA. */
  socketMs: number;
}

/**
 * Registration, password reset and order mails are awaited while the shopper waits, and
 * nodemailer's defaults (2 min to connect, 10 min of silence) outlast any proxy's timeout. A
 * healthy server greets and accepts a message within a second or two; so a stuck one fails the
 * send after at most ~10 s setting up plus 20 s of silence, below the usual 60 s gateway timeout
 * (docs/decisions/249). SMTP_URL's query (`?socketTimeout=…`) still overrides them.
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000 };

export interface SmtpMailerOptions {
  /** e.g. smtps://user:password@smtp.example.com:465 or smtp://127.0.0.1:2525 */
  url: string;
  /** Sender, e.g. "Toolyard <no-reply@toolyard.example>". */
  from: string;
  /** SMTP_TIMEOUTS where not given (tests use small ones). */
  timeouts?: Partial<SmtpTimeouts>;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
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
