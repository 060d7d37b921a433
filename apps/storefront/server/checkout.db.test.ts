/**
 * The checkout steps' server side on real PostgreSQL, through the real JSON API in process
 * (decision 160): the guard, the guest e-mail, the address step's rules and notifications, one
 * updateCart on submit, and a German company's valid VAT ID pricing the cart NET (decision 161).
 */
import { createAddressValidationSimulator, SIMULATOR_VAT_IDS } from '@toolyard/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertParcelShipping,
  insertProduct,
  TEST_PARCEL_RATES,
} from '../../../packages/commerce/src/carts/cart.db-fixtures.ts';
import { insertStores } from '../../../packages/commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import type { CheckoutAnswer } from '../app/checkout/address-form.ts';
import { loadCheckout, updateCart } from '../app/checkout/checkout.server.ts';
import { checkoutAddressesAction, checkoutAddressesLoader } from '../app/routes/checkout-addresses.server.ts';
import { checkoutLoginAction } from '../app/routes/checkout-login.server.ts';
import { logOutAction } from '../app/routes/log-out.server.ts';
import type { ShellContext } from '../app/shell/context.ts';
import { defaultDomainMap, storeOfCountry } from '../app/store/domain-map.ts';
import { accountApiFor } from './account-api.ts';
import { createCheckoutServices } from './checkout.ts';
import { createModules, type Modules } from './modules.ts';
import { createVatChecker } from './vat.ts';

const ORIGIN = 'http://de.localhost:3000';
const IP = '203.0.113.7';
let database: TestDatabase;
let modules: Modules;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, TEST_PARCEL_RATES);
  await insertProduct(database.db, { sku: 'EX10000010', prices: { DE: 49_99 } });
  modules = createModules(database.db, defaultDomainMap(), () => {}, {
    vatChecker: createVatChecker(
      { VAT_SERVICE: 'simulator', VAT_EVATR_PROTOCOL: 'rest', VAT_TIMEOUT_MS: 300 },
      database.db,
    ),
  });
});
afterAll(() => database?.destroy());

/** A JSON API call with the visitor's cookie; returns the data and the session cookie. */
async function api<T>(method: string, params: unknown, cookie = '') {
  const response = await modules.api(
    new Request(`${ORIGIN}/api/new-ct/${method}`, {
      method: 'POST',
      headers: { host: 'de.localhost:3000', 'content-type': 'application/json', cookie },
      body: JSON.stringify([params]),
    }),
    IP,
  );
  const body = (await response!.json()) as { data: T };
  const set = response!.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { data: body.data, cookie: set || cookie };
}

/** A visitor with a cart of one product (and the guest e-mail unless told otherwise). */
async function visitorWithCart(email: string | null = 'gast@example.de') {
  const created = await api<{ cart: { id: string; version: number } }>('createCart', {});
  const { cookie } = created;
  let { cart } = created.data;
  ({ cart } = (
    await api<{ cart: typeof cart }>(
      'addToCart',
      [cart, { product: { sku: 'EX10000010' }, quantity: 1 }],
      cookie,
    )
  ).data);
  if (email) await api('updateCart', [cart, { actions: [{ action: 'setCustomerEmail', email }] }], cookie);
  return cookie;
}

function page(path: string, cookie: string, form?: Record<string, string>) {
  return new Request(`${ORIGIN}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      host: 'de.localhost:3000',
      cookie,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
}

function shellFor(request: Request, customerId: string | null = null): ShellContext {
  const store = storeOfCountry('DE');
  const checkoutFor = createCheckoutServices({
    db: database.db,
    api: modules.api,
    addressValidation: createAddressValidationSimulator(),
    addressValidationTimeoutMs: 2_000,
  });
  return {
    store,
    language: 'de',
    customerId,
    account: accountApiFor(modules.api, request, IP, 'de'),
    checkout: checkoutFor(store, request, IP),
    social: null,
  } as unknown as ShellContext;
}

/** Runs a loader or action; a thrown or returned Response is the redirect, else the data and status. */
async function run<T>(handler: (args: never) => unknown, request: Request, customerId: string | null = null) {
  try {
    const shell = shellFor(request, customerId);
    const result = (await handler({ request, params: {}, context: { shell } } as never)) as
      | Response
      | { data: T; init?: { status?: number } }
      | T;
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('location'), response: result };
    const wrapped = result as { type?: string; data: T; init?: { status?: number } };
    if (wrapped && wrapped.type === 'DataWithResponseInit')
      return { status: wrapped.init?.status ?? 200, data: wrapped.data };
    return { status: 200, data: result as T };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location'), response: thrown };
    throw thrown;
  }
}

const ADDRESS = {
  'billing-firstName': 'Jana',
  'billing-lastName': 'Meier',
  'billing-streetName': 'Hauptstraße',
  'billing-streetNumber': '12a',
  'billing-postalCode': '10115',
  'billing-city': 'Berlin',
  shippingChoice: 'SAME_AS_BILLING',
  clientType: 'PRIVATE',
  intent: 'submit',
};

describe('checkout guard', () => {
  it('sends a visitor without a cart home; a guest without an e-mail gives it on the address step', async () => {
    expect(await run(checkoutAddressesLoader, page('/checkout/addresses', ''))).toMatchObject({
      status: 303,
      location: '/',
    });
    const cookie = await visitorWithCart(null);
    const loaded = await run<{ email: string }>(checkoutAddressesLoader, page('/checkout/addresses', cookie));
    expect(loaded).toMatchObject({ status: 200, data: { email: '' } });
    const refused = await run<CheckoutAnswer>(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, ADDRESS),
    );
    expect(refused.data?.fieldErrors).toEqual({ guestEmail: 'form.required' });
    const saved = await run(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, { ...ADDRESS, guestEmail: 'spaet@example.de' }),
    );
    expect(saved.location).toBe('/checkout/payment');
    const me = await api<{ me: { activeCart: { customerEmail: string } } }>('getMe', {}, cookie);
    expect(me.data.me.activeCart.customerEmail).toBe('spaet@example.de');
  });

  it('the guest e-mail goes on the cart and on to the addresses', async () => {
    const cookie = await visitorWithCart(null);
    const bad = await run<{ fieldErrors: Record<string, string> }>(
      checkoutLoginAction,
      page('/checkout/login', cookie, { intent: 'guest', guestEmail: 'nicht-gültig' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data?.fieldErrors.guestEmail).toBe('form.email');
    const ok = await run(
      checkoutLoginAction,
      page('/checkout/login', cookie, { intent: 'guest', guestEmail: 'anna@example.de' }),
    );
    expect(ok).toMatchObject({ status: 303, location: '/checkout/addresses' });
    const me = await api<{ me: { activeCart: { customerEmail: string } } }>('getMe', {}, cookie);
    expect(me.data.me.activeCart.customerEmail).toBe('anna@example.de');
  });
});

describe('login step', () => {
  it('signs in with the login page’s action and comes back to the address step', async () => {
    const email = `zurueck-${Date.now()}@example.de`;
    const registered = await api('register', { email, password: 'bohrer2026', firstName: 'Lea' });
    await api('logout', {}, registered.cookie);
    const cookie = await visitorWithCart(null);
    const wrong = await run<{ formError: string | null }>(
      checkoutLoginAction,
      page('/checkout/login', cookie, { intent: 'login', email, password: 'falsch2026' }),
    );
    expect(wrong.data?.formError).toBe('account-pages.invalid-credentials');
    const signedIn = await run(
      checkoutLoginAction,
      page('/checkout/login', cookie, { intent: 'login', email, password: 'bohrer2026' }),
    );
    expect(signedIn).toMatchObject({ status: 303, location: '/checkout/addresses' });
    const session = (signedIn.response?.headers.getSetCookie() ?? [])
      .map((line) => line.split(';')[0])
      .join('; ');
    // The guest's cart goes with the customer: the address step has something to check out.
    const me = await api<{ me: { activeCart: { lineItems: unknown[] } | null } }>('getMe', {}, session);
    expect(me.data.me.activeCart?.lineItems).toHaveLength(1);
  });
});

describe('address step', () => {
  it('a wrong postal code is refused with the spec message; fixed, one update saves both addresses', async () => {
    const cookie = await visitorWithCart();
    const refused = await run<CheckoutAnswer>(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, { ...ADDRESS, 'billing-postalCode': '1011' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.fieldErrors['billing-postalCode']).toBe('checkout.postal-code-billing');
    expect(refused.data?.notifications.map((note) => note.key)).toEqual([
      'checkout.billing-address-error',
      'checkout.postal-code-billing',
    ]);
    const saved = await run(checkoutAddressesAction, page('/checkout/addresses', cookie, ADDRESS));
    expect(saved).toMatchObject({ status: 303, location: '/checkout/payment' });
    expect(saved.response?.headers.getSetCookie().join('\n')).toContain(
      'checkoutShippingAddressType=SAME_AS_BILLING',
    );
    const me = await api<{
      me: {
        activeCart: { billingAddress: Record<string, unknown>; shippingAddress: Record<string, unknown> };
      };
    }>('getMe', {}, cookie);
    expect(me.data.me.activeCart.billingAddress).toMatchObject({
      postalCode: '10115',
      city: 'Berlin',
      email: 'gast@example.de',
    });
    expect(me.data.me.activeCart.shippingAddress).toMatchObject({ postalCode: '10115', streetNumber: '12a' });
  });

  it('a different shipping address is checked with the shipping message carrying the address', async () => {
    const cookie = await visitorWithCart();
    const refused = await run<CheckoutAnswer>(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, {
        ...ADDRESS,
        shippingChoice: 'DIFFERENT_FROM_BILLING',
        'shipping-firstName': 'Max',
        'shipping-lastName': 'Meier',
        'shipping-streetName': 'Ring',
        'shipping-streetNumber': 'ohne',
        'shipping-postalCode': 'ABC',
        'shipping-city': 'Köln',
        'shipping-phone': '12',
      }),
    );
    expect(refused.data?.fieldErrors).toMatchObject({
      'shipping-streetNumber': 'form.street-number',
      'shipping-postalCode': 'form.postal-code',
      'shipping-phone': 'form.phone',
    });
    const shipping = refused.data?.notifications.find((note) => note.key === 'checkout.postal-code-shipping');
    expect(JSON.parse(shipping?.values?.address ?? '{}')).toMatchObject({ city: 'Köln', postalCode: 'ABC' });
  });

  it('a German company with a valid VAT ID gets NET prices; an invalid one is shown once, then gross', async () => {
    const cookie = await visitorWithCart();
    const company = { ...ADDRESS, clientType: 'COMPANY', 'billing-company': 'Werkzeug GmbH' };
    const checked = await run<CheckoutAnswer>(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, {
        ...company,
        intent: 'vat',
        'billing-vatNumber': SIMULATOR_VAT_IDS.valid,
      }),
    );
    expect(checked.data?.vat).toMatchObject({ outcome: 'valid', netPrices: true, taxRateChange: true });
    const loaded = await run<{ summary: { netPrices: boolean; tax: { centAmount: number } } }>(
      checkoutAddressesLoader,
      page('/checkout/addresses', cookie),
    );
    expect(loaded.data?.summary).toMatchObject({ netPrices: true, tax: { centAmount: 0 } });
    const saved = await run(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, { ...company, 'billing-vatNumber': SIMULATOR_VAT_IDS.valid }),
    );
    expect(saved.location).toBe('/checkout/payment');
    const me = await api<{
      me: {
        activeCart: {
          totalPrice: { centAmount: number };
          billingAddress: { custom: Record<string, unknown> };
        };
      };
    }>('getMe', {}, cookie);
    expect(me.data.me.activeCart.totalPrice.centAmount).toBe(43_65);
    expect(me.data.me.activeCart.billingAddress.custom).toMatchObject({
      vatNumber: 'DE136695976',
      vatValidated: true,
    });

    // Switching to private clears the VAT number and the cart is gross again.
    await run(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, { ...ADDRESS, 'billing-vatNumber': SIMULATOR_VAT_IDS.valid }),
    );
    const privateCart = await api<{
      me: { activeCart: { totalPrice: { centAmount: number }; billingAddress: Record<string, unknown> } };
    }>('getMe', {}, cookie);
    expect(privateCart.data.me.activeCart.totalPrice.centAmount).toBe(51_94);
    expect(privateCart.data.me.activeCart.billingAddress.company).toBeUndefined();

    const invalid = await run<CheckoutAnswer>(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, { ...company, 'billing-vatNumber': SIMULATOR_VAT_IDS.invalid }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data?.vat).toMatchObject({ outcome: 'invalid' });
    expect(invalid.data?.notifications.map((note) => note.key)).toContain('checkout.billing-vat-error');
    const anyway = await run(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, { ...company, 'billing-vatNumber': SIMULATOR_VAT_IDS.invalid }),
    );
    expect(anyway.location).toBe('/checkout/payment');
  });

  it('a page older than the cart (another tab changed it) still saves, retried once with the current version', async () => {
    const cookie = await visitorWithCart();
    const stale = page('/checkout/addresses', cookie, ADDRESS);
    // Another tab changes the cart between this page's read and its update.
    const shell = shellFor(stale);
    const { cart } = await loadCheckout(shell);
    await api(
      'updateCart',
      [cart, { actions: [{ action: 'setCustomerEmail', email: 'tab2@example.de' }] }],
      cookie,
    );
    const result = await updateCart(shell, cart!, [{ action: 'setCustomerEmail', email: 'tab1@example.de' }]);
    expect(result.error).toBeNull();
    expect(result.data?.cart.customerEmail).toBe('tab1@example.de');
    expect(result.data?.cart.version).toBe(cart!.version + 2);
  });

  it('a check that times out says so and offers the button', async () => {
    const cookie = await visitorWithCart();
    const timedOut = await run<CheckoutAnswer>(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, {
        ...ADDRESS,
        clientType: 'COMPANY',
        'billing-company': 'Werkzeug GmbH',
        intent: 'vat',
        'billing-vatNumber': SIMULATOR_VAT_IDS.timeout,
      }),
    );
    expect(timedOut.data?.vat).toMatchObject({ outcome: 'unverifiable', timedOut: true });
  });

  it('the address validation flags a misspelt street once per session', async () => {
    const cookie = await visitorWithCart();
    const form = { ...ADDRESS, 'billing-streetName': 'hauptstraße' };
    const flagged = await run<CheckoutAnswer>(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, form),
    );
    expect(flagged.status).toBe(422);
    expect(flagged.data?.notifications).toEqual([{ key: 'checkout-steps.error-on-address' }]);
    expect(flagged.data?.addressCheck?.formattedAddress).toContain('Hauptstraße 12a');
    const again = await run(
      checkoutAddressesAction,
      page('/checkout/addresses', `${cookie}; checkoutAddressValidated=1`, form),
    );
    expect(again.location).toBe('/checkout/payment');
  });
});

describe('signed-in customer', () => {
  it('is offered the saved addresses; a saved company address makes a company; new ones can be saved', async () => {
    const registered = await api<unknown>('register', {
      email: `kunde-${Date.now()}@example.de`,
      password: 'bohrer2026',
      firstName: 'Karl',
    });
    const { cookie } = registered;
    const me = await api<{ me: { customer: { id: string; version: number } } }>(
      'getMe',
      { customer: true },
      cookie,
    );
    const customerId = me.data.me.customer.id;
    await api(
      'addAddress',
      {
        version: me.data.me.customer.version,
        kind: 'billing',
        defaultBilling: true,
        address: {
          country: 'DE',
          firstName: 'Karl',
          lastName: 'Bauer',
          company: 'Bauer Werkzeuge GmbH',
          streetName: 'Lindenweg',
          streetNumber: '3',
          postalCode: '80331',
          city: 'München',
        },
      },
      cookie,
    );
    let { cart } = (await api<{ cart: { id: string; version: number } }>('createCart', {}, cookie)).data;
    ({ cart } = (
      await api<{ cart: typeof cart }>(
        'addToCart',
        [cart, { product: { sku: 'EX10000010' }, quantity: 1 }],
        cookie,
      )
    ).data);

    const loaded = await run<{
      saved: { id: string; company?: string }[];
      billingSource: string;
      signedIn: boolean;
    }>(checkoutAddressesLoader, page('/checkout/addresses', cookie), customerId);
    expect(loaded.data?.signedIn).toBe(true);
    const savedId = loaded.data?.saved[0]?.id ?? '';
    expect(loaded.data?.saved[0]?.company).toBe('Bauer Werkzeuge GmbH');
    expect(loaded.data?.billingSource).toBe(savedId);

    const chosen = await run(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, {
        intent: 'submit',
        clientType: 'PRIVATE',
        billingSource: savedId,
        shippingChoice: 'SAVED_ADDRESS',
        shippingSavedId: savedId,
      }),
      customerId,
    );
    expect(chosen.location).toBe('/checkout/payment');
    const after = await api<{
      me: {
        activeCart: {
          customerEmail: string;
          billingAddress: Record<string, unknown>;
          shippingAddress: Record<string, unknown>;
        };
      };
    }>('getMe', {}, cookie);
    expect(after.data.me.activeCart.billingAddress).toMatchObject({
      company: 'Bauer Werkzeuge GmbH',
      city: 'München',
      custom: { clientType: 'company' },
    });
    expect(after.data.me.activeCart.shippingAddress).toMatchObject({ streetName: 'Lindenweg' });
    expect(after.data.me.activeCart.customerEmail).toMatch(/^kunde-/);

    const typed = await run(
      checkoutAddressesAction,
      page('/checkout/addresses', cookie, { ...ADDRESS, billingSource: 'new', saveAddress: 'on' }),
      customerId,
    );
    expect(typed.location).toBe('/checkout/payment');
    const book = await api<{ me: { customer: { addresses: { city?: string }[] } } }>(
      'getMe',
      { customer: true },
      cookie,
    );
    expect(book.data.me.customer.addresses.map((address) => address.city).sort()).toEqual([
      'Berlin',
      'München',
    ]);

    // Logging out returns the shipping address type to same as billing (000 §4).
    const loggedOut = await run(logOutAction, page('/log-out', cookie, {}), customerId);
    expect(loggedOut.response?.headers.getSetCookie()).toContain(
      'checkoutShippingAddressType=; Max-Age=0; Path=/; SameSite=Lax',
    );
  });
});
