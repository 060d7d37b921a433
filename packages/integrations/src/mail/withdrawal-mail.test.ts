/**
 * The acknowledgement of a withdrawal (decision 265): every language has every text, and the mail
 * carries the statement's content and the date and time of receipt in the store's time zone.
 */
import { LANGUAGE_CODES } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { composeWithdrawalAcknowledgement, type WithdrawalForMail } from './withdrawal-mail.ts';
import { WITHDRAWAL_MAIL_TEXTS } from './withdrawal-mail-texts.ts';

const withdrawal = (over: Partial<WithdrawalForMail> = {}): WithdrawalForMail => ({
  orderNumber: 'DE-20261125-0007',
  name: 'Jana Meier',
  email: 'jana@example.com',
  lines: null,
  // 17:03:09 UTC is 18:03:09 in Berlin and Paris, 19:03:09 in Athens.
  receivedAt: new Date('2026-11-25T17:03:09Z'),
  country: 'DE',
  ...over,
});

describe('withdrawal acknowledgement', () => {
  it('has every text in all 21 languages, with the placeholders the mail fills', () => {
    expect(Object.keys(WITHDRAWAL_MAIL_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) {
      const t = WITHDRAWAL_MAIL_TEXTS[language];
      for (const [key, value] of Object.entries(t)) expect(value.trim(), `${language}.${key}`).not.toBe('');
      expect(t.subject, language).toContain('{orderNumber}');
      expect(t.received, language).toContain('{orderNumber}');
      expect(t.received, language).toContain('{receivedAt}');
    }
  });

  it('German: to the address given, the statement and the moment of receipt in Berlin time', () => {
    const mail = composeWithdrawalAcknowledgement(withdrawal(), 'de-DE');
    expect(mail.to).toBe('jana@example.com');
    expect(mail.subject).toBe('Wir haben Ihren Widerruf zur Bestellung DE-20261125-0007 erhalten');
    expect(mail.text).toContain(
      'wir bestätigen, dass Ihr Widerruf des Vertrags zur Bestellung DE-20261125-0007 am 25. November 2026 um 18:03:09 MEZ bei uns eingegangen ist.',
    );
    expect(mail.text).toContain('Name: Jana Meier');
    expect(mail.text).toContain('Widerrufen für: die gesamte Bestellung');
    expect(mail.text).toContain('E-Mail für diese Bestätigung: jana@example.com');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('French for selected lines, each with its quantity and SKU; HTML escapes the name', () => {
    const mail = composeWithdrawalAcknowledgement(
      withdrawal({
        country: 'FR',
        name: 'Zoé <Martin>',
        lines: [
          { sku: 'EX10000091', name: 'Perceuse', quantity: 2 },
          { sku: 'EX10000092', name: 'Scie', quantity: 1 },
        ],
      }),
      'fr-FR',
    );
    expect(mail.subject).toBe('Nous avons bien reçu votre rétractation de la commande DE-20261125-0007');
    expect(mail.text).toContain('le 25 novembre 2026 à 18:03:09 UTC+1.');
    expect(mail.text).toContain(
      'Rétractation pour:\n  - 2 × Perceuse (EX10000091)\n  - 1 × Scie (EX10000092)',
    );
    expect(mail.html).toContain('Zoé &#60;Martin&#62;');
    expect(mail.html).not.toContain('<Martin>');
  });

  it('Greek in Athens time; an unknown language falls back to English', () => {
    const greek = composeWithdrawalAcknowledgement(withdrawal({ country: 'GR' }), 'el-GR');
    expect(greek.subject).toBe('Λάβαμε την υπαναχώρησή σας από την παραγγελία DE-20261125-0007');
    expect(greek.text).toContain('7:03:09 μ.μ.');
    const fallback = composeWithdrawalAcknowledgement(withdrawal({ country: 'XX' }), 'xx');
    expect(fallback.subject).toBe('We have received your withdrawal from order DE-20261125-0007');
    expect(fallback.text).toContain('on November 25, 2026 at 5:03:09 PM UTC.');
  });
});
