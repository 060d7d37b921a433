/** "My reviews" on real PostgreSQL: what the customer wrote and what they bought that still waits. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { contextFor, insertProduct } from '../carts/cart.db-fixtures.ts';
import type { RequestContext } from '../context.ts';
import { createCustomerService } from '../customers/customer.service.ts';
import { extraGuarantees, orders, productTexts } from '../db/schema/index.ts';
import { createPurchaseHistory } from '../orders/order.service.ts';
import { myReviews } from './my-reviews.ts';
import { createReviewService } from './reviews.service.ts';

let database: TestDatabase;

const fastHasher = {
  hash: async (password: string) => `plain:${password}`,
  verify: async (hash: string, password: string) => hash === `plain:${password}`,
};

beforeAll(async () => {
  database = await createTestDatabase();
  for (const sku of ['EX10000101', 'EX10000102', 'EX10000103', 'EX10000104', 'EX10000105', 'EX10000106'])
    await insertProduct(database.db, { sku, prices: { DE: 10_00, AT: 10_00 } });
  await insertProduct(database.db, {
    sku: 'EX10000199',
    prices: { DE: 5_00 },
    productType: 'extra_guarantee',
  });
  await database.db.insert(extraGuarantees).values({ sku: 'EX10000199', rateBasisPoints: 1000 });
  await database.db.insert(productTexts).values(
    ['101', '102', '103', '105'].map((n) => ({
      productId: `p-EX10000${n}`,
      language: 'de',
      name: `Werkzeug ${n}`,
      slug: `werkzeug-${n}-10000${n}`,
    })),
  );
});
afterAll(async () => {
  await database?.destroy();
});

async function customerIn(ctx: RequestContext): Promise<RequestContext> {
  const customers = createCustomerService(database.db, { hasher: fastHasher });
  const created = await customers.signUp(ctx, {
    email: `r-${randomUUID()}@example.com`,
    password: 'Zange2026',
  });
  if (!created.ok) throw new Error(created.error.message);
  return { ...ctx, customerId: created.value.id };
}

async function order(
  ctx: RequestContext,
  skus: string[],
  createdAt: string,
  orderState = 'Open',
  storeKey = ctx.storeKey,
) {
  await database.db.insert(orders).values({
    orderNumber: `T-${randomUUID()}`,
    storeKey,
    customerId: ctx.customerId,
    cartId: randomUUID(),
    orderState,
    paymentState: 'Paid',
    shipmentState: 'Pending',
    skus,
    document: {},
    createdAt: new Date(createdAt),
  });
}

describe('my reviews', () => {
  test('lists own reviews newest first and bought products still waiting, last ordered first', async () => {
    const de = await customerIn(contextFor('DE'));
    const other = await customerIn(contextFor('DE'));
    await order(de, ['EX10000101', 'EX10000102', 'EX10000199'], '2026-02-01T10:00:00Z');
    await order(de, ['EX10000103', 'EX10000101'], '2026-02-10T10:00:00Z');
    // A cancelled order is no purchase; another store's order is not this account's.
    await order(de, ['EX10000104'], '2026-02-11T10:00:00Z', 'Cancelled');
    await order(de, ['EX10000106'], '2026-02-12T10:00:00Z', 'Open', 'store-at');
    await order(other, ['EX10000105'], '2026-02-12T10:00:00Z');

    const before = await myReviews(database.db, de);
    expect(before.reviews).toEqual([]);
    expect(before.awaiting.map((item) => [item.sku, item.productName, item.productSlug])).toEqual([
      ['EX10000101', 'Werkzeug 101', 'werkzeug-101-10000101'],
      ['EX10000103', 'Werkzeug 103', 'werkzeug-103-10000103'],
      ['EX10000102', 'Werkzeug 102', 'werkzeug-102-10000102'],
    ]);
    expect(before.awaiting[0]?.orderedAt).toBe('2026-02-10T10:00:00.000Z');

    // Everything listed as waiting can be reviewed through the review form's own rule.
    const reviews = createReviewService(database.db, { purchaseHistory: createPurchaseHistory(database.db) });
    const first = await reviews.add(
      { ...de, now: new Date('2026-03-01T08:00:00Z') },
      { sku: 'EX10000103', rating: 4, title: 'Gut', text: 'Solide.', authorName: 'Anna' },
    );
    expect(first.ok).toBe(true);
    const second = await reviews.add(
      { ...de, now: new Date('2026-03-02T08:00:00Z') },
      { sku: 'EX10000101', rating: 5, title: 'Top', text: 'Sehr gut.', authorName: 'Anna' },
    );
    expect(second.ok).toBe(true);

    const after = await myReviews(database.db, de);
    expect(
      after.reviews.map((review) => [review.sku, review.rating, review.title, review.productName]),
    ).toEqual([
      ['EX10000101', 5, 'Top', 'Werkzeug 101'],
      ['EX10000103', 4, 'Gut', 'Werkzeug 103'],
    ]);
    expect(after.reviews[0]?.createdAt).toBe('2026-03-02T08:00:00.000Z');
    expect(after.awaiting.map((item) => item.sku)).toEqual(['EX10000102']);

    // The other customer sees only their own purchase; a visitor sees nothing.
    const theirs = await myReviews(database.db, other);
    expect(theirs.reviews).toEqual([]);
    expect(theirs.awaiting.map((item) => [item.sku, item.productName])).toEqual([
      ['EX10000105', 'Werkzeug 105'],
    ]);
    expect(await myReviews(database.db, contextFor('DE'))).toEqual({ reviews: [], awaiting: [] });
  });

  test('a product without a text in the page language has no name or slug (no link to a missing page)', async () => {
    const de = await customerIn(contextFor('DE'));
    await order(de, ['EX10000104'], '2026-02-01T10:00:00Z');
    const mine = await myReviews(database.db, de);
    expect(mine.awaiting).toEqual([
      {
        sku: 'EX10000104',
        productId: 'p-EX10000104',
        productName: null,
        productSlug: null,
        orderedAt: '2026-02-01T10:00:00.000Z',
      },
    ]);
  });
});
