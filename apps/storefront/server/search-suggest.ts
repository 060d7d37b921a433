/**
 * The search bar's suggestions (000 §4 search dropdown, §5 search input; 001 §7 quick search):
 * GET /api/search/suggest?q=<text>&lang=<language> in the request's store. Answers the quick-search
 * hits as { name, url } (url with the store's language prefix) and the total of the full search, for
 * 'See all results'. Anonymous and the same for everyone: browsers may keep it for the spec's
 * search cache time, 120 s (decisions 107, 241).
 */
import { localeCode, SEARCH } from '@toolyard/domain';
import { z } from 'zod';
import {
  normaliseQuery,
  QUICK_SEARCH_HITS,
  SUGGEST_MAX_LENGTH,
  SUGGEST_MIN_LENGTH,
} from '../app/components/searchbar/limits.ts';
import type { StorefrontSearch } from '../app/shell/context.ts';
import { languagePrefix, type ResolvedStore } from '../app/store/domain-map.ts';
import { jsonErrors } from './json-endpoint.ts';

export { SUGGEST_PATH as SEARCH_SUGGEST_PATH } from '../app/components/searchbar/limits.ts';

export interface SuggestAnswer {
  query: string;
  hits: { name: string; url: string }[];
  /** Products the full search (/search?query=…) finds. */
  total: number;
}

const suggestQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .transform(normaliseQuery)
    .pipe(
      z
        .string()
        .min(SUGGEST_MIN_LENGTH, `q must have at least ${SUGGEST_MIN_LENGTH} characters`)
        .max(SUGGEST_MAX_LENGTH, `q must have at most ${SUGGEST_MAX_LENGTH} characters`),
    ),
  lang: z
    .string()
    .regex(/^[a-z]{2}$/, 'lang must be a two-letter language code')
    .optional(),
});

/** Browsers keep a suggestion answer for the spec's search cache time (001 §9: 120 s). */
const CACHEABLE = `public, max-age=${SEARCH.cacheTtlS}`;

const error = jsonErrors({ 'cache-control': 'no-store' });

/**
 * The endpoint's handler. `storeOf` resolves the request's store from its Host; `searchFor` is the
 * store's search in a locale (null when that locale has no index).
 */
export function createSuggestHandler(options: {
  storeOf: (request: Request) => ResolvedStore;
  searchFor: (store: ResolvedStore, locale: string) => StorefrontSearch | null;
}) {
  return async function handle(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const response = error(405, 'method-not-allowed', 'Use GET');
      response.headers.set('allow', 'GET, HEAD');
      return response;
    }
    const params = new URL(request.url).searchParams;
    const parsed = suggestQuery.safeParse({
      q: params.get('q') ?? undefined,
      lang: params.get('lang') ?? undefined,
    });
    if (!parsed.success) {
      return error(400, 'invalid-input', parsed.error.issues.map((issue) => issue.message).join('; '));
    }
    const store = options.storeOf(request);
    const language = parsed.data.lang ?? store.defaultLanguage;
    if (!(store.languages as readonly string[]).includes(language)) {
      return error(400, 'invalid-input', `lang must be one of ${store.languages.join(', ')}`);
    }
    const search = options.searchFor(store, localeCode(language as never, store.country));
    if (!search) return error(503, 'search-unavailable', 'Search is not available');
    const outcome = await search.search({ text: parsed.data.q, hitsPerPage: QUICK_SEARCH_HITS });
    if (!outcome.ok) return error(400, 'invalid-input', outcome.error.message);
    const prefix = languagePrefix(store, language);
    const answer: SuggestAnswer = {
      query: parsed.data.q,
      hits: outcome.value.hits.map((hit) => ({ name: hit.name, url: `${prefix}/${hit.slug}` })),
      total: outcome.value.total,
    };
    return Response.json({ data: answer }, { headers: { 'cache-control': CACHEABLE } });
  };
}
