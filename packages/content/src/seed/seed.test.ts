import { readFileSync } from 'node:fs';
import {
  codCapFor,
  formatMoney,
  LANGUAGE_CODES,
  LOCALE_CODES,
  type LocaleCode,
  PAYMENT_METHODS_BY_COUNTRY,
  PROVIDER_PAYMENT_METHODS,
  parseLocale,
  shippingFeesFor,
} from '@toolyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { createContentStore, validateBlocks } from '../store.ts';
import { INFO_PAGE_KEYS, storePaymentMethods } from './info-pages.ts';
import { CONTENT_PAGE_KEYS, infoCopies, seedContent, seedCopies } from './seed.ts';

/** Every key in every variant (the premium guarantee written empty where no guarantee is sold). */
const PAGES = LOCALE_CODES.length * CONTENT_PAGE_KEYS.length;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ max: 4 });
});
afterAll(async () => {
  await database?.destroy();
});

const silent = { warn: () => {}, error: () => {} };

describe('seeded content', () => {
  it('writes home, not-found and the information pages for all 28 variants, every block valid', async () => {
    expect(await seedContent(database.db)).toBe(PAGES);
    const store = createContentStore(database.db, { logger: silent });
    for (const locale of LOCALE_CODES) {
      const home = await store.getPage('home', locale);
      const notFound = await store.getPage('not-found', locale);
      expect(home?.locale, locale).toBe(locale);
      expect(validateBlocks(home?.blocks ?? []), locale).toEqual([]);
      expect(validateBlocks(notFound?.blocks ?? []), locale).toEqual([]);
      expect(home?.blocks.map((block) => block.name)).toContain('Hero');
      expect(notFound?.blocks.map((block) => block.name)).toEqual(['DepartmentBlock', 'TrustedBrands']);
      for (const key of INFO_PAGE_KEYS) {
        const page = await store.getPage(key, locale);
        expect(page?.locale, `${key} ${locale}`).toBe(locale);
        expect(validateBlocks(page?.blocks ?? []), `${key} ${locale}`).toEqual([]);
        expect(page?.blocks[0]?.name, `${key} ${locale}`).toBe('Heading');
      }
    }
    expect(await store.pageKeys('de-de')).toEqual(new Set(CONTENT_PAGE_KEYS));
    // it-ch borrows from it-it, but its own empty premium-guarantee page hides the borrowed one.
    for (const locale of ['it-ch', 'de-ch', 'fr-ch', 'nb-no'])
      expect(await store.pageKeys(locale), locale).toEqual(
        new Set(CONTENT_PAGE_KEYS.filter((key) => key !== 'premium-gurantee')),
      );
  });

  it('keeps pages an operator has edited when seeding again, unless asked to overwrite', async () => {
    const store = createContentStore(database.db, { logger: silent });
    await store.putPage('home', 'sk-sk', [{ name: 'Heading', props: { text: 'Letná akcia' } }]);
    expect(await seedContent(database.db)).toBe(0);
    expect((await store.getPage('home', 'sk-sk'))?.blocks).toHaveLength(1);
    expect(await seedContent(database.db, { overwrite: true })).toBe(PAGES);
    // The seed writes past the store (as another process would): nodes hear it through the notifier.
    store.invalidate();
    expect((await store.getPage('home', 'sk-sk'))?.blocks.length).toBeGreaterThan(5);
  });

  it('localises per variant: link prefixes, free-shipping amounts, Swiss spelling', async () => {
    const store = createContentStore(database.db, { logger: silent });
    const text = async (locale: string) => JSON.stringify((await store.getPage('home', locale))?.blocks);
    expect(await text('nl-be')).toContain('"href":"/nl/search?');
    expect(await text('fr-be')).toContain('"href":"/search?');
    expect(await text('de-ch')).toMatch(/CHF.59\.00/);
    expect(await text('nb-no')).toMatch(/689,00.kr/);
    expect(await text('en-gb')).toContain('£52.00');
    expect(await text('en-ie')).toContain('€59.00');
    expect(await text('de-ch')).not.toContain('ß');
  });

  it('has copy written in each language, not English copies', () => {
    const copies = seedCopies();
    const english = copies.en;
    for (const language of LANGUAGE_CODES) {
      if (language === 'en') continue;
      const copy = copies[language];
      expect(copy.heroTitle, language).not.toBe(english.heroTitle);
      expect(copy.aboutText, language).not.toBe(english.aboutText);
      expect(copy.categories['all-power'], language).not.toBe(english.categories['all-power']);
      expect(copy.uspPro, language).not.toBe(english.uspPro);
    }
  });

  it('information pages carry each store’s own numbers, formatted in its currency and locale', async () => {
    const store = createContentStore(database.db, { logger: silent });
    const text = async (key: string, locale: LocaleCode) =>
      JSON.stringify((await store.getPage(key, locale))?.blocks);
    for (const locale of LOCALE_CODES) {
      const { language, country } = parseLocale(locale) ?? { language: 'en', country: 'SK' };
      const tag = `${language}-${country}`;
      const fees = shippingFeesFor(country);
      const dispatch = await text('dispatch-information', locale);
      for (const amount of [fees.parcel, fees.freeAbove, fees.freight]) {
        expect(dispatch, locale).toContain(JSON.stringify(formatMoney(amount, tag)).slice(1, -1));
      }
      const payment = await text('payment', locale);
      expect(payment, locale).toContain(JSON.stringify(formatMoney(codCapFor(country), tag)).slice(1, -1));
      expect(payment, locale).toContain('PayPal');
      expect(payment, locale).not.toMatch(/\{(items|cap)\}/);
      expect(await text('return-policy', locale), locale).toMatch(/14.*30/);
      expect(await text('company-information', locale), locale).toContain('Toolyard s.r.o.');
    }
    // The return policy links the withdrawal function in the page's language (decision 265).
    expect(await text('return-policy', 'de-de')).toContain(
      '{"link":{"href":"/withdrawal","label":"Vertrag hier widerrufen"},"type":"link"}',
    );
    expect(await text('return-policy', 'nl-be')).toContain('"href":"/nl/withdrawal"');
    expect(await text('dispatch-information', 'de-de')).toMatch(/59,00.€/);
    expect(await text('dispatch-information', 'en-gb')).toContain('£52.00');
    expect(await text('dispatch-information', 'de-ch')).toMatch(/CHF.59\.00/);
    expect(await text('payment', 'nl-nl')).toContain('iDEAL');
    expect(await text('payment', 'it-ch')).toContain('TWINT');
    expect(await text('payment', 'de-de')).not.toContain('TWINT');
    // Cash on delivery promises what checkout allows: one standard item in SK (…), 20 in DE.
    expect(await text('payment', 'sk-sk')).toContain('(jeden kus v objednávke)');
    expect(await text('payment', 'sk-sk')).not.toMatch(/Dobierka[^"]*20 kusov/);
    expect(await text('payment', 'it-it')).toContain('(un articolo per ordine)');
    expect(await text('payment', 'it-ch')).toContain('(fino a 20 articoli)');
    expect(await text('payment', 'de-de')).toContain('(bis zu 20 Artikel)');
    expect(storePaymentMethods('DE')).toEqual([...PAYMENT_METHODS_BY_COUNTRY.DE]);
    expect(await text('company-information', 'de-at')).toContain('Slowakei');
  });

  it('information-page copy is written in each language, not English copies', () => {
    const copies = infoCopies();
    for (const language of LANGUAGE_CODES) {
      if (language === 'en') continue;
      for (const [key, value] of Object.entries(copies[language])) {
        // Short labels may coincide with English; sentences must not.
        if (typeof value === 'string' && value.length > 30)
          expect(value, `${language}.${key}`).not.toBe(copies.en[key as keyof typeof copies.en]);
      }
      expect(copies[language].paymentTitle, language).not.toBe(copies.en.paymentTitle);
    }
  });

  it('payment pages list exactly their store’s methods: iDEAL in NL, TWINT in CH, none a market lacks', async () => {
    const store = createContentStore(database.db, { logger: silent });
    const copies = infoCopies();
    const listItems = async (locale: LocaleCode) => {
      const blocks = (await store.getPage('payment', locale))?.blocks ?? [];
      const rich = blocks.find((block) => block.name === 'RichText') as
        | { props: { content: { type: string; items?: string[] }[] } }
        | undefined;
      return rich?.props.content.find((node) => node.type === 'list')?.items ?? [];
    };
    expect(await listItems('nl-nl')).toContain('iDEAL');
    expect(await listItems('nl-be')).not.toContain('iDEAL');
    expect(await listItems('de-ch')).toContain('TWINT');
    expect(await listItems('fr-ch')).toContain('TWINT');
    expect(await listItems('it-ch')).toContain('TWINT');
    expect(await listItems('pt-pt')).toContain('Multibanco');
    const brands = {
      ideal: 'iDEAL',
      twint: 'TWINT',
      multibanco: 'Multibanco',
      mobilepay: 'MobilePay',
      ratepay: 'Ratepay',
    };
    for (const locale of LOCALE_CODES) {
      const { language, country } = parseLocale(locale) ?? {
        language: 'en' as const,
        country: 'SK' as const,
      };
      const offered = PAYMENT_METHODS_BY_COUNTRY[country];
      const items = await listItems(locale);
      const names = copies[language].methodNames;
      expect(items, locale).toHaveLength(offered.length);
      for (const method of PROVIDER_PAYMENT_METHODS) {
        if (method === 'scheme') continue;
        const name =
          country === 'CH' && language === 'de' ? names[method].replaceAll('ß', 'ss') : names[method];
        expect(items.includes(name), `${locale} ${method}`).toBe(offered.includes(method));
      }
      const text = items.join(' ');
      for (const [method, brand] of Object.entries(brands))
        if (!offered.includes(method as keyof typeof brands))
          expect(text, `${locale} ${brand}`).not.toContain(brand);
      if (!offered.some((method) => method.startsWith('klarna')))
        expect(text, locale).not.toContain('Klarna');
    }
  });

  it('names the payment methods as the storefront’s checkout does', () => {
    const copies = infoCopies();
    for (const language of LANGUAGE_CODES) {
      const checkout = JSON.parse(
        readFileSync(
          new URL(`../../../../apps/storefront/app/i18n/messages/${language}/checkout.json`, import.meta.url),
          'utf8',
        ),
      ) as { 'payment-methods': Record<string, string> };
      for (const [method, name] of Object.entries(copies[language].methodNames))
        expect(name, `${language}.${method}`).toBe(checkout['payment-methods'][method]);
    }
  });
});
