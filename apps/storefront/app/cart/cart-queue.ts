/**
 * The cart client's queue (spec 000 §4, 001 §4, §9; decision 155). Line changes wait 300 ms after
 * the last one (debounce) and go to the engine as one batch (`updateCartLines`) with the cart's id
 * and version; coupons run through the same serial lane so two writes never race each other's
 * version. A concurrent modification (409 with `currentVersion`) is retried once with that
 * version; a cart that is not found (or belongs to another store) is cleared and read again.
 * Each operation kind has its own loading flag and error slot, reset on success.
 *
 * Pure logic: the transport, the timers and the store key are injected, so it is unit-tested with
 * fake timers and runs unchanged in the browser (cart-client.ts wires it to fetch).
 */

import { DEBOUNCE_MS } from '@toolyard/domain';

export const CART_DEBOUNCE_MS = DEBOUNCE_MS.cartApi;
/** The engine takes at most 20 actions per call (updateCartLines). */
export const MAX_BATCH = 20;

export interface ApiError {
  code: string;
  message: string;
  currentVersion?: number;
  [detail: string]: unknown;
}
export interface ApiAnswer<T> {
  data?: T;
  error?: ApiError;
}
export type Transport = <T>(method: string, params: unknown) => Promise<ApiAnswer<T>>;

/** The fields of the engine's cart view the client reads; the rest travels along untyped. */
export interface ClientCart {
  id: string;
  version: number;
  cartState?: string;
  /** The store's country: a store is one country (spec 001 §9). */
  country?: string;
  lineItems: Array<{
    id: string;
    quantity: number;
    productType?: { key: string };
    variant: { sku: string };
    custom?: { fields?: { parentSku?: string } };
  }>;
  discountCodes?: Array<{ discountCode: { id: string; code: string } }>;
  [field: string]: unknown;
}

export interface CartWarning {
  code: string;
  sku: string;
  quantity: number;
}

export type LineOp =
  | { action: 'addLineItem'; sku: string; quantity: number; parentSku?: string | null }
  | { action: 'changeLineItemQuantity'; lineItemId: string; quantity: number }
  | { action: 'removeLineItem'; lineItemId: string };

export type OpKind = 'load' | 'add' | 'update' | 'remove' | 'applyCoupon' | 'removeCoupon';
const KIND_OF: Record<LineOp['action'], OpKind> = {
  addLineItem: 'add',
  changeLineItemQuantity: 'update',
  removeLineItem: 'remove',
};

export type OpResult =
  | { ok: true; cart: ClientCart; warnings: CartWarning[] }
  | { ok: false; error: ApiError };

export interface CartState {
  cart: ClientCart | null;
  loading: Record<OpKind, boolean>;
  errors: Record<OpKind, ApiError | null>;
}

export interface CartQueueOptions {
  transport: Transport;
  /** The page's store (its country): a cart of another store is cleared on load. */
  country: string | null;
  debounceMs?: number;
  /** After every cart change this client made (tabs, route data). */
  onChange?: (cart: ClientCart | null) => void;
}

interface Pending {
  op: LineOp;
  resolve: (result: OpResult) => void;
}

const idle = (): Record<OpKind, boolean> => ({
  load: false,
  add: false,
  update: false,
  remove: false,
  applyCoupon: false,
  removeCoupon: false,
});
const noErrors = (): Record<OpKind, ApiError | null> => ({
  load: null,
  add: null,
  update: null,
  remove: null,
  applyCoupon: null,
  removeCoupon: null,
});

const networkError = (error: unknown): ApiError => ({
  code: 'network_error',
  message: error instanceof Error ? error.message : String(error),
});

export function createCartQueue(options: CartQueueOptions) {
  const { transport, country } = options;
  const debounceMs = options.debounceMs ?? CART_DEBOUNCE_MS;
  let state: CartState = { cart: null, loading: idle(), errors: noErrors() };
  /** False until the session's cart was read, and again when another tab changed it. */
  let known = false;
  let pending: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The serial lane: every write waits for the one before. */
  let lane: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();

  const set = (patch: Partial<CartState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const setFlag = (kinds: readonly OpKind[], value: boolean) => {
    const loading = { ...state.loading };
    for (const kind of kinds) loading[kind] = value;
    set({ loading });
  };
  const setErrors = (kinds: readonly OpKind[], error: ApiError | null) => {
    const errors = { ...state.errors };
    for (const kind of kinds) errors[kind] = error;
    set({ errors });
  };
  const adopt = (cart: ClientCart | null, announce: boolean) => {
    known = true;
    set({ cart });
    if (announce) options.onChange?.(cart);
  };

  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = lane.then(task, task);
    lane = next.catch(() => {});
    return next;
  };

  /** The session's active cart; another store's cart counts as none (spec 000 §4). */
  async function load(): Promise<ClientCart | null> {
    setFlag(['load'], true);
    try {
      const answer = await transport<{ me: { activeCart: ClientCart | null } }>('getMe', {});
      if (answer.error) {
        setErrors(['load'], answer.error);
        return state.cart;
      }
      let cart = answer.data?.me.activeCart ?? null;
      if (cart && country && cart.country && cart.country !== country) cart = null;
      setErrors(['load'], null);
      adopt(cart, false);
      return cart;
    } catch (error) {
      setErrors(['load'], networkError(error));
      return state.cart;
    } finally {
      setFlag(['load'], false);
    }
  }

  /**
   * Runs one write against the cart: retried once with the current version on a concurrent
   * modification; a cart that is gone is cleared and read again (the caller sees the error).
   */
  async function write<T extends { cart: ClientCart }>(
    method: string,
    params: (ref: { id: string; version: number }) => unknown,
    needsCart: boolean,
  ): Promise<{ ok: true; data: T } | { ok: false; error: ApiError }> {
    let cart = known ? state.cart : await load();
    if (!cart && needsCart) {
      const created = await transport<{ cart: ClientCart }>('createCart', {});
      if (!created.data) return { ok: false, error: created.error ?? networkError('createCart') };
      cart = created.data.cart;
      adopt(cart, false);
    }
    if (!cart) return { ok: false, error: { code: 'cart_not_found', message: 'Cart not found' } };
    let version = cart.version;
    for (let attempt = 0; ; attempt++) {
      const answer = await transport<T>(method, params({ id: cart.id, version }));
      if (answer.data) return { ok: true, data: answer.data };
      const error = answer.error ?? networkError(`${method} gave no answer`);
      if (error.code === 'concurrent_modification' && error.currentVersion !== undefined && attempt === 0) {
        version = error.currentVersion;
        continue;
      }
      if (error.code === 'cart_not_found') {
        adopt(null, true);
        known = false;
        await load();
      }
      return { ok: false, error };
    }
  }

  async function flush(): Promise<void> {
    const batch = pending.slice(0, MAX_BATCH);
    pending = pending.slice(batch.length);
    if (pending.length > 0) schedule(0);
    if (batch.length === 0) return;
    const kinds = [...new Set(batch.map((item) => KIND_OF[item.op.action]))];
    setFlag(kinds, true);
    let result: OpResult;
    try {
      const done = await write<{ cart: ClientCart; warnings: CartWarning[] }>(
        'updateCartLines',
        (ref) => [ref, { actions: batch.map((item) => item.op) }],
        batch.some((item) => item.op.action === 'addLineItem'),
      );
      if (done.ok) {
        adopt(done.data.cart, true);
        setErrors(kinds, null);
        result = { ok: true, cart: done.data.cart, warnings: done.data.warnings ?? [] };
      } else {
        setErrors(kinds, done.error);
        result = done;
      }
    } catch (error) {
      result = { ok: false, error: networkError(error) };
      setErrors(kinds, result.error);
    } finally {
      setFlag(kinds, false);
    }
    for (const item of batch) item.resolve(result);
  }

  function schedule(delay: number) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void serial(flush);
    }, delay);
  }

  /** Queues a line change; resolves with the result of the batch that carried it. */
  function enqueue(op: LineOp): Promise<OpResult> {
    return new Promise<OpResult>((resolve) => {
      // A newer quantity for the same line replaces the waiting one: only the last value matters.
      if (op.action === 'changeLineItemQuantity') {
        const earlier = pending.find(
          (item) => item.op.action === 'changeLineItemQuantity' && item.op.lineItemId === op.lineItemId,
        );
        if (earlier) {
          const previous = earlier.resolve;
          earlier.op = op;
          earlier.resolve = (result) => {
            previous(result);
            resolve(result);
          };
          schedule(debounceMs);
          return;
        }
      }
      pending.push({ op, resolve });
      schedule(pending.length >= MAX_BATCH ? 0 : debounceMs);
    });
  }

  function coupon(kind: 'applyCoupon' | 'removeCoupon', method: string, extra: object): Promise<OpResult> {
    return serial(async () => {
      setFlag([kind], true);
      try {
        const done = await write<{ cart: ClientCart }>(method, (ref) => ({ ...ref, ...extra }), false);
        if (!done.ok) {
          setErrors([kind], done.error);
          return done;
        }
        adopt(done.data.cart, true);
        setErrors([kind], null);
        return { ok: true as const, cart: done.data.cart, warnings: [] };
      } catch (error) {
        const failure = { ok: false as const, error: networkError(error) };
        setErrors([kind], failure.error);
        return failure;
      } finally {
        setFlag([kind], false);
      }
    });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: () => serial(load),
    /**
     * Another tab or device changed the cart (to `version`, when known): read it again, in the lane,
     * so the next write starts from the current version and the sidebar and page show it. An echo
     * of our own change (a version we already have) changes nothing.
     */
    invalidate(version?: number): Promise<unknown> {
      if (version !== undefined && state.cart && version <= state.cart.version) return Promise.resolve();
      known = false;
      return serial(load);
    },
    add: (sku: string, quantity: number, parentSku?: string | null) =>
      enqueue({ action: 'addLineItem', sku, quantity, ...(parentSku ? { parentSku } : {}) }),
    changeQuantity: (lineItemId: string, quantity: number) =>
      enqueue(
        quantity === 0
          ? { action: 'removeLineItem', lineItemId }
          : { action: 'changeLineItemQuantity', lineItemId, quantity },
      ),
    remove: (lineItemId: string) => enqueue({ action: 'removeLineItem', lineItemId }),
    applyCoupon: (code: string) => coupon('applyCoupon', 'applyCartCoupon', { code }),
    removeCoupon: (code: string) => {
      // Removal needs a known code (spec 000 §4): an unknown one leaves the cart as it is.
      const known = state.cart?.discountCodes?.find((entry) => entry.discountCode.code === code);
      if (!known && state.cart)
        return Promise.resolve<OpResult>({ ok: true, cart: state.cart, warnings: [] });
      return coupon('removeCoupon', 'removeCartCoupon', {
        discountCode: { id: known?.discountCode.id ?? code, typeId: 'discount-code' },
      });
    },
  };
}

export type CartQueue = ReturnType<typeof createCartQueue>;
