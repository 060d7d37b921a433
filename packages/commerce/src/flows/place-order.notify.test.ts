/**
 * An order takes stock, so it announces its products on the catalog channel after commit: every
 * node's product cache drops them. Two real notifiers over PostgreSQL LISTEN/NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { waitFor } from '../../test/wait.ts';
import { contextFor, insertParcelShipping, insertProduct, ref } from '../carts/cart.db-fixtures.ts';
import { type CartService, createCartService } from '../carts/cart.service.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { type CatalogChange, catalogChanged } from '../notifier/channels.ts';
import { createNotifier, type Notifier } from '../notifier/notifier.ts';
import { postgresTransport } from '../notifier/postgres.transport.ts';
import { insertStores, readyCart } from '../orders/order.db-fixtures.ts';
import { createOrderLifecycleService } from '../orders/order-lifecycle.service.ts';
import type { MultibancoIssuer } from '../payments/multibanco.ts';
import { placeMultibancoOrder } from './multibanco-order.flow.ts';
import { placeOrder } from './place-order.flow.ts';

let database: TestDatabase;
let carts: CartService;
const notifiers: Notifier[] = [];
const ctx = contextFor('DE');

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE', 'PT']);
  await insertParcelShipping(database.db, {
    DE: { price: 4_95, freeAbove: 59_00 },
    PT: { price: 1_95, freeAbove: 59_00 },
  });
  await insertProduct(database.db, { sku: 'EX10000080', prices: { DE: 30_00 }, stock: 9 });
  await insertProduct(database.db, { sku: 'EX10000081', prices: { PT: 40_00 }, stock: 9 });
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
});
afterAll(async () => {
  await Promise.all(notifiers.map((notifier) => notifier.close()));
  await database.destroy();
});

async function node(): Promise<Notifier> {
  const notifier = createNotifier(
    postgresTransport({
      connectionString: database.url,
      pool: database.pool,
      retry: { firstMs: 20, maxMs: 200 },
    }),
    () => {},
  );
  notifiers.push(notifier);
  await notifier.ready();
  return notifier;
}

describe('stock announcements', () => {
  test('a placed and a cancelled order announce their products as a stock change to the other node; a refused one announces nothing', async () => {
    const [a, b] = [await node(), await node()];
    const heard: CatalogChange[] = [];
    b.subscribe(catalogChanged, (change) => {
      heard.push(change);
    });

    const empty = await carts.createCart(ctx);
    const refused = await placeOrder({ db: database.db, notifier: a }, ctx, {
      cart: ref(empty),
      payment: 'bank_transfer',
    });
    expect(refused.ok).toBe(false);

    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000080', quantity: 2 }]);
    const placed = expectOk(
      await placeOrder({ db: database.db, notifier: a }, ctx, { cart: ref(cart), payment: 'bank_transfer' }),
    );
    const change = await waitFor(() => heard[0], 'the stock change on node B');
    expect(change).toEqual({ kind: 'products', productIds: ['p-EX10000080'], reason: 'stock' });
    expect(heard).toHaveLength(1);

    // Cancelling gives the stock back and announces it the same way.
    const lifecycle = createOrderLifecycleService(database.db, { notifier: a });
    expectOk(await lifecycle.cancelOrder(ctx, { id: placed.order.id, version: placed.order.version }));
    await waitFor(() => heard[1], 'the cancellation on node B');
    expect(heard[1]).toEqual({ kind: 'products', productIds: ['p-EX10000080'], reason: 'stock' });
  });

  test('a Multibanco order the provider fails announces the stock taken and the stock given back', async () => {
    const [a, b] = [await node(), await node()];
    const heard: CatalogChange[] = [];
    b.subscribe(catalogChanged, (change) => {
      heard.push(change);
    });
    const portugal = contextFor('PT');
    const down: MultibancoIssuer = { issueVoucher: () => Promise.reject(new Error('provider down')) };
    const cart = await readyCart(carts, portugal, [{ sku: 'EX10000081', quantity: 1 }]);
    const failed = await placeMultibancoOrder({ db: database.db, notifier: a, multibanco: down }, portugal, {
      cart: ref(cart),
    });
    expect(failed.ok).toBe(false);
    await waitFor(() => heard[1], 'both stock changes on node B');
    const stock = { kind: 'products', productIds: ['p-EX10000081'], reason: 'stock' };
    expect(heard).toEqual([stock, stock]);
  });
});
