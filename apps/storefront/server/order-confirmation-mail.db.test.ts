/**
 * The confirmation mail as the checkout's hook sends it (decision 259): composed from the stored
 * order, it links the return policy page of the shopper's store and language, next to the tracking page,
 * and the withdrawal function with the footer's words (decision 268).
 */
import { schema } from '@toolyard/commerce';
import type { Mailer, MailMessage } from '@toolyard/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '../../../packages/commerce/src/carts/cart.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import { orderConfirmationMailHook } from './order-mail.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const eur = (centAmount: number) => ({ currencyCode: 'EUR', centAmount, fractionDigits: 2 });

/** An open order of one drill (99.00, free shipping) in the context's store, as checkout stores it. */
async function insertOrder(
  ctx: ReturnType<typeof contextFor>,
  orderNumber: string,
  customerEmail: string,
  productName: Record<string, string>,
) {
  await database.db.insert(schema.orders).values({
    orderNumber,
    storeKey: ctx.storeKey,
    cartId: crypto.randomUUID(),
    orderState: 'Open',
    paymentState: 'BalanceDue',
    shipmentState: 'Pending',
    skus: ['EX10000040'],
    document: {
      customerEmail,
      lineItems: [{ name: productName, quantity: 1, totalPrice: eur(99_00) }],
      shippingInfo: { price: eur(0) },
      totalPrice: eur(99_00),
    },
  });
}

/** A mail port that keeps what it was given. */
function capturingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    close() {},
  };
  return { sent, mailer };
}

describe('order confirmation mail hook', () => {
  it("links the return policy page of the order's store in the shopper's language, and names the seller", async () => {
    const ctx = contextFor('BE', { language: 'nl', locale: 'nl-BE' });
    await insertOrder(ctx, 'BE-20260302-0009', 'klant@example.be', { nl: 'Boormachine' });
    const { sent, mailer } = capturingMailer();
    const hook = orderConfirmationMailHook(mailer, database.db, (country) =>
      country === 'BE' ? 'http://be.localhost:3000' : 'http://localhost:3000',
    );
    await hook(ctx, 'BE-20260302-0009');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(
      'De voorwaarden en hoe u herroept: http://be.localhost:3000/nl/return-policy/',
    );
    expect(sent[0]?.text).toContain('binnen 14 dagen');
    expect(sent[0]?.text).toContain('Verkoper: Toolyard s.r.o.');
    expect(sent[0]?.text).toContain('http://be.localhost:3000/nl/order-tracking?order=BE-20260302-0009');
    expect(sent[0]?.text).toContain('Overeenkomst hier herroepen: http://be.localhost:3000/nl/withdrawal');
    expect(sent[0]?.html).toContain(
      '<a href="http://be.localhost:3000/nl/withdrawal">Overeenkomst hier herroepen</a>',
    );
  });

  it("links the withdrawal function in the store's default language without a prefix (decision 268)", async () => {
    const ctx = contextFor('DE');
    await insertOrder(ctx, 'DE-20260302-0011', 'kunde@example.de', { de: 'Bohrmaschine' });
    const { sent, mailer } = capturingMailer();
    await orderConfirmationMailHook(
      mailer,
      database.db,
      () => 'http://localhost:3000',
    )(ctx, 'DE-20260302-0011');
    expect(sent[0]?.text).toContain(
      'Bedingungen und wie Sie widerrufen: http://localhost:3000/return-policy/',
    );
    expect(sent[0]?.text).toContain('Vertrag hier widerrufen: http://localhost:3000/withdrawal');
    expect(sent[0]?.html).toContain('<a href="http://localhost:3000/withdrawal">Vertrag hier widerrufen</a>');
  });
});
