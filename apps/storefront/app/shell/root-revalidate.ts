/** What the root loader's data depends on in a URL, for root's shouldRevalidate (docs/decisions/116). */
import { splitLanguagePrefix } from '../store/paths.ts';

/** The language prefix of a path ('' without one). */
export function languageOfPath(pathname: string): string {
  return splitLanguagePrefix(pathname.toLowerCase()).prefix ?? '';
}

/** The query parameters the root reads (`version`, `toggle_*`), in a comparable form. */
export function rootQuery(params: URLSearchParams): string {
  return [...params]
    .filter(([key]) => key === 'version' || key.startsWith('toggle_'))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
}
