/**
 * The cart page /checkout/cart against the real engine (decision 157): the loader reads the
 * session's cart through the in-process JSON API, and the page shows its lines, the discount code,
 * the volume-discount progress, shipping and the totals; an anonymous visitor's button leads to
 * /checkout/login. A visitor without a cart gets the empty page and no session.
 */
import { createApiHandler, createCatalogReader } from '@toolyard/commerce';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCoupon,
  insertParcelShipping,
  insertProduct,
  insertVolumeTiers,
} from '../../../packages/commerce/src/carts/cart.db-fixtures.ts';
import { insertStores } from '../../../packages/commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import { readCatalog } from '../app/i18n/catalog-check.ts';
import { I18nProvider } from '../app/i18n/index.ts';
import { checkoutCartLoader } from '../app/routes/checkout-cart.server.ts';
import CheckoutCart from '../app/routes/checkout-cart.tsx';
import type { ShellContext } from '../app/shell/context.ts';
import { storeOfCountry } from '../app/store/domain-map.ts';
import { accountApiFor } from './account-api.ts';

let database: TestDatabase;
let api: (request: Request) => Promise<Response | null>;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX10000070', prices: { DE: 10_00 }, volumeDiscountGroup: 'g7' });
  await insertVolumeTiers(database.db, 'g7');
  await insertCoupon(database.db, 'SAVE10', { permyriad: 1000 });
  api = createApiHandler({ db: database.db, catalog: createCatalogReader(database.db), log: () => {} });
});
afterAll(() => database.destroy());

/** A shopper's browser: the session cookie the API sets. */
async function shopperWithCart(lines: Array<{ sku: string; quantity: number }>, coupon?: string) {
  let cookie = '';
  const call = async (method: string, params: unknown) => {
    const response = await api(
      new Request(`http://de.localhost:3000/api/new-ct/${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          host: 'de.localhost:3000',
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify([params]),
      }),
    );
    const setCookie = response?.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    // biome-ignore lint/suspicious/noExplicitAny: test reads the JSON answer
    const body = (await response?.json()) as any;
    if (!body?.data) throw new Error(`${method}: ${response?.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  let { cart } = await call('createCart', {});
  ({ cart } = await call('updateCartLines', [
    { id: cart.id, version: cart.version },
    { actions: lines.map((line) => ({ action: 'addLineItem', ...line })) },
  ]));
  if (coupon) await call('applyCartCoupon', { id: cart.id, version: cart.version, code: coupon });
  return cookie;
}

function loaderArgs(cookie: string, itemCount: number) {
  const page = new Request('http://de.localhost:3000/en/checkout/cart', {
    headers: { host: 'de.localhost:3000', ...(cookie ? { cookie } : {}) },
  });
  const shell = {
    store: storeOfCountry('DE'),
    language: 'en',
    customerId: null,
    account: accountApiFor((request) => api(request), page, null, 'en'),
    cartItemCount: async () => itemCount,
  } as unknown as ShellContext;
  return { request: page, params: { lang: 'en' }, context: { shell } } as unknown as Parameters<
    typeof checkoutCartLoader
  >[0];
}

const Page = withComponentProps(CheckoutCart as unknown as Parameters<typeof withComponentProps>[0]);

async function render(cookie: string, itemCount: number) {
  const handler = createStaticHandler([
    {
      path: '/en/checkout/cart',
      Component: Page,
      loader: () => checkoutCartLoader(loaderArgs(cookie, itemCount)),
    },
  ]);
  const context = await handler.query(new Request('http://de.localhost:3000/en/checkout/cart'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    createElement(
      I18nProvider,
      { locale: 'en-GB', messages: readCatalog('en') },
      createElement(StaticRouterProvider, {
        router: createStaticRouter(handler.dataRoutes, context),
        context,
      }),
    ),
  );
}

describe('cart page', () => {
  it('reads the cart from the engine: lines, coupon, volume progress, shipping and totals', async () => {
    const cookie = await shopperWithCart([{ sku: 'EX10000070', quantity: 3 }], 'SAVE10');
    const data = await checkoutCartLoader(loaderArgs(cookie, 3));
    expect(data.cart?.lines.map((line) => [line.sku, line.quantity])).toEqual([['EX10000070', 3]]);
    expect(data.cart?.coupons).toMatchObject([{ code: 'SAVE10', applies: true }]);
    // 3 items reach the 5 % tier; 2 more reach 10 %.
    expect(data.volume).toEqual([
      { group: 'g7', count: 3, currentPercent: 5, next: { volume: 5, percent: 10, missing: 2 } },
    ]);
    // 30.00 − 5 % volume − 10 % coupon is below the 59.00 threshold: parcel shipping is charged.
    expect(data.cart?.shipping).toMatchObject({ isFree: false, price: { centAmount: 1_95 } });
    expect(data.cart?.taxPortions.length).toBeGreaterThan(0);

    const html = await render(cookie, 3);
    expect(html).toContain('SAVE10');
    expect(html).toContain('Add 2 more to save 10%');
    // No root data here, so no language prefix: the anonymous visitor goes on to the login step.
    expect(html).toContain('href="/checkout/login"');
    expect(html).toMatch(/Shipping<\/dt><dd>€1\.95/);
  });

  it("shows 'Free' shipping at zero", async () => {
    const cookie = await shopperWithCart([{ sku: 'EX10000070', quantity: 7 }]);
    const html = await render(cookie, 7);
    expect(html).toMatch(/Shipping<\/dt><dd>Free/);
  });

  it('a visitor without a cart sees the empty cart and gets no session', async () => {
    const data = await checkoutCartLoader(loaderArgs('', 0));
    expect(data).toEqual({ cart: null, volume: [], signedIn: false });
    expect(await render('', 0)).toContain('Your cart is empty');
  });
});
