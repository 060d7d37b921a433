/**
 * Multibanco from the pay form on real PostgreSQL (decision 256): the voucher is asked for with the
 * form's return URL, which Adyen's /payments requires of every method, vouchers included.
 */
import { randomUUID } from 'node:crypto';
import {
  type CartService,
  createCartService,
  createCatalogReader,
  type MultibancoVoucherRequest,
} from '@toolyard/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  insertParcelShipping,
  insertProduct,
} from '../../../commerce/src/carts/cart.db-fixtures.ts';
import { insertStores, readyCart } from '../../../commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { createCheckoutPayment } from './checkout-payment.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.provider.ts';

let database: TestDatabase;
let carts: CartService;
const SKU = 'EX10000092';
const RETURN = 'https://toolyard.pt/checkout/payment/return';

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['PT']);
  await insertParcelShipping(database.db, { PT: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: SKU, prices: { PT: 80_00 }, stock: 10 });
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
});
afterAll(() => database.destroy());

describe('Multibanco from the pay form', () => {
  it("asks the provider for the voucher with the form's return URL", async () => {
    const sandbox = createSandboxProvider();
    const asked: MultibancoVoucherRequest[] = [];
    const provider: SandboxProvider = {
      ...sandbox,
      issueVoucher: (ctx, request) => {
        asked.push(request);
        return sandbox.issueVoucher(ctx, request);
      },
    };
    const checkout = createCheckoutPayment({ db: database.db, carts, provider });
    const ctx = contextFor('PT');
    const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
    const paid = await checkout.pay(ctx, {
      cartId: cart.id,
      method: 'multibanco',
      idempotencyKey: randomUUID(),
      returnUrl: RETURN,
    });
    expect(paid.kind).toBe('ordered');
    expect(asked).toEqual([expect.objectContaining({ returnUrl: RETURN })]);
  });
});
