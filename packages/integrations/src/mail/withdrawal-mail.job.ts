/**
 * The order update mails job's part for withdrawals (decision 265): an `order.withdrawal-received`
 * event becomes the acknowledgement of receipt, composed from the recorded statement (not from the
 * order, so it says exactly what the consumer sent) and mailed to the address they gave. The
 * `order.withdrawal-notice` written beside it becomes the shop's own notice to its customer-service
 * inbox (decision 268). Sending, retries and giving up are the job's (order-update-mails.job.ts),
 * for each of the two events on its own.
 */
import { type Database, schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { MailMessage } from './mail.port.ts';
import { composeWithdrawalAcknowledgement } from './withdrawal-mail.ts';
import { composeWithdrawalNotice } from './withdrawal-notice-mail.ts';

const payloadSchema = z.object({ withdrawalId: z.string().uuid() });
const documentSchema = z.object({ country: z.string().catch(''), locale: z.string().nullish() });

type Prepared = { mail: MailMessage; label: string } | { skip: string };

/** The recorded statement an event names, with its order's store country; null when gone. */
async function withdrawalOf(db: Database, payload: Record<string, unknown>) {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return null;
  const [row] = await db
    .select({ withdrawal: schema.orderWithdrawals, document: schema.orders.document })
    .from(schema.orderWithdrawals)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderWithdrawals.orderId))
    .where(eq(schema.orderWithdrawals.id, parsed.data.withdrawalId));
  return row ? { withdrawal: row.withdrawal, document: documentSchema.parse(row.document) } : null;
}

/** The acknowledgement of one withdrawal event, or why there is none. */
export async function prepareWithdrawalMail(
  db: Database,
  event: { id: number; payload: Record<string, unknown> },
): Promise<Prepared> {
  const found = await withdrawalOf(db, event.payload);
  if (!found) return { skip: 'withdrawal not found' };
  const { withdrawal, document } = found;
  const mail = composeWithdrawalAcknowledgement(
    {
      orderNumber: withdrawal.orderNumber,
      name: withdrawal.name,
      email: withdrawal.email,
      lines: withdrawal.lines ?? null,
      receivedAt: withdrawal.receivedAt,
      country: document.country,
    },
    withdrawal.locale,
  );
  return { mail, label: `withdrawal acknowledgement of order ${withdrawal.orderNumber} (event ${event.id})` };
}

/** The shop's notice of one withdrawal (decision 268), to its customer-service inbox. */
export async function prepareWithdrawalNotice(
  db: Database,
  event: { id: number; payload: Record<string, unknown> },
  shopInbox: string,
): Promise<Prepared> {
  const found = await withdrawalOf(db, event.payload);
  if (!found) return { skip: 'withdrawal not found' };
  const { withdrawal, document } = found;
  const mail = composeWithdrawalNotice(
    {
      id: withdrawal.id,
      orderNumber: withdrawal.orderNumber,
      storeKey: withdrawal.storeKey,
      country: document.country,
      name: withdrawal.name,
      email: withdrawal.email,
      lines: withdrawal.lines ?? null,
      locale: withdrawal.locale,
      receivedAt: withdrawal.receivedAt,
    },
    shopInbox,
  );
  return {
    mail,
    label: `shop notice of the withdrawal from order ${withdrawal.orderNumber} (event ${event.id})`,
  };
}
