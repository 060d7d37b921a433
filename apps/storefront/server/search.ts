/** Product search per request: the store's locale picks its `prod.{locale}` index (decision 102). */
import { type LocaleCode, searchIndexName } from '@toolyard/domain';
import { indexContext, indexNameOf, type LiveSearch } from '@toolyard/search';
import type { StorefrontSearch } from '../app/shell/context.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';

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
    search: (input) => search.service.search(indexContext(index, clock()), input),
    suggest: (text, limit) => search.service.suggest(indexContext(index, clock()), text, limit),
  };
}
