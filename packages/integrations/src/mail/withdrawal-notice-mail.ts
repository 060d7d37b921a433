/**
 * The shop's notice of a withdrawal (decision 268): an internal mail to the customer-service inbox,
 * in English whatever the shopper's language, with what the shopper declared and when it reached
 * us — so someone refunds, takes the goods back and then marks the withdrawal handled on the
 * operator API. The shopper's own acknowledgement is withdrawal-mail.ts.
 */
import type { MailMessage } from './mail.port.ts';
import {
  escapeHtml,
  receivedAtText,
  statementTable,
  type WithdrawalForMail,
  withdrawnScope,
} from './withdrawal-mail.ts';

/** The statement as the acknowledgement shows it, with what the shop needs to find and handle it. */
export interface WithdrawalForNotice extends WithdrawalForMail {
  id: string;
  storeKey: string;
  /** The language the statement was made in (and acknowledged in). */
  locale: string;
}

export function composeWithdrawalNotice(withdrawal: WithdrawalForNotice, to: string): MailMessage {
  const receivedAt = `${receivedAtText(withdrawal.receivedAt, withdrawal.country, 'en-GB')} (${withdrawal.receivedAt.toISOString()})`;
  const scope = withdrawnScope(withdrawal.lines, 'the whole order');
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
  const table = statementTable(rows);
  return {
    to,
    subject: `Withdrawal received: order ${withdrawal.orderNumber} (${withdrawal.storeKey})`,
    text: [intro, '', ...table.text, '', todo, ''].join('\n'),
    html: [
      '<!doctype html><html lang="en"><body>',
      `<p>${escapeHtml(intro)}</p>`,
      ...table.html,
      `<p>${escapeHtml(todo)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
