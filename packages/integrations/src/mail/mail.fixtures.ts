/** Mail ports for tests: what a mail server would have received. */
import type { Mailer, MailMessage } from './mail.port.ts';

/** The mail port as a mail server sees it: what arrived, or a refusal while `down`. */
export function mailServer() {
  const received: MailMessage[] = [];
  const server = {
    received,
    down: false,
    mailer: {
      async send(message: MailMessage) {
        if (server.down) throw new Error('421 4.3.2 Service not available');
        received.push(message);
        return { messageId: `<${received.length}@test>` };
      },
      close() {},
    } satisfies Mailer,
    about: (orderNumber: string) => received.filter((mail) => mail.subject.includes(orderNumber)),
  };
  return server;
}
