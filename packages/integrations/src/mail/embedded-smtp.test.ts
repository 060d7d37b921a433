/**
 * Mail over real SMTP: nodemailer delivers to the embedded server, which stores the mail in
 * PostgreSQL for the development mailbox — decoded as the shopper would read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { composeMail } from './compose.ts';
import { type EmbeddedSmtpServer, startEmbeddedSmtpServer } from './embedded-smtp.ts';
import { createMailbox } from './mailbox.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

let database: TestDatabase;
let smtp: EmbeddedSmtpServer;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startEmbeddedSmtpServer({ db: database.db });
});
afterAll(async () => {
  await smtp?.stop();
  await database?.destroy();
});

const LINK =
  'http://gr.localhost:3000/exConsents/confirm?hash=eyJlbWFpbF90b2tlbiI6IjVmM2QyYjFhLTk4YzctNGU2Zi1iMGExLTJkM2U0ZjVhNmI3YyJ9';

describe('embedded SMTP server', () => {
  it('a mail sent through nodemailer is received and stored, readable in the mailbox', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Toolyard <no-reply@toolyard.test>' });
    try {
      const message = composeMail('newsletter-confirmation', 'Eleni@Example.gr', 'el-GR', { link: LINK });
      const { messageId } = await mailer.send(message);
      const [mail] = await createMailbox(database.db).latest(1);
      expect(mail).toMatchObject({
        from: 'no-reply@toolyard.test',
        // nodemailer lower-cases the domain
        to: ['Eleni@example.gr'],
        subject: 'Επιβεβαιώστε την εγγραφή σας στο newsletter',
      });
      expect(mail?.text).toContain('σας ευχαριστούμε για την εγγραφή σας στο newsletter της Toolyard.');
      expect(mail?.text?.split('\n')).toContain(LINK);
      expect(mail?.html).toContain(`<a href="${LINK}">Επιβεβαίωση εγγραφής</a>`);
      const stored = await createMailbox(database.db).byId(mail?.id ?? '');
      expect(stored?.subject).toBe(mail?.subject);
      expect(messageId).toMatch(/^<.+>$/);
    } finally {
      mailer.close();
    }
  });

  it('the password-reset mail is in the shopper’s language with the validity filled in', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'no-reply@toolyard.test' });
    try {
      const link = 'http://de.localhost:3000/password-reset/change-password?token=abc';
      await mailer.send(
        composeMail('password-reset', 'max@example.de', 'de', { link, values: { minutes: 60 } }),
      );
      const [mail] = await createMailbox(database.db).latest(1);
      expect(mail?.subject).toBe('Passwort zurücksetzen');
      expect(mail?.text).toContain(
        'Über diesen Link, der 60 Minuten gültig ist, wählen Sie ein neues Passwort:',
      );
      expect(mail?.text).toContain(link);
    } finally {
      mailer.close();
    }
  });

  it('a mail that cannot be stored is refused, so the sender knows it was not delivered', async () => {
    const broken = await createTestDatabase({ max: 1 });
    const server = await startEmbeddedSmtpServer({ db: broken.db });
    await broken.destroy();
    const mailer = createSmtpMailer({ url: server.url, from: 'no-reply@toolyard.test' });
    try {
      await expect(
        mailer.send({ to: 'someone@example.com', subject: 'Lost?', text: 'Nothing is lost.' }),
      ).rejects.toThrow(/451/);
    } finally {
      mailer.close();
      await server.stop();
    }
  });
});
