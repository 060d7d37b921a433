/**
 * The order update mails job's part for withdrawals (decision 265): an `order.withdrawal-received`
 * event becomes the acknowledgement of receipt, composed from the recorded statement (not from the
 * order, so it says exactly what the consumer sent) and mailed to the address they gave. Sending,
 * retries and giving up are the job's (order-update-mails.job.ts).
 */
import { type Database, schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { MailMessage } from './mail.port.ts';
import { composeWithdrawalAcknowledgement } from './withdrawal-mail.ts';

const payloadSchema = z.object({ withdrawalId: z.string().uuid() });
const documentSchema = z.object({ country: z.string().catch(''), locale: z.string().nullish() });

/** The acknowledgement of one withdrawal event, or why there is none. */
export async function prepareWithdrawalMail(
  db: Database,
  event: { id: number; payload: Record<string, unknown> },
): Promise<{ mail: MailMessage; label: string } | { skip: string }> {
  const payload = payloadSchema.safeParse(event.payload);
  if (!payload.success) return { skip: 'payload without withdrawalId' };
  const [row] = await db
    .select({ withdrawal: schema.orderWithdrawals, document: schema.orders.document })
    .from(schema.orderWithdrawals)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderWithdrawals.orderId))
    .where(eq(schema.orderWithdrawals.id, payload.data.withdrawalId));
  if (!row) return { skip: 'withdrawal not found' };
  const { withdrawal } = row;
  const document = documentSchema.parse(row.document);
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
