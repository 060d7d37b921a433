/** The 25 country stores with invented bank data and the feature flags of spec 000 §1. */
import {
  COUNTRIES,
  COUNTRY_CODES,
  type CountryCode,
  hasTrustScore,
  type LanguageCode,
  sellsExtraGuarantee,
} from '@toolyard/domain';
import type { NewStoreRow, StoreCampaign } from '../src/db/schema/index.ts';

const IBAN_LENGTH: Partial<Record<CountryCode, number>> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CZ: 24,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IT: 27,
  LT: 20,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
};

const BANKS = [
  'Danubia Kreditbank',
  'Nordlys Sparebank',
  'Alpenland Handelsbank',
  'Banca Meridiana',
  'Baltic Trust Bank',
];

/** A structurally valid IBAN (ISO 13616 check digits) with a digits-only BBAN derived from the country. */
export function demoIban(country: CountryCode, seed: number): string {
  const length = IBAN_LENGTH[country] ?? 22;
  let bban = '';
  let x = seed;
  while (bban.length < length - 4) {
    x = (x * 1103515245 + 12345) % 2147483648;
    bban += String(x % 10);
  }
  const letters = `${country}00`.replaceAll(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  const numeric = bban + letters;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  const check = String(98 - remainder).padStart(2, '0');
  return `${country}${check}${bban}`;
}

/**
 * The store custom field "COD fee title" (spec 000 §3 Store) in every shop language, worded as the
 * storefront's checkout.cod-fee message. Each store gets the titles of its own languages.
 */
export const COD_FEE_TITLE: Readonly<Record<LanguageCode, string>> = {
  sk: 'Poplatok za dobierku',
  en: 'Cash on delivery fee',
  de: 'Nachnahmegebühr',
  pt: 'Taxa de pagamento à cobrança',
  it: 'Costo del contrassegno',
  fr: 'Frais de paiement à la livraison',
  hu: 'Utánvételi díj',
  cs: 'Poplatek za dobírku',
  nb: 'Gebyr for oppkrav',
  nl: 'Kosten rembours',
  da: 'Gebyr for efterkrav',
  sv: 'Avgift för postförskott',
  es: 'Recargo por contra reembolso',
  fi: 'Postiennakkomaksu',
  pl: 'Opłata za pobranie',
  ro: 'Taxă pentru plata ramburs',
  lt: 'Mokestis už išperkamąjį mokestį',
  sl: 'Strošek plačila po povzetju',
  bg: 'Такса за наложен платеж',
  el: 'Χρέωση αντικαταβολής',
  hr: 'Naknada za plaćanje pouzećem',
};

/** The COD fee title in the store's languages, plus English as the fallback every text has. */
export function codFeeTitleFor(languages: readonly LanguageCode[]): Record<string, string> {
  return Object.fromEntries(
    [...languages, 'en' as const].map((language) => [language, COD_FEE_TITLE[language]]),
  );
}

const EU_VAT = new Set<CountryCode>(COUNTRY_CODES.filter((code) => !['CH', 'NO', 'GB'].includes(code)));

/**
 * The demo campaigns' next windows: this year's, or next year's once this year's has ended, so a
 * shop seeded in December still has a Black Friday to show. Each store reads the times in its own
 * zone, at or ahead of UTC in Europe: past the UTC instant, the window has ended everywhere.
 */
export function campaignsFor(now: Date): StoreCampaign[] {
  const next = (campaignName: string, start: string, end: string): StoreCampaign => {
    const thisYear = now.getUTCFullYear();
    const year = Date.parse(`${thisYear}-${end}Z`) >= now.getTime() ? thisYear : thisYear + 1;
    return { campaignName, startDate: `${year}-${start}Z`, endDate: `${year}-${end}Z` };
  };
  return [
    next('black_friday', '11-24T00:00:00.000', '11-30T23:59:59.000'),
    next('cyber_week', '12-01T00:00:00.000', '12-07T23:59:59.000'),
  ];
}

export function storeRows(now: Date): NewStoreRow[] {
  return COUNTRY_CODES.map((code, index) => {
    const country = COUNTRIES[code];
    return {
      key: country.storeKey,
      country: code,
      currency: country.currencyCode,
      languages: [...country.languages],
      name: `Toolyard ${country.label}`,
      codFeeTitle: codFeeTitleFor(country.languages),
      bankOwner: `Toolyard ${country.label} ${EU_VAT.has(code) ? 'Europe' : 'Ltd'}`,
      bankInstitute: BANKS[index % BANKS.length] ?? null,
      iban: demoIban(code, 7919 + index * 31),
      bic: `TYRD${code}2X`,
      campaigns: campaignsFor(now),
      extraGuaranteeEnabled: sellsExtraGuarantee(code),
      complementaryProductsEnabled: true,
      addressAutocompleteEnabled: country.googleAddressValidation,
      vatValidationEnabled: EU_VAT.has(code),
      taxRateChangeEnabled: EU_VAT.has(code),
      trustScoreEnabled: hasTrustScore(country.defaultLanguage),
      reviewCollectionEnabled: true,
      campaignsEnabled: true,
      mapsReviewsEnabled: ['DE', 'AT', 'SK', 'CZ'].includes(code),
      createdAt: now,
    };
  });
}
