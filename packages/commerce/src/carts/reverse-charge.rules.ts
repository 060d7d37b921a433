/**
 * Reverse charge (docs/decisions/161-reverse-charge-net-prices.md): with the store's tax-rate
 * change flag, a company whose VAT ID was confirmed valid, buying from another EU member state
 * than the one the shop sells from, is invoiced NET — 0 % VAT, the buyer accounts for the VAT
 * (Council Directive 2006/112/EC, Art. 138 and 196). The cart alone is never trusted: the billing
 * address names the stored proof of the check, and the engine looks it up.
 */
import type { CartAddress } from './cart.types.ts';

/** Where the shop is established and ships from: the default store's country (spec 000 §2.2). */
export const SELLER_COUNTRY = 'SK';

/** EU member states (reverse charge is an intra-EU rule; CH, NO and GB stores never qualify). */
export const EU_MEMBER_STATES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** The note the order carries when it was priced NET (an invoice must say so, Art. 226(11a)). */
export const REVERSE_CHARGE_NOTE =
  'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Directive 2006/112/EC).';

export interface ReverseChargeClaim {
  vatId: string;
  proofId: string;
}

/** What the billing address claims: a company with a VAT number and the id of its proof; else null. */
export function reverseChargeClaim(billing: CartAddress): ReverseChargeClaim | null {
  const company = typeof billing.company === 'string' ? billing.company.trim() : '';
  const custom = (billing.custom ?? {}) as Record<string, unknown>;
  const vatId = typeof custom.vatNumber === 'string' ? custom.vatNumber : '';
  const proofId = typeof custom.vatProofId === 'string' ? custom.vatProofId : '';
  if (!company || !vatId || !proofId || custom.vatValidated !== true) return null;
  return { vatId, proofId };
}

/** A cross-border EU sale: the cart's country is a member state other than the seller's. */
export function isCrossBorderEuSale(cartCountry: string): boolean {
  const country = cartCountry.toUpperCase();
  return country !== SELLER_COUNTRY && EU_MEMBER_STATES.includes(country);
}
