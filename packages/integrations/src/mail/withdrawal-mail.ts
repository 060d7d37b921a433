/**
 * The acknowledgement of receipt of a withdrawal statement (Directive 2011/83/EU art. 11a(3),
 * decision 265): on a durable medium (this e-mail), with the statement's content and the date and
 * time it reached us, in the order's language and its store's time zone.
 */
import { normalizeCountryCode, STORE_TIME_ZONES } from '@toolyard/domain';
import { mailLanguageOf } from './compose.ts';
import type { MailMessage } from './mail.port.ts';
import { mailIntlTag } from './order-mail.ts';
import { ORDER_MAIL_TEXTS } from './order-mail-texts.ts';
import { WITHDRAWAL_MAIL_TEXTS } from './withdrawal-mail-texts.ts';

export interface WithdrawalForMail {
  orderNumber: string;
  name: string;
  /** Where the acknowledgement goes: the address the consumer gave in the statement. */
  email: string;
  /** The withdrawn lines; null is the whole order. */
  lines: { sku: string; name: string; quantity: number }[] | null;
  receivedAt: Date;
  /** The order's store: its time zone tells the time of receipt. */
  country: string;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The withdrawn lines as "2 × Name (SKU)", or the one item saying it is the whole order. */
export function withdrawnScope(lines: WithdrawalForMail['lines'], wholeOrder: string): string[] {
  return lines ? lines.map((line) => `${line.quantity} × ${line.name} (${line.sku})`) : [wholeOrder];
}

/**
 * The statement as label/value rows, for both mails: in the text one line a row (a value of several
 * items as a list under its label), in the HTML a table.
 */
export function statementTable(rows: readonly [string, string | string[]][]): {
  text: string[];
  html: string[];
} {
  const htmlValue = (value: string | string[]) =>
    Array.isArray(value) ? value.map(escapeHtml).join('<br>') : escapeHtml(value);
  return {
    text: rows.flatMap(([label, value]) =>
      Array.isArray(value) && value.length > 1
        ? [`${label}:`, ...value.map((item) => `  - ${item}`)]
        : [`${label}: ${Array.isArray(value) ? value[0] : value}`],
    ),
    html: [
      '<table>',
      ...rows.map(
        ([label, value]) =>
          `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${htmlValue(value)}</td></tr>`,
      ),
      '</table>',
    ],
  };
}

/** Date and time with the zone's name, e.g. "25 November 2026 at 18:03:12 CET". */
export function receivedAtText(at: Date, country: string, tag: string): string {
  const code = normalizeCountryCode(country);
  return new Intl.DateTimeFormat(tag, {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: code ? STORE_TIME_ZONES[code] : 'UTC',
  }).format(at);
}

export function composeWithdrawalAcknowledgement(withdrawal: WithdrawalForMail, locale: string): MailMessage {
  const language = mailLanguageOf(locale);
  const t = WITHDRAWAL_MAIL_TEXTS[language];
  const greeting = ORDER_MAIL_TEXTS[language].greeting;
  const receivedAt = receivedAtText(withdrawal.receivedAt, withdrawal.country, mailIntlTag(locale, language));
  const fill = (text: string) =>
    text.replace('{orderNumber}', withdrawal.orderNumber).replace('{receivedAt}', receivedAt);
  const scope = withdrawnScope(withdrawal.lines, t.wholeOrder);
  const rows: [string, string | string[]][] = [
    [t.name, withdrawal.name],
    [t.order, withdrawal.orderNumber],
    [t.scope, scope],
    [t.email, withdrawal.email],
    [t.receivedLabel, receivedAt],
  ];
  const table = statementTable(rows);
  return {
    to: withdrawal.email,
    subject: fill(t.subject),
    text: [
      greeting,
      '',
      fill(t.received),
      '',
      `${t.statement}:`,
      ...table.text,
      '',
      t.next,
      '',
      'Toolyard',
      '',
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><body>`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(fill(t.received))}</p>`,
      `<h2>${escapeHtml(t.statement)}</h2>`,
      ...table.html,
      `<p>${escapeHtml(t.next)}</p>`,
      '<p>Toolyard</p></body></html>',
    ].join('\n'),
  };
}
