/** Numbers, dates and money through Intl, formatters cached per locale and options. */
import { formatMoney as formatDomainMoney, type Money } from '@toolyard/domain';
import { intlLocale } from './translator.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const NO_OPTIONS: Intl.NumberFormatOptions = {};

export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions = NO_OPTIONS,
): string {
  const tag = intlLocale(locale);
  // Most calls pass no options: skip serialising them.
  const key = options === NO_OPTIONS ? tag : `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export function formatDate(
  value: Date | string | number,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const tag = intlLocale(locale);
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, format);
  }
  return format.format(value instanceof Date ? value : new Date(value));
}

/** Money in integer minor units, formatted by @toolyard/domain (narrow kr/Kč symbols included). */
export function formatMoney(amount: Money, locale: string): string {
  return formatDomainMoney(amount, intlLocale(locale));
}
