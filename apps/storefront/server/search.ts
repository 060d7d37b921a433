/** Product search per request: the store's locale picks its `prod.{locale}` index (decision 102). */
import { type LocaleCode, searchIndexName } from '@toolyard/domain';
import { indexContext, indexNameOf, type LiveSearch } from '@toolyard/search';
import type { StorefrontSearch } from '../app/shell/context.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';
import { resolveProductImage } from './product-detail.ts';

export function storefrontSearchFor(
  search: LiveSearch,
  store: ResolvedStore,
  locale: string,
  clock: () => Date = () => new Date(),
): StorefrontSearch | null {
  const index =
    indexNameOf(locale) ??
    searchIndexName(`${store.defaultLanguage}-${store.country.toLowerCase()}` as LocaleCode);
  if (!search.indexes.includes(index)) return null;
  return {
    index,
    // The first request of a locale whose index is still being built at start-up waits for it.
    async search(input) {
      await search.ready(index);
      const outcome = await search.service.search(indexContext(index, clock()), input);
      if (!outcome.ok) return outcome;
      // Media URLs become the served image (or null: the listing's default image).
      const hits = outcome.value.hits.map((hit) => ({
        ...hit,
        imageUrl: hit.imageUrl ? resolveProductImage(hit.imageUrl) : null,
      }));
      return { ok: true, value: { ...outcome.value, hits } };
    },
    suggest: async (text, limit) => {
      await search.ready(index);
      return search.service.suggest(indexContext(index, clock()), text, limit);
    },
  };
}
