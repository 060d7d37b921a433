/**
 * The search bar's numbers (docs/decisions/107). Spec 000 §5 asks for a minimum and a maximum length
 * before sending but gives no values; 001 §9 gives the 300 ms debounce and 'See all results' from 5 hits.
 * Shared by the browser and the suggest endpoint, so both refuse the same inputs.
 */
export const SUGGEST_MIN_LENGTH = 2;
/** The search package's own limit for suggestions (SUGGEST_MAX_LENGTH in packages/search). */
export const SUGGEST_MAX_LENGTH = 100;
/** Quick search hitsPerPage (001 §7: "a quick-search count", value not shown). */
export const QUICK_SEARCH_HITS = 8;
/** 001 §9: 'See all results' at 5 or more hits. */
export const SEE_ALL_FROM = 5;
/** 001 §9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Recent searches kept in localStorage (000 §3). */
export const HISTORY_SIZE = 8;
/** The endpoint the combobox asks (server/search-suggest.ts). */
export const SUGGEST_PATH = '/api/search/suggest';

/** The query as it is sent: trimmed, inner runs of white space as one space. */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** True when the text is long enough, and short enough, to ask for suggestions. */
export function isSendable(text: string): boolean {
  const query = normaliseQuery(text);
  return query.length >= SUGGEST_MIN_LENGTH && query.length <= SUGGEST_MAX_LENGTH;
}
