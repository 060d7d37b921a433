/**
 * Issue 10's journeys, as a new shopper makes them in Chromium: a store's home page, the header
 * search to a product, add to cart, the cart sidebar and page, checkout as a guest, addresses,
 * a payment method, the provider's page when there is one, the thank-you page — then the order in
 * PostgreSQL (store, currency, method, total) and the confirmation mail in the mailbox.
 * DE card with 3-D Secure, CZ cash on delivery with its fee, PL company (VAT ID) by bank transfer,
 * PT Multibanco voucher, NL iDEAL (these two through the search results page).
 */
import { readFileSync } from 'node:fs';
import { formatMoney, money } from '@toolyard/domain';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ORDER_MAIL_TEXTS } from '../packages/integrations/src/mail/order-mail-texts.ts';
import { callApiInPage } from './cart-helpers.ts';
import { BERLIN_STREET_ADDRESS, hydrated, launchChromium, origin, searchIndexBuilt } from './helpers.ts';

type Lang = 'de' | 'cs' | 'pl' | 'pt' | 'nl';

const messages = (lang: Lang, namespace: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../apps/storefront/app/i18n/messages/${lang}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;
const stepTexts = (lang: Lang) => messages(lang, 'checkout-steps');

let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
beforeAll(async () => {
  browser = await launchChromium();
  // Every e2e file posts from 127.0.0.1: the VAT check counter is cleared for this one.
  await pool.query("delete from rate_limits where key like 'vat-check%'");
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

/**
 * A product of the store's search index, sold and in stock there, standard, and at most
 * `maxGross` (minor units): the name the shopper types. The cheapest first keeps COD under its cap.
 */
async function searchableProduct(country: string, lang: Lang, maxGross = Number.MAX_SAFE_INTEGER) {
  const index = `prod.${lang}-${country.toLowerCase()}`;
  await searchIndexBuilt(index);
  const { rows } = await pool.query<{ name: string; slug: string; sku: string }>(
    `select d.name, d.slug, d.sku from search_documents d
     join variants v on v.sku = d.sku join products p on p.id = v.product_id
     join prices pr on pr.sku = v.sku and pr.country = $1
     join inventory i on i.sku = v.sku
     where d.index_name = $2 and v.is_master and p.product_type = 'standard_product'
       and i.available_quantity >= 5 and $1 = any(p.enabled_on_market) and $1 = any(p.eligible_for_selling)
       and pr.cent_amount <= $3 and length(d.name) >= 8
       and (select count(*) from search_documents o where o.index_name = d.index_name and o.name = d.name) = 1
     order by pr.cent_amount, d.sku limit 1`,
    [country, index, maxGross],
  );
  if (!rows[0]) throw new Error(`no searchable ${country} product`);
  return rows[0];
}

interface Address {
  firstName: string;
  lastName: string;
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
}

interface Journey {
  host: string;
  country: string;
  lang: Lang;
  address: Address;
  company?: { name: string; vatId: string };
  maxGross?: number;
  /** How the product is reached from the header search: its suggestion (default) or the results page. */
  via?: 'suggestion' | 'results';
}

/** Home → search (suggestion or results page) → product → add → cart sidebar → cart page → guest e-mail → addresses → payment page. */
async function toPaymentPage(journey: Journey): Promise<{ page: Page; email: string; cartTotal: number }> {
  const steps = stepTexts(journey.lang);
  const product = await searchableProduct(journey.country, journey.lang, journey.maxGross);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${origin(journey.host)}/`, { waitUntil: 'load' });
  await hydrated(page);

  // The header's search: type the name (the combobox takes over on focus), choose the hit.
  const search = page.locator('#site-search');
  await search.click();
  await search.pressSequentially(product.name, { delay: 15 });
  if (journey.via === 'results') {
    // Enter on the typed query: the results page, then the product's card there.
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?query=/);
    await page.locator(`.plp-card__link[href$="/${product.slug}"]`).first().click();
  } else {
    await page.getByRole('listbox').getByRole('option', { name: product.name, exact: true }).click();
  }
  await page.waitForURL(`${origin(journey.host)}/${product.slug}`);
  await page.locator('.pdp-qty__input:enabled').waitFor();

  // Add; the sidebar after the add (extra guarantee, complementary or the cart) → the cart page.
  await page.locator('.pdp-buy__main button').click();
  const sidebar = page.locator('[role="dialog"][data-sidebar]');
  await sidebar.waitFor();
  if ((await sidebar.getAttribute('data-sidebar')) !== 'cart') {
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'detached' });
    await page.locator('.header__cart-link').click(); // the header icon opens the cart sidebar
    await sidebar.locator('.cart-sidebar__line').first().waitFor();
  }
  await sidebar.locator('a[href$="/checkout/cart"]').click();
  await page.waitForURL(`${origin(journey.host)}/checkout/cart`);
  await page.locator(`.cart-line[data-sku="${product.sku}"]`).waitFor();
  await page.locator('.cart-summary__checkout').click();

  // Login step: on as a guest with an e-mail.
  await page.waitForURL(/\/checkout\/login$/);
  const email = `journey-${journey.country.toLowerCase()}-${Date.now()}@example.com`;
  await page.locator('#guestEmail').fill(email);
  await page.getByRole('button', { name: steps['guest-submit'] }).first().click();
  await page.waitForURL(/\/checkout\/addresses$/);
  await hydrated(page);

  if (journey.company) {
    await page.locator('input[name="clientType"][value="COMPANY"]').check();
    await page.locator('#billing-company').fill(journey.company.name);
    const vat = page.locator('#billing-vatNumber');
    await vat.fill(journey.company.vatId);
    await vat.blur();
    await expect
      .poll(() => page.locator('.checkout-vat').getAttribute('data-vat-outcome'), { timeout: 15_000 })
      .toBe('success');
  }
  for (const [field, value] of Object.entries(journey.address)) {
    await page.locator(`#billing-${field}`).fill(value);
  }
  await page.getByRole('button', { name: steps['continue-to-payment'] }).click();
  await page.waitForURL(/\/checkout\/payment$/);
  await hydrated(page);
  const me = await callApiInPage<{ me: { activeCart: { totalPrice: { centAmount: number } } | null } }>(
    page,
    'getMe',
    {},
  );
  const cartTotal = me.me.activeCart?.totalPrice.centAmount ?? Number.NaN;
  return { page, email, cartTotal };
}

/** Chooses a method on the payment page and presses "pay". */
async function pay(page: Page, method: string) {
  const radio = page.locator(`input[name="method"][value="${method}"]`);
  expect(await radio.isEnabled(), `${method} offered`).toBe(true);
  await radio.check();
  await page.locator('.account-form__submit').click();
}

async function thankYou(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/thank-you\?order=/);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
  // A client-side navigation changes the URL before the page renders: wait for the page itself.
  await page.locator('[data-payment-status]').waitFor();
  expect(await page.textContent('main')).toContain(orderNumber);
  return orderNumber;
}

/** The order of the guest's e-mail as PostgreSQL holds it, with its store and payment. */
async function orderOf(email: string) {
  const { rows } = await pool.query(
    `select o.order_number, s.country, s.currency, p.method_name, p.currency_code, p.cent_amount,
            (o.document->'totalPrice'->>'centAmount')::bigint as total
     from orders o join stores s on s.key = o.store_key join payments p on p.order_id = o.id
     where o.document->>'customerEmail' = $1`,
    [email],
  );
  return rows.map((row) => ({ ...row, cent_amount: Number(row.cent_amount), total: Number(row.total) }));
}

async function expectConfirmationMail(email: string, lang: Lang, orderNumber: string) {
  const subject = ORDER_MAIL_TEXTS[lang].subject.replace('{orderNumber}', orderNumber);
  await expect
    .poll(
      async () =>
        (
          await pool.query('select subject from mailbox_messages where $1 = any(envelope_to)', [email])
        ).rows.map((row) => row.subject),
      { timeout: 15_000 },
    )
    .toEqual([subject]);
}

const status = (page: Page) => page.locator('[data-payment-status]').getAttribute('data-payment-status');

describe('checkout journeys from the home page to the thank-you page', () => {
  it('DE: EUR, card with a 3-D Secure challenge → paid', async () => {
    const { page, email, cartTotal } = await toPaymentPage({
      host: 'de.localhost',
      country: 'DE',
      lang: 'de',
      address: BERLIN_STREET_ADDRESS,
    });
    try {
      await pay(page, 'scheme');
      await page.waitForURL(/\/sandbox-pay\//);
      await page.getByLabel('Card number').fill('4917610000000000');
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByLabel('Code').fill('password');
      await page.getByRole('button', { name: 'Confirm' }).click();
      const orderNumber = await thankYou(page);
      expect(await status(page)).toBe('paid');
      expect(await orderOf(email)).toEqual([
        {
          order_number: orderNumber,
          country: 'DE',
          currency: 'EUR',
          method_name: 'scheme',
          currency_code: 'EUR',
          cent_amount: cartTotal,
          total: cartTotal,
        },
      ]);
      await expectConfirmationMail(email, 'de', orderNumber);
    } finally {
      await page.context().close();
    }
  });

  it('CZ: CZK, cash on delivery — the fee is shown and is in the order total', async () => {
    const { page, email, cartTotal } = await toPaymentPage({
      host: 'cz.localhost',
      country: 'CZ',
      lang: 'cs',
      maxGross: 20_000_00, // well under the COD cap of 60,000 CZK
      address: {
        firstName: 'Jana',
        lastName: 'Nováková',
        streetName: 'Vodičkova',
        streetNumber: '18',
        postalCode: '110 00',
        city: 'Praha',
      },
    });
    try {
      const cod = page.locator('.payment-method', { has: page.locator('input[value="cod"]') });
      // The fee (69 CZK, decision 033) next to the method, before it is chosen.
      expect(await cod.locator('.payment-method__note').textContent()).toMatch(/69,00/);
      await pay(page, 'cod');
      const orderNumber = await thankYou(page);
      // Spec 000 §4 keeps the status "paid", but the cash is only due at the door (decision 250):
      // the page says so with the amount, never that the payment has been received.
      const texts = messages('cs', 'checkout');
      const main = (await page.textContent('main')) ?? '';
      const total = formatMoney(money('CZK', cartTotal + 69_00), 'cs-CZ');
      expect(main).toContain(String(texts['payment-cod']).replace('{total}', total));
      expect(main).not.toContain(texts['payment-paid']);
      expect(await orderOf(email)).toEqual([
        {
          order_number: orderNumber,
          country: 'CZ',
          currency: 'CZK',
          method_name: 'cod',
          currency_code: 'CZK',
          cent_amount: cartTotal + 69_00,
          total: cartTotal + 69_00,
        },
      ]);
      await expectConfirmationMail(email, 'cs', orderNumber);
    } finally {
      await page.context().close();
    }
  });

  it('PL: PLN, a company with a valid VAT ID by bank transfer → in progress with the bank details', async () => {
    const { page, email, cartTotal } = await toPaymentPage({
      host: 'pl.localhost',
      country: 'PL',
      lang: 'pl',
      company: { name: 'Narzędzia Sp. z o.o.', vatId: 'PL5260250995' },
      address: {
        firstName: 'Piotr',
        lastName: 'Kowalski',
        streetName: 'Marszałkowska',
        streetNumber: '10',
        postalCode: '00-590',
        city: 'Warszawa',
      },
    });
    try {
      await pay(page, 'bank_transfer');
      const orderNumber = await thankYou(page);
      expect(await status(page)).toBe('in-progress');
      const { rows } = await pool.query<{ iban: string; bic: string }>(
        "select iban, bic from stores where country = 'PL'",
      );
      const main = (await page.textContent('main')) ?? '';
      expect(main).toContain(rows[0]?.iban);
      expect(main).toContain(rows[0]?.bic);
      expect(await orderOf(email)).toEqual([
        {
          order_number: orderNumber,
          country: 'PL',
          currency: 'PLN',
          method_name: 'bank_transfer',
          currency_code: 'PLN',
          cent_amount: cartTotal,
          total: cartTotal,
        },
      ]);
      await expectConfirmationMail(email, 'pl', orderNumber);
    } finally {
      await page.context().close();
    }
  });

  it('PT: Multibanco → in progress with the reference, entity and expiry', async () => {
    const { page, email, cartTotal } = await toPaymentPage({
      host: 'pt.localhost',
      country: 'PT',
      lang: 'pt',
      via: 'results',
      address: {
        firstName: 'João',
        lastName: 'Silva',
        streetName: 'Rua Augusta',
        streetNumber: '25',
        postalCode: '1100-048',
        city: 'Lisboa',
      },
    });
    try {
      await pay(page, 'multibanco');
      const orderNumber = await thankYou(page);
      expect(await status(page)).toBe('in-progress');
      const { rows } = await pool.query<{ fields: { reference: string; entity: string; expiresAt: string } }>(
        `select p.custom->'fields' as fields from payments p join orders o on o.id = p.order_id
         where o.order_number = $1`,
        [orderNumber],
      );
      const voucher = rows[0]?.fields;
      expect(voucher?.reference).toMatch(/^\d{9}$/);
      const main = (await page.textContent('main')) ?? '';
      expect(main).toContain(voucher?.reference);
      expect(main).toContain(voucher?.entity);
      // The expiry as the Portuguese date of the voucher.
      const expiry = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'medium' }).format(
        new Date(voucher?.expiresAt ?? 0),
      );
      expect(main).toContain(expiry);
      expect(await orderOf(email)).toEqual([
        {
          order_number: orderNumber,
          country: 'PT',
          currency: 'EUR',
          method_name: 'multibanco',
          currency_code: 'EUR',
          cent_amount: cartTotal,
          total: cartTotal,
        },
      ]);
      await expectConfirmationMail(email, 'pt', orderNumber);
    } finally {
      await page.context().close();
    }
  });

  it('NL: iDEAL, approved at the bank → paid', async () => {
    const { page, email, cartTotal } = await toPaymentPage({
      host: 'nl.localhost',
      country: 'NL',
      lang: 'nl',
      via: 'results',
      address: {
        firstName: 'Sanne',
        lastName: 'de Vries',
        streetName: 'Damrak',
        streetNumber: '70',
        postalCode: '1012 LM',
        city: 'Amsterdam',
      },
    });
    try {
      await pay(page, 'ideal');
      await page.waitForURL(/\/sandbox-pay\//);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      const orderNumber = await thankYou(page);
      expect(await status(page)).toBe('paid');
      expect(await orderOf(email)).toEqual([
        {
          order_number: orderNumber,
          country: 'NL',
          currency: 'EUR',
          method_name: 'ideal',
          currency_code: 'EUR',
          cent_amount: cartTotal,
          total: cartTotal,
        },
      ]);
      await expectConfirmationMail(email, 'nl', orderNumber);
    } finally {
      await page.context().close();
    }
  });
});
