/** The mails after the order (decision 259): texts in each shop language, amounts as the pages show them. */
import { LANGUAGE_CODES } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { composeOrderUpdate, type OrderUpdateForMail } from './order-update-mail.ts';
import { ORDER_UPDATE_MAIL_TEXTS } from './order-update-mail-texts.ts';

const update: OrderUpdateForMail = {
  kind: 'shipped',
  orderNumber: 'BE-20260302-0004',
  customerEmail: 'client@example.be',
  total: { currencyCode: 'EUR', centAmount: 129_90, fractionDigits: 2 },
  refundDue: false,
  trackingUrl: 'http://be.localhost:3000/fr/order-tracking?order=BE-20260302-0004&x=<b>',
};

describe('order update mails', () => {
  it('every language has every text, each naming the order (and the amount where it is said)', () => {
    for (const language of LANGUAGE_CODES) {
      const t = ORDER_UPDATE_MAIL_TEXTS[language];
      for (const [key, text] of Object.entries(t)) {
        // The parcel labels stand before the operator's values and name nothing themselves.
        if (['refundOnCancel', 'carrier', 'trackingNumber', 'parcelLink'].includes(key)) continue;
        expect(text, `${language}.${key}`).toContain('{orderNumber}');
      }
      expect(t.paid, language).toContain('{total}');
      expect(t.refundOnCancel, language).toContain('{total}');
    }
  });

  it('shipped, in French for a Belgian order: subject, sentence and the tracking page as a link', () => {
    const mail = composeOrderUpdate(update, 'fr-BE');
    expect(mail.to).toBe('client@example.be');
    expect(mail.subject).toBe('Votre commande Toolyard BE-20260302-0004 est en route');
    expect(mail.text).toContain('votre commande BE-20260302-0004 a été expédiée et est en route vers vous.');
    expect(mail.text).toContain(`Suivez votre commande à tout moment ici : ${update.trackingUrl}`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('&#38;x=&#60;b&#62;');
    expect(mail.html).not.toContain('<b>');
  });

  it('shipped with a parcel: carrier, tracking number and the carrier link, escaped in HTML; only http(s) links', () => {
    const parcel = {
      carrier: 'bpost <Express>',
      trackingNumber: 'CD123456789BE',
      trackingUrl: 'https://track.bpost.cloud/btr/web/#/search?itemCode=CD123456789BE&lang=fr',
    };
    const mail = composeOrderUpdate({ ...update, parcel }, 'fr-BE');
    expect(mail.text).toContain(
      [
        'Transporteur : bpost <Express>',
        'Numéro de suivi : CD123456789BE',
        `Suivi du colis chez le transporteur : ${parcel.trackingUrl}`,
      ].join('\n'),
    );
    expect(mail.html).toContain(
      'Transporteur : bpost &#60;Express&#62;<br>Numéro de suivi : CD123456789BE<br>',
    );
    expect(mail.html).toContain(
      '<a href="https://track.bpost.cloud/btr/web/#/search?itemCode=CD123456789BE&#38;lang=fr">',
    );
    const script = composeOrderUpdate(
      { ...update, parcel: { trackingNumber: 'X1', trackingUrl: 'javascript:alert(1)' } },
      'en',
    );
    expect(script.text).toContain('Tracking number: X1');
    expect(script.text).not.toContain('javascript');
    expect(composeOrderUpdate({ ...update, kind: 'cancelled', parcel }, 'en').text).not.toContain(
      'CD123456789BE',
    );
  });

  it('a cancelled paid order promises the money back; an unpaid one does not', () => {
    const paid = composeOrderUpdate({ ...update, kind: 'cancelled', refundDue: true }, 'nl-BE');
    expect(paid.subject).toBe('Uw Toolyard-bestelling BE-20260302-0004 is geannuleerd');
    expect(paid.text).toMatch(/Het betaalde bedrag van €\s129,90 storten wij terug/);
    const unpaid = composeOrderUpdate({ ...update, kind: 'cancelled', trackingUrl: null }, 'nl-BE');
    expect(unpaid.text).not.toContain('storten');
    expect(unpaid.text).not.toContain('order-tracking');
  });

  it("a bank transfer received, in Hungarian with the shop's forint digits; an unknown language falls back to English", () => {
    const huf = { currencyCode: 'HUF' as const, centAmount: 2_209_950, fractionDigits: 2 };
    const hu = composeOrderUpdate({ ...update, kind: 'payment-received', total: huf }, 'hu-HU');
    expect(hu.subject).toBe('Megérkezett a fizetés a(z) BE-20260302-0004 számú Toolyard-rendeléshez');
    expect(hu.text).toMatch(/fizetett 22\s099,50\sFt összeget/);
    const en = composeOrderUpdate({ ...update, kind: 'refunded' }, 'xx');
    expect(en.subject).toBe('Refund for your Toolyard order BE-20260302-0004');
  });
});
