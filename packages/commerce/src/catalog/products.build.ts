/** Builds the product view from fetched rows at the request's clock (discount validity). */
import type { RequestContext } from '../context.ts';
import { chooseActiveDiscount, moneyOf, pickLocalized, taxRateBasisPointsFor } from './catalog.rules.ts';
import type { ProductData } from './products.repository.ts';
import { type PriceView, type ProductView, ratingStatistics, type VariantView } from './products.view.ts';

function priceView(ctx: RequestContext, data: ProductData, sku: string): PriceView | null {
  const price = data.prices.get(sku);
  if (!price || price.currency !== ctx.currency) return null;
  const chosen = chooseActiveDiscount(
    data.discounts.get(sku) ?? [],
    price.centAmount,
    ctx.currency,
    ctx.now,
    ctx.country,
  );
  return {
    value: moneyOf(ctx.currency, price.centAmount),
    netValue: price.netCentAmount === null ? null : moneyOf(ctx.currency, price.netCentAmount),
    discounted: chosen
      ? {
          value: moneyOf(ctx.currency, chosen.centAmount),
          discount: {
            id: chosen.discount.id,
            name: pickLocalized(chosen.discount.name, ctx.language) ?? '',
            value: moneyOf(ctx.currency, chosen.centAmount),
            validFrom: chosen.discount.validFrom?.toISOString() ?? null,
            validUntil: chosen.discount.validUntil?.toISOString() ?? null,
            isActive: true,
          },
        }
      : null,
  };
}

export function buildProductView(ctx: RequestContext, data: ProductData): ProductView | null {
  const { product, text } = data;
  const master = data.variants.find((v) => v.isMaster) ?? data.variants[0];
  if (!master) return null;
  const variantViews: VariantView[] = data.variants.map((v) => {
    const quantity = data.stock.get(v.sku) ?? 0;
    return {
      id: v.variantId,
      sku: v.sku,
      kind: v.kind,
      isMaster: v.isMaster,
      images: v.images,
      attributes: v.attributes,
      price: priceView(ctx, data, v.sku),
      availability: { isOnStock: quantity > 0, availableQuantity: quantity },
    };
  });
  const masterView = variantViews.find((v) => v.sku === master.sku) as VariantView;
  return {
    id: product.id,
    key: product.key,
    sku: master.sku,
    productType: product.productType,
    name: text?.name ?? product.key,
    slug: text?.slug ?? product.key.toLowerCase(),
    description: text?.description ?? null,
    metaTitle: text?.metaTitle ?? null,
    metaDescription: text?.metaDescription ?? null,
    metaKeywords: text?.metaKeywords ?? null,
    brand: product.brand,
    model: product.model,
    family: product.family,
    ean: product.ean,
    tags: product.tags,
    categories: product.categoryIds.map((id) => ({ id })),
    attributes: product.attributes,
    isPackageTypeFreight: product.isPackageTypeFreight,
    volumeDiscountGroup: product.volumeDiscountGroup,
    relatedAccessories: product.relatedAccessories,
    eligibleForSelling: product.eligibleForSelling.includes(ctx.country),
    enabledOnMarket: product.enabledOnMarket.includes(ctx.country),
    taxRate: {
      amountBasisPoints: taxRateBasisPointsFor(ctx.country, product.taxCategory),
      country: ctx.country,
    },
    masterVariant: masterView,
    variants: variantViews,
    images: masterView.images,
    price: masterView.price,
    availability: masterView.availability,
    reviewRatingStatistics: ratingStatistics(
      product.reviewCount,
      product.reviewRatingSum,
      product.ratingsDistribution,
    ),
    publishedAt: product.publishedAt.toISOString(),
    createdAt: product.createdAt.toISOString(),
  };
}
