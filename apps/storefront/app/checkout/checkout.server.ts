/**
 * The checkout steps' server side (docs/decisions/160): the active cart and customer through the
 * JSON API (getMe, as the account pages do), the checkout guard of 000 §2.2, one-step cart updates
 * (updateCart) and the choices' cookies.
 */
import { data, redirect } from 'react-router';
import type { AccountAddress, AccountCustomerWithBook } from '../account/account-api.ts';
import { accountOf, checkLanguage, prefixOf } from '../account/forms.server.ts';
import type { ShellContext } from '../shell/context.ts';
import { parseCookies } from '../store/cookies.ts';

type Shell = ShellContext;

/** The cart fields the checkout steps read (the API's cart view, spec 000 §3 "Cart"). */
export interface CheckoutCart {
  id: string;
  version: number;
  customerEmail: string | null;
  lineItems: { id: string }[];
  billingAddress: Record<string, unknown> & { country: string };
  shippingAddress: Record<string, unknown> & { country: string };
  shippingInfo: unknown;
  totalPrice: { centAmount: number; currencyCode: string; fractionDigits: number };
  taxedPrice: {
    totalNet: { centAmount: number; currencyCode: string; fractionDigits: number };
    totalTax: { centAmount: number; currencyCode: string; fractionDigits: number };
  };
  custom: { fields: { netPrices?: boolean; taxNote?: string | null } };
}

export interface CheckoutState {
  cart: CheckoutCart | null;
  customer: AccountCustomerWithBook | null;
  setCookies: string[];
}

/** The session's active cart and, signed in, the customer with the address book. */
export async function loadCheckout(shell: Shell): Promise<CheckoutState> {
  const result = await accountOf(shell).call<{
    me: { activeCart: CheckoutCart | null; customer?: AccountCustomerWithBook | null };
  }>('getMe', { customer: shell.customerId !== null });
  if (result.error) throw data('The cart could not be loaded', { status: result.status >= 500 ? 503 : 500 });
  return {
    cart: result.data?.me.activeCart ?? null,
    customer: result.data?.me.customer ?? null,
    setCookies: result.setCookies,
  };
}

/**
 * The checkout guard (000 §2.2): no active cart — or one without items, which cannot be checked
 * out — goes home. Pages and their posts both run it (posts skip the middleware guards).
 */
export async function guardCheckout(
  shell: Shell,
  params: { lang?: string },
): Promise<CheckoutState & { cart: CheckoutCart }> {
  checkLanguage(params, shell);
  const state = await loadCheckout(shell);
  if (!state.cart || state.cart.lineItems.length === 0) throw redirect(prefixOf(shell) || '/', 303);
  return state as CheckoutState & { cart: CheckoutCart };
}

/** The saved addresses of a signed-in customer (billing entries first, then the others). */
export function savedAddresses(customer: AccountCustomerWithBook | null): AccountAddress[] {
  if (!customer) return [];
  const billing = new Set(customer.billingAddressIds);
  return [...customer.addresses].sort((a, b) => Number(billing.has(b.id)) - Number(billing.has(a.id)));
}

export type CartActionInput =
  | { action: 'setCustomerEmail'; email: string }
  | { action: 'setBillingAddress'; address: Record<string, unknown> }
  | { action: 'setShippingAddress'; address: Record<string, unknown> };

/**
 * One updateCart call: every action applies, or none does (the API's rule). A concurrent change
 * (another tab, the VAT check of a blur) is retried once with the version the API names (000 §4).
 */
export async function updateCart(shell: Shell, cart: CheckoutCart, actions: CartActionInput[]) {
  const send = (version: number) =>
    accountOf(shell).call<{ cart: CheckoutCart }>('updateCart', [{ id: cart.id, version }, { actions }]);
  const first = await send(cart.version);
  const current = (first.error as { currentVersion?: unknown } | null)?.currentVersion;
  if (first.error?.code === 'concurrent_modification' && typeof current === 'number') return send(current);
  return first;
}

export function cookieOf(request: Request, name: string): string | undefined {
  return parseCookies(request.headers.get('cookie'))[name];
}

/** A checkout choice kept for a year (path /, SameSite=Lax; not personal data). */
export function choiceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=31536000; Path=/; SameSite=Lax`;
}

/** A cookie for this browser session only (no Max-Age). */
export function sessionCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; HttpOnly`;
}
