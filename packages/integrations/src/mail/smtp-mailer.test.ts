/**
 * A stuck SMTP server fails the send instead of holding the shopper's request for minutes
 * (decision 249): local TCP servers that accept and then stay silent, with small timeouts injected
 * so each of the three timers is the one that fires. With nodemailer's defaults each of these
 * sends would still be waiting when the test's own time runs out.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage } from './mail.port.ts';
import { createSmtpMailer, type SmtpTimeouts } from './smtp-mailer.ts';

const MESSAGE: MailMessage = { to: 'anna@example.de', subject: 'Hallo', text: 'Hallo Anna' };
/** Far below nodemailer's defaults (30 s greeting, 2 min connection, 10 min socket). */
const TEST_TIMEOUT_MS = 10_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A server that accepts every connection, optionally greets, and never answers anything. */
async function silentServer(greeting?: string): Promise<string> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    if (greeting) socket.write(greeting);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

async function sendVia(url: string, timeouts: Partial<SmtpTimeouts>) {
  const mailer = createSmtpMailer({ url, from: 'no-reply@toolyard.test', timeouts });
  try {
    return await mailer.send(MESSAGE);
  } finally {
    mailer.close();
  }
}

describe('SMTP timeouts', () => {
  it(
    'a server that accepts and never greets fails the send with the greeting timeout',
    async () => {
      const url = await silentServer();
      await expect(sendVia(url, { greetingMs: 100 })).rejects.toMatchObject({
        code: 'ETIMEDOUT',
        timeoutType: 'GREETING_TIMEOUT',
        message: 'Greeting never received',
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'the connection timeout bounds the whole setup, even with a long greeting timeout',
    async () => {
      const url = await silentServer();
      await expect(sendVia(url, { connectionMs: 100, greetingMs: 600_000 })).rejects.toMatchObject({
        code: 'ETIMEDOUT',
      });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a server that greets and then falls silent fails the send with the socket timeout',
    async () => {
      const url = await silentServer('220 silent.test ESMTP\r\n');
      await expect(sendVia(url, { socketMs: 100 })).rejects.toMatchObject({
        code: 'ETIMEDOUT',
        timeoutType: 'SOCKET_TIMEOUT',
      });
    },
    TEST_TIMEOUT_MS,
  );
});
