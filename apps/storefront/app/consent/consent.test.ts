import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_GRANTED, consentCookie, NECESSARY_ONLY, parseConsent, serializeConsent } from './consent.ts';

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
});
