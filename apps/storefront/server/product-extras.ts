/**
 * The product page's deferred reads (decision 111) through the commerce catalog services: a page
 * of reviews in the requested sort, related products (8 of the same category), accessories,
 * similar products, and the comparison table (5 ranked products, 5 attributes, '-' where missing).
 */
import type { CatalogServices, ProductView, RequestContext } from '@toolyard/commerce';
import {
  COMPARISON,
  type CurrencyCode,
  comparisonAttributeNames,
  comparisonCell,
  REVIEWS,
} from '@toolyard/domain';
import type {
  ExtrasParts,
  ProductExtras,
  RailProduct,
  ReviewQuery,
  ReviewsData,
} from '../app/product/product-extras.ts';
import { REVIEW_SORT_VALUES } from '../app/product/product-extras.ts';
import { languagePrefix, type ResolvedStore } from '../app/store/domain-map.ts';
import { resolveProductImage } from './product-detail.ts';

type Services = Pick<CatalogServices, 'reviews' | 'rails' | 'comparison'>;

export interface ExtrasSource {
  id: string;
  sku: string;
  /** The product's own technical details (name, value) in the page language: the compared rows. */
  techDetails: ReadonlyArray<readonly [string, string]>;
}

function contextOf(store: ResolvedStore, language: string, now: Date): RequestContext {
  return {
    storeKey: store.storeKey,
    country: store.country,
    language,
    locale: `${language}-${store.country}`,
    currency: store.currency,
    customerId: null,
    now,
  };
}

/** Technical details of a product view in the language (English as the catalog's fallback). */
function techDetailsOf(product: ProductView, language: string): Map<string, string> {
  const localized = product.attributes.techdetails as Record<string, unknown> | undefined;
  const list = localized?.[language] ?? localized?.en;
  const pairs = new Map<string, string>();
  if (!Array.isArray(list)) return pairs;
  for (const item of list as Array<Record<string, unknown> | null>) {
    if (typeof item?.name === 'string' && typeof item.value === 'string') pairs.set(item.name, item.value);
  }
  return pairs;
}

export function railProduct(product: ProductView, prefix: string): RailProduct {
  const price = product.price?.discounted?.value ?? product.price?.value ?? null;
  const image = product.images[0]?.url;
  const stats = product.reviewRatingStatistics;
  return {
    sku: product.sku,
    name: product.name,
    href: `${prefix}/${product.slug}`,
    brand: product.brand,
    image: image ? resolveProductImage(image) : null,
    price: price ? { ...price, currencyCode: price.currencyCode as CurrencyCode } : null,
    rating: stats.count > 0 ? { average: stats.averageRating, count: stats.count } : null,
    inStock: product.availability.isOnStock,
  };
}

async function reviewsOf(
  services: Services,
  ctx: RequestContext,
  productId: string,
  query: ReviewQuery,
): Promise<ReviewsData> {
  const page = await services.reviews.page(ctx, productId, {
    offset: (query.page - 1) * REVIEWS.pageSize,
    sort: REVIEW_SORT_VALUES[query.sort],
  });
  const { language } = ctx;
  return {
    query,
    total: page.total,
    pages: Math.max(1, Math.ceil(page.total / REVIEWS.pageSize)),
    averageRating: page.averageRating,
    distribution: page.ratingsDistribution,
    items: page.results.map((review) => ({
      id: review.id,
      // A translation into the page language when the review has one (spec 000 §3 Review).
      title: review.custom.titleTranslations[language] ?? review.title,
      text: review.custom.textTranslations[language] ?? review.text,
      authorName: review.authorName,
      rating: review.rating,
      createdAt: review.custom.reviewCreatedAt,
      customerCareResponse:
        review.custom.answerTranslations[language] ?? review.custom.customerCareResponseText,
    })),
  };
}

const NO_REVIEWS = (query: ReviewQuery): ReviewsData => ({
  query,
  total: 0,
  pages: 1,
  averageRating: 0,
  distribution: {},
  items: [],
});

/**
 * `parts` picks what to read (decision 221): the page's document asks for the reviews only, the
 * rails route for the rails and the comparison only; the other part comes back empty.
 */
export async function readProductExtras(
  services: Services,
  store: ResolvedStore,
  language: string,
  source: ExtrasSource,
  query: ReviewQuery,
  parts: ExtrasParts = 'all',
  now: Date = new Date(),
): Promise<ProductExtras> {
  const ctx = contextOf(store, language, now);
  const prefix = languagePrefix(store, language);
  const card = (product: ProductView) => railProduct(product, prefix);
  const rails = parts !== 'reviews';
  const none = Promise.resolve([] as ProductView[]);
  const [reviews, related, accessories, similar, compared] = await Promise.all([
    parts === 'rails' ? NO_REVIEWS(query) : reviewsOf(services, ctx, source.id, query),
    rails ? services.rails.related(ctx, source.id) : none,
    rails ? services.rails.accessories(ctx, source.id) : none,
    rails ? services.rails.similar(ctx, source.sku) : none,
    rails ? services.comparison.bySku(ctx, source.sku) : none,
  ]);
  const names = comparisonAttributeNames(source.techDetails.map(([name]) => name));
  const own = new Map(source.techDetails.map(([name, value]) => [name, value] as [string, string]));
  const comparison =
    compared.length > 0 && names.length > 0
      ? {
          products: compared.slice(0, COMPARISON.displayLimit).map(card),
          rows: names.map((name) => ({
            name,
            cells: [
              comparisonCell(own.get(name)),
              ...compared
                .slice(0, COMPARISON.displayLimit)
                .map((product) => comparisonCell(techDetailsOf(product, language).get(name))),
            ],
          })),
        }
      : null;
  return {
    reviews,
    related: related.map(card),
    accessories: accessories.map(card),
    similar: similar.map(card),
    comparison,
  };
}
