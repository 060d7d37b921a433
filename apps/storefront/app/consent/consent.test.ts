import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  consentCookie,
  NECESSARY_ONLY,
  parseConsent,
  STORED_CHOICE,
  serializeConsent,
} from './consent.ts';

describe('consent cookie', () => {
  it('reads back every choice it writes', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (statistics, marketing) => {
        const choice = { statistics, marketing };
        expect(parseConsent(serializeConsent(choice))).toEqual(choice);
      }),
    );
  });

  it('no cookie or a value that is not ours means "not asked yet"', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('statistics.ads')).toBeNull();
    expect(parseConsent('none')).toEqual(NECESSARY_ONLY);
  });

  it('is kept 12 months for the whole site, Secure on https', () => {
    expect(consentCookie(ALL_GRANTED, true)).toBe(
      'ty_consent=statistics.marketing; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(consentCookie(NECESSARY_ONLY, false)).toBe(
      'ty_consent=none; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('the head script finds exactly the choices the banner stores, among other cookies', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (statistics, marketing, first) => {
        const stored = `ty_consent=${serializeConsent({ statistics, marketing })}`;
        expect(STORED_CHOICE.test(first ? `${stored}; store=store-de` : `store=store-de; ${stored}`)).toBe(
          true,
        );
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        // Anything parseConsent does not take as a choice leaves the banner to ask.
        expect(STORED_CHOICE.test(`ty_consent=${value}`)).toBe(
          parseConsent(value) !== null && !value.includes(';'),
        );
      }),
    );
    expect(STORED_CHOICE.test('my_ty_consent=none')).toBe(false);
  });
});
