/** The root loader's data, shared by every page: store, locale, messages and header/footer state. */
import type { CountryCode, LanguageCode } from '@toolyard/domain';
import { useRouteLoaderData } from 'react-router';
import type { PreparedBlock } from '../components/blocks/index.ts';
import type { FooterColumn } from '../components/footer-links.ts';
import { messagesAt } from '../i18n/client-messages.ts';
import type { Messages } from '../i18n/load.ts';
import type { CategoryLink } from './context.ts';

export interface RootData {
  /** BCP 47, e.g. "fr-BE". */
  tag: string;
  locale: string;
  language: LanguageCode;
  country: CountryCode;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  currency: string;
  /** '' for the default language, '/fr' otherwise. */
  prefix: string;
  origins: Record<CountryCode, string>;
  toggles: Record<string, boolean>;
  showVersion: boolean;
  appVersion: string;
  year: number;
  /**
   * The browser messages' module, `/i18n/<locale>.<hash>.js`: the messages themselves are not in
   * the loader data (docs/decisions/210); rootMessages() reads them.
   */
  messagesUrl: string;
  categories: CategoryLink[];
  /** True when categories come from the catalog; false for the built-in department list. */
  categoriesFromCatalog: boolean;
  /**
   * Footer link columns: links to existing pages only, brands from the catalog. Deferred (a promise
   * the root loader does not await, streamed into the document; decision 181).
   */
  footer: Promise<FooterColumn[]> | FooterColumn[];
  /** CMS blocks of the promo banner area (page key "promo-banner"), or null. */
  promoBlocks: readonly PreparedBlock[] | null;
  /** The store's own review average and count (header widget); null without reviews (decision 126). */
  storeRating: StoreRatingFigures | null;
  /** Payment methods the store offers (footer logos), in checkout order. */
  paymentMethods: readonly string[];
  /**
   * Whether the request carried a stored cookie choice: only browsers without JavaScript are told
   * (CONSENT_UNCHOSEN_ATTRIBUTE); the HTML cache keeps the two variants apart (decision 261).
   */
  consentStored: boolean;
}

export interface StoreRatingFigures {
  average: number;
  count: number;
}

/** The root's browser messages (registered by the root loader, or imported in the browser). */
export function rootMessages(root: Pick<RootData, 'messagesUrl'>): Messages {
  return messagesAt(root.messagesUrl);
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
