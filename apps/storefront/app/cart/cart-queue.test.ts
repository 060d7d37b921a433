import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  type ApiAnswer,
  CART_DEBOUNCE_MS,
  type ClientCart,
  createCartQueue,
  type Transport,
} from './cart-queue.ts';

/** An engine double keeping one cart in memory, with versions like the real one. */
function engine(options: { store?: string; staleOnce?: number } = {}) {
  let cart: ClientCart | null = null;
  const calls: Array<{ method: string; params: unknown }> = [];
  let staleLeft = options.staleOnce ?? 0;
  const transport: Transport = async <T>(method: string, params: unknown) => {
    calls.push({ method, params });
    const answer = (data: unknown) => ({ data }) as ApiAnswer<T>;
    if (method === 'getMe') return answer({ me: { activeCart: cart } });
    if (method === 'createCart') {
      cart = { id: 'c1', version: 1, country: options.store ?? 'DE', lineItems: [] };
      return answer({ cart });
    }
    if (!cart) return { error: { code: 'cart_not_found', message: 'Cart not found' } };
    type Action = { action: string; sku?: string; quantity?: number; lineItemId?: string };
    const [ref, body] = params as [{ id: string; version: number }, { actions: Action[] }];
    if (staleLeft > 0) {
      staleLeft -= 1;
      cart = { ...cart, version: cart.version + 1 };
    }
    if (ref.version !== cart.version) {
      return {
        error: { code: 'concurrent_modification', message: 'stale', currentVersion: cart.version },
      };
    }
    const lines = [...cart.lineItems];
    for (const action of body.actions) {
      if (action.action === 'addLineItem') {
        const line = lines.find((l) => l.variant.sku === action.sku);
        if (line) line.quantity += action.quantity ?? 0;
        else
          lines.push({
            id: `l-${action.sku}`,
            quantity: action.quantity ?? 0,
            variant: { sku: action.sku ?? '' },
          });
      } else if (action.action === 'changeLineItemQuantity') {
        const line = lines.find((l) => l.id === action.lineItemId);
        if (line) line.quantity = action.quantity ?? 0;
      } else if (action.action === 'removeLineItem') {
        lines.splice(
          lines.findIndex((l) => l.id === action.lineItemId),
          1,
        );
      }
    }
    cart = { ...cart, version: cart.version + 1, lineItems: lines };
    return answer({ cart, warnings: [] });
  };
  return {
    transport,
    calls,
    get cart() {
      return cart;
    },
    set cart(value) {
      cart = value;
    },
    makeStale(times: number) {
      staleLeft = times;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cart queue', () => {
  test('changes within 300 ms of each other go out as one batch with the cart id and version', async () => {
    const server = engine();
    const queue = createCartQueue({ transport: server.transport, country: 'DE' });
    const first = queue.add('EX10000001', 1);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS - 50);
    const second = queue.add('EX10000002', 2);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS - 50);
    // Still waiting: the second change restarted the debounce.
    expect(server.calls.filter((call) => call.method === 'updateCartLines')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(50);
    const [a, b] = await Promise.all([first, second]);
    const batches = server.calls.filter((call) => call.method === 'updateCartLines');
    expect(batches).toHaveLength(1);
    expect(batches[0]?.params).toEqual([
      { id: 'c1', version: 1 },
      {
        actions: [
          { action: 'addLineItem', sku: 'EX10000001', quantity: 1 },
          { action: 'addLineItem', sku: 'EX10000002', quantity: 2 },
        ],
      },
    ]);
    expect(a).toEqual(b);
    expect(a.ok && a.cart.lineItems.map((line) => line.quantity)).toEqual([1, 2]);
    expect(queue.getState().cart?.version).toBe(2);
  });

  test('a newer quantity for the same line replaces the waiting one; 0 removes the line', async () => {
    const server = engine();
    const queue = createCartQueue({ transport: server.transport, country: 'DE' });
    const added = queue.add('EX10000001', 1);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
    await added;
    void queue.changeQuantity('l-EX10000001', 2);
    void queue.changeQuantity('l-EX10000001', 3);
    const last = queue.changeQuantity('l-EX10000001', 4);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
    const result = await last;
    const batches = server.calls.filter((call) => call.method === 'updateCartLines');
    expect(batches[1]?.params).toEqual([
      { id: 'c1', version: 2 },
      { actions: [{ action: 'changeLineItemQuantity', lineItemId: 'l-EX10000001', quantity: 4 }] },
    ]);
    expect(result.ok && result.cart.lineItems[0]?.quantity).toBe(4);
    const removed = queue.changeQuantity('l-EX10000001', 0);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
    expect((await removed).ok && server.cart?.lineItems).toEqual([]);
  });

  test('a concurrent modification is retried once with the current version', async () => {
    const server = engine();
    const queue = createCartQueue({ transport: server.transport, country: 'DE' });
    const first = queue.add('EX10000001', 1);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
    await first;
    server.makeStale(1);
    const second = queue.add('EX10000001', 1);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
    const result = await second;
    expect(result.ok).toBe(true);
    const versions = server.calls
      .filter((call) => call.method === 'updateCartLines')
      .map((call) => (call.params as [{ version: number }])[0].version);
    expect(versions).toEqual([1, 2, 3]);
    expect(queue.getState().errors.add).toBeNull();
  });

  test('only once: a second concurrent modification fills the error slot', async () => {
    const server = engine();
    const queue = createCartQueue({ transport: server.transport, country: 'DE' });
    const first = queue.add('EX10000001', 1);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
    await first;
    server.makeStale(2);
    const second = queue.add('EX10000001', 1);
    expect(queue.getState().loading.add).toBe(false);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
    const result = await second;
    expect(result).toMatchObject({ ok: false, error: { code: 'concurrent_modification' } });
    expect(queue.getState().errors.add).toMatchObject({ code: 'concurrent_modification' });
    expect(queue.getState().loading.add).toBe(false);
    expect(server.calls.filter((call) => call.method === 'updateCartLines')).toHaveLength(3);
  });

  test('a cart of another store is cleared on load; a missing cart is cleared and read again', async () => {
    const server = engine({ store: 'SK' });
    server.cart = { id: 'old', version: 4, country: 'SK', lineItems: [] };
    const changes: Array<unknown> = [];
    const queue = createCartQueue({
      transport: server.transport,
      country: 'DE',
      onChange: (cart) => changes.push(cart),
    });
    await queue.load();
    expect(queue.getState().cart).toBeNull();

    const ours = engine();
    const own = createCartQueue({
      transport: ours.transport,
      country: 'DE',
      onChange: (c) => changes.push(c),
    });
    const added = own.add('EX10000001', 1);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
    await added;
    ours.cart = null; // deleted elsewhere (ordered in another tab)
    const again = own.add('EX10000001', 1);
    await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
    expect(await again).toMatchObject({ ok: false, error: { code: 'cart_not_found' } });
    expect(own.getState().cart).toBeNull();
    expect(ours.calls.slice(-1)[0]?.method).toBe('getMe');
    expect(changes.at(-1)).toBeNull();
  });
});

test('another tab’s change is read again at once; an echo of our own version is ignored', async () => {
  vi.useFakeTimers();
  const server = engine();
  const queue = createCartQueue({ transport: server.transport, country: 'DE' });
  const added = queue.add('EX10000001', 1);
  await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
  await added;
  const before = server.calls.length;
  await queue.invalidate(2);
  expect(server.calls.length).toBe(before);
  // The other tab's write: a new version the engine has and we do not.
  const current = server.cart;
  if (current) server.cart = { ...current, version: current.version + 1 };
  await queue.invalidate(3);
  expect(queue.getState().cart?.version).toBe(3);
  const again = queue.add('EX10000001', 1);
  await vi.advanceTimersByTimeAsync(CART_DEBOUNCE_MS);
  expect((await again).ok).toBe(true);
  // Read once, then one write with the right version: no retry was needed.
  expect(server.calls.slice(before).map((call) => call.method)).toEqual(['getMe', 'updateCartLines']);
  vi.useRealTimers();
});
