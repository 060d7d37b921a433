import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allRequestTopicKeys, LANGUAGE_CODES, REQUEST_REASONS } from '@toolyard/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogs, overrideFolders, readCatalog } from './catalog-check.ts';
import { resolveLocale } from './locale.ts';

describe('message catalogs', () => {
  const problems = checkCatalogs();

  it('has every English key in every language (including namespaces added by others)', () => {
    expect(problems.missing, `Missing keys:\n${problems.missing.join('\n')}`).toEqual([]);
  });

  it('has no keys that English lacks (stale or misspelt keys)', () => {
    expect(problems.unknown, `Unknown keys:\n${problems.unknown.join('\n')}`).toEqual([]);
  });

  it('parses every message as ICU MessageFormat', () => {
    expect(problems.invalid, `Invalid ICU:\n${problems.invalid.join('\n')}`).toEqual([]);
  });

  it('uses the same placeholders as English', () => {
    expect(problems.placeholderMismatch, problems.placeholderMismatch.join('\n')).toEqual([]);
  });

  it('translates sentences instead of copying English', () => {
    expect(problems.untranslated, `Copied English:\n${problems.untranslated.join('\n')}`).toEqual([]);
  });

  it('has a catalog for all 21 languages with a real amount of text', () => {
    const english = Object.keys(readCatalog('en')).length;
    expect(english).toBeGreaterThan(300);
    for (const language of LANGUAGE_CODES) {
      expect(Object.keys(readCatalog(language)).length, language).toBeGreaterThanOrEqual(english);
    }
  });

  it('names every customer-service reason and topic of the request form', () => {
    const english = readCatalog('en');
    const keys = [
      ...REQUEST_REASONS.map((reason) => `customer-service.reasons.${reason}`),
      ...allRequestTopicKeys().map((topic) => `customer-service.topics.${topic}`),
    ];
    expect(keys.filter((key) => english[key] === undefined)).toEqual([]);
    expect(keys.length).toBeGreaterThan(60);
  });

  it('only has override folders for store variants', () => {
    for (const folder of overrideFolders()) expect(resolveLocale(folder)?.tag, folder).toBe(folder);
  });

  it('writes Swiss German without ß once overrides are applied', () => {
    const swiss = {
      ...readCatalog('de'),
      ...readCatalog('de-DE', 'overrides'),
      ...readCatalog('de-CH', 'overrides'),
    };
    const withEszett = Object.entries(swiss).filter(([, value]) => value.includes('ß'));
    expect(withEszett).toEqual([]);
    expect(Object.values(readCatalog('de')).some((value) => value.includes('ß'))).toBe(true);
  });
});

describe('the catalog check itself', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toolyard-i18n-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (folder: string, namespace: string, content: object) => {
    mkdirSync(path.join(dir, 'messages', folder), { recursive: true });
    writeFileSync(path.join(dir, 'messages', folder, `${namespace}.json`), JSON.stringify(content));
  };

  it('reports missing keys, broken ICU, placeholder drift and copied English by language', () => {
    write('en', 'cart', {
      empty: 'Your cart is empty',
      count: '{count, plural, one {# item} other {# items}}',
      hello: 'Hello {name}',
    });
    write('en', 'shell', { skip: 'Skip to content' });
    write('de', 'cart', {
      empty: 'Your cart is empty',
      count: '{count, plural, one {# Artikel} other {# Artikel}',
      hello: 'Hallo {nme}',
    });
    const result = checkCatalogs(dir);
    expect(result.missing).toContain('de: shell.skip');
    expect(result.missing).toContain('sk: cart.empty');
    expect(result.invalid.some((line) => line.startsWith('de: cart.count'))).toBe(true);
    expect(result.placeholderMismatch).toEqual(['de: cart.hello: {nme} vs English {name}']);
    expect(result.untranslated).toEqual(['de: cart.empty: "Your cart is empty"']);
  });
});
