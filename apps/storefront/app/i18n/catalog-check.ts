/**
 * Consistency checks over the message files on disk: every key of English present in every
 * language, every message valid ICU, the same placeholders as English, and no untranslated English
 * sentences. Used by messages.test.ts (part of `npm test`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@toolyard/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { I18N_DIR } from './fs-source.server.ts';
import { flattenTree } from './load.ts';
import type { MessageTree } from './source.ts';

export type Catalog = Record<string, string>;

export function readCatalog(folder: string, root = 'messages', dir = I18N_DIR): Catalog {
  const folderPath = path.join(dir, root, folder);
  const catalog: Catalog = {};
  if (!existsSync(folderPath)) return catalog;
  for (const file of readdirSync(folderPath).sort()) {
    if (!file.endsWith('.json')) continue;
    const tree = JSON.parse(readFileSync(path.join(folderPath, file), 'utf8')) as MessageTree;
    flattenTree(file.slice(0, -'.json'.length), tree, catalog);
  }
  return catalog;
}

export function overrideFolders(dir = I18N_DIR): string[] {
  const root = path.join(dir, 'overrides');
  return existsSync(root) ? readdirSync(root).sort() : [];
}

interface AstNode {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}

/** Argument names used by a message ("count", "name" …); throws when it is not valid ICU. */
export function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: AstNode[]) => {
    for (const node of nodes) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag (see @formatjs parser types)
      if ([1, 2, 3, 4, 5, 6, 8].includes(node.type) && node.value) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown as AstNode[]);
  return [...names].sort();
}

/** Keys whose translation may equal English: brand and product names, codes, autonyms. */
export const SAME_AS_ENGLISH_ALLOWED: readonly RegExp[] = [
  /^checkout\.payment-methods\./,
  /^languages\./,
  /^countries\./,
  /^common\.brand$/,
];

/**
 * "Long sentence" = three or more words outside placeholders: single words and short labels
 * ("Newsletter (optional)", "Page {page}") may legitimately read the same as in English.
 */
function looksLikeSentence(value: string): boolean {
  let text = value;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, ' ');
  }
  return text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 3;
}

export interface CatalogProblems {
  missing: string[];
  unknown: string[];
  invalid: string[];
  placeholderMismatch: string[];
  untranslated: string[];
}

export function checkCatalogs(dir = I18N_DIR): CatalogProblems {
  const english = readCatalog('en', 'messages', dir);
  const problems: CatalogProblems = {
    missing: [],
    unknown: [],
    invalid: [],
    placeholderMismatch: [],
    untranslated: [],
  };
  const englishPlaceholders = new Map<string, string>();
  for (const [key, message] of Object.entries(english)) {
    try {
      englishPlaceholders.set(key, placeholders(message, 'en-GB').join(','));
    } catch (error) {
      problems.invalid.push(`en: ${key}: ${String(error)}`);
    }
  }
  const check = (label: string, locale: string, catalog: Catalog, complete: boolean) => {
    for (const key of Object.keys(english)) {
      if (complete && catalog[key] === undefined) problems.missing.push(`${label}: ${key}`);
    }
    for (const [key, message] of Object.entries(catalog)) {
      if (english[key] === undefined) {
        problems.unknown.push(`${label}: ${key}`);
        continue;
      }
      let names: string;
      try {
        names = placeholders(message, locale).join(',');
      } catch (error) {
        problems.invalid.push(`${label}: ${key}: ${String(error)}`);
        continue;
      }
      const expected = englishPlaceholders.get(key);
      if (expected !== undefined && names !== expected) {
        problems.placeholderMismatch.push(`${label}: ${key}: {${names}} vs English {${expected}}`);
      }
      if (
        !locale.startsWith('en') &&
        message === english[key] &&
        looksLikeSentence(message) &&
        !SAME_AS_ENGLISH_ALLOWED.some((pattern) => pattern.test(key))
      ) {
        problems.untranslated.push(`${label}: ${key}: "${message}"`);
      }
    }
  };
  for (const language of LANGUAGE_CODES) {
    if (language !== 'en') check(language, language, readCatalog(language, 'messages', dir), true);
  }
  for (const folder of overrideFolders(dir)) {
    check(`overrides/${folder}`, folder, readCatalog(folder, 'overrides', dir), false);
  }
  return problems;
}
