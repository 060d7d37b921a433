/**
 * With no SMTP_URL the shop still sends real SMTP: an embedded server (smtp-server) on a free port
 * of 127.0.0.1 receives every mail and stores it in PostgreSQL, where the development mailbox shows
 * it. A mail is acknowledged only after it is stored, so the sender sees a failure instead of a
 * silently lost mail. Any app node can read the mailbox: nothing lives only in this process.
 */
import type { AddressInfo } from 'node:net';
import type { Database } from '@toolyard/commerce';
import { SMTPServer } from 'smtp-server';
import { storeReceivedMail } from './mailbox.ts';

/** Larger mails are refused (the shop's mails are a few kilobytes). */
const MAX_MAIL_BYTES = 5 * 1024 * 1024;

export interface EmbeddedSmtpServer {
  /** smtp://127.0.0.1:<port> — what nodemailer is pointed at. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startEmbeddedSmtpServer(options: {
  db: Database;
  port?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedSmtpServer> {
  const server = new SMTPServer({
    // Local only, no credentials and no TLS: it never leaves 127.0.0.1.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const envelope = session.envelope;
        storeReceivedMail(options.db, {
          raw: Buffer.concat(chunks).toString('utf8'),
          envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : null,
          envelopeTo: envelope.rcptTo.map((recipient) => recipient.address),
        }).then(
          () => callback(),
          (error: unknown) => {
            options.log?.(`mailbox: storing a received mail failed: ${String(error)}`);
            callback(Object.assign(new Error('Mail could not be stored'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
