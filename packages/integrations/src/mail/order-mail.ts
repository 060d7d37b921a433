/**
 * The order confirmation (decision 154): lines, totals, addresses and, for bank transfer, the
 * store's account and the payment reference — in the shopper's language. Composed from the stored
 * order after it has committed; the caller sends it outside the order's transaction. Addresses are
 * whole, as the order detail shows them: line 2, the country's name, a company's VAT ID (decision 250).
 * The seller's identity and the right of withdrawal close it, as EU consumer law asks (decision 259),
 * with the link to the withdrawal function labelled as the storefront's footer labels it (decision 268).
 */

import { formatMoney, type Money, SELLER } from '@toolyard/domain';
import { mailLanguageOf } from './compose.ts';
import type { MailMessage } from './mail.port.ts';
import { ORDER_MAIL_LEGAL_TEXTS } from './order-mail-legal-texts.ts';
import { ORDER_MAIL_TEXTS } from './order-mail-texts.ts';

interface Address {
  firstName?: string;
  lastName?: string;
  company?: string;
  streetName?: string;
  streetNumber?: string;
  /** Address line 2 ("c/o …", floor, flat): without it a parcel may not arrive. */
  additionalStreetInfo?: string;
  postalCode?: string;
  city?: string;
  country?: string;
}
export interface OrderForMail {
  orderNumber: string;
  customerEmail: string;
  lines: { name: string; quantity: number; total: Money }[];
  shipping: Money | null;
  codFee: Money | null;
  total: Money;
  billingAddress: Address | null;
  shippingAddress: Address | null;
  bank: { owner: string; institute: string; iban: string; bic: string; paymentReference: string } | null;
  multibanco: { entity: string; reference: string; expiresAt: string } | null;
  /** The company buyer's VAT ID from the billing address; null for private customers. */
  vatId: string | null;
  /** The store's order tracking page for this order: the way back for a guest without an account. */
  trackingUrl: string | null;
  /** The store's return policy page in the shopper's language: the withdrawal's conditions (decision 259). */
  returnPolicyUrl?: string | null;
  /** The store's withdrawal function page (`<origin><prefix>/withdrawal`) in the shopper's language (decision 268). */
  withdrawalUrl?: string | null;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The locale's own tag when it is of the mail's language (pt-PT names some countries unlike pt),
 * else the language: an unknown or malformed locale must not make Intl throw while mailing.
 */
export function mailIntlTag(locale: string, language: string): string {
  try {
    const [tag] = Intl.getCanonicalLocales(locale.replace('_', '-'));
    return tag && tag.split('-')[0]?.toLowerCase() === language ? tag : language;
  } catch {
    return language;
  }
}

export function composeOrderConfirmation(order: OrderForMail, locale: string): MailMessage {
  const language = mailLanguageOf(locale);
  const t = ORDER_MAIL_TEXTS[language];
  const legal = ORDER_MAIL_LEGAL_TEXTS[language];
  const tag = mailIntlTag(locale, language);
  const regions = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  // Orders store ISO 3166 codes; anything else is printed as stored rather than failing the mail.
  const countryName = (code: string) => (/^[A-Z]{2}$/i.test(code) ? regions.of(code.toUpperCase()) : code);
  // The pages' formatter: the shop's fraction digits (HUF keeps its fillér) and narrow Kč/kr, so
  // "please transfer {total}" asks for exactly what the thank-you page shows.
  const money = (m: Money) => formatMoney(m, tag);
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  const address = (a: Address | null) =>
    a
      ? [
          a.company,
          [a.firstName, a.lastName].filter(Boolean).join(' '),
          [a.streetName, a.streetNumber].filter(Boolean).join(' '),
          a.additionalStreetInfo,
          [a.postalCode, a.city].filter(Boolean).join(' '),
          a.country ? countryName(a.country) : '',
        ]
          .filter(Boolean)
          .join(', ')
      : '';
  const rows: [string, string][] = [
    ...order.lines.map((line): [string, string] => [`${line.quantity} × ${line.name}`, money(line.total)]),
    ...(order.shipping
      ? [[t.shipping, order.shipping.centAmount === 0 ? t.free : money(order.shipping)] as [string, string]]
      : []),
    ...(order.codFee ? [[t.codFee, money(order.codFee)] as [string, string]] : []),
    [t.total, money(order.total)],
  ];
  const paragraphs: string[] = [];
  if (order.bank) {
    paragraphs.push(
      fill(t.bankIntro, { total: money(order.total) }),
      `${order.bank.owner}, ${order.bank.institute}, IBAN ${order.bank.iban}, BIC ${order.bank.bic}`,
      `${t.reference}: ${order.bank.paymentReference}`,
    );
  }
  if (order.multibanco) {
    paragraphs.push(
      fill(t.multibanco, { ...order.multibanco, expiresAt: order.multibanco.expiresAt.slice(0, 10) }),
    );
  }
  const addresses: [string, string][] = [
    [t.billingAddress, address(order.billingAddress)],
    // A company sees the VAT ID its order was placed under: a reverse-charge (NET) price rests on it.
    ...(order.vatId ? [[t.vatId, order.vatId] as [string, string]] : []),
    [t.shippingAddress, address(order.shippingAddress)],
  ];
  const intro = fill(t.intro, { orderNumber: order.orderNumber });
  // The confirmation on a durable medium names the trader and the right of withdrawal (decision 259).
  const seller = [
    `${legal.seller}: ${SELLER.name}, ${SELLER.street}, ${SELLER.postalCode} ${SELLER.city}, ${countryName(SELLER.country)}`,
    `${legal.registration}: ${SELLER.registrationNumber}, ${t.vatId}: ${SELLER.vatId}`,
    `${legal.contact}: ${SELLER.email}`,
  ];
  const returnPolicyUrl = order.returnPolicyUrl ?? null;
  const withdrawalUrl = order.withdrawalUrl ?? null;
  return {
    to: order.customerEmail,
    subject: fill(t.subject, { orderNumber: order.orderNumber }),
    text: [
      t.greeting,
      '',
      intro,
      '',
      `${t.items}:`,
      ...rows.map(([label, value]) => `  ${label}: ${value}`),
      '',
      ...addresses.map(([label, value]) => `${label}: ${value}`),
      '',
      ...paragraphs,
      ...(order.trackingUrl ? ['', `${t.track} ${order.trackingUrl}`] : []),
      '',
      `${legal.withdrawalTitle}: ${legal.withdrawal}`,
      ...(returnPolicyUrl ? [`${legal.withdrawalLink} ${returnPolicyUrl}`] : []),
      ...(withdrawalUrl ? [`${legal.withdrawalFunction}: ${withdrawalUrl}`] : []),
      '',
      ...seller,
      '',
      'Toolyard',
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><body>`,
      `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(intro)}</p>`,
      `<table><caption>${escapeHtml(t.items)}</caption>`,
      ...rows.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      ...addresses.map(
        ([label, value]) => `<p><strong>${escapeHtml(label)}</strong><br>${escapeHtml(value)}</p>`,
      ),
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      ...(order.trackingUrl
        ? [
            `<p>${escapeHtml(t.track)}<br><a href="${escapeHtml(order.trackingUrl)}">${escapeHtml(order.trackingUrl)}</a></p>`,
          ]
        : []),
      `<p><strong>${escapeHtml(legal.withdrawalTitle)}</strong><br>${escapeHtml(legal.withdrawal)}`,
      ...(returnPolicyUrl
        ? [
            `<br>${escapeHtml(legal.withdrawalLink)} <a href="${escapeHtml(returnPolicyUrl)}">${escapeHtml(returnPolicyUrl)}</a>`,
          ]
        : []),
      // The function's own words as the link: what the shopper finds in the footer on every page.
      ...(withdrawalUrl
        ? [`<br><a href="${escapeHtml(withdrawalUrl)}">${escapeHtml(legal.withdrawalFunction)}</a>`]
        : []),
      '</p>',
      `<p>${seller.map(escapeHtml).join('<br>')}</p>`,
      '<p>Toolyard</p></body></html>',
    ].join('\n'),
  };
}
