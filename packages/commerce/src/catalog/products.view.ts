/** The product shape of spec 000 §3 as the API and pages read it. */
import type { Money, ProductDiscountView } from '../ports/index.ts';

export interface PriceView {
  value: Money;
  /** Custom net price field: the price without VAT, for NET invoices after VAT ID validation. */
  netValue: Money | null;
  discounted: { value: Money; discount: ProductDiscountView & { isActive: boolean } } | null;
}

export interface VariantView {
  id: number;
  sku: string;
  kind: string;
  isMaster: boolean;
  images: Array<{ url: string; label: string }>;
  attributes: Record<string, unknown>;
  price: PriceView | null;
  availability: { isOnStock: boolean; availableQuantity: number };
}

export interface ReviewRatingStatistics {
  averageRating: number;
  count: number;
  ratingsDistribution: Record<string, number>;
}

export interface ProductView {
  id: string;
  key: string;
  sku: string;
  productType: string;
  name: string;
  slug: string;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  brand: string | null;
  model: string | null;
  family: string | null;
  ean: string | null;
  tags: string[];
  categories: Array<{ id: string }>;
  attributes: Record<string, unknown>;
  isPackageTypeFreight: boolean;
  volumeDiscountGroup: string | null;
  relatedAccessories: string[];
  eligibleForSelling: boolean;
  enabledOnMarket: boolean;
  taxRate: { amountBasisPoints: number; country: string };
  masterVariant: VariantView;
  variants: VariantView[];
  images: Array<{ url: string; label: string }>;
  price: PriceView | null;
  availability: { isOnStock: boolean; availableQuantity: number };
  reviewRatingStatistics: ReviewRatingStatistics;
  publishedAt: string;
  createdAt: string;
}

export interface ProductPage {
  offset: number;
  limit: number;
  count: number;
  total: number;
  results: ProductView[];
}

/** Average to one decimal (a rating, not money). */
export function ratingStatistics(
  count: number,
  sum: number,
  distribution: Record<string, number>,
): ReviewRatingStatistics {
  const ratingsDistribution: Record<string, number> = {};
  for (const rating of ['1', '2', '3', '4', '5']) ratingsDistribution[rating] = distribution[rating] ?? 0;
  return { averageRating: count === 0 ? 0 : Math.round((sum * 10) / count) / 10, count, ratingsDistribution };
}
