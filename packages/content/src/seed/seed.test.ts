import { LANGUAGE_CODES, LOCALE_CODES } from '@toolyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { createContentStore, validateBlocks } from '../store.ts';
import { seedContent, seedCopies } from './seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ max: 4 });
});
afterAll(async () => {
  await database?.destroy();
});

const silent = { warn: () => {}, error: () => {} };

describe('seeded content', () => {
  it('writes home and not-found for all 28 variants, every block valid', async () => {
    expect(await seedContent(database.db)).toBe(56);
    const store = createContentStore(database.db, { logger: silent });
    for (const locale of LOCALE_CODES) {
      const home = await store.getPage('home', locale);
      const notFound = await store.getPage('not-found', locale);
      expect(home?.locale, locale).toBe(locale);
      expect(validateBlocks(home?.blocks ?? []), locale).toEqual([]);
      expect(validateBlocks(notFound?.blocks ?? []), locale).toEqual([]);
      expect(home?.blocks.map((block) => block.name)).toContain('Hero');
      expect(notFound?.blocks.map((block) => block.name)).toEqual(['DepartmentBlock', 'TrustedBrands']);
    }
  });

  it('keeps pages an operator has edited when seeding again, unless asked to overwrite', async () => {
    const store = createContentStore(database.db, { logger: silent });
    await store.putPage('home', 'sk-sk', [{ name: 'Heading', props: { text: 'Letná akcia' } }]);
    expect(await seedContent(database.db)).toBe(0);
    expect((await store.getPage('home', 'sk-sk'))?.blocks).toHaveLength(1);
    expect(await seedContent(database.db, { overwrite: true })).toBe(56);
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
});
