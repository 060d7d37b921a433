/**
 * What the checkout pages need besides the JSON API (docs/decisions/160): the store's checkout
 * flags, the VAT ID check (its proof stored by the integrations package) and the address
 * validation service. Built per request by the server (server/checkout.ts).
 */

export interface CheckoutSettings {
  /** Store flag "VAT validation" (000 §1). */
  vatValidation: boolean;
  /** Store flag "tax-rate change": a valid foreign business VAT ID prices the cart NET (decision 161). */
  taxRateChange: boolean;
  /** The country's Google address validation switch (001 §5) and a configured service. */
  addressValidation: boolean;
  /** Store setting "autocomplete of addresses" (000 §1) and a configured service (decision 260). */
  addressAutocomplete: boolean;
}

export type VatOutcome = 'valid' | 'invalid' | 'unverifiable';

export interface VatCheckAnswer {
  vatId: string;
  outcome: VatOutcome;
  code: string | null;
  timedOut: boolean;
  proofId: string;
  checkedAt: string;
}

export type VatCheckResult =
  | { ok: true; check: VatCheckAnswer }
  /** too-short (input rule), rate-limited, or the endpoint failed ('Technical issue occurred.'). */
  | { ok: false; reason: 'too-short' | 'rate-limited' | 'technical' };

export interface AddressLinesInput {
  regionCode: string;
  addressLines: string[];
  postalCode?: string;
  locality?: string;
}

export type AddressCheckResult =
  | { status: 'ok'; formattedAddress: string | null }
  | { status: 'flagged'; flags: ('verdict' | 'address')[]; formattedAddress: string | null }
  | { status: 'unavailable'; reason: string };

export interface StorefrontCheckout {
  settings(): Promise<CheckoutSettings>;
  validateVatId(input: { country: string; vatId: string }): Promise<VatCheckResult>;
  validateAddress(address: AddressLinesInput): Promise<AddressCheckResult>;
}
