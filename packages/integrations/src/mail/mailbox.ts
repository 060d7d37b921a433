/** The development mailbox: mails the embedded SMTP server received, newest first. */
import { type Database, schema } from '@toolyard/commerce';
import { desc, eq } from 'drizzle-orm';
import { decodeMail } from './mime.ts';

export interface MailboxEntry {
  id: string;
  receivedAt: Date;
  from: string | null;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
}

export async function storeReceivedMail(
  db: Database,
  mail: { raw: string; envelopeFrom: string | null; envelopeTo: string[] },
): Promise<string> {
  const decoded = decodeMail(mail.raw);
  const [row] = await db
    .insert(schema.mailboxMessages)
    .values({
      envelopeFrom: mail.envelopeFrom,
      envelopeTo: mail.envelopeTo,
      messageId: decoded.messageId,
      subject: decoded.subject,
      textBody: decoded.text,
      htmlBody: decoded.html,
      raw: mail.raw,
    })
    .returning({ id: schema.mailboxMessages.id });
  if (!row) throw new Error('mail was not stored');
  return row.id;
}

type Row = typeof schema.mailboxMessages.$inferSelect;

const entryOf = (row: Row): MailboxEntry => ({
  id: row.id,
  receivedAt: row.receivedAt,
  from: row.envelopeFrom,
  to: row.envelopeTo,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
});

export function createMailbox(db: Database) {
  return {
    async latest(limit = 50): Promise<MailboxEntry[]> {
      const rows = await db
        .select()
        .from(schema.mailboxMessages)
        .orderBy(desc(schema.mailboxMessages.receivedAt))
        .limit(limit);
      return rows.map(entryOf);
    },
    async byId(id: string): Promise<MailboxEntry | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await db.select().from(schema.mailboxMessages).where(eq(schema.mailboxMessages.id, id));
      return row ? entryOf(row) : null;
    },
  };
}
export type Mailbox = ReturnType<typeof createMailbox>;
