/** Composition of the catalog services, each taking a RequestContext first. */
import { createCategoryService } from '../categories/index.ts';
import type { Database } from '../db/client.ts';
import { createVolumeDiscountService } from '../discounts/index.ts';
import { createInventoryService } from '../inventory/index.ts';
import type { Notifier } from '../notifier/index.ts';
import type { PurchaseHistory } from '../ports/index.ts';
import { createReviewService } from '../reviews/index.ts';
import { createSeoRedirectService } from '../seo/index.ts';
import { createShippingService } from '../shipping/index.ts';
import { createStoreService } from '../stores/index.ts';
import { invalidateOnCatalogChanges } from './cache-invalidation.ts';
import { createCatalogReader } from './catalog-reader.ts';
import { cachePageReads } from './page-reads.cache.ts';
import { createCatalogPageReads } from './page-reads.ts';
import { createPriceService } from './prices.service.ts';
import { createProductLoader, createProductService, type ProductCacheOptions } from './products.service.ts';
import { createRailService } from './rails.service.ts';
import { createRecommendationService } from './recommendations.service.ts';
import { withReferenceDataCache } from './reference-data.cache.ts';
import { createStoreRatingService } from './store-rating.service.ts';
import { createTopBrandService } from './top-brands.service.ts';

/**
 * With a notifier, the caches follow catalog changes from every node and the writes here (reviews,
 * prices) announce theirs; without one (tests, scripts) they only expire (decision 073).
 */
export function createCatalogServices(
  db: Database,
  deps: { purchaseHistory: PurchaseHistory; notifier?: Notifier },
  options: ProductCacheOptions = {},
) {
  const reader = createCatalogReader(db);
  const loader = createProductLoader(db, options);
  const offOrDefault = options.cacheTtlMs === 0 ? { cacheTtlMs: 0 } : {};
  const recommendations = createRecommendationService(db, loader, offOrDefault);
  const rails = createRailService(db, loader, offOrDefault);
  // Product pages read the shipping methods and volume tiers on every render (decision 195).
  const referenceData = withReferenceDataCache(reader, options.cacheTtlMs === 0 ? 0 : undefined);
  const products = createProductService(db, options, loader);
  const categories = createCategoryService(db, options.cacheTtlMs === 0 ? { cacheTtlMs: 0 } : {});
  const topBrands = createTopBrandService(db, options.cacheTtlMs === 0 ? { cacheTtlMs: 0 } : {});
  const storeRating = createStoreRatingService(db, options.cacheTtlMs === 0 ? { cacheTtlMs: 0 } : {});
  const pages = cachePageReads(createCatalogPageReads(db), offOrDefault);
  // Review pages are kept as long as the products they belong to.
  const reviews = createReviewService(db, deps, { cacheTtlMs: options.cacheTtlMs });
  const stores = createStoreService(db, offOrDefault);
  const seoRedirects = createSeoRedirectService(db, offOrDefault);
  if (deps.notifier)
    invalidateOnCatalogChanges(deps.notifier, {
      products,
      reviews,
      categories,
      topBrands,
      storeRating,
      pages: {
        invalidate() {
          pages.invalidate();
          rails.invalidate();
          recommendations.invalidate();
        },
      },
      referenceData,
      storeSettings: {
        invalidate() {
          stores.invalidate();
          seoRedirects.invalidate();
        },
      },
    });
  return {
    storeRating,
    reader,
    products,
    categories,
    topBrands,
    prices: createPriceService(db, deps),
    pages,
    reviews,
    inventory: createInventoryService(db),
    shipping: createShippingService(referenceData),
    volumeDiscounts: createVolumeDiscountService(referenceData),
    complementary: { bySku: recommendations.complementary },
    comparison: { bySku: recommendations.comparison },
    /** Related, accessories, similar and cart recommendations (decision 110). */
    rails,
    seoRedirects,
    stores,
  };
}

export type CatalogServices = ReturnType<typeof createCatalogServices>;
