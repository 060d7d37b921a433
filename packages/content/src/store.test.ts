import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../commerce/test/database.ts';
import type { ContentLogger } from './logger.ts';
import { createContentStore } from './store.ts';

let database: TestDatabase;
const logged: string[] = [];
const logger: ContentLogger = {
  warn: (message, details) => logged.push(`warn ${message} ${JSON.stringify(details)}`),
  error: (message, details) => logged.push(`error ${message} ${JSON.stringify(details)}`),
};

beforeAll(async () => {
  database = await createTestDatabase({ max: 4 });
});
afterAll(async () => {
  await database?.destroy();
});

const hero = {
  name: 'Hero' as const,
  props: {
    title: 'Werkzeug für Profis',
    image: { src: 'asset:hero-workshop', alt: 'Werkbank', width: 1200, height: 800 },
  },
};

describe('content store on PostgreSQL', () => {
  it('stores a page per page key and locale variant and reads it back', async () => {
    const store = createContentStore(database.db, { logger });
    const saved = await store.putPage('lander', 'de-DE', [hero]);
    expect(saved).toEqual({ ok: true, version: 1 });
    const page = await store.getPage('lander', 'de-de');
    expect(page?.blocks).toEqual([hero]);
    expect(page?.locale).toBe('de-de');
    expect(await store.getPage('lander', 'fr-fr')).toBeNull();
  });

  it('serves a variant without its own page from its fallback variant (de-AT → de-DE)', async () => {
    const store = createContentStore(database.db, { logger });
    await store.putPage('fallback-demo', 'de-de', [hero]);
    const austrian = await store.getPage('fallback-demo', 'de-AT');
    expect(austrian?.locale).toBe('de-de');
    expect(await store.getPage('fallback-demo', 'it-it')).toBeNull();
  });

  it('logs an invalid content key and returns nothing', async () => {
    const store = createContentStore(database.db, { logger });
    logged.length = 0;
    expect(await store.getPage('home', 'de-fr')).toBeNull();
    expect(await store.getPage("home'; drop table content_pages;--", 'de-de')).toBeNull();
    expect(logged).toHaveLength(2);
    expect(logged.every((line) => line.startsWith('error Invalid content key'))).toBe(true);
  });

  it('logs content that is not a list of blocks and returns nothing', async () => {
    const store = createContentStore(database.db, { logger });
    await database.pool.query(
      `insert into content_pages (page_key, locale, blocks) values ('broken', 'sk-sk', '[{"nope": 1}]')`,
    );
    logged.length = 0;
    expect(await store.getPage('broken', 'sk-sk')).toBeNull();
    expect(logged[0]).toContain('error Stored content is not a list of blocks');
  });

  it('refuses unknown blocks and invalid block content without changing the page', async () => {
    const store = createContentStore(database.db, { logger });
    await store.putPage('guarded', 'pl-pl', [hero]);
    const unknown = await store.putPage('guarded', 'pl-pl', [{ name: 'Marquee', props: {} }]);
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'invalid-blocks', issues: ['#0: unknown block "Marquee"'] },
    });
    const invalid = await store.putPage('guarded', 'pl-pl', [{ name: 'Hero', props: { title: '' } }]);
    expect(invalid.ok).toBe(false);
    if (!invalid.ok && invalid.error.code === 'invalid-blocks') {
      expect(invalid.error.issues.some((issue) => issue.startsWith('#0 Hero.title'))).toBe(true);
      expect(invalid.error.issues.some((issue) => issue.startsWith('#0 Hero.image'))).toBe(true);
    }
    expect((await store.getPage('guarded', 'pl-pl'))?.blocks).toEqual([hero]);
    expect(await store.putPage('Guarded!', 'pl-pl', [hero])).toMatchObject({
      ok: false,
      error: { code: 'invalid-key' },
    });
  });

  it('bumps the version on every save and rejects a stale save', async () => {
    const store = createContentStore(database.db, { logger });
    await store.putPage('versioned', 'nl-be', [hero]);
    const second = await store.putPage('versioned', 'nl-be', [hero, hero], { expectedVersion: 1 });
    expect(second).toEqual({ ok: true, version: 2 });
    const stale = await store.putPage('versioned', 'nl-be', [], { expectedVersion: 1 });
    expect(stale).toMatchObject({ ok: false, error: { code: 'version-conflict', currentVersion: 2 } });
    const page = await store.getPage('versioned', 'nl-BE');
    expect(page?.version).toBe(2);
    expect(page?.blocks).toHaveLength(2);
  });

  it('knows which pages a variant has (own and fallback), cached until a write or the TTL', async () => {
    let clock = 0;
    const store = createContentStore(database.db, { logger, pageKeysTtlMs: 1000, now: () => clock });
    await store.putPage('keys-de', 'de-de', [hero]);
    await store.putPage('keys-at', 'de-at', [hero]);
    const austrian = await store.pageKeys('de-AT');
    expect(austrian.has('keys-de')).toBe(true);
    expect(austrian.has('keys-at')).toBe(true);
    expect((await store.pageKeys('de-de')).has('keys-at')).toBe(false);
    expect(await store.pageKeys('xx-yy')).toEqual(new Set());

    // Another process writes: not seen until the TTL passes or the cache is invalidated.
    await database.pool.query(
      `insert into content_pages (page_key, locale, blocks) values ('keys-other', 'de-de', $1), ('keys-empty', 'de-de', '[]')`,
      [JSON.stringify([hero])],
    );
    expect((await store.pageKeys('de-de')).has('keys-other')).toBe(false);
    clock += 1001;
    expect((await store.pageKeys('de-de')).has('keys-other')).toBe(true);
    expect((await store.pageKeys('de-de')).has('keys-empty')).toBe(false);
    await database.pool.query(
      `insert into content_pages (page_key, locale, blocks) values ('keys-third', 'de-de', $1)`,
      [JSON.stringify([hero])],
    );
    store.invalidate();
    expect((await store.pageKeys('de-de')).has('keys-third')).toBe(true);

    // A write through the store is seen at once.
    await store.putPage('keys-new', 'de-de', [hero]);
    expect((await store.pageKeys('de-at')).has('keys-new')).toBe(true);
  });

  it('keeps a page read until a write through the store, an invalidation or the TTL', async () => {
    let clock = 0;
    const store = createContentStore(database.db, { logger, pageKeysTtlMs: 1000, now: () => clock });
    await store.putPage('kept', 'cs-cz', [hero]);
    const first = await store.getPage('kept', 'cs-CZ');
    expect(first?.blocks).toEqual([hero]);
    // Another process writes: the kept page is served until the cache is told or the TTL passes.
    await database.pool.query(`update content_pages set blocks = '[]' where page_key = 'kept'`);
    expect(await store.getPage('kept', 'cs-cz')).toBe(first);
    store.invalidate();
    expect((await store.getPage('kept', 'cs-cz'))?.blocks).toEqual([]);
    await database.pool.query(`update content_pages set blocks = $1 where page_key = 'kept'`, [
      JSON.stringify([hero]),
    ]);
    clock += 1001;
    expect((await store.getPage('kept', 'cs-cz'))?.blocks).toEqual([hero]);
    // A write through the store is seen at once.
    await store.putPage('kept', 'cs-cz', [hero, hero]);
    expect((await store.getPage('kept', 'cs-cz'))?.blocks).toHaveLength(2);
  });
});
