/**
 * Standard VAT rates per store country as of 2026, in basis points (1 % = 100) so tax maths
 * never touches a float. Sources:
 * - EU members: European Commission, DG TAXUD, "VAT rates applied in the Member States of the
 *   European Union" (situation at 1 January 2026) and the Taxes in Europe Database (TEDB).
 *   Recent changes in it: Finland 25.5 % since 2024-09-01 (arvonlisäverolaki amendment),
 *   Slovakia 23 % since 2025-01-01 (Act No. 278/2024 Coll.), Romania 21 % since 2025-08-01
 *   (Law No. 141/2025).
 * - Switzerland: Federal Tax Administration (ESTV/AFC), 8.1 % since 2024-01-01.
 * - Norway: Skatteetaten, "merverdiavgift" general rate 25 %.
 * - United Kingdom: HMRC, "VAT rates", standard rate 20 %.
 * Live carts carry the platform's tax rates; this table serves defaults, displays and tests.
 */
import type { CountryCode } from './country-codes.ts';
import { normalizeCountryCode } from './country-codes.ts';

export const STANDARD_VAT_RATE_BASIS_POINTS: Readonly<Record<CountryCode, number>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CH: 810,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GB: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  NL: 2100,
  NO: 2500,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};

/** Standard rate of a store country in basis points; undefined for countries we do not sell in. */
export function standardVatRateOf(country: string): number | undefined {
  const code = normalizeCountryCode(country);
  return code ? STANDARD_VAT_RATE_BASIS_POINTS[code] : undefined;
}

/**
 * The platform sends tax rates as fractions (0.255). This is the one place a float enters: it is
 * rounded to whole basis points at once, which is exact for every real VAT rate.
 */
export function taxRateToBasisPoints(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new RangeError(`Not a tax rate: ${rate}`);
  return Math.round(rate * 10_000);
}

/** Spec: "VAT percent is tax rate times 100": 2550 basis points → 25.5 (for labels only). */
export function vatPercentLabel(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = basisPoints % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}
