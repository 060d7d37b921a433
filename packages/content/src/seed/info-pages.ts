/**
 * Seeded information pages every European shop needs (spec 000 §2.1: /payment/,
 * /dispatch-information/, /return-policy/, …), per store variant: copy per language (./info/*.json),
 * every amount and method from the store's tables in @toolyard/domain — shipping fees and the
 * free-shipping threshold, the cash-on-delivery cap and the bank/cash item limit — formatted in the
 * store currency for the variant's locale.
 */
import {
  COD_STANDARD_ITEM_LIMITS,
  COUNTRIES,
  type CountryCode,
  codCapFor,
  formatMoney,
  type LanguageCode,
  type LocaleCode,
  MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT,
  NO_ITEM_LIMIT,
  PAYMENT_METHODS_BY_COUNTRY,
  type PaymentMethodKey,
  PROVIDER_PAYMENT_METHODS,
  parseLocale,
  SELLER,
  shippingFeesFor,
} from '@toolyard/domain';
import { z } from 'zod';
import type { ContentBlock } from '../blocks/index.ts';

export const INFO_PAGE_KEYS = [
  'payment',
  'dispatch-information',
  'return-policy',
  'terms-and-conditions',
  'privacy-data',
  'company-information',
  'complaints',
  'battery-regulations',
] as const;

export type InfoPageKey = (typeof INFO_PAGE_KEYS)[number];

const text = z.string().min(1);
type ProviderPaymentMethod = (typeof PROVIDER_PAYMENT_METHODS)[number];
/** A text that must keep its placeholders (amounts are filled in per store). */
const withPlaceholders = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), {
    message: `must contain ${names.map((name) => `{${name}}`).join(', ')}`,
  });

export const infoCopySchema = z.strictObject({
  paymentTitle: text,
  paymentIntro: text,
  card: text,
  /** Names of the provider methods other than card: the storefront's checkout.json payment-methods. */
  methodNames: z.strictObject(
    Object.fromEntries(
      PROVIDER_PAYMENT_METHODS.filter((method) => method !== 'scheme').map((method) => [method, text]),
    ) as Record<Exclude<ProviderPaymentMethod, 'scheme'>, typeof text>,
  ),
  bankTransfer: withPlaceholders('items'),
  cod: withPlaceholders('cap', 'items'),
  /** COD where the country allows one standard item (001 §9: SK, IT, HU, CZ, PL, RO, SI, GR, HR). */
  codOneItem: withPlaceholders('cap'),
  paymentNote: text,
  dispatchTitle: text,
  dispatchIntro: text,
  parcel: withPlaceholders('parcel', 'freeAbove'),
  freight: withPlaceholders('freight'),
  dispatchTime: text,
  returnsTitle: text,
  withdrawal: text.refine((value) => value.includes('14'), { message: 'must name the 14 days' }),
  /** Before the link to the withdrawal function (decision 265); the link's label is the storefront's. */
  withdrawOnline: text,
  withdrawOnlineLink: text,
  returns30: text.refine((value) => value.includes('30'), { message: 'must name the 30 days' }),
  returnHow: text,
  termsTitle: text,
  terms1: text,
  terms2: text,
  privacyTitle: text,
  privacy1: text,
  privacy2: text,
  companyTitle: text,
  companyIntro: text,
  registration: text,
  vatId: text,
  registeredOffice: text,
  complaintsTitle: text,
  complaints1: text,
  complaints2: text,
  batteryTitle: text,
  battery1: text,
  battery2: text,
});

export type InfoCopy = z.infer<typeof infoCopySchema>;

/** The operator of the shop: the domain's one seller record, which the order mail names too. */
export const COMPANY = SELLER;

/**
 * Methods a store offers at checkout, from the domain's per-country table (decision 019 addendum).
 * The page lists every method of the store; checkout narrows it per customer and cart.
 */
export function storePaymentMethods(country: CountryCode): PaymentMethodKey[] {
  return [...PAYMENT_METHODS_BY_COUNTRY[country]];
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );

const heading = (value: string): ContentBlock => ({ name: 'Heading', props: { text: value, level: 2 } });
const paragraphs = (...texts: string[]): ContentBlock => ({
  name: 'RichText',
  props: { content: texts.map((value) => ({ type: 'paragraph' as const, text: value })) },
});

/** The information pages of one store variant. */
export function infoPages(
  locale: LocaleCode,
  copies: Readonly<Record<LanguageCode, InfoCopy>>,
): Record<InfoPageKey, ContentBlock[]> {
  const parts = parseLocale(locale);
  if (!parts) throw new RangeError(`Not a store variant: ${locale}`);
  const { language, country } = parts;
  const base = copies[language];
  // Swiss standard German writes "ss" where Germany writes "ß".
  const copy =
    country === 'CH' && language === 'de'
      ? (JSON.parse(JSON.stringify(base).replaceAll('ß', 'ss')) as InfoCopy)
      : base;
  const tag = `${language}-${country}`;
  // The default language of a store has no path prefix (spec 000 §2.2).
  const prefix = language === COUNTRIES[country].defaultLanguage ? '/' : `/${language}/`;
  const fees = shippingFeesFor(country);
  const items = MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT;
  const methodText = (method: PaymentMethodKey) => {
    if (method === 'scheme') return copy.card;
    if (method === 'bank_transfer') return fill(copy.bankTransfer, { items });
    if (method === 'cod') {
      const cap = formatMoney(codCapFor(country), tag);
      // The checkout's own limit (domain rule): a page promising 20 items where 1 is allowed misleads.
      const limit = COD_STANDARD_ITEM_LIMITS[country];
      if (limit === 1) return fill(copy.codOneItem, { cap });
      return fill(copy.cod, { cap, items: limit === NO_ITEM_LIMIT ? items : Math.min(limit, items) });
    }
    return copy.methodNames[method];
  };
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(COMPANY.country);

  return {
    payment: [
      heading(copy.paymentTitle),
      {
        name: 'RichText',
        props: {
          content: [
            { type: 'paragraph', text: copy.paymentIntro },
            { type: 'list', items: storePaymentMethods(country).map(methodText) },
            { type: 'paragraph', text: copy.paymentNote },
          ],
        },
      },
    ],
    'dispatch-information': [
      heading(copy.dispatchTitle),
      paragraphs(
        copy.dispatchIntro,
        fill(copy.parcel, {
          parcel: formatMoney(fees.parcel, tag),
          freeAbove: formatMoney(fees.freeAbove, tag),
        }),
        fill(copy.freight, { freight: formatMoney(fees.freight, tag) }),
        copy.dispatchTime,
      ),
    ],
    'return-policy': [
      heading(copy.returnsTitle),
      {
        name: 'RichText',
        props: {
          content: [
            { type: 'paragraph', text: copy.withdrawal },
            // The withdrawal function (Directive 2011/83/EU art. 11a, decision 265).
            { type: 'paragraph', text: copy.withdrawOnline },
            { type: 'link', link: { label: copy.withdrawOnlineLink, href: `${prefix}withdrawal` } },
            { type: 'paragraph', text: copy.returns30 },
            { type: 'paragraph', text: copy.returnHow },
          ],
        },
      },
    ],
    'terms-and-conditions': [heading(copy.termsTitle), paragraphs(copy.terms1, copy.terms2)],
    'privacy-data': [heading(copy.privacyTitle), paragraphs(copy.privacy1, copy.privacy2)],
    'company-information': [
      heading(copy.companyTitle),
      {
        name: 'RichText',
        props: {
          content: [
            { type: 'paragraph', text: copy.companyIntro },
            {
              type: 'list',
              items: [
                COMPANY.name,
                `${copy.registeredOffice}: ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, ${countryName}`,
                `${copy.registration}: ${COMPANY.registrationNumber}`,
                `${copy.vatId}: ${COMPANY.vatId}`,
                COMPANY.email,
              ],
            },
          ],
        },
      },
    ],
    complaints: [heading(copy.complaintsTitle), paragraphs(copy.complaints1, copy.complaints2)],
    'battery-regulations': [heading(copy.batteryTitle), paragraphs(copy.battery1, copy.battery2)],
  };
}
