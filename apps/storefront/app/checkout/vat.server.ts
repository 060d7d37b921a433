/**
 * The VAT ID check of the billing address (000 §4 "VAT validation", 001 §5): the number is checked
 * by the VAT port (normalised by the domain, concurrent checks shared, each check stored with
 * request, answer and time as proof) and the result is saved in the cart's billing address custom
 * fields — with the proof's id, which the engine looks up before pricing NET (decision 161).
 */
import { normalizeVatId } from '@toolyard/domain';
import { VAT_FIELD, type VatState } from './address-form.ts';
import { type CheckoutCart, updateCart } from './checkout.server.ts';
import type { CheckoutSettings, StorefrontCheckout } from './checkout-port.ts';

type Shell = Parameters<typeof updateCart>[0];

/** What the cart's billing address says about its VAT ID. */
export function vatStateOf(cart: CheckoutCart, taxRateChange: boolean): VatState | null {
  const custom = (cart.billingAddress.custom ?? {}) as Record<string, unknown>;
  if (typeof custom.vatNumber !== 'string' || !custom.vatNumber) return null;
  const outcome = custom.vatOutcome;
  return {
    vatId: custom.vatNumber,
    outcome: outcome === 'valid' || outcome === 'invalid' || outcome === 'unverifiable' ? outcome : null,
    timedOut: custom.vatTimedOut === true,
    problem: null,
    netPrices: cart.custom.fields.netPrices === true,
    taxRateChange,
  };
}

export interface VatCheckDone {
  state: VatState;
  /** The billing address custom fields the check leaves; null when no check ran. */
  custom: Record<string, unknown> | null;
  /** The cart after the result was saved on it (or as it was). */
  cart: CheckoutCart;
}

export async function checkVat(
  shell: Shell,
  checkout: StorefrontCheckout,
  cart: CheckoutCart,
  settings: CheckoutSettings,
  fields: Record<string, string>,
): Promise<VatCheckDone> {
  const input = fields[VAT_FIELD] ?? '';
  const base = {
    vatId: normalizeVatId(shell.store.country, input),
    timedOut: false,
    netPrices: false,
    taxRateChange: settings.taxRateChange,
  };
  if (!settings.vatValidation)
    return { state: { ...base, outcome: null, problem: null }, custom: null, cart };
  const result = await checkout.validateVatId({ country: shell.store.country, vatId: input });
  if (!result.ok) {
    // A failed call means "could not validate" (001 §5): the button offers the check again.
    const outcome = result.reason === 'too-short' ? null : 'unverifiable';
    return { state: { ...base, outcome, problem: result.reason }, custom: null, cart };
  }
  const { check } = result;
  const stored = (cart.billingAddress.custom ?? {}) as Record<string, unknown>;
  const custom = {
    ...stored,
    clientType: 'company',
    vatNumber: check.vatId,
    vatValidated: check.outcome === 'valid',
    vatOutcome: check.outcome,
    vatTimedOut: check.timedOut,
    // The raw result as the spec's "raw VAT response" field, and the id of the stored proof.
    vatResponse: JSON.stringify({ code: check.code, outcome: check.outcome, checkedAt: check.checkedAt }),
    vatProofId: check.proofId,
  };
  const company = fields['billing-company'] || (cart.billingAddress.company as string | undefined) || '';
  const billing = { ...cart.billingAddress, ...(company ? { company } : {}), custom };
  const saved = await updateCart(shell, cart, [{ action: 'setBillingAddress', address: billing }]);
  const next = saved.data?.cart ?? cart;
  return {
    state: {
      ...base,
      vatId: check.vatId,
      outcome: check.outcome,
      timedOut: check.timedOut,
      problem: null,
      netPrices: next.custom.fields.netPrices === true,
    },
    custom,
    cart: next,
  };
}
