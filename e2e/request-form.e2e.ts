/**
 * The customer-service request form (000 §4/§5, 001 §5, issue 12 item 6): opened from the header,
 * the footer, the contact-form flag and the product page's quote link; every topic shows exactly
 * the domain matrix's subreasons and extra fields, each extra field required; 8-digit rule; a valid request is
 * stored as a case and its number mailed to the dev mailbox; axe on the open modal.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { allRequestTopicKeys, extraFieldsOf, REQUEST_REASONS, subreasonsOf } from '@toolyard/domain';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchChromium, origin } from './helpers.ts';

/** Elements as these tests read them in the page (the e2e project has no DOM lib). */
type Named = { getAttribute(name: string): string | null };

const IE = 'ie.localhost';
const BASE_FIELDS = new Set([
  'reason',
  'subreason',
  'contactName',
  'company',
  'email',
  'subject',
  'description',
]);

let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin(IE)}${path}`, { waitUntil: 'load' });
  await hydrated(page);
  return page;
}

const dialog = (page: Page) => page.locator('dialog[open]');
const form = (page: Page) => dialog(page).locator('[data-testid="request-form"]');

async function openFromHeader(page: Page) {
  await page.locator('header button.header__action', { hasText: 'Contact' }).click();
  await form(page).waitFor();
}

/** Names of the extra fields the form shows now. */
async function extraFields(page: Page): Promise<string[]> {
  const names = await form(page)
    .locator('input[name], select[name], textarea[name]')
    .evaluateAll((elements) =>
      (elements as unknown as Named[]).map((element) => element.getAttribute('name') ?? ''),
    );
  return names.filter((name) => !BASE_FIELDS.has(name)).sort();
}

/** Names of the fields marked invalid now. */
async function invalidFields(page: Page): Promise<string[]> {
  const names = await form(page)
    .locator('[aria-invalid="true"]')
    .evaluateAll((elements) =>
      (elements as unknown as Named[]).map((element) => element.getAttribute('name') ?? ''),
    );
  return names.sort();
}

/** The option values of a select, without the empty placeholder. */
async function optionsOf(page: Page, name: string): Promise<string[]> {
  const values = await form(page)
    .locator(`select[name="${name}"] option`)
    .evaluateAll((elements) =>
      (elements as unknown as Named[]).map((element) => element.getAttribute('value') ?? ''),
    );
  return values.filter((value) => value !== '');
}

/** The base fields a visitor must fill whatever the topic (company is optional). */
const REQUIRED_BASE = ['contactName', 'description', 'email', 'subject'];

describe('request form', () => {
  it('opens from the header; every reason/subreason shows exactly the matrix’s fields, all required', {
    timeout: 60_000,
  }, async () => {
    const page = await open('/');
    try {
      await openFromHeader(page);
      // 000 §1: the modal is titled "submit a request".
      expect(await dialog(page).getByRole('heading', { level: 2 }).textContent()).toBe('Submit a request');
      expect(await extraFields(page)).toEqual([]);
      expect(await optionsOf(page, 'reason')).toEqual(REQUEST_REASONS);
      for (const topic of allRequestTopicKeys()) {
        const [reason = '', subreason = ''] = topic.split('.');
        await form(page).locator('select[name="reason"]').selectOption(reason);
        // Choosing a reason resets the subreason and offers exactly that reason's subreasons.
        expect(await form(page).locator('select[name="subreason"]').inputValue(), topic).toBe('');
        expect(await optionsOf(page, 'subreason'), topic).toEqual(subreasonsOf(reason));
        await form(page).locator('select[name="subreason"]').selectOption(subreason);
        const expected = [...(extraFieldsOf(reason, subreason) ?? [])].sort();
        await expect.poll(() => extraFields(page), { timeout: 5_000 }).toEqual(expected);
        // Sent empty: the base fields and every extra field of the topic are required.
        await form(page).locator('button[type="submit"]').click();
        await expect
          .poll(() => invalidFields(page), { timeout: 5_000 })
          .toEqual([...REQUIRED_BASE, ...expected].sort());
        const messages = await form(page).locator('.request-form__error').allTextContents();
        expect(new Set(messages), topic).toEqual(new Set(['This field is required.']));
      }
    } finally {
      await page.context().close();
    }
  });

  it('shows errors on their fields, then files a valid request with a case number and a mail', async () => {
    const page = await open('/');
    const email = `request-${Date.now()}@example.ie`;
    try {
      await openFromHeader(page);
      const f = form(page);
      await f.locator('select[name="reason"]').selectOption('consulting');
      await f.locator('select[name="subreason"]').selectOption('availability');
      await f.locator('input[name="contactName"]').fill('Siobhan Murphy');
      await f.locator('input[name="email"]').fill(email);
      await f.locator('input[name="subject"]').fill('Back in stock?');
      await f.locator('textarea[name="description"]').fill('When will this drill be available again?');
      await f.locator('button[type="submit"]').click();

      const product = f.locator('input[name="productNumber"]');
      await expect.poll(() => product.getAttribute('aria-invalid')).toBe('true');
      const errorId = await product.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('This field is required.');
      expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('name') ?? null")).toBe(
        'productNumber',
      );
      expect(await f.locator('[aria-invalid="true"]').count()).toBe(1);

      await product.fill('1234');
      await f.locator('button[type="submit"]').click();
      await expect
        .poll(() => page.locator(`[id="${errorId}"]`).textContent())
        .toBe('The product number consists of exactly 8 digits.');

      await product.fill('12345678');
      await f.locator('button[type="submit"]').click();
      const sent = dialog(page).locator('[data-testid="request-form-sent"]');
      await sent.waitFor();
      const caseNumber = (await sent.textContent())?.match(/TY-\d{8,}/)?.[0];
      expect(caseNumber).toBeTruthy();

      const { rows } = await pool.query(
        'select reason, subreason, locale, request from request_cases where email = $1',
        [email],
      );
      expect(rows).toEqual([
        expect.objectContaining({ reason: 'consulting', subreason: 'availability', locale: 'en-ie' }),
      ]);
      expect(rows[0].request).toMatchObject({ productNumber: '12345678', country: 'IE' });

      // The embedded SMTP server's store, which /dev/mailbox/ shows outside production (the e2e
      // server runs as production, where the page is a 404 — mail-and-vat.e2e.ts).
      await expect
        .poll(
          async () =>
            (await pool.query('select text_body from mailbox_messages where $1 = any(envelope_to)', [email]))
              .rows[0]?.text_body as string | undefined,
          { timeout: 10_000 },
        )
        .toContain(`Your case number is ${caseNumber}`);
    } finally {
      await page.context().close();
    }
  });

  it('the footer button and the contact-form flag open the modal; the flag leaves the URL', async () => {
    const page = await open('/search?q=drill&contact-form=true');
    try {
      await form(page).waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe('?q=drill');
      await dialog(page).locator('.dialog__head button').click();
      await dialog(page).waitFor({ state: 'detached' });
      const opener = page.locator('footer button', { hasText: 'Contact us' });
      await opener.click();
      await form(page).waitFor();
      // The × closes it as Escape does: the keyboard focus goes back to the button that opened it.
      await dialog(page).locator('.dialog__head button').click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(
        await page.evaluate(
          'document.activeElement?.closest("footer") && document.activeElement.textContent',
        ),
      ).toBe('Contact us');
    } finally {
      await page.context().close();
    }
  });

  it('the quote link on a product page prefills sales → discount request, quantity 1, read-only product number', async () => {
    const { rows } = await pool.query<{ sku: string; slug: string }>(
      `select v.sku, t.slug from variants v join products p on p.id = v.product_id
       join product_texts t on t.product_id = p.id and t.language = 'en'
       join prices pr on pr.sku = v.sku and pr.country = 'IE'
       join inventory i on i.sku = v.sku and i.available_quantity > 5
       where v.is_master and 'IE' = any(p.enabled_on_market) and v.sku ~ '^[0-9]{8}$'
       order by v.sku limit 1`,
    );
    const product = rows[0];
    if (!product) throw new Error('no IE product');
    const page = await open(`/${product.slug}`);
    try {
      // The product page's own chunk has hydrated (its controls are enabled only then).
      await page.locator('.pdp-qty__input:not([disabled])').first().waitFor();
      await page.locator('[data-testid="pdp-request-links"] a', { hasText: 'Request a quote' }).click();
      const f = form(page);
      await f.waitFor();
      expect(await f.locator('select[name="reason"]').inputValue()).toBe('sales');
      expect(await f.locator('select[name="subreason"]').inputValue()).toBe('discount-request');
      expect(await f.locator('input[name="quantity"]').inputValue()).toBe('1');
      const number = f.locator('input[name="productNumber"]');
      expect(await number.inputValue()).toBe(product.sku);
      expect(await number.getAttribute('readonly')).not.toBeNull();
      await number.press('End');
      await page.keyboard.type('9');
      expect(await number.inputValue()).toBe(product.sku);
    } finally {
      await page.context().close();
    }
  });

  it('the manual flag prefills product claim → missing-language manual and leaves the URL', async () => {
    const page = await open('/search?q=saw&contact-form=manual&product=12345678');
    try {
      const f = form(page);
      await f.waitFor();
      expect(await f.locator('select[name="reason"]').inputValue()).toBe('product-claim');
      expect(await f.locator('select[name="subreason"]').inputValue()).toBe('missing-language-manual');
      expect(await extraFields(page)).toEqual(['productNumber']);
      expect(await f.locator('input[name="productNumber"]').getAttribute('readonly')).not.toBeNull();
      await expect.poll(() => new URL(page.url()).search).toBe('?q=saw');
    } finally {
      await page.context().close();
    }
  });

  it('without JavaScript the page posts to the server, which answers the errors on their fields', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${origin(IE)}/customer-service/?prefill=quote&product=12345678`, {
        waitUntil: 'load',
      });
      const f = page.locator('main [data-testid="request-form"]');
      expect(await f.locator('input[name="quantity"]').inputValue()).toBe('1');
      await f.locator('input[name="quantity"]').fill('0');
      const [response] = await Promise.all([
        page.waitForNavigation(),
        f.locator('button[type="submit"]').click(),
      ]);
      expect(response?.status()).toBe(400);
      const invalid = await page
        .locator('main [aria-invalid="true"]')
        .evaluateAll((elements) =>
          (elements as unknown as Named[]).map((element) => element.getAttribute('name')),
        );
      // The server's rules: quantity ≥ 1, VAT ID and phone required for a quote, and the base fields.
      expect(invalid.sort()).toEqual(
        ['contactName', 'description', 'email', 'phoneNumber', 'quantity', 'subject', 'vatId'].sort(),
      );
      expect(await page.locator('main input[name="productNumber"]').inputValue()).toBe('12345678');
    } finally {
      await context.close();
    }
  });

  it('the open modal, with errors shown, has no serious axe-core violations', async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const page = await open('/');
    try {
      await openFromHeader(page);
      await form(page).locator('button[type="submit"]').click();
      await form(page).locator('[aria-invalid="true"]').first().waitFor();
      await page.evaluate(axeSource);
      const violations = await page.evaluate<string[]>(
        "axe.run().then((result) => result.violations.map((v) => v.impact + ': ' + v.id))",
      );
      expect(violations.filter((v) => v.startsWith('serious') || v.startsWith('critical'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
