/**
 * Every message key the app's code asks for exists in the English catalog, and every key used by
 * code that also renders in the browser belongs to a namespace the shell sends to the browser
 * (CLIENT_NAMESPACES) — otherwise the page shows the raw key ("product.rating") instead of text.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES } from '../shell/root-data.ts';
import { readCatalog } from './catalog-check.ts';

const APP = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return name === 'messages' || name === 'overrides' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

interface KeyUse {
  file: string;
  /** A literal key, or a template key with `*` for each `${…}` part. */
  key: string;
}

/** Calls of a translator: t('a.b'), t("a.b", …), t(`a.${x}`). */
const CALL = /\bt\(\s*(?:'([^']+)'|"([^"]+)"|`([^`]+)`)/g;

/** Keys kept in lists before they are translated: 'account.my-newsletter' (any catalog namespace). */
function literalKeys(namespaces: readonly string[]): RegExp {
  return new RegExp(`['"]((?:${namespaces.join('|')})\\.[a-z0-9][a-z0-9.-]*[a-z0-9])['"]`, 'g');
}

function keysUsedIn(files: readonly string[], namespaces: readonly string[]): KeyUse[] {
  const literal = literalKeys(namespaces);
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const keys = new Set<string>();
    for (const match of source.matchAll(CALL))
      keys.add((match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, '*'));
    for (const match of source.matchAll(literal)) keys.add(match[1] ?? '');
    return [...keys].map((key) => ({ file: path.relative(APP, file), key }));
  });
}

function matches(pattern: string, key: string): boolean {
  if (!pattern.includes('*')) return pattern === key;
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.-]/g, '\\$&'))
      .join('[^.]+')}$`,
  );
  return regex.test(key);
}

const english = Object.keys(readCatalog('en'));
const namespaces = [...new Set(english.map((key) => key.slice(0, key.indexOf('.'))))];
const uses = keysUsedIn(sourceFiles(APP), namespaces);
/** Server-only modules never render in the browser. */
const browserUses = uses.filter(({ file }) => !file.includes('.server.') && !file.startsWith('i18n/'));

describe('message keys used in code', () => {
  it('finds the translator calls (the scan itself works)', () => {
    expect(uses.length).toBeGreaterThan(60);
    expect(uses.some((use) => use.key === 'account.my-newsletter')).toBe(true);
    expect(uses.some((use) => use.key === 'errors.error-occured')).toBe(true);
    expect(uses.some((use) => use.key === 'languages.*')).toBe(true);
  });

  it('exist in the English catalog', () => {
    const missing = uses.filter(({ key }) => !english.some((known) => matches(key, known)));
    expect(missing.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });

  it('are sent to the browser when browser code uses them', () => {
    const notSent = browserUses.filter(
      ({ key }) => !CLIENT_NAMESPACES.includes(key.slice(0, key.indexOf('.'))),
    );
    expect(notSent.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });
});
