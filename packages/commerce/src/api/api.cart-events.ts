/**
 * Cart writes announce themselves on the notifier once they have committed (the method returned),
 * wrapped around the methods like the rate limits so no method body knows about live updates.
 * Publishing never fails the call: a lost message only delays a badge until the next change.
 */
import { type CartChange, cartChanged } from '../carts/cart-live.ts';
import type { Notifier } from '../notifier/index.ts';
import type { ApiMethod } from './api.methods.ts';

type Ref = { id?: unknown; version?: unknown };
type Extract = (params: unknown, data: unknown) => CartChange | null;

const change = (ref: Ref | null | undefined, ended: boolean): CartChange | null =>
  ref && typeof ref.id === 'string' && typeof ref.version === 'number'
    ? { cartId: ref.id, version: ref.version, ended }
    : null;
/** `{ cart }` answers: the cart with its new version. */
const fromAnswer: Extract = (_params, data) => change((data as { cart?: Ref } | null)?.cart, false);
/** Orders: the cart named in the params is now ordered, its live updates end. */
const ordered: Extract = (params) => change(params as Ref, true);

export const CART_EVENT_METHODS: Record<string, Extract> = {
  addToCart: fromAnswer,
  removeFromCart: fromAnswer,
  updateCartQuantity: fromAnswer,
  updateCartItemChannel: fromAnswer,
  updateCart: fromAnswer,
  updateCartLines: fromAnswer,
  applyCartCoupon: fromAnswer,
  removeCartCoupon: fromAnswer,
  // An order's lines back in the cart: the other tabs' badges must count them too.
  reorder: fromAnswer,
  // Sign-in adopts or merges the guest cart into the customer's.
  login: fromAnswer,
  register: fromAnswer,
  deleteCart: (_params, data) => change((data as { cart?: Ref } | null)?.cart, true),
  createCodPayment: ordered,
  createBankPayment: ordered,
  createMultibancoPayment: ordered,
};

export function withCartEvents(
  methods: Record<string, ApiMethod>,
  notifier: Notifier,
  log: (message: string) => void,
): Record<string, ApiMethod> {
  const wrapped: Record<string, ApiMethod> = { ...methods };
  for (const [name, extract] of Object.entries(CART_EVENT_METHODS)) {
    const inner = methods[name];
    if (!inner) continue;
    wrapped[name] = {
      ...inner,
      async run(env, params) {
        const data = await inner.run(env, params);
        const message = extract(params, data);
        if (message)
          notifier
            .publish(cartChanged, message)
            .catch((error: Error) => log(`cart change of ${message.cartId} not sent: ${error.message}`));
        return data;
      },
    };
  }
  return wrapped;
}
