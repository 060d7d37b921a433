/**
 * The auth sync (001 §6) against a real OpenID provider's userinfo endpoint and real PostgreSQL:
 * who gets signed in as whom, and when linking by e-mail is refused.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { type LocalOidcProvider, startLocalOidcProvider } from '../../test/local-oidc-provider.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor, insertParcelShipping, insertProduct } from '../carts/cart.db-fixtures.ts';
import { createCartService } from '../carts/cart.service.ts';
import { createCatalogReader } from '../catalog/index.ts';
import type { RequestContext } from '../context.ts';
import { type CustomerService, createCustomerService } from '../customers/customer.service.ts';
import { orders } from '../db/schema/orders.ts';
import { createSessionService, type SessionService } from '../sessions/session.service.ts';
import { signInFlow } from './sign-in.flow.ts';
import { type IdentityVerifier, socialSignInFlow } from './social-sign-in.flow.ts';

let database: TestDatabase;
let customers: CustomerService;
let sessions: SessionService;
let oidc: LocalOidcProvider;

/** What the storefront's verifier does for Google: the provider's own userinfo answer. */
const verifyIdentity: IdentityVerifier = async (_provider, accessToken) => {
  const response = await fetch(`${oidc.issuer}/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) return null;
  const claims = (await response.json()) as Record<string, unknown>;
  return {
    subject: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email : null,
    emailVerified: claims.email_verified === true,
    givenName: typeof claims.given_name === 'string' ? claims.given_name : null,
    familyName: typeof claims.family_name === 'string' ? claims.family_name : null,
  };
};

beforeAll(async () => {
  database = await createTestDatabase();
  customers = createCustomerService(database.db);
  sessions = createSessionService(database.db);
  await insertParcelShipping(database.db, { DE: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX10000030', prices: { DE: 20_00 } });
  oidc = await startLocalOidcProvider({
    redirectUris: ['http://localhost/unused'],
    accounts: {
      'g-new': { email: 'New.Person@example.com', emailVerified: true, givenName: 'Nina', familyName: 'Neu' },
      'g-jan': { email: 'jan@example.com', emailVerified: true, givenName: 'Jan', familyName: 'Kowalski' },
      'g-eve': { email: 'victim@example.com', emailVerified: false, givenName: 'Eve', familyName: 'X' },
      'g-guest': {
        email: 'Guest.Buyer@example.com',
        emailVerified: true,
        givenName: 'Gus',
        familyName: 'Gast',
      },
    },
  });
});
afterAll(async () => {
  await oidc?.close();
  await database?.destroy();
});

async function guest(ctx: RequestContext) {
  const started = await sessions.create(ctx.storeKey);
  return {
    token: started.token,
    session: started.session,
    ctx: { ...ctx, anonymousId: started.session.anonymousId },
  };
}

const deps = () => ({ db: database.db, customers, sessions, verifyIdentity });

describe('auth sync', () => {
  test('a new provider account creates a customer, signs the session in, and is found again by subject', async () => {
    const visit = await guest(contextFor('DE'));
    const accessToken = await oidc.accessTokenFor('g-new');
    const first = expectOk(
      await socialSignInFlow(deps(), visit.ctx, visit.session, {
        accessToken,
        tokenType: 'Bearer',
        provider: 'google',
      }),
    );
    expect(first.outcome).toBe('created');
    expect(first.customer).toMatchObject({
      email: 'New.Person@example.com',
      firstName: 'Nina',
      lastName: 'Neu',
    });
    expect((await sessions.resolve(first.token))?.customerId).toBe(first.customer.id);

    const again = await guest(contextFor('DE'));
    const second = expectOk(
      await socialSignInFlow(deps(), again.ctx, again.session, {
        accessToken: await oidc.accessTokenFor('g-new'),
        tokenType: 'Bearer',
        provider: 'google',
      }),
    );
    expect(second).toMatchObject({ outcome: 'existing', customer: { id: first.customer.id } });
  });

  test('an existing password account is linked by verified e-mail and adopts the guest cart', async () => {
    const ctx = contextFor('DE');
    const own = expectOk(await customers.signUp(ctx, { email: 'Jan@Example.com', password: 'hammer2026' }));
    const visit = await guest(ctx);
    const carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
    const guestCart = await carts.createCart(visit.ctx);
    expectOk(
      await carts.addLineItem(
        visit.ctx,
        { id: guestCart.id, version: 1 },
        { sku: 'EX10000030', quantity: 2 },
      ),
    );
    const linked = expectOk(
      await socialSignInFlow(deps(), visit.ctx, visit.session, {
        accessToken: await oidc.accessTokenFor('g-jan'),
        tokenType: 'Bearer',
        provider: 'google',
      }),
    );
    expect(linked).toMatchObject({ outcome: 'linked', cartMerge: 'adopted', customer: { id: own.id } });
    const cart = await carts.getActiveCart({ ...ctx, customerId: own.id, anonymousId: null });
    expect(cart?.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([['EX10000030', 2]]);
    // The password still works after linking.
    const again = await guest(ctx);
    expectOk(
      await signInFlow(deps(), again.ctx, again.session, {
        email: 'jan@example.com',
        password: 'hammer2026',
      }),
    );
  });

  test('an e-mail the provider has not verified never links to an existing account', async () => {
    const ctx = contextFor('DE');
    expectOk(await customers.signUp(ctx, { email: 'victim@example.com', password: 'hammer2026' }));
    const visit = await guest(ctx);
    const refused = await socialSignInFlow(deps(), visit.ctx, visit.session, {
      accessToken: await oidc.accessTokenFor('g-eve'),
      tokenType: 'Bearer',
      provider: 'google',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'UnverifiedEmail' } });
    const stillGuest = await sessions.resolve(visit.token);
    expect(stillGuest?.customerId ?? null).toBeNull();
  });

  test('a token the provider does not know is refused, whatever the client claims', async () => {
    const visit = await guest(contextFor('DE'));
    const refused = await socialSignInFlow(deps(), visit.ctx, visit.session, {
      accessToken: 'forged-token-with-victim@example.com',
      tokenType: 'Bearer',
      provider: 'google',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'InvalidSocialToken' } });
  });

  test("a provider-verified e-mail is proof: the store's guest orders with it join the new account (decision 177)", async () => {
    const insertGuestOrder = async (storeKey: string, email: string) => {
      const orderNumber = `S-${randomUUID().slice(0, 12)}`;
      await database.db.insert(orders).values({
        orderNumber,
        storeKey,
        cartId: randomUUID(),
        orderState: 'Open',
        paymentState: 'Pending',
        shipmentState: 'Pending',
        skus: ['EX10000030'],
        document: { customerEmail: email },
      });
      return orderNumber;
    };
    const mine = await insertGuestOrder('store-de', 'guest.buyer@example.com');
    const elsewhere = await insertGuestOrder('store-at', 'guest.buyer@example.com');
    const visit = await guest(contextFor('DE'));
    const signedIn = expectOk(
      await socialSignInFlow(deps(), visit.ctx, visit.session, {
        accessToken: await oidc.accessTokenFor('g-guest'),
        tokenType: 'Bearer',
        provider: 'google',
      }),
    );
    const rows = await database.db
      .select({ orderNumber: orders.orderNumber, customerId: orders.customerId })
      .from(orders)
      .where(inArray(orders.orderNumber, [mine, elsewhere]));
    expect(Object.fromEntries(rows.map((row) => [row.orderNumber, row.customerId]))).toEqual({
      [mine]: signedIn.customer.id,
      [elsewhere]: null,
    });
  });
});
