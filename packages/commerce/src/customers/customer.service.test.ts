import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor, insertParcelShipping, insertProduct } from '../carts/cart.db-fixtures.ts';
import { type CartService, createCartService } from '../carts/cart.service.ts';
import { createCatalogReader } from '../catalog/index.ts';
import type { RequestContext } from '../context.ts';
import { signInFlow } from '../flows/sign-in.flow.ts';
import { VALID_ADDRESS } from '../orders/order.db-fixtures.ts';
import { createSessionService, type SessionService } from '../sessions/session.service.ts';
import { type CustomerService, createCustomerService } from './customer.service.ts';

let database: TestDatabase;
let customers: CustomerService;
let sessions: SessionService;
let carts: CartService;

beforeAll(async () => {
  database = await createTestDatabase();
  customers = createCustomerService(database.db);
  sessions = createSessionService(database.db);
  await insertParcelShipping(database.db, { DE: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX10000020', prices: { DE: 20_00 } });
  await insertProduct(database.db, { sku: 'EX10000021', prices: { DE: 30_00 } });
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
});
afterAll(() => database.destroy());

let counter = 0;
const uniqueEmail = () => `customer${++counter}@example.com`;

describe('sign-up and sign-in', () => {
  test('passwords are stored as argon2id hashes; sign-in checks them', async () => {
    const ctx = contextFor('DE');
    const email = uniqueEmail();
    const customer = expectOk(
      await customers.signUp(ctx, { email, password: 'hammer2026', firstName: 'Jan' }),
    );
    expect(customer).toMatchObject({
      email,
      firstName: 'Jan',
      version: 1,
      custom: { fields: { customerType: 'private' } },
    });
    const stored = await database.pool.query('select password_hash from customers where id = $1', [
      customer.id,
    ]);
    expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect((await customers.signIn(ctx, { email: email.toUpperCase(), password: 'hammer2026' })).ok).toBe(
      true,
    );
    expect(await customers.signIn(ctx, { email, password: 'wrong-pass1' })).toEqual({
      ok: false,
      error: {
        code: 'InvalidCredentials',
        message: 'Customer account with the given credentials not found.',
      },
    });
  });

  test('one account per e-mail and store; the same e-mail may register in another store', async () => {
    const email = uniqueEmail();
    expectOk(await customers.signUp(contextFor('DE'), { email, password: 'hammer2026' }));
    expect(
      await customers.signUp(contextFor('DE'), { email: email.toUpperCase(), password: 'hammer2026' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'EmailTaken' },
    });
    expect((await customers.signUp(contextFor('AT'), { email, password: 'hammer2026' })).ok).toBe(true);
    expect((await customers.signIn(contextFor('SK'), { email, password: 'hammer2026' })).ok).toBe(false);
  });
});

describe('sessions', () => {
  test('a signed-in session has a new token whose scope contains customer_id; the old token is dead', async () => {
    const ctx = contextFor('DE');
    const customer = expectOk(await customers.signUp(ctx, { email: uniqueEmail(), password: 'hammer2026' }));
    const anonymous = await sessions.create(ctx.storeKey);
    expect(anonymous.session.isLoggedIn).toBe(false);
    const signed = await sessions.signIn(anonymous.session, customer.id);
    expect(signed.session.scope).toBe(`customer_id:${customer.id}`);
    expect((await sessions.resolve(signed.token))?.isLoggedIn).toBe(true);
    expect(await sessions.resolve(anonymous.token)).toBeNull();
    const stored = await database.pool.query('select token_hash from sessions where id = $1', [
      signed.session.id,
    ]);
    expect(stored.rows[0].token_hash).not.toContain(signed.token);
    await sessions.end(signed.session);
    expect(await sessions.resolve(signed.token)).toBeNull();
  });

  test('sign-in adopts the guest cart, or merges it into the customer cart (guest cart → Merged)', async () => {
    const email = uniqueEmail();
    const signUpCtx = contextFor('DE');
    const customer = expectOk(await customers.signUp(signUpCtx, { email, password: 'hammer2026' }));
    // A cart from an earlier visit as the customer.
    const customerCtx: RequestContext = { ...signUpCtx, customerId: customer.id, anonymousId: null };
    const own = await carts.createCart(customerCtx);
    expectOk(
      await carts.addLineItem(
        customerCtx,
        { id: own.id, version: own.version },
        { sku: 'EX10000020', quantity: 1 },
      ),
    ).cart;
    // Now a guest session with its own cart.
    const guest = await sessions.create(signUpCtx.storeKey);
    const guestCtx: RequestContext = { ...signUpCtx, anonymousId: guest.session.anonymousId };
    const guestCart = await carts.createCart(guestCtx);
    expectOk(
      await carts.addLineItem(guestCtx, { id: guestCart.id, version: 1 }, { sku: 'EX10000020', quantity: 2 }),
    ).cart;
    const fresh = await carts.getActiveCart(guestCtx);
    expectOk(
      await carts.addLineItem(
        guestCtx,
        { id: guestCart.id, version: fresh!.version },
        { sku: 'EX10000021', quantity: 1 },
      ),
    ).cart;

    const result = expectOk(
      await signInFlow({ db: database.db, customers, sessions }, guestCtx, guest.session, {
        email,
        password: 'hammer2026',
      }),
    );
    expect(result.cartMerge).toBe('merged');
    const active = await carts.getActiveCart(customerCtx);
    expect(active?.id).toBe(own.id);
    expect(active?.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      ['EX10000020', 3],
      ['EX10000021', 1],
    ]);
    const merged = await database.pool.query('select state from carts where id = $1', [guestCart.id]);
    expect(merged.rows[0].state).toBe('Merged');
  });
});

describe('profile, password and addresses', () => {
  async function signedIn() {
    const ctx = contextFor('DE');
    const customer = expectOk(await customers.signUp(ctx, { email: uniqueEmail(), password: 'hammer2026' }));
    return { ctx: { ...ctx, customerId: customer.id }, customer };
  }

  test('profile update bumps the version; a stale version reports currentVersion', async () => {
    const { ctx, customer } = await signedIn();
    const updated = expectOk(
      await customers.updateProfile(ctx, { version: 1, firstName: 'Eva', vatId: 'DE123456789' }),
    );
    expect(updated).toMatchObject({ version: 2, firstName: 'Eva', vatId: 'DE123456789' });
    expect(await customers.updateProfile(ctx, { version: 1, lastName: 'Nope' })).toMatchObject({
      ok: false,
      error: { code: 'ConcurrentModification', currentVersion: 2 },
    });
    expect((await customers.get(ctx))?.lastName).toBe(customer.lastName);
  });

  test('a VAT ID is stored in the normal form of the store country, as the storefront shows it', async () => {
    const { ctx } = await signedIn();
    const typed = expectOk(await customers.updateProfile(ctx, { version: 1, vatId: 'de 123.456.789' }));
    expect(typed.vatId).toBe('DE123456789');
    const austrian = contextFor('AT');
    const registered = expectOk(
      await customers.signUp(austrian, {
        email: uniqueEmail(),
        password: 'hammer2026',
        vatId: 'atu 12345678',
      }),
    );
    expect(registered.vatId).toBe('ATU12345678');
  });

  test('change password needs the current one', async () => {
    const { ctx, customer } = await signedIn();
    expect(
      (
        await customers.changePassword(ctx, {
          version: 1,
          currentPassword: 'bad-guess1',
          newPassword: 'newpass2026',
        })
      ).ok,
    ).toBe(false);
    expectOk(
      await customers.changePassword(ctx, {
        version: 1,
        currentPassword: 'hammer2026',
        newPassword: 'newpass2026',
      }),
    );
    expect((await customers.signIn(ctx, { email: customer.email, password: 'newpass2026' })).ok).toBe(true);
    expect((await customers.signIn(ctx, { email: customer.email, password: 'hammer2026' })).ok).toBe(false);
  });

  test('reset-password tokens work once and expire after an hour', async () => {
    const { ctx, customer } = await signedIn();
    expect(await customers.createResetToken(ctx, 'nobody@example.com')).toBeNull();
    const issued = await customers.createResetToken(ctx, customer.email);
    expect(issued).not.toBeNull();
    expectOk(await customers.resetPassword(ctx, { token: issued!.token, newPassword: 'reset2026a' }));
    expect(
      await customers.resetPassword(ctx, { token: issued!.token, newPassword: 'again2026a' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'InvalidResetToken' },
    });
    expect((await customers.signIn(ctx, { email: customer.email, password: 'reset2026a' })).ok).toBe(true);
    const late = await customers.createResetToken(ctx, customer.email);
    const later = { ...ctx, now: new Date(ctx.now.getTime() + 61 * 60 * 1000) };
    expect((await customers.resetPassword(later, { token: late!.token, newPassword: 'late2026aa' })).ok).toBe(
      false,
    );
  });

  test('addresses: add (first is default), change, set default, remove', async () => {
    const { ctx } = await signedIn();
    let customer = expectOk(
      await customers.addAddress(ctx, {
        version: 1,
        address: { ...VALID_ADDRESS.DE!, country: 'de', city: 'Berlin' },
      }),
    );
    const first = customer.addresses[0]!;
    expect(first).toMatchObject({
      country: 'DE',
      city: 'Berlin',
      isDefaultShippingAddress: true,
      isDefaultBillingAddress: true,
    });
    customer = expectOk(
      await customers.addAddress(ctx, {
        version: customer.version,
        address: { ...VALID_ADDRESS.DE!, city: 'Köln' },
      }),
    );
    const second = customer.addresses[1]!;
    expect(second.isDefaultShippingAddress).toBe(false);
    customer = expectOk(
      await customers.setDefaultAddress(ctx, {
        version: customer.version,
        addressId: second.id,
        kind: 'shipping',
      }),
    );
    expect(customer.defaultShippingAddressId).toBe(second.id);
    customer = expectOk(
      await customers.changeAddress(ctx, {
        version: customer.version,
        addressId: first.id,
        address: { ...VALID_ADDRESS.DE!, city: 'Hamburg' },
      }),
    );
    expect(customer.addresses[0]).toMatchObject({ id: first.id, city: 'Hamburg' });
    customer = expectOk(
      await customers.removeAddress(ctx, { version: customer.version, addressId: second.id }),
    );
    expect(customer.addresses).toHaveLength(1);
    expect(customer.defaultShippingAddressId).toBeNull();
    expect(
      await customers.removeAddress(ctx, { version: customer.version, addressId: second.id }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AddressNotFound' },
    });
  });
});
