/**
 * Every service call starts with the request context: which store the shopper is in, the language
 * they read, the currency prices are in, and who they are. Services never read cookies or hosts.
 */
export interface RequestContext {
  /** Store key, e.g. `store-de`. */
  storeKey: string;
  /** ISO 3166-1 alpha-2, upper case, e.g. `DE`. */
  country: string;
  /** Language code, lower case, e.g. `de`. */
  language: string;
  /** BCP 47 language-and-country, e.g. `de-DE`. */
  locale: string;
  /** ISO 4217, e.g. `EUR`. */
  currency: string;
  /** Signed-in customer, or null for anonymous visitors and guests. */
  customerId: string | null;
  /** The session's anonymous id: carts and orders of guests belong to it. */
  anonymousId?: string | null;
  /** Clock for discount validity and delivery dates; injected so tests can pin it. */
  now: Date;
}
