/**
 * Live cart updates in the engine, on real PostgreSQL: cart writes through node A's JSON API are
 * heard on node B's notifier (its own LISTEN connection), an order or deletion ends the cart's
 * updates, and only the session that owns a cart in its store may watch it.
 */
import { COUNTRIES } from '@toolyard/domain';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { waitFor } from '../../test/wait.ts';
import { createApiHandler } from '../api/api.handler.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { createNotifier, type Notifier } from '../notifier/notifier.ts';
import { postgresTransport } from '../notifier/postgres.transport.ts';
import { insertStores, VALID_ADDRESS } from '../orders/order.db-fixtures.ts';
import { insertParcelShipping, insertProduct } from './cart.db-fixtures.ts';
import { type CartChange, cartChanged, createLiveCartReader } from './cart-live.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
const notifiers: Notifier[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE', 'SK']);
  await insertParcelShipping(database.db, { DE: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX20000001', prices: { DE: 25_00 } });
  await insertProduct(database.db, { sku: 'EX20000002', prices: { DE: 5_00 } });
});
afterAll(() => database.destroy());
afterEach(async () => {
  await Promise.all(notifiers.splice(0).map((notifier) => notifier.close()));
});

async function node() {
  const notifier = createNotifier(
    postgresTransport({
      connectionString: database.url,
      pool: database.pool,
      retry: { firstMs: 20, maxMs: 200 },
    }),
    () => {},
  );
  notifiers.push(notifier);
  const handle = createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    notifier,
    log: () => {},
  });
  return { notifier, handle };
}

/** A browser-like shopper on one node: keeps its session cookie. */
function shopper(handle: Awaited<ReturnType<typeof node>>['handle'], host = 'de.localhost') {
  let cookie = '';
  return {
    token: () => cookie.split('=')[1] ?? null,
    async call(method: string, params: unknown): Promise<Json> {
      const response = await handle(
        new Request(`http://127.0.0.1/api/new-ct/${method}?host=${host}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify([params]),
        }),
      );
      const setCookie = response?.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      return response?.json();
    },
  };
}

describe('the cart channel across two nodes', () => {
  test('each committed cart write on node A reaches node B with the new version; a failed one does not', async () => {
    const [a, b] = [await node(), await node()];
    const heard: CartChange[] = [];
    b.notifier.subscribe(cartChanged, (change) => heard.push(change));
    await Promise.all([a.notifier.ready(), b.notifier.ready()]);
    const visitor = shopper(a.handle);
    const { cart } = (await visitor.call('createCart', {})).data;

    const added = await visitor.call('addToCart', [
      { id: cart.id, version: cart.version },
      { product: { sku: 'EX20000001' }, quantity: 2 },
    ]);
    await waitFor(() => heard.length === 1, 'B to hear the add');
    expect(heard[0]).toEqual({ cartId: cart.id, version: added.data.cart.version, ended: false });

    // A stale version is refused (409): nothing committed, nothing announced.
    const stale = await visitor.call('addToCart', [
      { id: cart.id, version: cart.version },
      { product: { sku: 'EX20000002' }, quantity: 1 },
    ]);
    expect(stale.error.code).toBe('concurrent_modification');
    const changed = await visitor.call('updateCartQuantity', [
      { id: cart.id, version: added.data.cart.version },
      { product: { sku: 'EX20000001' }, quantity: 5 },
    ]);
    await waitFor(() => heard.length === 2, 'B to hear the quantity change');
    expect(heard[1]).toEqual({ cartId: cart.id, version: changed.data.cart.version, ended: false });

    await visitor.call('deleteCart', { id: cart.id, version: changed.data.cart.version });
    await waitFor(() => heard.length === 3, 'B to hear the deletion');
    expect(heard[2]).toMatchObject({ cartId: cart.id, ended: true });
  });
});

describe('reorder', () => {
  test("putting an order's lines back into the cart is heard like any cart write", async () => {
    const [a, b] = [await node(), await node()];
    const heard: CartChange[] = [];
    b.notifier.subscribe(cartChanged, (change) => heard.push(change));
    await Promise.all([a.notifier.ready(), b.notifier.ready()]);
    const visitor = shopper(a.handle);
    await visitor.call('register', { email: 'again@example.de', password: 'hammer2026' });
    const { cart } = (await visitor.call('createCart', {})).data;
    const added = await visitor.call('addToCart', [
      { id: cart.id, version: cart.version },
      { product: { sku: 'EX20000001' }, quantity: 1 },
    ]);
    const ready = await visitor.call('updateCart', [
      added.data.cart,
      {
        actions: [
          { action: 'setCustomerEmail', email: 'again@example.de' },
          { action: 'setBillingAddress', address: VALID_ADDRESS.DE },
          { action: 'setShippingAddress', address: VALID_ADDRESS.DE },
        ],
      },
    ]);
    const placed = await visitor.call('createBankPayment', { id: cart.id, version: ready.data.cart.version });
    await waitFor(() => heard.some((change) => change.ended), 'B to hear the order end the cart');
    const again = await visitor.call('reorder', { orderNumber: placed.data.order.orderNumber });
    expect(again.data.added).toEqual(['EX20000001']);
    await waitFor(
      () => heard.some((change) => change.cartId === again.data.cart.id),
      'B to hear the reorder',
    );
    expect(heard.at(-1)).toEqual({
      cartId: again.data.cart.id,
      version: again.data.cart.version,
      ended: false,
    });
  });
});

describe('who may watch a cart', () => {
  test('the owning session in its store only; the summary counts what the badge counts', async () => {
    const { handle } = await node();
    const owner = shopper(handle);
    const stranger = shopper(handle);
    const { cart } = (await owner.call('createCart', {})).data;
    await owner.call('addToCart', [
      { id: cart.id, version: cart.version },
      { product: { sku: 'EX20000001' }, quantity: 3 },
    ]);
    await stranger.call('createCart', {});
    const reader = createLiveCartReader(database.db);
    const [DE, SK] = [COUNTRIES.DE.storeKey, COUNTRIES.SK.storeKey];

    expect(await reader.access(owner.token(), DE, cart.id)).toBe('allowed');
    expect(await reader.access(stranger.token(), DE, cart.id)).toBe('forbidden');
    expect(await reader.access(null, DE, cart.id)).toBe('no-session');
    expect(await reader.access('made-up-token', DE, cart.id)).toBe('no-session');
    // Sessions are per store (decision 085): the DE session is no session on the SK store.
    expect(await reader.access(owner.token(), SK, cart.id)).toBe('no-session');
    expect(await reader.access(owner.token(), DE, '00000000-0000-4000-8000-000000000000')).toBe('forbidden');

    expect(await reader.summary(cart.id)).toMatchObject({
      id: cart.id,
      version: cart.version + 1,
      state: 'Active',
      lineCount: 1,
      itemCount: 3,
    });
    expect(await reader.summary('00000000-0000-4000-8000-000000000000')).toMatchObject({ state: null });
  });
});
