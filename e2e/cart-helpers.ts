/** Cart set-up for the browser tests: the JSON API called from the open page, and sellable SKUs. */
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * POST /api/new-ct/<method> with body [params] through fetch() in the page (which must be on the
 * store's origin), so the session cookie the API sets lands in the browser as for a shopper.
 */
export async function callApiInPage<T>(page: Page, method: string, params: unknown): Promise<T> {
  const { status, text } = await page.evaluate(
    async ([path, body]) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: response.status, text: await response.text() };
    },
    [`/api/new-ct/${method}`, JSON.stringify([params])] as const,
  );
  expect(status, `${method}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/** Master SKUs of standard products sold and in stock in a country (at least `quantity` each). */
export async function sellableSkus(pool: pg.Pool, country: string, count: number, quantity = 1) {
  const { rows } = await pool.query<{ sku: string }>(
    `select v.sku from variants v join products p on p.id = v.product_id join prices pr on pr.sku = v.sku
     join inventory i on i.sku = v.sku
     where i.available_quantity >= $3 and v.is_master and pr.country = $1
       and $1 = any(p.eligible_for_selling) and $1 = any(p.enabled_on_market)
       and p.product_type = 'standard_product' order by v.sku limit $2`,
    [country, count, quantity],
  );
  return rows.map((row) => row.sku);
}

type CartRef = { id: string; version: number };

/** Creates the session's cart and adds each SKU with its quantity; returns the cart reference. */
export async function fillCart(page: Page, lines: { sku: string; quantity: number }[]): Promise<CartRef> {
  let { cart } = await callApiInPage<{ cart: CartRef }>(page, 'createCart', {});
  for (const line of lines) {
    ({ cart } = await callApiInPage<{ cart: CartRef }>(page, 'addToCart', [
      { id: cart.id, version: cart.version },
      { product: { sku: line.sku }, quantity: line.quantity },
    ]));
  }
  return cart;
}

/**
 * A cart ready to pay: the lines, the e-mail and the address as billing and shipping address
 * (000 §4: payment needs the e-mail and the billing first name). Returns the cart reference.
 */
export async function fillCartForPayment(
  page: Page,
  lines: { sku: string; quantity: number }[],
  email: string,
  address: { country: string } & Record<string, string>,
): Promise<CartRef> {
  const cart = await fillCart(page, lines);
  const { cart: ready } = await callApiInPage<{ cart: CartRef }>(page, 'updateCart', [
    cart,
    {
      actions: [
        { action: 'setCustomerEmail', email },
        { action: 'setBillingAddress', address },
        { action: 'setShippingAddress', address },
      ],
    },
  ]);
  return ready;
}
