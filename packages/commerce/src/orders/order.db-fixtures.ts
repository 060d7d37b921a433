/** Rows and carts for order tests, written to real PostgreSQL. */
import type { CountryCode } from '@toolyard/domain';
import { storeRows } from '../../seed/stores.ts';
import { expectOk } from '../../test/results.ts';
import { insertParcelShipping, insertProduct, ref } from '../carts/cart.db-fixtures.ts';
import { type CartService, createCartService } from '../carts/cart.service.ts';
import type { CartAddress } from '../carts/cart.types.ts';
import { createCatalogReader } from '../catalog/index.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { stores } from '../db/schema/index.ts';
import { placeOrder } from '../flows/place-order.flow.ts';
import type { CustomPaymentKind } from '../payments/payment.rules.ts';

/** The seed's store rows (with their invented, valid-format bank accounts) for these countries. */
export async function insertStores(db: Database, countries: readonly CountryCode[]): Promise<void> {
  const rows = storeRows(new Date('2026-03-02T10:00:00Z')).filter((row) =>
    countries.includes(row.country as CountryCode),
  );
  await db.insert(stores).values(rows).onConflictDoNothing();
}

/** A complete address that passes each country's rules. */
export const VALID_ADDRESS: Partial<Record<CountryCode, CartAddress>> = {
  DE: {
    country: 'DE',
    firstName: 'Jana',
    lastName: 'Meier',
    streetName: 'Hauptstraße',
    streetNumber: '12a',
    postalCode: '10115',
    city: 'Berlin',
  },
  SK: {
    country: 'SK',
    firstName: 'Eva',
    lastName: 'Kováčová',
    streetName: 'Obchodná',
    streetNumber: '5',
    postalCode: '811 06',
    city: 'Bratislava',
  },
  HU: {
    country: 'HU',
    firstName: 'Anna',
    lastName: 'Kiss',
    streetName: 'Andrássy út',
    streetNumber: '60',
    postalCode: '1062',
    city: 'Budapest',
  },
  PT: {
    country: 'PT',
    firstName: 'Rui',
    lastName: 'Costa',
    streetName: 'Rua Augusta',
    streetNumber: '100',
    postalCode: '1100-053',
    city: 'Lisboa',
  },
  PL: {
    country: 'PL',
    firstName: 'Ola',
    lastName: 'Nowak',
    streetName: 'Kolonia',
    streetNumber: 'bn',
    postalCode: '00-950',
    city: 'Warszawa',
  },
};

/** An active cart with the line, the e-mail and complete billing and shipping addresses. */
export async function readyCart(
  carts: CartService,
  ctx: RequestContext,
  lines: readonly { sku: string; quantity: number }[],
  address: CartAddress = VALID_ADDRESS[ctx.country as CountryCode]!,
) {
  let cart = await carts.createCart(ctx);
  for (const line of lines) cart = expectOk(await carts.addLineItem(ctx, ref(cart), line)).cart;
  cart = expectOk(await carts.setCustomerEmail(ctx, ref(cart), 'buyer@example.com'));
  cart = expectOk(await carts.setAddress(ctx, ref(cart), 'billing', address));
  return expectOk(await carts.setAddress(ctx, ref(cart), 'shipping', address));
}

/**
 * The German and Slovak stores with parcel shipping (1.95, free above 59.00) and these products at
 * one price in both: the shop the order lifecycle and its mails are tested in.
 */
export async function insertDeSkShop(
  db: Database,
  products: readonly { sku: string; price: number; stock: number }[],
): Promise<void> {
  await insertStores(db, ['DE', 'SK']);
  await insertParcelShipping(db, {
    DE: { price: 1_95, freeAbove: 59_00 },
    SK: { price: 1_95, freeAbove: 59_00 },
  });
  for (const { sku, price, stock } of products) {
    await insertProduct(db, { sku, prices: { DE: price, SK: price }, stock });
  }
}

/** An order placed as a shopper places it: a ready cart with these lines, paid this way. */
export async function placeReadyOrder(
  db: Database,
  ctx: RequestContext,
  lines: readonly { sku: string; quantity: number }[],
  payment: CustomPaymentKind,
) {
  const carts = createCartService({ db, catalog: createCatalogReader(db) });
  const cart = await readyCart(carts, ctx, lines);
  return expectOk(await placeOrder({ db }, ctx, { cart: ref(cart), payment })).order;
}
