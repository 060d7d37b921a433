/** The product page's data (loader → page) and its structured data (JSON-LD, spec 000 §2.5 meta). */
import type { Money, StockLevel } from '@toolyard/domain';
import type { MetaDescriptor } from 'react-router';
import { BRAND } from '../shell/seo.ts';
import type { ProductVideo } from './product-video.ts';

export interface ProductPageData {
  id: string;
  sku: string;
  /** EX code, e.g. EX10012345. */
  key: string;
  name: string;
  slug: string;
  description: string | null;
  brand: string | null;
  model: string | null;
  ean: string | null;
  tags: string[];
  /** `src` null: the default image (image fallback rule). */
  images: Array<{ src: string | null; alt: string }>;
  breadcrumbs: Array<{ name: string; href: string }>;
  /** The variant switcher's options (empty for a single-variant product); `sku` above is the chosen one. */
  variants: Array<{
    sku: string;
    /** A, B (B-ware), set, test. */
    kind: string;
    /** Attribute values that tell the variants apart (size, power, …), localized. */
    details: string[];
    price: Money | null;
    inStock: boolean;
    selected: boolean;
  }>;
  price: {
    current: Money;
    /** The standard price, struck through, while a discount is active. */
    standard: Money | null;
    savePercent: number | null;
    validUntil: string | null;
  } | null;
  /** Price-disclaimer countries: "incl. {rate} % VAT, plus shipping". */
  vatNote: { ratePercent: number } | null;
  stock: { quantity: number; level: StockLevel; max: number };
  isVirtual: boolean;
  /** Add-to-cart availability rule with nothing of it in the cart yet. */
  canAdd: boolean;
  delivery: { date: string | null; kind: 'parcel' | 'freight' };
  shippingFee: Money | null;
  volumeDiscounts: Array<{ volume: number; percent: number; unitPrice: Money }>;
  rating: { averageRating: number; count: number } | null;
  highlights: string[];
  techDetails: Array<[string, string]>;
  faq: Array<[string, string]>;
  deliveryPackage: string | null;
  manualUrl: string | null;
  videoUrl: string | null;
  /** The video as a lazy player (null: not playable here, `videoUrl` stays a link). */
  video: ProductVideo | null;
  energyLabel: string | null;
  bware: { condition: string | null } | null;
  /** The add-review form asks for consent (review-consent countries, spec 001 §9: CZ). */
  reviewConsent: boolean;
}

const decimal = (amount: Money) =>
  (amount.centAmount / 10 ** amount.fractionDigits).toFixed(amount.fractionDigits);

/** Product (with Offer and AggregateRating) and BreadcrumbList for search engines. */
export function productStructuredData(page: ProductPageData, url: string, origin: string): MetaDescriptor[] {
  const absolute = (path: string) => (path.startsWith('/') ? `${origin}${path}` : path);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.name,
    sku: page.sku,
    mpn: page.key,
    url,
    image: page.images.flatMap((image) => (image.src ? [absolute(image.src)] : [])),
  };
  if (page.description) product.description = page.description;
  if (page.brand) product.brand = { '@type': 'Brand', name: page.brand };
  if (page.model) product.model = page.model;
  if (page.ean) product.gtin13 = page.ean;
  if (page.price) {
    product.offers = {
      '@type': 'Offer',
      url,
      price: decimal(page.price.current),
      priceCurrency: page.price.current.currencyCode,
      availability:
        page.stock.quantity > 0 || page.isVirtual
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      itemCondition: page.bware ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: BRAND },
      ...(page.price.validUntil ? { priceValidUntil: page.price.validUntil.slice(0, 10) } : {}),
    };
  }
  if (page.rating) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: page.rating.averageRating,
      reviewCount: page.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const crumbs = [
    ...page.breadcrumbs.map((crumb) => ({ name: crumb.name, url: absolute(crumb.href) })),
    { name: page.name, url },
  ];
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [{ 'script:ld+json': product }, { 'script:ld+json': breadcrumbList }];
}
