/**
 * The order confirmation: in the shopper's language, with lines, totals, whole addresses (line 2,
 * the country's name, a company's VAT ID) and bank details.
 */
import { formatMoney } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { composeOrderConfirmation, type OrderForMail } from './order-mail.ts';

const eur = (centAmount: number) => ({ currencyCode: 'EUR' as const, centAmount, fractionDigits: 2 });
const order: OrderForMail = {
  orderNumber: 'DE-20260302-0007',
  customerEmail: 'buyer@example.com',
  lines: [{ name: 'Akku-Bohrschrauber', quantity: 2, total: eur(199_80) }],
  shipping: eur(4_95),
  codFee: null,
  total: eur(204_75),
  billingAddress: {
    firstName: 'Jana',
    lastName: 'Meier',
    streetName: 'Hauptstraße',
    streetNumber: '12a',
    postalCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
  shippingAddress: {
    firstName: 'Jana',
    lastName: 'Meier',
    streetName: 'Lagerweg',
    streetNumber: '3',
    postalCode: '10117',
    city: 'Berlin',
    country: 'DE',
  },
  bank: {
    owner: 'Toolyard GmbH',
    institute: 'Berliner Bank',
    iban: 'DE02100100109307118603',
    bic: 'PBNKDEFF',
    paymentReference: 'DE-20260302-0007',
  },
  multibanco: null,
  vatId: null,
  trackingUrl: null,
};

describe('order confirmation mail', () => {
  it('German shopper, bank transfer: German texts, lines, total, both addresses, account and reference', () => {
    const mail = composeOrderConfirmation(order, 'de-DE');
    expect(mail.to).toBe('buyer@example.com');
    expect(mail.subject).toBe('Ihre Toolyard-Bestellung DE-20260302-0007');
    expect(mail.text).toContain('2 × Akku-Bohrschrauber: 199,80');
    expect(mail.text).toMatch(/Gesamtbetrag: 204,75\s€/);
    expect(mail.text).toContain('Lieferadresse: Jana Meier, Lagerweg 3, 10117 Berlin, Deutschland');
    expect(mail.text).toContain('IBAN DE02100100109307118603');
    expect(mail.text).toContain('Verwendungszweck: DE-20260302-0007');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('without a bank transfer there are no bank details; an unknown language falls back to English', () => {
    const mail = composeOrderConfirmation({ ...order, bank: null }, 'xx');
    expect(mail.subject).toBe('Your Toolyard order DE-20260302-0007');
    expect(mail.text).not.toContain('IBAN');
  });

  it('free shipping reads "Free" in the shopper\'s language, not a zero amount (001 §9)', () => {
    const free = { ...order, shipping: eur(0), total: eur(199_80) };
    expect(composeOrderConfirmation(free, 'de-DE').text).toContain('Versand: Kostenlos');
    expect(composeOrderConfirmation(free, 'fr-BE').text).toContain('Gratuit');
    expect(composeOrderConfirmation(order, 'de-DE').text).toMatch(/Versand: 4,95\s€/);
  });

  it("the address keeps its line 2, names the country in the mail's language, and a company gets its VAT ID", () => {
    const company: OrderForMail = {
      ...order,
      billingAddress: { ...order.billingAddress, company: 'Meier Werkzeuge GmbH' },
      shippingAddress: {
        ...order.shippingAddress,
        additionalStreetInfo: 'c/o Werkstatt Nord',
        country: 'AT',
      },
      vatId: 'DE136695976',
    };
    const de = composeOrderConfirmation(company, 'de-DE');
    expect(de.text).toContain(
      'Lieferadresse: Jana Meier, Lagerweg 3, c/o Werkstatt Nord, 10117 Berlin, Österreich',
    );
    expect(de.text).toContain('USt-IdNr.: DE136695976');
    expect(de.html).toContain('c/o Werkstatt Nord');
    expect(de.html).toContain('DE136695976');
    const fr = composeOrderConfirmation(company, 'fr-BE');
    expect(fr.text).toContain('10117 Berlin, Autriche');
    expect(fr.text).toContain('Numéro de TVA: DE136695976');
    // A private order has no VAT ID line of its own (the seller's is on the seller's line).
    expect(composeOrderConfirmation(order, 'de-DE').text).not.toMatch(/^USt-IdNr\./m);
  });

  it("HUF keeps the shop's two digits: the mail shows the amounts the pages show, not rounded forints", () => {
    const huf = (centAmount: number) => ({ currencyCode: 'HUF' as const, centAmount, fractionDigits: 2 });
    // A 5 % volume discount leaves half forints: 22 099,50 Ft, which a bare Intl rounds to 22 100 Ft.
    const hungarian: OrderForMail = {
      ...order,
      lines: [{ name: 'Ütvefúró', quantity: 1, total: huf(2_209_950) }],
      shipping: huf(0),
      total: huf(2_209_950),
    };
    const mail = composeOrderConfirmation(hungarian, 'hu-HU');
    expect(mail.text).toMatch(/1 × Ütvefúró: 22\s099,50\sFt/);
    // The bank instruction asks for exactly what the thank-you page (domain formatMoney) shows.
    expect(mail.text).toContain(formatMoney(huf(2_209_950), 'hu-HU'));
    expect(mail.text).not.toMatch(/22\s100\sFt/);
  });

  it('links the order tracking page with its number, in the text and as a link, so a guest finds the way back', () => {
    const url = 'http://be.localhost:3000/fr/order-tracking?order=BE-20260302-0001&x=<b>';
    const mail = composeOrderConfirmation({ ...order, trackingUrl: url }, 'fr-BE');
    expect(mail.text).toContain(`Suivez votre commande à tout moment ici : ${url}`);
    const escaped = url.replace('&', '&#38;').replace('<', '&#60;').replace('>', '&#62;');
    expect(mail.html).toContain(`<a href="${escaped}">${escaped}</a>`);
    const without = composeOrderConfirmation(order, 'fr-BE');
    expect(without.text).not.toContain('order-tracking');
  });

  it("names the seller (name, address, register number, VAT ID, e-mail) in the shopper's language (decision 259)", () => {
    const de = composeOrderConfirmation(order, 'de-DE');
    expect(de.text).toContain('Verkäufer: Toolyard s.r.o., Priemyselná 12, 917 01 Trnava, Slowakei');
    expect(de.text).toContain('Handelsregisternummer: 54 821 637, USt-IdNr.: SK2121748593');
    expect(de.text).toContain('Kontakt: info@toolyard.eu');
    expect(de.html).toContain('Verkäufer: Toolyard s.r.o.');
    const sk = composeOrderConfirmation(order, 'sk-SK');
    expect(sk.text).toContain('Predávajúci: Toolyard s.r.o., Priemyselná 12, 917 01 Trnava, Slovensko');
    expect(sk.text).toContain('IČO: 54 821 637, IČ DPH: SK2121748593');
  });

  it("states the 14-day right of withdrawal and links the store's return policy page (decision 259)", () => {
    const url = 'http://be.localhost:3000/fr/return-policy/';
    const fr = composeOrderConfirmation({ ...order, returnPolicyUrl: url }, 'fr-BE');
    expect(fr.text).toContain(
      "Droit de rétractation: En tant que consommateur, vous pouvez vous rétracter dans les 14 jours suivant la réception des articles sans avoir à vous justifier (droit de rétractation de l'UE).",
    );
    expect(fr.text).toContain(`Les conditions et comment vous rétracter : ${url}`);
    expect(fr.html).toContain(`<a href="${url}">${url}</a>`);
    const el = composeOrderConfirmation({ ...order, returnPolicyUrl: url }, 'el-GR');
    expect(el.text).toContain('Δικαίωμα υπαναχώρησης: Ως καταναλωτής μπορείτε να υπαναχωρήσετε');
    // Without a known page the right itself is still stated.
    const en = composeOrderConfirmation(order, 'en-IE');
    expect(en.text).toContain('within 14 days of receiving the goods');
    expect(en.text).not.toContain('return-policy');
  });

  it("links the withdrawal function next to the return policy, in the footer's words (decision 268)", () => {
    const policy = 'http://be.localhost:3000/fr/return-policy/';
    const withdrawal = 'http://be.localhost:3000/fr/withdrawal';
    const fr = composeOrderConfirmation(
      { ...order, returnPolicyUrl: policy, withdrawalUrl: withdrawal },
      'fr-BE',
    );
    expect(fr.text).toContain(
      `Les conditions et comment vous rétracter : ${policy}\nSe rétracter du contrat ici: ${withdrawal}`,
    );
    expect(fr.html).toContain(`<br><a href="${withdrawal}">Se rétracter du contrat ici</a>`);
    const el = composeOrderConfirmation(
      { ...order, returnPolicyUrl: policy, withdrawalUrl: 'http://gr.localhost:3000/withdrawal' },
      'el-GR',
    );
    expect(el.text).toContain('Υπαναχωρήστε από τη σύμβαση εδώ: http://gr.localhost:3000/withdrawal');
    expect(el.html).toContain(
      '<a href="http://gr.localhost:3000/withdrawal">Υπαναχωρήστε από τη σύμβαση εδώ</a>',
    );
    // Without the page's address no link is made up.
    expect(composeOrderConfirmation(order, 'en-IE').text).not.toContain('Withdraw from contract here');
  });
});
