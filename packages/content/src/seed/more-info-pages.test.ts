import {
  EXTRA_GUARANTEE_PLANS,
  LANGUAGE_CODES,
  LOCALE_CODES,
  parseLocale,
  VOLUME_DISCOUNT_TIERS,
} from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { validateBlocks } from '../store.ts';
import { MORE_INFO_PAGE_KEYS, moreInfoPages } from './more-info-pages.ts';
import { moreInfoCopies } from './seed.ts';

const copies = moreInfoCopies();
const json = (value: unknown) => JSON.stringify(value);

describe('added information pages', () => {
  it('every variant has every page with a heading and valid blocks; premium guarantee only where sold', () => {
    for (const locale of LOCALE_CODES) {
      const pages = moreInfoPages(locale, copies);
      const country = parseLocale(locale)?.country;
      const expected = MORE_INFO_PAGE_KEYS.filter(
        (key) => key !== 'premium-gurantee' || (country !== 'CH' && country !== 'NO'),
      );
      expect(Object.keys(pages).sort(), locale).toEqual([...expected].sort());
      for (const [key, blocks] of Object.entries(pages)) {
        expect(validateBlocks(blocks ?? []), `${key} ${locale}`).toEqual([]);
        expect(blocks?.[0]?.name, `${key} ${locale}`).toBe('Heading');
        expect(json(blocks), `${key} ${locale}`).not.toMatch(/\{(years|rate|year|items|percent)\}/);
      }
    }
  });

  it('the help centre is an FAQ with six questions and a way to ask more', () => {
    const help = moreInfoPages('de-de', copies)['help-centre'] ?? [];
    const faq = help.find((block) => block.name === 'FaqSection');
    expect(faq?.props).toMatchObject({ title: 'Häufig gestellte Fragen' });
    expect((faq?.props as { items: unknown[] } | undefined)?.items).toHaveLength(6);
    expect(json(help)).toContain('"href":"/customer-service/"');
    expect(json(moreInfoPages('fr-be', copies)['help-centre'])).toContain('"href":"/customer-service/"');
    expect(json(moreInfoPages('nl-be', copies)['help-centre'])).toContain('"href":"/nl/customer-service/"');
  });

  it('the premium guarantee lists the domain’s plans with their rates in the store’s number format', () => {
    const de = json(moreInfoPages('de-de', copies)['premium-gurantee']);
    const en = json(moreInfoPages('en-gb', copies)['premium-gurantee']);
    for (const plan of EXTRA_GUARANTEE_PLANS) {
      // German puts a no-break space before the percent sign.
      expect(de).toContain(`${plan.years} zusätzliche Jahre Schutz für ${plan.rateBasisPoints / 100}\u00a0%`);
      expect(en).toContain(`${plan.years} extra years of cover for ${plan.rateBasisPoints / 100}%`);
    }
    expect(moreInfoPages('de-ch', copies)['premium-gurantee']).toBeUndefined();
    expect(moreInfoPages('nb-no', copies)['premium-gurantee']).toBeUndefined();
  });

  it('merchant information names the volume tiers; our history the founding year; Swiss German spelling', () => {
    const merchant = json(moreInfoPages('en-ie', copies)['merchant-information']);
    for (const tier of VOLUME_DISCOUNT_TIERS)
      expect(merchant).toContain(`from ${tier.volume} items: ${tier.permyriad / 100}% discount`);
    expect(json(moreInfoPages('sk-sk', copies)['our-history'])).toContain('v roku 2007');
    expect(json(moreInfoPages('de-de', copies)['merchant-information'])).toContain('große Projekte');
    const swiss = json(moreInfoPages('de-ch', copies));
    expect(swiss).not.toContain('ß');
    expect(swiss).toContain('grosse Projekte');
  });

  it('copy is written in each language, not English copies', () => {
    const flat = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(flat)
          : value && typeof value === 'object'
            ? Object.values(value).flatMap(flat)
            : [];
    const english = new Set(flat(copies.en));
    for (const language of LANGUAGE_CODES) {
      if (language === 'en') continue;
      const texts = flat(copies[language]);
      expect(texts.length, language).toBe(english.size);
      for (const value of texts)
        if (value.length > 20) expect(english.has(value), `${language}: ${value}`).toBe(false);
    }
  });
});
