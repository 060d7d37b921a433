/**
 * What the server hands every loader (React Router load context): the store of the host, the
 * request's locale, absolute origins for canonical and hreflang links, and the catalog port.
 */
import type {
  CountryCode,
  LanguageCode,
  LocaleCode,
  RequestFormData,
  RequestFormErrors,
} from '@toolyard/domain';
import type { SearchOutcome, SearchQueryInput, Suggestion } from '@toolyard/search';
import type { StorefrontSocial } from '../../server/social-auth.ts';
import type { AccountApi } from '../account/account-api.ts';
import type { StorefrontCheckout } from '../checkout/checkout-port.ts';
import type { StorefrontPayment } from '../checkout/payment-types.ts';
import type { ProductCard, ResolvedCategory } from '../components/blocks/index.ts';
import type { ProductDetail } from '../product/product-detail.ts';
import type { ExtrasParts, ProductExtras, ReviewQuery } from '../product/product-extras.ts';
import type { ResolvedStore } from '../store/domain-map.ts';
import type { RouteKey } from '../store/paths.ts';

export type ProductGroupSource =
  | { kind: 'tag'; tag: string }
  | { kind: 'category'; categoryKey: string }
  | { kind: 'skus'; skus: string[] };

export interface CategoryLink {
  name: string;
  slug: string;
}

export interface ProductSummary {
  name: string;
  slug: string;
  /** The product's SEO title in the language (spec 000 §3 meta title); the page title when set. */
  metaTitle?: string | null;
  description: string | null;
  /** The slug in every language the product has texts in (for hreflang alternates). */
  slugs: Readonly<Record<string, string>>;
  /** Countries whose stores sell the product (enabled on market). */
  markets: readonly string[];
}

export interface CategorySummary {
  /** Category id (the search filter `categoryId`); absent in shell tests' catalogs. */
  id?: string;
  name: string;
  slug: string;
  /** The category's SEO title in the language (spec 000 §3 metaTitle); the page title when set. */
  metaTitle?: string | null;
  description: string | null;
  slugs: Readonly<Record<string, string>>;
  /** CategoryContentHTML in the request's language, unsanitised (the listing sanitises it). */
  contentHtml?: string | null;
  /** Ancestors, root first, as links (breadcrumbs). */
  ancestors?: CategoryLink[];
  /** related_categories_1 to 3 that exist, as links. */
  related?: CategoryLink[];
}

/**
 * Catalog reads the shell needs, in the request's store and language. Null when the commerce
 * engine does not offer them (yet): unknown slugs are then honest 404s.
 */
export interface StoreReviewCard {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  text: string;
  createdAt: string;
}

export interface StorefrontCatalog {
  productBySlug(slug: string): Promise<ProductSummary | null>;
  /** The product page's data through the commerce catalog services (canonical slug only). */
  productDetail?(slug: string): Promise<ProductDetail | null>;
  /** The product page's deferred part: reviews in the query's sort and page, rails, comparison. */
  productExtras?(
    product: { id: string; sku: string; techDetails: ReadonlyArray<readonly [string, string]> },
    query: ReviewQuery,
    parts?: ExtrasParts,
  ): Promise<ProductExtras>;
  categoryBySlug(slug: string): Promise<CategorySummary | null>;
  topCategories(): Promise<CategoryLink[]>;
  /** The store's own review average and count; null when it has no review yet. */
  storeRating(): Promise<{ average: number; count: number } | null>;
  /** The store's newest reviews with text among those its rating counts (trust-review carousel). */
  storeReviews?(limit: number): Promise<StoreReviewCard[]>;
  /** The store's campaigns setting and list (spec 000 §3 "Store"); absent in shell tests. */
  storeCampaigns?(): Promise<{
    enabled: boolean;
    campaigns: ReadonlyArray<{ campaignName: string; startDate: string; endDate: string }>;
  }>;
  /** Brands with the most products sold in the store, most first (footer brand column). */
  topBrands(limit: number): Promise<string[]>;
  /** Category names and slugs by category id (listing facet labels; unknown ids are left out). */
  categoriesByIds?(ids: readonly string[]): Promise<Record<string, CategoryLink>>;
  /** Category names and links by category key (keys without a category are left out). */
  categoriesByKeys(keys: readonly string[]): Promise<Record<string, ResolvedCategory>>;
  /** Product cards of a CMS product group (tag, category or SKU list), newest first. */
  productGroup(source: ProductGroupSource, limit: number): Promise<ProductCard[]>;
}

/** Product search in the request's store and locale (`prod.{locale}`, packages/search). */
export interface StorefrontSearch {
  readonly index: string;
  search(input: SearchQueryInput): Promise<SearchOutcome>;
  suggest(text: string, limit?: number): Promise<Suggestion[]>;
}

/** Outcome of a newsletter sign-up, as the form reports it. */
export type NewsletterSignUp =
  | 'pending'
  | 'confirmed'
  | 'invalid-email'
  /** Too many sign-ups from this address (docs/decisions/082): 429 with Retry-After. */
  | { rateLimited: true; retryAfterSeconds: number };

/** Newsletter sign-up in the request's store and variant (commerce newsletter module). */
export interface StorefrontNewsletter {
  subscribe(input: { email: string; source: string }): Promise<NewsletterSignUp>;
  /** The address's subscription in this store (my newsletter page); null when it has none. */
  statusOf?(email: string): Promise<'pending' | 'confirmed' | 'unsubscribed' | null>;
  unsubscribe?(email: string): Promise<void>;
}

/** What the request form's post comes to (docs/decisions/135); field errors are the domain's rules. */
export type RequestFormOutcome =
  | { ok: true; caseNumber: string }
  | { ok: false; errors: RequestFormErrors }
  /** Too many requests from this address (decision 082, policy request-form-ip). */
  | { ok: false; rateLimited: true; retryAfterSeconds: number };

/** The customer-service request form in the request's store and variant (case-management port). */
export interface StorefrontRequestForm {
  submit(data: RequestFormData): Promise<RequestFormOutcome>;
}

/** A mail the embedded SMTP server received (development mailbox). */
export interface MailboxMail {
  id: string;
  receivedAt: Date;
  from: string | null;
  to: string[];
  subject: string;
  text: string | null;
  html: string | null;
}

/** Mails received while no SMTP_URL is set, newest first; only outside production. */
export interface StorefrontMailbox {
  latest(limit?: number): Promise<MailboxMail[]>;
}

/** CMS pages per key and store variant (packages/content). */
export interface StorefrontContent {
  blocksOf(pageKey: string): Promise<readonly unknown[] | null>;
  /** Keys of the pages the variant has (cached by the content store). */
  pageKeys(): Promise<ReadonlySet<string>>;
}

/** The VAT ID check (packages/integrations/src/vat) in the request's store, for the account pages. */
export interface StorefrontVat {
  check(input: {
    country: string;
    vatId: string;
  }): Promise<
    | { ok: true; vatId: string; outcome: 'valid' | 'invalid' | 'unverifiable'; timedOut: boolean }
    | { ok: false; message: string }
  >;
}

export interface ShellContext {
  store: ResolvedStore;
  locale: LocaleCode;
  language: LanguageCode;
  prefix: LanguageCode | null;
  routeKey: RouteKey;
  /** Origin of the current request's store, e.g. "http://be.localhost:3000". */
  origin: string;
  /** Origin of every country store in the same domain family as the request. */
  origins: Record<CountryCode, string>;
  customerId: string | null;
  /** The JSON API's customer methods with this request's cookie and language; null without an engine. */
  account: AccountApi | null;
  appVersion: string;
  catalog: StorefrontCatalog | null;
  content: StorefrontContent | null;
  /** Product search of the request's locale; null without the search module (shell tests). */
  search?: StorefrontSearch | null;
  newsletter: StorefrontNewsletter | null;
  /** The customer-service request form; null without a case-management port (shell tests). */
  requestForm?: StorefrontRequestForm | null;
  /**
   * Items in the visitor's active cart (header badge), from the session cookie; 0 without a
   * session or cart. Null when no commerce engine is plugged in.
   */
  cartItemCount: (() => Promise<number>) | null;
  /** Browser tests: /shell-test/error renders the error pages on purpose. */
  testRoutes: boolean;
  /** The development mailbox (/dev/mailbox/); null in production, where the page is a 404. */
  mailbox?: StorefrontMailbox | null;
  /** Google/Facebook sign-in (decision 145); null when no provider is configured. */
  social?: StorefrontSocial | null;
  /** Checkout flags, VAT ID check, address validation (decision 160); null without an engine. */
  checkout?: StorefrontCheckout | null;
  /** VAT ID checks (VAT_SERVICE); null without the port (shell tests). */
  vat?: StorefrontVat | null;
  /** Checkout payment and thank-you of the request's session (decision 152); null in shell tests. */
  payment?: StorefrontPayment | null;
  /**
   * The tracking events that name a person (001 §7), sent by the server action that knows them;
   * nothing is sent without the visitor's consent to statistics. Null in shell tests.
   */
  track?: ShellTrack | null;
  /**
   * Marks this render as incomplete: a read failed and the page shows less (no menu, no reviews, an
   * empty listing). It is still shown, but no shared cache keeps it. Absent in shell tests.
   */
  degraded?: () => void;
}

/** The person-naming tracking events (001 §7) a server action sends; checked again by the port. */
export type ServerTrackingEvent =
  | { event: 'newsletter-doi'; email: string }
  | { event: 'reset-password'; email: string; locale: string }
  | { event: 'customer-update'; user_id: string }
  | { event: 'customer-consent'; newsletter: boolean; sms: boolean };

/** Sends one event for this request's visitor; never rejects (a failure is logged). */
export type ShellTrack = (event: ServerTrackingEvent, options?: { email?: string }) => Promise<void>;

/**
 * A `.catch` that shows `fallback` in place of a failed read and marks the render incomplete, so
 * a passing outage is not kept in the HTML cache for minutes.
 */
export function fallbackTo<T>(shell: Pick<ShellContext, 'degraded'>, fallback: T): (error: unknown) => T {
  return () => {
    shell.degraded?.();
    return fallback;
  };
}

declare module 'react-router' {
  interface AppLoadContext {
    shell: ShellContext;
    /** CSP nonce of this response (server/security-headers.ts). */
    nonce?: string;
  }
}
