/**
 * Fills the indexes from the catalog and keeps them fresh: `rebuild` reads every product page by
 * page; `reindexProducts(ids)` re-reads just those products in every index (a product no longer sold
 * in a store leaves that store's index). Documents come from commerce's search source, so prices,
 * discounts and sellability follow the catalog's own rules.
 */
import type { RequestContext, SearchSource } from '@toolyard/commerce';
import { COUNTRIES, type CountryCode } from '@toolyard/domain';
import { buildSearchDocument, type SearchDocument } from './documents.ts';
import { countryOfIndex, languageOfIndex } from './index-names.ts';
import type { SearchEngine } from './search.port.ts';

const PAGE = 1_000;

export function indexContext(index: string, now: Date): RequestContext {
  const country = countryOfIndex(index) as CountryCode;
  const language = languageOfIndex(index);
  const store = COUNTRIES[country];
  return {
    storeKey: store.storeKey,
    country,
    language,
    locale: `${language}-${country}`,
    currency: store.currencyCode,
    customerId: null,
    now,
  };
}

export interface SearchIndexer {
  /** Reads the whole catalog into these indexes (emptied first). Returns the documents per index. */
  rebuild(indexes: readonly string[]): Promise<Record<string, number>>;
  /** Re-reads these products into every index given at creation; call it when the catalog changes. */
  reindexProducts(productIds: readonly string[]): Promise<void>;
  /**
   * Re-reads every product into every index given at creation without emptying them first: a
   * shopper searching meanwhile sees the old documents, never an empty index (catalog-wide changes).
   * Deleted products leave with their rows (the documents reference products on delete cascade).
   */
  refreshAll(): Promise<void>;
}

export function createSearchIndexer(options: {
  source: SearchSource;
  engine: SearchEngine;
  /** The indexes `reindexProducts` keeps fresh. */
  indexes: readonly string[];
  clock?: () => Date;
}): SearchIndexer {
  const { source, engine } = options;
  const clock = options.clock ?? (() => new Date());

  const documentsOf = async (index: string, ids: readonly string[]) => {
    const ctx = indexContext(index, clock());
    const docs: SearchDocument[] = [];
    for (const product of await source.products(ctx, ids)) {
      const doc = buildSearchDocument(ctx, product);
      if (doc) docs.push(doc);
    }
    return docs;
  };

  /** Every searchable product id, a page at a time, in id order. */
  const forEachProductPage = async (visit: (ids: string[]) => Promise<void>) => {
    let after: string | null = null;
    for (;;) {
      const ids = await source.productIds(after, PAGE);
      if (ids.length === 0) break;
      await visit(ids);
      after = ids[ids.length - 1] ?? null;
      if (ids.length < PAGE) break;
    }
  };

  const reindexProducts = async (productIds: readonly string[]) => {
    const ids = [...new Set(productIds)];
    for (let i = 0; i < ids.length; i += PAGE) {
      const chunk = ids.slice(i, i + PAGE);
      for (const index of options.indexes) {
        const docs = await documentsOf(index, chunk);
        const kept = new Set(docs.map((d) => d.id));
        await engine.remove(
          index,
          chunk.filter((id) => !kept.has(id)),
        );
        await engine.upsert(index, docs);
      }
    }
  };

  return {
    async rebuild(indexes) {
      const counts: Record<string, number> = {};
      for (const index of indexes) {
        await engine.clear(index);
        counts[index] = 0;
      }
      await forEachProductPage(async (ids) => {
        for (const index of indexes) {
          const docs = await documentsOf(index, ids);
          await engine.upsert(index, docs);
          counts[index] = (counts[index] ?? 0) + docs.length;
        }
      });
      return counts;
    },
    refreshAll: () => forEachProductPage(reindexProducts),
    reindexProducts,
  };
}
