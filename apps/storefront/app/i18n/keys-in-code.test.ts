/**
 * Every message key the app's code asks for exists in the English catalog, and the keys the shell
 * sends to the browser (CLIENT_KEYS, client-keys.ts) are exactly the keys used by code that also
 * renders in the browser — a missing one shows the raw key ("product.rating") instead of text, an
 * extra one is dead weight in every document. `UPDATE_CLIENT_KEYS=1 npx vitest run keys-in-code`
 * rewrites the list.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalog } from './catalog-check.ts';
import { CLIENT_KEYS } from './client-keys.ts';

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

  it('are sent to the browser exactly when browser code uses them', () => {
    const used = [...new Set(browserUses.map(({ key }) => key))].sort();
    if (process.env.UPDATE_CLIENT_KEYS) {
      const list = used.map((key) => `  '${key}',`).join('\n');
      writeFileSync(
        path.join(APP, 'i18n/client-keys.ts'),
        `${readFileSync(path.join(APP, 'i18n/client-keys.ts'), 'utf8').split('export const CLIENT_KEYS')[0]}export const CLIENT_KEYS: readonly string[] = [\n${list}\n];\n`,
      );
      return;
    }
    const notSent = browserUses.filter(({ key }) => !CLIENT_KEYS.includes(key));
    expect(notSent.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
    expect(CLIENT_KEYS.filter((key) => !used.includes(key))).toEqual([]);
  });
});
