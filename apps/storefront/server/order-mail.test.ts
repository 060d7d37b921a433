import { LANGUAGE_CODES } from '@toolyard/domain';
import { composeOrderConfirmation, ORDER_MAIL_LEGAL_TEXTS } from '@toolyard/integrations';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../app/i18n/catalog-check.ts';
import { orderForMail } from './order-mail.ts';

const czk = (centAmount: number) => ({ currencyCode: 'CZK', centAmount, fractionDigits: 2 });

describe('orderForMail', () => {
  it('a COD order: the fee (stored without a currency, spec 000 §3) is in the order currency and in the mail', () => {
    const row = {
      orderNumber: 'CZ-20261124-0001',
      document: {
        customerEmail: 'jana@example.com',
        lineItems: [{ name: 'Kladivo', quantity: 1, totalPrice: czk(499_00) }],
        shippingInfo: { price: czk(99_00) },
        custom: { fields: { calculatedCodFee: { centAmount: 69_00, fractionDigits: 2 } } },
        totalPrice: czk(667_00),
      },
    } as unknown as Parameters<typeof orderForMail>[0];
    const order = orderForMail(row);
    expect(order?.codFee).toEqual(czk(69_00));
    const mail = composeOrderConfirmation(order!, 'cs-CZ');
    expect(mail.subject).toBe('Vaše objednávka Toolyard CZ-20261124-0001');
    expect(mail.text).toContain('69,00');
  });

  it('a company order: the VAT ID checked at checkout (billing custom field) and address line 2 reach the mail', () => {
    const address = {
      country: 'CZ',
      firstName: 'Jana',
      lastName: 'Nováková',
      streetName: 'Vodičkova',
      streetNumber: '18',
      additionalStreetInfo: '3. patro',
      postalCode: '110 00',
      city: 'Praha',
    };
    const row = {
      orderNumber: 'CZ-20261125-0002',
      document: {
        customerEmail: 'jana@example.com',
        lineItems: [{ name: 'Kladivo', quantity: 1, totalPrice: czk(499_00) }],
        totalPrice: czk(499_00),
        billingAddress: {
          ...address,
          company: 'Nářadí s.r.o.',
          custom: { clientType: 'company', vatNumber: 'CZ25596641', vatValidated: true },
        },
        shippingAddress: address,
      },
    } as unknown as Parameters<typeof orderForMail>[0];
    const order = orderForMail(row);
    expect(order?.vatId).toBe('CZ25596641');
    const mail = composeOrderConfirmation(order!, 'cs-CZ');
    expect(mail.text).toContain('DIČ: CZ25596641');
    expect(mail.text).toContain('Vodičkova 18, 3. patro, 110 00 Praha, Česko');
  });
});

describe('the confirmation’s withdrawal link (decision 268)', () => {
  it('is labelled in every language with the footer’s own words', () => {
    const labels = LANGUAGE_CODES.map((language) => [
      language,
      ORDER_MAIL_LEGAL_TEXTS[language].withdrawalFunction,
    ]);
    const footer = LANGUAGE_CODES.map((language) => [language, readCatalog(language)['withdrawal.link']]);
    expect(labels).toEqual(footer);
  });
});
