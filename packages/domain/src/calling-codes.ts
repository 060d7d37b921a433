/**
 * International calling code of each country store (ITU-T E.164), with the leading "+": what a
 * store's customer-care number starts with.
 */
import type { CountryCode } from './country-codes.ts';

export const COUNTRY_CALLING_CODES: Readonly<Record<CountryCode, string>> = {
  IE: '+353',
  SK: '+421',
  DE: '+49',
  PT: '+351',
  IT: '+39',
  FR: '+33',
  HU: '+36',
  CZ: '+420',
  AT: '+43',
  NO: '+47',
  NL: '+31',
  CH: '+41',
  BE: '+32',
  DK: '+45',
  SE: '+46',
  ES: '+34',
  GB: '+44',
  FI: '+358',
  PL: '+48',
  RO: '+40',
  LT: '+370',
  SI: '+386',
  GR: '+30',
  HR: '+385',
  BG: '+359',
};
