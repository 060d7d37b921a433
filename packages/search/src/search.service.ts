/** The search as pages and the API call it: validated input, the index of the request's locale. */
import type { RequestContext } from '@toolyard/commerce';
import { indexNameOf } from './index-names.ts';
import {
  type SearchEngine,
  type SearchQueryInput,
  type SearchResult,
  type Suggestion,
  searchQuerySchema,
} from './search.port.ts';

export type SearchError = { code: 'invalid-query' | 'unknown-locale'; message: string };
export type SearchOutcome = { ok: true; value: SearchResult } | { ok: false; error: SearchError };

/** Suggestions for at most this many characters of input; more is not a search-bar query. */
export const SUGGEST_MAX_LENGTH = 100;

export interface SearchService {
  readonly engine: SearchEngine['name'];
  search(ctx: RequestContext, input: SearchQueryInput): Promise<SearchOutcome>;
  suggest(ctx: RequestContext, text: string, limit?: number): Promise<Suggestion[]>;
}

export function createSearchService(engine: SearchEngine): SearchService {
  return {
    engine: engine.name,
    async search(ctx, input) {
      const index = indexNameOf(ctx.locale);
      if (!index)
        return { ok: false, error: { code: 'unknown-locale', message: `No index for ${ctx.locale}` } };
      const parsed = searchQuerySchema.safeParse(input);
      if (!parsed.success) {
        const message = parsed.error.issues
          .map((i) => `${i.path.join('.') || 'query'}: ${i.message}`)
          .join('; ');
        return { ok: false, error: { code: 'invalid-query', message } };
      }
      return { ok: true, value: await engine.search(index, parsed.data) };
    },
    async suggest(ctx, text, limit = 8) {
      const index = indexNameOf(ctx.locale);
      if (!index || text.length > SUGGEST_MAX_LENGTH) return [];
      return engine.suggest(index, text, Math.min(Math.max(1, limit), 20));
    },
  };
}
