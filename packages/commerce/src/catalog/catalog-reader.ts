/** CatalogReader over PostgreSQL: what carts, orders and the API read from the catalog. */
import { isExtraGuaranteeOffered, MAX_QUANTITY_PER_PRODUCT } from '@toolyard/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import {
  cartDiscounts,
  discountCodes,
  extraGuarantees,
  inventory,
  prices,
  productDiscounts,
  products,
  productTexts,
  shippingMethods,
  shippingRates,
  stores,
  variants,
} from '../db/schema/index.ts';
import type {
  CatalogReader,
  DiscountCodeView,
  ExtraGuaranteeOffer,
  SellableVariant,
  ShippingMethodView,
  VolumeDiscountTier,
} from '../ports/index.ts';
import {
  chooseActiveDiscount,
  type DiscountCandidate,
  FALLBACK_LANGUAGE,
  isSellableIn,
  isVirtualSku,
  moneyOf,
  pickLocalized,
  taxRateBasisPointsFor,
} from './catalog.rules.ts';

/** Product discounts of these SKUs that may apply in the market (validity is checked in the rules). */
export async function discountCandidates(
  db: Database,
  skus: readonly string[],
  country: string,
): Promise<Map<string, DiscountCandidate[]>> {
  const result = new Map<string, DiscountCandidate[]>();
  if (skus.length === 0) return result;
  const rows = await db
    .select()
    .from(productDiscounts)
    .where(
      and(
        inArray(productDiscounts.sku, [...skus]),
        eq(productDiscounts.isActive, true),
        or(isNull(productDiscounts.country), eq(productDiscounts.country, country)),
      ),
    );
  for (const row of rows) {
    const list = result.get(row.sku) ?? [];
    list.push(row);
    result.set(row.sku, list);
  }
  return result;
}

async function variantsBySkus(
  db: Database,
  ctx: RequestContext,
  skus: readonly string[],
): Promise<Map<string, SellableVariant>> {
  const unique = [...new Set(skus)];
  const result = new Map<string, SellableVariant>();
  if (unique.length === 0) return result;
  const [rows, discounts] = await Promise.all([
    db
      .select({
        sku: variants.sku,
        variantId: variants.variantId,
        images: variants.images,
        productId: products.id,
        productKey: products.key,
        productType: products.productType,
        brand: products.brand,
        taxCategory: products.taxCategory,
        isFreight: products.isPackageTypeFreight,
        volumeDiscountGroup: products.volumeDiscountGroup,
        eligibleForSelling: products.eligibleForSelling,
        enabledOnMarket: products.enabledOnMarket,
        language: productTexts.language,
        name: productTexts.name,
        slug: productTexts.slug,
        centAmount: prices.centAmount,
        currency: prices.currency,
        availableQuantity: inventory.availableQuantity,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .leftJoin(
        productTexts,
        and(
          eq(productTexts.productId, products.id),
          inArray(productTexts.language, [ctx.language, FALLBACK_LANGUAGE]),
        ),
      )
      .leftJoin(prices, and(eq(prices.sku, variants.sku), eq(prices.country, ctx.country)))
      .leftJoin(inventory, eq(inventory.sku, variants.sku))
      .where(inArray(variants.sku, unique)),
    discountCandidates(db, unique, ctx.country),
  ]);
  for (const row of rows) {
    const seen = result.get(row.sku);
    // Two rows when both the language and the fallback exist: the requested language wins.
    if (seen && row.language !== ctx.language) continue;
    const virtual = isVirtualSku(row.sku);
    const hasPrice = row.centAmount !== null && row.currency === ctx.currency;
    const priceCents = hasPrice ? (row.centAmount ?? 0) : 0;
    const chosen = hasPrice
      ? chooseActiveDiscount(discounts.get(row.sku) ?? [], priceCents, ctx.currency, ctx.now, ctx.country)
      : null;
    const image = row.images[0] ?? null;
    result.set(row.sku, {
      productId: row.productId,
      productKey: row.productKey,
      variantId: row.variantId,
      sku: row.sku,
      name: row.name ?? row.productKey,
      slug: row.slug ?? row.productKey.toLowerCase(),
      productType: row.productType,
      brand: row.brand,
      price: moneyOf(ctx.currency, priceCents),
      discount: chosen
        ? {
            id: chosen.discount.id,
            name: pickLocalized(chosen.discount.name, ctx.language) ?? '',
            value: moneyOf(ctx.currency, chosen.centAmount),
            validFrom: chosen.discount.validFrom?.toISOString() ?? null,
            validUntil: chosen.discount.validUntil?.toISOString() ?? null,
          }
        : null,
      taxRateBasisPoints: taxRateBasisPointsFor(ctx.country, row.taxCategory),
      isFreight: row.isFreight,
      isVirtual: virtual,
      volumeDiscountGroup: row.volumeDiscountGroup,
      availableQuantity: virtual ? MAX_QUANTITY_PER_PRODUCT : (row.availableQuantity ?? 0),
      sellable: isSellableIn(ctx.country, row, hasPrice, virtual),
      image: image ? { url: image.url, label: image.label } : null,
    });
  }
  return result;
}

/** Delivery time text for the locale ("de-AT"), else the country, else the language. */
export function deliveryTimeFor(texts: Record<string, string>, ctx: RequestContext): string | null {
  return texts[`${ctx.language}-${ctx.country}`] ?? texts[ctx.country] ?? texts[ctx.language] ?? null;
}

async function shippingMethodsFor(db: Database, ctx: RequestContext): Promise<ShippingMethodView[]> {
  const rows = await db
    .select({ method: shippingMethods, rate: shippingRates })
    .from(shippingMethods)
    .innerJoin(shippingRates, eq(shippingRates.methodId, shippingMethods.id))
    .where(and(eq(shippingRates.country, ctx.country), eq(shippingRates.currency, ctx.currency)))
    .orderBy(
      sql`${shippingMethods.isDefault} desc`,
      asc(shippingMethods.sortOrder),
      asc(shippingMethods.key),
    );
  return rows.map(({ method, rate }) => ({
    id: method.id,
    key: method.key,
    name: pickLocalized(method.name, ctx.language) ?? method.key,
    isDefault: method.isDefault,
    localizedDescription: pickLocalized(method.description, ctx.language),
    deliveryTime: deliveryTimeFor(method.deliveryTime, ctx),
    rate: {
      price: moneyOf(rate.currency, rate.centAmount),
      freeAbove: rate.freeAboveCentAmount === null ? null : moneyOf(rate.currency, rate.freeAboveCentAmount),
    },
  }));
}

/**
 * Spec 001 §7: active AND (store key matches OR store undefined) AND volume discount group equals
 * the group; sorted by sort order; nothing when no store or no group.
 */
async function volumeDiscountTiers(
  db: Database,
  ctx: RequestContext,
  group: string,
): Promise<VolumeDiscountTier[]> {
  if (!ctx.storeKey || !group) return [];
  const rows = await db
    .select()
    .from(cartDiscounts)
    .where(
      and(
        eq(cartDiscounts.kind, 'volume'),
        eq(cartDiscounts.isActive, true),
        or(eq(cartDiscounts.storeKey, ctx.storeKey), isNull(cartDiscounts.storeKey)),
        eq(cartDiscounts.volumeDiscountGroup, group),
      ),
    )
    .orderBy(asc(cartDiscounts.sortOrder), asc(cartDiscounts.volume));
  return rows
    .filter((row) => row.volume !== null && row.permyriad !== null)
    .map((row) => ({ id: row.id, key: row.key, volume: row.volume ?? 0, permyriad: row.permyriad ?? 0 }));
}

function isWithin(now: Date, from: Date | null, until: Date | null): boolean {
  return (!from || from.getTime() <= now.getTime()) && (!until || until.getTime() > now.getTime());
}

async function discountCodeFor(
  db: Database,
  ctx: RequestContext,
  code: string,
): Promise<DiscountCodeView | null> {
  const normalized = code.trim().toUpperCase();
  if (!normalized) return null;
  const [row] = await db
    .select({ code: discountCodes, discount: cartDiscounts })
    .from(discountCodes)
    .innerJoin(cartDiscounts, eq(cartDiscounts.id, discountCodes.cartDiscountId))
    .where(eq(discountCodes.code, normalized))
    .limit(1);
  if (!row) return null;
  const { code: dc, discount } = row;
  if (!dc.isActive || !discount.isActive) return null;
  if (
    !isWithin(ctx.now, dc.validFrom, dc.validUntil) ||
    !isWithin(ctx.now, discount.validFrom, discount.validUntil)
  ) {
    return null;
  }
  if (dc.storeKeys && !dc.storeKeys.includes(ctx.storeKey)) return null;
  if (discount.storeKey && discount.storeKey !== ctx.storeKey) return null;
  const value =
    discount.valueType === 'relative' ? discount.permyriad : (discount.amounts?.[ctx.currency] ?? null);
  if (value === null) return null;
  return {
    id: dc.id,
    code: dc.code,
    cartDiscountId: discount.id,
    name: pickLocalized(discount.name, ctx.language) ?? dc.code,
    type: discount.valueType,
    value,
    minimumCentAmount: discount.minimumAmounts?.[ctx.currency] ?? null,
  };
}

/**
 * Extra-guarantee offers for a parent SKU: only when the store sells guarantees, the parent is a
 * real (not virtual) product, and the guarantee is enabled on the market and excludes neither the
 * SKU, the brand nor the parent's product type.
 */
async function extraGuaranteeOffers(
  db: Database,
  ctx: RequestContext,
  parentSku: string,
): Promise<ExtraGuaranteeOffer[]> {
  if (isVirtualSku(parentSku)) return [];
  const [store] = await db
    .select({ enabled: stores.extraGuaranteeEnabled })
    .from(stores)
    .where(eq(stores.key, ctx.storeKey))
    .limit(1);
  if (!store?.enabled) return [];
  const [parent] = await db
    .select({ brand: products.brand, productType: products.productType })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.sku, parentSku))
    .limit(1);
  if (!parent) return [];
  const rows = await db
    .select({ guarantee: extraGuarantees, language: productTexts.language, name: productTexts.name })
    .from(extraGuarantees)
    .innerJoin(variants, eq(variants.sku, extraGuarantees.sku))
    .leftJoin(
      productTexts,
      and(
        eq(productTexts.productId, variants.productId),
        inArray(productTexts.language, [ctx.language, FALLBACK_LANGUAGE]),
      ),
    )
    .where(sql`${ctx.country} = any(${extraGuarantees.enabledOnMarket})`)
    .orderBy(asc(extraGuarantees.sortOrder), asc(extraGuarantees.sku));
  const offers = new Map<string, ExtraGuaranteeOffer>();
  for (const { guarantee, language, name } of rows) {
    const offered = isExtraGuaranteeOffered({
      product: { sku: parentSku, brand: parent.brand, relations: [parent.productType] },
      settings: { ...guarantee, enabledOnMarket: guarantee.enabledOnMarket.includes(ctx.country) },
      enabledForStore: store.enabled,
      onPaymentPage: false,
      cartLines: [],
    });
    if (!offered) continue;
    if (offers.has(guarantee.sku) && language !== ctx.language) continue;
    offers.set(guarantee.sku, {
      sku: guarantee.sku,
      name: name ?? guarantee.sku,
      rateBasisPoints: guarantee.rateBasisPoints,
    });
  }
  return [...offers.values()];
}

export function createCatalogReader(db: Database): CatalogReader {
  return {
    variantsBySkus: (ctx, skus) => variantsBySkus(db, ctx, skus),
    shippingMethods: (ctx) => shippingMethodsFor(db, ctx),
    volumeDiscounts: (ctx, group) => volumeDiscountTiers(db, ctx, group),
    discountCode: (ctx, code) => discountCodeFor(db, ctx, code),
    extraGuaranteeFor: (ctx, parentSku) => extraGuaranteeOffers(db, ctx, parentSku),
  };
}
