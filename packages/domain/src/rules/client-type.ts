/** Private vs company customers at checkout (spec 000 §4, 001 §5). */
import { type CountryCode, normalizeCountryCode } from '../country-codes.ts';

export const CLIENT_TYPES = ['PRIVATE', 'COMPANY'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** Where most buyers are businesses, checkout starts as company. */
export const COMPANY_DEFAULT_COUNTRIES: readonly CountryCode[] = ['BG', 'GR', 'IE', 'LT', 'SI'];

export function defaultClientType(country: string): ClientType {
  const code = normalizeCountryCode(country);
  return code && COMPANY_DEFAULT_COUNTRIES.includes(code) ? 'COMPANY' : 'PRIVATE';
}

/** Reads a stored client type ("company", "PRIVATE"); null when absent or unknown. */
export function parseClientType(value: unknown): ClientType | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (CLIENT_TYPES as readonly string[]).includes(upper) ? (upper as ClientType) : null;
}

/** Checkout client type: the cookie for this address type when set, else the country default. */
export function checkoutClientType(cookieValue: unknown, country: string): ClientType {
  return parseClientType(cookieValue) ?? defaultClientType(country);
}

/** Choosing a saved address with a company makes the customer a company, otherwise private. */
export function clientTypeOfAddress(address: { readonly company?: string | null }): ClientType {
  return address.company?.trim() ? 'COMPANY' : 'PRIVATE';
}

/** The customer's customerType custom field is stored lower-cased. */
export function customerTypeFieldValue(type: ClientType): 'private' | 'company' {
  return type === 'COMPANY' ? 'company' : 'private';
}

export interface CompanyFields {
  readonly company?: string | null;
  readonly department?: string | null;
  readonly vatNumber?: string | null;
}

/** Private customers have company, department and VAT number cleared. */
export function applyClientType<T extends CompanyFields>(address: T, type: ClientType): T {
  return type === 'PRIVATE' ? { ...address, company: '', department: '', vatNumber: '' } : address;
}
