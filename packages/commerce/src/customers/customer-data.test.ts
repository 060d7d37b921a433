/**
 * GDPR export and deletion on real PostgreSQL: the export holds profile, addresses, orders, reviews
 * and newsletter consent; a deleted account cannot sign in, its sessions end and its orders stay,
 * anonymised.
 */
import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor } from '../carts/cart.db-fixtures.ts';
import type { RequestContext } from '../context.ts';
import { newsletterSubscriptions } from '../db/schema/newsletter.ts';
import { orders } from '../db/schema/orders.ts';
import { reviews } from '../db/schema/reviews.ts';
import { signInFlow } from '../flows/sign-in.flow.ts';
import { type CatalogChange, catalogChanged, createLocalNotifier } from '../notifier/index.ts';
import { createSessionService, type SessionService } from '../sessions/session.service.ts';
import { type CustomerService, createCustomerService } from './customer.service.ts';
import { ANONYMISED_NAME, createCustomerDataService } from './customer-data.ts';

let database: TestDatabase;
let customers: CustomerService;
let sessions: SessionService;

beforeAll(async () => {
  database = await createTestDatabase();
  customers = createCustomerService(database.db);
  sessions = createSessionService(database.db);
});
afterAll(() => database?.destroy());

const ADDRESS = {
  firstName: 'Greta',
  lastName: 'Gärtner',
  streetName: 'Lindenweg',
  streetNumber: '7',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

/** A customer with an address, a placed order, a review and a confirmed newsletter subscription. */
async function customerWithHistory(email: string) {
  const base = contextFor('DE');
  const customer = expectOk(
    await customers.signUp(base, { email, password: 'hammer2026', firstName: 'Greta' }),
  );
  const ctx: RequestContext = { ...base, customerId: customer.id };
  expectOk(
    await customers.addAddress(ctx, { version: customer.version, address: ADDRESS, defaultShipping: true }),
  );
  const orderId = randomUUID();
  await database.db.insert(orders).values({
    id: orderId,
    orderNumber: `T-${orderId.slice(0, 8)}`,
    storeKey: base.storeKey,
    customerId: customer.id,
    cartId: randomUUID(),
    orderState: 'Open',
    paymentState: 'Pending',
    shipmentState: 'Pending',
    skus: ['EX10000040'],
    document: {
      customerEmail: email,
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      totalPrice: { centAmount: 24_99, currencyCode: 'EUR' },
      lineItems: [{ sku: 'EX10000040', quantity: 1 }],
    },
  });
  await database.db.insert(reviews).values({
    id: randomUUID(),
    productId: 'p-40',
    sku: 'EX10000040',
    customerId: customer.id,
    authorName: 'Greta G.',
    rating: 5,
    title: 'Sehr gut',
    text: 'Hält, was es verspricht.',
    locale: 'de-DE',
  });
  await database.db.insert(newsletterSubscriptions).values({
    storeKey: base.storeKey,
    email,
    emailLower: email.toLowerCase(),
    locale: 'de-DE',
    status: 'confirmed',
    source: 'footer',
    consentRequestedAt: new Date('2026-01-02T10:00:00Z'),
    consentConfirmedAt: new Date('2026-01-02T10:05:00Z'),
  });
  return { ctx, customer, orderId };
}

describe('the customer’s own data', () => {
  test('the export holds profile, addresses, orders, reviews, newsletter and consent, never the password hash', async () => {
    const { ctx } = await customerWithHistory('greta.export@example.com');
    const data = await createCustomerDataService(database.db).export(ctx);
    expect(data?.profile).toMatchObject({ email: 'greta.export@example.com', firstName: 'Greta' });
    expect(data?.addresses).toEqual([expect.objectContaining({ streetName: 'Lindenweg', city: 'Berlin' })]);
    expect(data?.orders).toEqual([
      expect.objectContaining({
        order: expect.objectContaining({ customerEmail: 'greta.export@example.com' }),
      }),
    ]);
    expect(data?.reviews).toEqual([expect.objectContaining({ rating: 5, title: 'Sehr gut' })]);
    expect(data?.newsletter).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    expect(data?.consents[0]).toMatchObject({ purpose: 'newsletter' });
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  test('deleting ends sign-in and sessions and keeps the order anonymised', async () => {
    const email = 'greta.delete@example.com';
    const { ctx, customer, orderId } = await customerWithHistory(email);
    const guest = await sessions.create(ctx.storeKey);
    const signedIn = expectOk(
      await signInFlow({ db: database.db, customers, sessions }, ctx, guest.session, {
        email,
        password: 'hammer2026',
      }),
    );
    expect((await sessions.resolve(signedIn.token))?.customerId).toBe(customer.id);

    const notifier = createLocalNotifier();
    const heard: CatalogChange[] = [];
    notifier.subscribe(catalogChanged, (change) => {
      heard.push(change);
    });
    const outcome = await createCustomerDataService(database.db, { notifier }).deleteAccount(ctx);
    expect(outcome).toEqual({ deleted: true, ordersAnonymised: 1 });
    // The reviewed product is announced: its pages (and cached HTML) must not keep the old name.
    const [reviewed] = await database.db.select().from(reviews).where(isNull(reviews.customerId));
    await expect
      .poll(() => heard)
      .toEqual([{ kind: 'products', productIds: [reviewed?.productId], reason: 'review' }]);
    await notifier.close();

    expect(await customers.signIn(ctx, { email, password: 'hammer2026' })).toMatchObject({
      ok: false,
      error: { code: 'InvalidCredentials' },
    });
    expect(await sessions.resolve(signedIn.token)).toBeNull();
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.customerId).toBeNull();
    const kept = JSON.stringify(order?.document);
    for (const personal of [email, 'Greta', 'Gärtner', 'Lindenweg', '10115', 'Berlin']) {
      expect(kept).not.toContain(personal);
    }
    expect(order?.document).toMatchObject({
      totalPrice: { centAmount: 24_99 },
      shippingAddress: { country: 'DE', firstName: ANONYMISED_NAME },
    });
    const unlinked = await database.db.select().from(reviews).where(isNull(reviews.customerId));
    const [review] = unlinked;
    expect(unlinked).toHaveLength(1);
    expect(review).toMatchObject({ customerId: null, authorName: ANONYMISED_NAME });
    const newsletter = await database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.emailLower, email));
    expect(newsletter).toEqual([]);
    // The same e-mail may register again as a new customer.
    expectOk(await customers.signUp(contextFor('DE'), { email, password: 'hammer2026' }));
  });

  test('confirmation tokens are single-use, per purpose and per customer, and expire after an hour', async () => {
    const data = createCustomerDataService(database.db);
    const { ctx, customer } = await customerWithHistory('greta.tokens@example.com');
    const other = await customerWithHistory('otto.tokens@example.com');
    const issued = await data.requestConfirmation(ctx, 'delete');
    expect(issued?.email).toBe('greta.tokens@example.com');
    const token = issued!.token;
    expect(await data.consumeConfirmation(ctx, 'export', token)).toBeNull();
    expect(await data.consumeConfirmation(other.ctx, 'delete', token)).toBeNull();
    expect(await data.consumeConfirmation(ctx, 'delete', token)).toBe(customer.id);
    expect(await data.consumeConfirmation(ctx, 'delete', token)).toBeNull();

    const late = (await data.requestConfirmation(ctx, 'export'))!.token;
    const anHourOn = { ...ctx, now: new Date(ctx.now.getTime() + 60 * 60 * 1000 + 1) };
    expect(await data.consumeConfirmation(anHourOn, 'export', late)).toBeNull();
  });
});
