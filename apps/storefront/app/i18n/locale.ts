/**
 * Which message catalogs a locale reads, in order (spec 000 §4, 001 §9): the variant's own
 * overrides, the overrides of its fallback variant (de-AT → de-DE, en-IE → en-GB …), the language's
 * catalog, and English as the last resort.
 */
import { type LanguageCode, LOCALE_FALLBACKS, localeCode, parseLocale } from '@toolyard/domain';

export const BASE_LANGUAGE: LanguageCode = 'en';
/** The English catalog is written in British English; en-GB is the reference locale. */
export const REFERENCE_LOCALE = 'en-GB';

export interface ResolvedLocale {
  /** BCP 47 tag for Intl, e.g. "de-CH". */
  readonly tag: string;
  readonly language: LanguageCode;
  /** Override folders to read, most specific first, e.g. ["de-CH", "de-DE"]. */
  readonly overrides: readonly string[];
  /** Language catalogs to read, most specific first, e.g. ["de", "en"]. */
  readonly languages: readonly LanguageCode[];
}

/** Null when the input is not one of the 28 store variants. Accepts "de-ch", "de-CH", "de_CH". */
export function resolveLocale(input: string): ResolvedLocale | null {
  const parts = parseLocale(input);
  if (!parts) return null;
  const tag = `${parts.language}-${parts.country}`;
  const overrides = [tag];
  const fallback = LOCALE_FALLBACKS[localeCode(parts.language, parts.country)];
  const fallbackParts = fallback ? parseLocale(fallback) : null;
  if (fallbackParts) overrides.push(`${fallbackParts.language}-${fallbackParts.country}`);
  const languages: LanguageCode[] = [parts.language];
  if (parts.language !== BASE_LANGUAGE) languages.push(BASE_LANGUAGE);
  return { tag, language: parts.language, overrides, languages };
}
