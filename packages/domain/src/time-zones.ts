/**
 * Each store's civil time zone (IANA). The spec is silent; days that matter to a shopper (the date in
 * an order number, "ordered today") follow the store's local calendar, not UTC (decision 060).
 */
import type { CountryCode } from './country-codes.ts';
import { normalizeCountryCode } from './country-codes.ts';

export const STORE_TIME_ZONES: Readonly<Record<CountryCode, string>> = {
  IE: 'Europe/Dublin',
  SK: 'Europe/Bratislava',
  DE: 'Europe/Berlin',
  PT: 'Europe/Lisbon',
  IT: 'Europe/Rome',
  FR: 'Europe/Paris',
  HU: 'Europe/Budapest',
  CZ: 'Europe/Prague',
  AT: 'Europe/Vienna',
  NO: 'Europe/Oslo',
  NL: 'Europe/Amsterdam',
  CH: 'Europe/Zurich',
  BE: 'Europe/Brussels',
  DK: 'Europe/Copenhagen',
  SE: 'Europe/Stockholm',
  ES: 'Europe/Madrid',
  GB: 'Europe/London',
  FI: 'Europe/Helsinki',
  PL: 'Europe/Warsaw',
  RO: 'Europe/Bucharest',
  LT: 'Europe/Vilnius',
  SI: 'Europe/Ljubljana',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
  BG: 'Europe/Sofia',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The store's calendar date at `at` as YYYY-MM-DD (UTC for a country we do not know). */
export function storeLocalDate(country: string, at: Date): string {
  const code = normalizeCountryCode(country);
  const timeZone = code ? STORE_TIME_ZONES[code] : 'UTC';
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA formats a date as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(at);
}
