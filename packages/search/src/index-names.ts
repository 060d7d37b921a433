/** Index names `prod.{locale}` (spec 000 §3 Locale) and the language an index is analysed in. */
import { type LocaleCode, parseLocale, searchIndexName } from '@toolyard/domain';

/** The index of a locale in any spelling ("de-AT", "de-at"); null for a locale no store serves. */
export function indexNameOf(locale: string): string | null {
  const parts = parseLocale(locale);
  return parts ? searchIndexName(`${parts.language}-${parts.country.toLowerCase()}` as LocaleCode) : null;
}

export function languageOfIndex(index: string): string {
  const parts = parseLocale(index.replace(/^prod\./, ''));
  if (!parts) throw new RangeError(`Not a search index: "${index}"`);
  return parts.language;
}

export function countryOfIndex(index: string): string {
  const parts = parseLocale(index.replace(/^prod\./, ''));
  if (!parts) throw new RangeError(`Not a search index: "${index}"`);
  return parts.country;
}
