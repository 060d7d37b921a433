/**
 * Recent searches of the visitor (000 §3: "Search history is kept in local storage"): newest first,
 * at most HISTORY_SIZE, one entry per query whatever its case or spacing. A browser without storage
 * (private mode, blocked cookies) just has no history.
 */
import { HISTORY_SIZE, normaliseQuery, SUGGEST_MAX_LENGTH } from './limits.ts';

export const HISTORY_KEY = 'toolyard.search-history';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** window.localStorage, or null where reading it throws (storage disabled) or on the server. */
export function browserStorage(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readHistory(storage: Store | null): string[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // Someone else's (or an older version's) value: keep only what this version would have written.
    return parsed
      .filter((entry): entry is string => typeof entry === 'string')
      .map(normaliseQuery)
      .filter((entry) => entry !== '' && entry.length <= SUGGEST_MAX_LENGTH)
      .slice(0, HISTORY_SIZE);
  } catch {
    return [];
  }
}

/** Puts `query` first (removing an earlier equal entry) and returns the new history. */
export function addToHistory(storage: Store | null, query: string): string[] {
  const entry = normaliseQuery(query).slice(0, SUGGEST_MAX_LENGTH);
  const before = readHistory(storage);
  if (entry === '') return before;
  const key = entry.toLocaleLowerCase();
  const history = [entry, ...before.filter((old) => old.toLocaleLowerCase() !== key)].slice(0, HISTORY_SIZE);
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Quota exceeded or storage disabled: the search still runs.
  }
  return history;
}

export function clearHistory(storage: Store | null): void {
  try {
    storage?.removeItem(HISTORY_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
