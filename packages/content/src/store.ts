/**
 * The content store: CMS blocks per page key and store variant, in PostgreSQL.
 * Spec 000 §2.5 / 001 §8: an invalid CMS key is logged and nothing is shown.
 */

import { LOCALE_FALLBACKS, type LocaleCode, localeCode, parseLocale } from '@toolyard/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import {
  BLOCK_SCHEMAS,
  type ContentBlock,
  isBlockName,
  type StoredBlock,
  storedBlockSchema,
} from './blocks/index.ts';
import { contentPages } from './db/content.table.ts';
import { type ContentLogger, consoleContentLogger } from './logger.ts';

/** Any node-postgres drizzle database (the commerce one carries its own schema; we only need the table). */
export type ContentDatabase = NodePgDatabase<Record<string, unknown>>;

export const PAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export interface ContentPage {
  readonly blocks: readonly StoredBlock[];
  /** The variant the content was found under (differs from the request when a fallback served it). */
  readonly locale: LocaleCode;
  readonly version: number;
}

export type PutPageError =
  | { code: 'invalid-key'; message: string }
  | { code: 'invalid-blocks'; message: string; issues: string[] }
  | { code: 'version-conflict'; message: string; currentVersion: number };

export type PutPageResult = { ok: true; version: number } | { ok: false; error: PutPageError };

export interface ContentStore {
  /**
   * A page's blocks for a variant (or its fallback variant's). Kept in memory like the page lists
   * (decision 195): every page render asks for its own and the promo banner's blocks.
   */
  getPage(pageKey: string, locale: string): Promise<ContentPage | null>;
  putPage(
    pageKey: string,
    locale: string,
    blocks: readonly (ContentBlock | StoredBlock)[],
    options?: { expectedVersion?: number },
  ): Promise<PutPageResult>;
  /**
   * Keys of the pages with blocks a variant can show (its own and its fallback variant's), from memory: read
   * once per variant, kept for `pageKeysTtlMs` and dropped whenever this store writes a page.
   * Empty for an unknown variant.
   */
  pageKeys(locale: string): Promise<ReadonlySet<string>>;
  /** Forgets the cached page lists and pages (after content was written by another process). */
  invalidate(): void;
}

/** How long a variant's page list is trusted without a write through this store (other nodes). */
export const PAGE_KEYS_TTL_MS = 60_000;
const MAX_CACHED_LOCALES = 100;
/** (page key, variant) pairs kept: a few dozen keys × 28 variants, bounded against made-up keys. */
const MAX_CACHED_PAGES = 5_000;

const storedBlocksSchema = z.array(storedBlockSchema);

/** "de-AT" / "de_at" / "de-at" → "de-at"; null when not one of the 28 variants. */
export function contentLocale(input: string): LocaleCode | null {
  const parts = parseLocale(input);
  return parts ? localeCode(parts.language, parts.country) : null;
}

/** Problems of each block: unknown name or content that does not match its schema. */
export function validateBlocks(blocks: readonly unknown[]): string[] {
  const issues: string[] = [];
  blocks.forEach((block, index) => {
    const stored = storedBlockSchema.safeParse(block);
    if (!stored.success) {
      issues.push(`#${index}: not a block { name, props }`);
      return;
    }
    const { name, props } = stored.data;
    if (!isBlockName(name)) {
      issues.push(`#${index}: unknown block "${name}"`);
      return;
    }
    const parsed = BLOCK_SCHEMAS[name].safeParse(props);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        issues.push(`#${index} ${name}.${issue.path.join('.')}: ${issue.message}`);
    }
  });
  return issues;
}

export function createContentStore(
  db: ContentDatabase,
  options: {
    logger?: ContentLogger;
    pageKeysTtlMs?: number;
    now?: () => number;
    /** Called after a page was saved (committed), so other app nodes can drop their page lists. */
    onChange?: (locale: LocaleCode) => void;
  } = {},
): ContentStore {
  const logger = options.logger ?? consoleContentLogger;
  const ttl = options.pageKeysTtlMs ?? PAGE_KEYS_TTL_MS;
  const now = options.now ?? Date.now;
  // One entry per locale variant (28 today); the bound only guards against a future explosion.
  const pageLists = new LRUCache<LocaleCode, { at: number; keys: Promise<ReadonlySet<string>> }>({
    max: MAX_CACHED_LOCALES,
  });

  const pages = new LRUCache<string, { at: number; page: Promise<ContentPage | null> }>({
    max: MAX_CACHED_PAGES,
  });

  async function readPageKeys(locale: LocaleCode): Promise<ReadonlySet<string>> {
    const fallback = LOCALE_FALLBACKS[locale];
    const rows = await db
      .select({
        pageKey: contentPages.pageKey,
        locale: contentPages.locale,
        // A page without blocks shows nothing: it does not exist for links.
        filled: sql<boolean>`jsonb_typeof(${contentPages.blocks}) = 'array' and jsonb_array_length(${contentPages.blocks}) > 0`,
      })
      .from(contentPages)
      .where(inArray(contentPages.locale, fallback ? [locale, fallback] : [locale]));
    // The variant's own row decides; an empty own page hides the fallback's (a page a store must
    // not have, e.g. the premium guarantee where none is sold, written empty on purpose).
    const own = new Map(rows.filter((row) => row.locale === locale).map((row) => [row.pageKey, row.filled]));
    const keys = new Set<string>();
    for (const row of rows) {
      const ownFilled = own.get(row.pageKey);
      if (ownFilled === undefined ? row.filled : ownFilled) keys.add(row.pageKey);
    }
    return keys;
  }

  async function read(pageKey: string, locale: LocaleCode): Promise<ContentPage | null | 'corrupt'> {
    const [row] = await db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.pageKey, pageKey), eq(contentPages.locale, locale)))
      .limit(1);
    if (!row) return null;
    const blocks = storedBlocksSchema.safeParse(row.blocks);
    if (!blocks.success) {
      logger.error('Stored content is not a list of blocks', { pageKey, locale });
      return 'corrupt';
    }
    return { blocks: blocks.data, locale, version: row.version };
  }

  async function readPage(pageKey: string, locale: LocaleCode): Promise<ContentPage | null> {
    const found = await read(pageKey, locale);
    if (found === 'corrupt') return null;
    if (found) return found;
    const fallback = LOCALE_FALLBACKS[locale];
    if (!fallback) return null;
    const borrowed = await read(pageKey, fallback);
    return borrowed === 'corrupt' ? null : borrowed;
  }

  return {
    async getPage(pageKey, requested) {
      const locale = contentLocale(requested);
      if (!PAGE_KEY_PATTERN.test(pageKey) || !locale) {
        logger.error('Invalid content key', { pageKey, locale: requested });
        return null;
      }
      const key = `${pageKey} ${locale}`;
      let entry = ttl > 0 ? pages.get(key) : undefined;
      if (!entry || now() - entry.at > ttl) {
        const page = readPage(pageKey, locale);
        entry = { at: now(), page };
        if (ttl > 0) pages.set(key, entry);
        page.catch(() => {
          if (pages.get(key)?.page === page) pages.delete(key);
        });
      }
      return entry.page;
    },

    async putPage(pageKey, requested, blocks, putOptions = {}) {
      const locale = contentLocale(requested);
      if (!PAGE_KEY_PATTERN.test(pageKey) || !locale) {
        return {
          ok: false,
          error: { code: 'invalid-key', message: `No page "${pageKey}" for locale "${requested}" can exist` },
        };
      }
      const issues = validateBlocks(blocks);
      if (issues.length > 0) {
        return { ok: false, error: { code: 'invalid-blocks', message: 'Some blocks are not valid', issues } };
      }
      const result = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ version: contentPages.version })
          .from(contentPages)
          .where(and(eq(contentPages.pageKey, pageKey), eq(contentPages.locale, locale)))
          .for('update');
        const expected = putOptions.expectedVersion;
        if (expected !== undefined && (current?.version ?? 0) !== expected) {
          return {
            ok: false as const,
            error: {
              code: 'version-conflict' as const,
              message: `The page changed meanwhile (version ${current?.version ?? 0}, expected ${expected})`,
              currentVersion: current?.version ?? 0,
            },
          };
        }
        const [saved] = await tx
          .insert(contentPages)
          .values({ pageKey, locale, blocks: [...blocks] })
          .onConflictDoUpdate({
            target: [contentPages.pageKey, contentPages.locale],
            set: { blocks: [...blocks], version: sql`${contentPages.version} + 1`, updatedAt: sql`now()` },
          })
          .returning({ version: contentPages.version });
        return { ok: true as const, version: saved?.version ?? 1 };
      });
      if (result.ok) {
        pageLists.clear();
        pages.clear();
        options.onChange?.(locale);
      }
      return result;
    },

    async pageKeys(requested) {
      const locale = contentLocale(requested);
      if (!locale) return new Set();
      let entry = pageLists.get(locale);
      if (!entry || now() - entry.at > ttl) {
        const keys = readPageKeys(locale);
        entry = { at: now(), keys };
        pageLists.set(locale, entry);
        keys.catch(() => {
          if (pageLists.get(locale)?.keys === keys) pageLists.delete(locale);
        });
      }
      return entry.keys;
    },

    invalidate: () => {
      pageLists.clear();
      pages.clear();
    },
  };
}
