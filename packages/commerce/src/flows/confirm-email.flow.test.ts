/** Guest orders joining the account on e-mail confirmation (decision 177), on real PostgreSQL. */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { contextFor } from '../carts/cart.db-fixtures.ts';
import type { RequestContext } from '../context.ts';
import { type CustomerService, createCustomerService } from '../customers/customer.service.ts';
import { customers as customerRows } from '../db/schema/customers.ts';
import { orders } from '../db/schema/orders.ts';
import { confirmEmailFlow, EMAIL_CONFIRMATION_TTL_MS, issueEmailConfirmation } from './confirm-email.flow.ts';

let database: TestDatabase;
let customers: CustomerService;

const fastHasher = {
  hash: async (password: string) => `plain:${password}`,
  verify: async (hash: string, password: string) => hash === `plain:${password}`,
};

beforeAll(async () => {
  database = await createTestDatabase();
  customers = createCustomerService(database.db, { hasher: fastHasher });
});
afterAll(async () => {
  await database?.destroy();
});

async function guestOrder(
  storeKey: string,
  email: string,
  createdAt: string,
  customerId: string | null = null,
) {
  const orderNumber = `T-${randomUUID().slice(0, 13)}`;
  await database.db.insert(orders).values({
    orderNumber,
    storeKey,
    customerId,
    anonymousId: randomUUID(),
    cartId: randomUUID(),
    orderState: 'Open',
    paymentState: 'Pending',
    shipmentState: 'Pending',
    skus: ['EX10000001'],
    document: { customerEmail: email },
    createdAt: new Date(createdAt),
  });
  return orderNumber;
}

async function ownerOf(numbers: string[]) {
  const rows = await database.db
    .select({ orderNumber: orders.orderNumber, customerId: orders.customerId })
    .from(orders)
    .where(inArray(orders.orderNumber, numbers));
  return Object.fromEntries(rows.map((row) => [row.orderNumber, row.customerId]));
}

async function register(ctx: RequestContext, email: string) {
  const created = await customers.signUp(ctx, { email, password: 'Zange2026' });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('e-mail confirmation attaches guest orders', () => {
  test("registering attaches nothing; the mailed link attaches the store's guest orders of that e-mail", async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const de = contextFor('DE');
    const older = await guestOrder('store-de', email.toUpperCase(), '2026-01-05T10:00:00Z');
    const newer = await guestOrder('store-de', email, '2026-02-05T10:00:00Z');
    const otherEmail = await guestOrder('store-de', `x-${email}`, '2026-02-06T10:00:00Z');
    const otherStore = await guestOrder('store-at', email, '2026-02-07T10:00:00Z');
    const someoneElse = randomUUID();
    const owned = await guestOrder('store-de', email, '2026-02-08T10:00:00Z', someoneElse);

    const customer = await register(de, email);
    const all = [older, newer, otherEmail, otherStore, owned];
    expect(Object.values(await ownerOf([older, newer]))).toEqual([null, null]);

    const ctx = { ...de, customerId: null };
    const issued = await issueEmailConfirmation(database.db, ctx, customer.id);
    expect(issued?.email).toBe(email);
    const confirmed = await confirmEmailFlow(database.db, ctx, issued?.token ?? '');
    expect(confirmed.ok && confirmed.value.attachedOrders).toEqual([older, newer]);
    expect(await ownerOf(all)).toEqual({
      [older]: customer.id,
      [newer]: customer.id,
      [otherEmail]: null,
      [otherStore]: null,
      [owned]: someoneElse,
    });
    const [row] = await database.db.select().from(customerRows).where(eq(customerRows.id, customer.id));
    expect(row?.emailVerifiedAt?.toISOString()).toBe(de.now.toISOString());

    // Single use; a verified customer gets no new link.
    const again = await confirmEmailFlow(database.db, ctx, issued?.token ?? '');
    expect(!again.ok && again.error.code).toBe('InvalidConfirmationToken');
    expect(await issueEmailConfirmation(database.db, ctx, customer.id)).toBeNull();
  });

  test('two clicks at once: one confirms and attaches each order once, the other is refused', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    const de = contextFor('DE');
    const order = await guestOrder('store-de', email, '2026-01-05T10:00:00Z');
    const customer = await register(de, email);
    const issued = await issueEmailConfirmation(database.db, de, customer.id);
    const results = await Promise.all([
      confirmEmailFlow(database.db, de, issued?.token ?? ''),
      confirmEmailFlow(database.db, de, issued?.token ?? ''),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const winner = results.find((result) => result.ok);
    expect(winner?.ok && winner.value.attachedOrders).toEqual([order]);
  });

  test('a link for an e-mail the customer has since changed, an expired link, or another store confirm nothing', async () => {
    const email = `changed-${randomUUID().slice(0, 8)}@example.com`;
    const de = contextFor('DE');
    const order = await guestOrder('store-de', email, '2026-01-05T10:00:00Z');
    const customer = await register(de, email);
    const signedIn = { ...de, customerId: customer.id };

    const forAt = await issueEmailConfirmation(database.db, de, customer.id);
    const inAt = await confirmEmailFlow(database.db, contextFor('AT'), forAt?.token ?? '');
    expect(!inAt.ok && inAt.error.code).toBe('InvalidConfirmationToken');

    const expiring = await issueEmailConfirmation(database.db, de, customer.id);
    const late = { ...de, now: new Date(de.now.getTime() + EMAIL_CONFIRMATION_TTL_MS + 1) };
    const expired = await confirmEmailFlow(database.db, late, expiring?.token ?? '');
    expect(!expired.ok && expired.error.code).toBe('InvalidConfirmationToken');

    const issued = await issueEmailConfirmation(database.db, de, customer.id);
    const renamed = await customers.updateProfile(signedIn, {
      version: customer.version,
      email: `new-${email}`,
      currentPassword: 'Zange2026',
    });
    expect(renamed.ok).toBe(true);
    const stale = await confirmEmailFlow(database.db, de, issued?.token ?? '');
    expect(!stale.ok && stale.error.code).toBe('InvalidConfirmationToken');
    expect(await ownerOf([order])).toEqual({ [order]: null });
  });

  test('changing the e-mail of a verified account makes it unverified again; saving the same keeps it', async () => {
    const email = `verified-${randomUUID().slice(0, 8)}@example.com`;
    const de = contextFor('DE');
    const customer = await register(de, email);
    const issued = await issueEmailConfirmation(database.db, de, customer.id);
    const confirmed = await confirmEmailFlow(database.db, de, issued?.token ?? '');
    if (!confirmed.ok) throw new Error(confirmed.error.message);
    const signedIn = { ...de, customerId: customer.id };
    const verifiedAt = async () =>
      (await database.db.select().from(customerRows).where(eq(customerRows.id, customer.id)))[0]
        ?.emailVerifiedAt ?? null;

    const same = await customers.updateProfile(signedIn, {
      version: confirmed.value.customer.version,
      email: email.toUpperCase(),
      firstName: 'Eva',
    });
    if (!same.ok) throw new Error(same.error.message);
    expect(await verifiedAt()).not.toBeNull();
    const changed = await customers.updateProfile(signedIn, {
      version: same.value.version,
      email: `other-${email}`,
      currentPassword: 'Zange2026',
    });
    expect(changed.ok).toBe(true);
    expect(await verifiedAt()).toBeNull();
  });
});
