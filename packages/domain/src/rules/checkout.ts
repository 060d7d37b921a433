/** Checkout preconditions and guards (spec 000 §2.2, §4, 001 §4, §5). */
import { type Money, zero } from '../money.ts';
import { grossToNet, type TaxedAmount } from '../tax.ts';

/** Payment needs the customer's e-mail and the billing first name. */
export function canStartPayment({
  customerEmail,
  billingFirstName,
}: {
  customerEmail?: string | null;
  billingFirstName?: string | null;
}): boolean {
  return Boolean(customerEmail?.trim() && billingFirstName?.trim());
}

export type CheckoutGuardOutcome = 'proceed' | 'redirect-home' | 'redirect-addresses';

/**
 * The checkout guard: no active cart goes home; a cart without shipping info or shipping address
 * goes to the address step.
 */
export function checkoutGuard(
  cart: { shippingInfo?: unknown; shippingAddress?: unknown } | null | undefined,
): CheckoutGuardOutcome {
  if (!cart) return 'redirect-home';
  return cart.shippingInfo && cart.shippingAddress ? 'proceed' : 'redirect-addresses';
}

/** A customer is logged in when the stored token's scope contains customer_id. */
export function isCustomerTokenScope(scope: string | null | undefined): boolean {
  return Boolean(scope?.split(/\s+/).some((part) => part.startsWith('customer_id')));
}

/**
 * The cash-on-delivery fee counts only when COD is selected, split into net and VAT by the cart's
 * tax rate (basis points).
 */
export function codFeeBreakdown(fee: Money, rateBasisPoints: number, codSelected: boolean): TaxedAmount {
  return grossToNet(codSelected ? fee : zero(fee.currencyCode), rateBasisPoints);
}
