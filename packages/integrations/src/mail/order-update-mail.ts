/**
 * The mails after the order (decision 259): the order was shipped, cancelled, its payment refunded,
 * or a bank transfer or Multibanco voucher was paid — one short mail each, in the order's language,
 * with the way back to the order tracking page (spec 000 §2.5). The shipped mail names the parcel's
 * carrier, tracking number and the carrier's link when the operator gave them (decision 266).
 */
import { formatMoney, type Money } from '@toolyard/domain';
import { mailLanguageOf } from './compose.ts';
import type { MailMessage } from './mail.port.ts';
import { mailIntlTag } from './order-mail.ts';
import { ORDER_MAIL_TEXTS } from './order-mail-texts.ts';
import { ORDER_UPDATE_MAIL_TEXTS, type OrderUpdateMailText } from './order-update-mail-texts.ts';

export const ORDER_UPDATE_KINDS = ['shipped', 'cancelled', 'refunded', 'payment-received'] as const;
export type OrderUpdateKind = (typeof ORDER_UPDATE_KINDS)[number];

export interface OrderUpdateForMail {
  kind: OrderUpdateKind;
  orderNumber: string;
  customerEmail: string;
  total: Money;
  /** A cancelled order that was paid: the mail says the money goes back. */
  refundDue: boolean;
  /** The store's order tracking page for this order; null when the store is unknown. */
  trackingUrl: string | null;
  /** The shipped parcel as the operator recorded it; each part optional. */
  parcel?: { carrier?: string; trackingNumber?: string; trackingUrl?: string } | null;
}

/** The parcel lines of a shipped mail: label and value; the carrier's link only when it is http(s). */
function parcelLines(update: OrderUpdateForMail, t: OrderUpdateMailText) {
  const parcel = update.kind === 'shipped' ? update.parcel : null;
  const link = parcel?.trackingUrl && /^https?:\/\//i.test(parcel.trackingUrl) ? parcel.trackingUrl : null;
  return [
    ...(parcel?.carrier ? [{ label: t.carrier, value: parcel.carrier, link: false }] : []),
    ...(parcel?.trackingNumber
      ? [{ label: t.trackingNumber, value: parcel.trackingNumber, link: false }]
      : []),
    ...(link ? [{ label: t.parcelLink, value: link, link: true }] : []),
  ];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function composeOrderUpdate(update: OrderUpdateForMail, locale: string): MailMessage {
  const language = mailLanguageOf(locale);
  const t = ORDER_UPDATE_MAIL_TEXTS[language];
  const order = ORDER_MAIL_TEXTS[language];
  const values: Record<string, string> = {
    orderNumber: update.orderNumber,
    total: formatMoney(update.total, mailIntlTag(locale, language)),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  const [subject, ...paragraphs] = {
    shipped: [t.shippedSubject, t.shipped],
    cancelled: [t.cancelledSubject, t.cancelled, ...(update.refundDue ? [t.refundOnCancel] : [])],
    refunded: [t.refundedSubject, t.refunded],
    'payment-received': [t.paidSubject, t.paid],
  }[update.kind].map(fill);
  const url = update.trackingUrl;
  const parcel = parcelLines(update, t);
  return {
    to: update.customerEmail,
    subject: subject ?? '',
    text: [
      order.greeting,
      '',
      paragraphs.join(' '),
      ...(parcel.length > 0 ? ['', ...parcel.map((line) => `${line.label} ${line.value}`)] : []),
      ...(url ? ['', `${order.track} ${url}`] : []),
      '',
      'Toolyard',
      '',
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><body>`,
      `<p>${escapeHtml(order.greeting)}</p>`,
      `<p>${escapeHtml(paragraphs.join(' '))}</p>`,
      ...(parcel.length > 0
        ? [
            `<p>${parcel
              .map(({ label, value, link }) =>
                link
                  ? `${escapeHtml(label)} <a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
                  : `${escapeHtml(label)} ${escapeHtml(value)}`,
              )
              .join('<br>')}</p>`,
          ]
        : []),
      ...(url
        ? [`<p>${escapeHtml(order.track)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`]
        : []),
      '<p>Toolyard</p></body></html>',
    ].join('\n'),
  };
}
