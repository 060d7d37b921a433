/**
 * The shop's notice of a withdrawal (decision 268): an internal mail to the customer-service inbox,
 * in English whatever the shopper's language, with what the shopper declared and when it reached
 * us — so someone refunds, takes the goods back and then marks the withdrawal handled on the
 * operator API. The shopper's own acknowledgement is withdrawal-mail.ts.
 */
import type { MailMessage } from './mail.port.ts';
import { receivedAtText } from './withdrawal-mail.ts';

export interface WithdrawalForNotice {
  id: string;
  orderNumber: string;
  storeKey: string;
  /** The order's store country: its time zone tells the time of receipt. */
  country: string;
  name: string;
  /** The address the shopper gave for the acknowledgement. */
  email: string;
  lines: { sku: string; name: string; quantity: number }[] | null;
  /** The language the statement was made in (and acknowledged in). */
  locale: string;
  receivedAt: Date;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function composeWithdrawalNotice(withdrawal: WithdrawalForNotice, to: string): MailMessage {
  const receivedAt = `${receivedAtText(withdrawal.receivedAt, withdrawal.country, 'en-GB')} (${withdrawal.receivedAt.toISOString()})`;
  const scope = withdrawal.lines
    ? withdrawal.lines.map((line) => `${line.quantity} × ${line.name} (${line.sku})`)
    : ['the whole order'];
  const rows: [string, string | string[]][] = [
    ['Order', withdrawal.orderNumber],
    ['Store', withdrawal.storeKey],
    ['Received', receivedAt],
    ['Name', withdrawal.name],
    ['E-mail', withdrawal.email],
    ['Withdrawn from', scope],
    ['Language', withdrawal.locale],
    ['Withdrawal id', withdrawal.id],
  ];
  const intro = `A customer withdrew from the contract for order ${withdrawal.orderNumber} through the withdrawal function. They have received the acknowledgement of receipt.`;
  const todo = `Please arrange the return and the refund, then mark the withdrawal handled (operator API: markWithdrawalHandled with withdrawalId ${withdrawal.id}).`;
  const textRows = rows.flatMap(([label, value]) =>
    Array.isArray(value) && value.length > 1
      ? [`${label}:`, ...value.map((item) => `  - ${item}`)]
      : [`${label}: ${Array.isArray(value) ? value[0] : value}`],
  );
  const htmlValue = (value: string | string[]) =>
    Array.isArray(value) ? value.map(escapeHtml).join('<br>') : escapeHtml(value);
  return {
    to,
    subject: `Withdrawal received: order ${withdrawal.orderNumber} (${withdrawal.storeKey})`,
    text: [intro, '', ...textRows, '', todo, ''].join('\n'),
    html: [
      '<!doctype html><html lang="en"><body>',
      `<p>${escapeHtml(intro)}</p>`,
      '<table>',
      ...rows.map(
        ([label, value]) =>
          `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${htmlValue(value)}</td></tr>`,
      ),
      '</table>',
      `<p>${escapeHtml(todo)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
