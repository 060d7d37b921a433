/** Composition of the catalog services, each taking a RequestContext first. */
import { createCategoryService } from '../categories/index.ts';
import type { Database } from '../db/client.ts';
import { createVolumeDiscountService } from '../discounts/index.ts';
import { createInventoryService } from '../inventory/index.ts';
import type { PurchaseHistory } from '../ports/index.ts';
import { createReviewService } from '../reviews/index.ts';
import { createSeoRedirectService } from '../seo/index.ts';
import { createShippingService } from '../shipping/index.ts';
import { createStoreService } from '../stores/index.ts';
import { createCatalogReader } from './catalog-reader.ts';
import { createProductLoader, createProductService, type ProductCacheOptions } from './products.service.ts';
import { createRecommendationService } from './recommendations.service.ts';

export function createCatalogServices(
  db: Database,
  deps: { purchaseHistory: PurchaseHistory },
  options: ProductCacheOptions = {},
) {
  const reader = createCatalogReader(db);
  const loader = createProductLoader(db, options);
  const recommendations = createRecommendationService(db, loader);
  return {
    reader,
    products: createProductService(db, options, loader),
    categories: createCategoryService(db, options.cacheTtlMs === 0 ? { cacheTtlMs: 0 } : {}),
    reviews: createReviewService(db, deps),
    inventory: createInventoryService(db),
    shipping: createShippingService(reader),
    volumeDiscounts: createVolumeDiscountService(reader),
    complementary: { bySku: recommendations.complementary },
    comparison: { bySku: recommendations.comparison },
    seoRedirects: createSeoRedirectService(db),
    stores: createStoreService(db),
  };
}

export type CatalogServices = ReturnType<typeof createCatalogServices>;
