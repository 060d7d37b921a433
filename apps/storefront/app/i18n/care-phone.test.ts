/**
 * Customer-care numbers per store variant (decision 051 addendum): the language catalog holds its
 * home variant's number, overrides/<ll-CC>/shell.json the other variants' — so no variant shows a
 * neighbouring country's line (nl-BE the Dutch one, de-AT the German one, en-IE the British one).
 */
import { COUNTRY_CALLING_CODES, LOCALE_CODES, parseLocale } from '@toolyard/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFsMessageSource } from './fs-source.server.ts';
import { clearMessageCache, loadMessages } from './load.ts';

const source = createFsMessageSource();
const silent = { warn: () => {}, error: () => {} };

beforeEach(() => clearMessageCache());

describe('care phone per store variant', () => {
  it('starts with the store country’s calling code, with opening hours, and differs per variant', async () => {
    const phones = new Map<string, string>();
    for (const locale of LOCALE_CODES) {
      const parts = parseLocale(locale);
      if (!parts) throw new Error(locale);
      const messages = await loadMessages(locale, { source, logger: silent });
      const phone = messages['shell.care-phone'] ?? '';
      expect(phone.startsWith(`${COUNTRY_CALLING_CODES[parts.country]} `), `${locale}: ${phone}`).toBe(true);
      // Spec 001 §5 phone rule: optional leading plus, at least 8 digits, single spaces.
      expect(phone, locale).toMatch(/^\+\d+( \d+)*$/);
      expect(phone.replace(/\D/g, '').length, locale).toBeGreaterThanOrEqual(8);
      expect(messages['shell.care-hours'], locale).toMatch(/\d/);
      expect(phones.get(phone), `${locale} shares ${phone}`).toBeUndefined();
      phones.set(phone, locale);
    }
  });
});
