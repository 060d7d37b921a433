/**
 * The shell's catalog reads, cached per node (decision 195): every page asks for the same top
 * categories, CMS product groups and category/product summaries per store and language, so an
 * uncached page render need not ask PostgreSQL again. Bounded (lru-cache) and dropped whole on any
 * catalog change from any node (notifier, decision 073); the TTLs are the bound when a message is
 * lost: 5 s for reads that carry prices or product texts (as the product cache, decision 021),
 * 60 s for category-only reads (as the category snapshot). The sitemap is not cached (rare, big).
 */
import type { CatalogPageReads } from './page-reads.ts';
import { createPromiseCache } from './promise-cache.ts';

export interface PageReadsCacheOptions {
  /** 0 turns the cache off (tests that write the catalog behind the services' back). */
  cacheTtlMs?: number;
  categoryTtlMs?: number;
  max?: number;
}

const PRODUCT_TTL_MS = 5_000;
const CATEGORY_TTL_MS = 60_000;
/** Keys are (read, market, language, argument): a few per page kind and store variant. */
const MAX_ENTRIES = 5_000;

export type CachedPageReads = CatalogPageReads & { invalidate(): void };

export function cachePageReads(
  reads: CatalogPageReads,
  options: PageReadsCacheOptions = {},
): CachedPageReads {
  const productTtl = options.cacheTtlMs ?? PRODUCT_TTL_MS;
  const categoryTtl = options.cacheTtlMs === 0 ? 0 : (options.categoryTtlMs ?? CATEGORY_TTL_MS);
  const cache = createPromiseCache<unknown>({ ttlMs: productTtl, max: options.max ?? MAX_ENTRIES });
  const cached = <T>(key: string, ttl: number, read: () => Promise<T>) =>
    cache.get(key, read, ttl) as Promise<T>;
  const keyOf = (...parts: readonly unknown[]) => JSON.stringify(parts);

  return {
    productBySlug: (ctx, slug, productNumber) =>
      cached(keyOf('product', ctx.country, ctx.language, slug, productNumber), productTtl, () =>
        reads.productBySlug(ctx, slug, productNumber),
      ),
    categoryBySlug: (ctx, slug) =>
      cached(keyOf('category', ctx.country, ctx.language, slug), categoryTtl, () =>
        reads.categoryBySlug(ctx, slug),
      ),
    topCategories: (ctx) =>
      cached(keyOf('top', ctx.country, ctx.language), categoryTtl, () => reads.topCategories(ctx)),
    categoriesByKeys: (ctx, keys) =>
      cached(keyOf('keys', ctx.country, ctx.language, keys), categoryTtl, () =>
        reads.categoriesByKeys(ctx, keys),
      ),
    productCards: (ctx, source, limit) =>
      cached(keyOf('cards', ctx.country, ctx.language, source, limit), productTtl, () =>
        reads.productCards(ctx, source, limit),
      ),
    sitemapEntries: (country, languages, limit) => reads.sitemapEntries(country, languages, limit),
    invalidate: () => cache.drop(),
  };
}
