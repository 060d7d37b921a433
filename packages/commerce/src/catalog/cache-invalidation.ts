/**
 * Every catalog cache of a node follows the `toolyard_catalog` channel (decision 073): a change
 * published by any node drops exactly what it touched, and a gap in the notifier's connection drops
 * everything.
 */
import { type CatalogChange, catalogChanged } from '../notifier/channels.ts';
import type { Notifier } from '../notifier/notifier.ts';

export interface CatalogCaches {
  products?: { invalidate(productIds?: readonly string[] | null): void };
  /** Review pages per product: change with reviews and imports. */
  reviews?: { invalidate(productIds?: readonly string[] | null): void };
  categories?: { invalidate(): void };
  /** Shipping methods, volume tiers, guarantee offers. */
  referenceData?: { invalidate(): void };
  /** Brands per market (footer): they change with product texts or imports. */
  topBrands?: { invalidate(): void };
  /** Each store's own review average (header): changes with reviews and imports. */
  storeRating?: { invalidate(): void };
  /** The shell's page reads (cards, summaries, top categories): any change may show in them. */
  pages?: { invalidate(): void };
  /** Store settings and SEO redirects: written by imports only. */
  storeSettings?: { invalidate(): void };
}

export function applyCatalogChange(caches: CatalogCaches, change: CatalogChange): void {
  caches.pages?.invalidate();
  if (change.kind === 'products') {
    caches.products?.invalidate(change.productIds);
    if (change.reason === 'text' || change.reason === 'import') {
      caches.referenceData?.invalidate();
      caches.topBrands?.invalidate();
    }
    if (change.reason === 'review' || change.reason === 'import') {
      caches.storeRating?.invalidate();
      caches.reviews?.invalidate(change.productIds);
    }
    if (change.reason === 'import') {
      caches.categories?.invalidate();
      caches.storeSettings?.invalidate();
    }
  } else if (change.kind === 'categories') {
    caches.categories?.invalidate();
  } else {
    caches.referenceData?.invalidate();
    caches.storeSettings?.invalidate();
  }
}

/** Subscribes the caches; returns the unsubscribe function. */
export function invalidateOnCatalogChanges(notifier: Notifier, caches: CatalogCaches): () => void {
  return notifier.subscribe(catalogChanged, (change) => applyCatalogChange(caches, change), {
    onMissed() {
      caches.products?.invalidate(null);
      caches.reviews?.invalidate(null);
      caches.categories?.invalidate();
      caches.referenceData?.invalidate();
      caches.topBrands?.invalidate();
      caches.storeRating?.invalidate();
      caches.pages?.invalidate();
      caches.storeSettings?.invalidate();
    },
  });
}
