/** CatalogReader over PostgreSQL: what carts, orders and the API read from the catalog. */
import {
  isExtraGuaranteeApplicable,
  isWithinValidity,
  MAX_QUANTITY_PER_PRODUCT,
  shippingKindOfMethod,
} from '@toolyard/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import {
  cartDiscounts,
  discountCodes,
  extraGuarantees,
  products,
  productTexts,
  shippingMethods,
  shippingRates,
  stores,
  variants,
  vatIdChecks,
} from '../db/schema/index.ts';
import type {
  CatalogReader,
  DiscountCodeView,
  ExtraGuaranteeOffer,
  SellableVariant,
  ShippingMethodView,
  VolumeDiscountRecord,
} from '../ports/index.ts';
import {
  chooseActiveDiscount,
  FALLBACK_LANGUAGE,
  isVirtualSku,
  moneyOf,
  notSellableReason,
  pickLocalized,
  taxRateBasisPointsFor,
} from './catalog.rules.ts';
import { namedQuery } from './named-query.ts';
import { discountFromJson } from './products.repository.ts';

interface VariantRow {
  sku: string;
  variant_id: number;
  images: Array<{ url: string; label: string }>;
  product_id: string;
  product_key: string;
  product_type: SellableVariant['productType'];
  brand: string | null;
  tax_category: string;
  is_freight: boolean;
  volume_discount_group: string | null;
  eligible_for_selling: string[];
  enabled_on_market: string[];
  name: string | null;
  slug: string | null;
  cent_amount: string | null;
  currency: string | null;
  available_quantity: number | null;
  discounts: Array<Record<string, unknown>> | null;
}

/**
 * The variant read of every cart write, as fixed SQL text: run as a named (prepared) statement, so
 * PostgreSQL parses and plans it once per connection instead of on every add-to-cart.
 * Parameters: $1 country, $2 language, $3 fallback language, $4 SKUs (text[]).
 */
export const variantSql = `
    select v.sku, v.variant_id, v.images, p.id as product_id, p.key as product_key, p.product_type, p.brand,
      p.tax_category, p.is_package_type_freight as is_freight, p.volume_discount_group, p.eligible_for_selling,
      p.enabled_on_market, coalesce(t1.name, t2.name) as name, coalesce(t1.slug, t2.slug) as slug,
      pr.cent_amount, pr.currency, i.available_quantity,
      (select json_agg(d) from product_discounts d
        where d.sku = v.sku and d.is_active and (d.country is null or d.country = $1)) as discounts
    from variants v
    join products p on p.id = v.product_id
    left join product_texts t1 on t1.product_id = p.id and t1.language = $2
    left join product_texts t2 on t2.product_id = p.id and t2.language = $3
    left join prices pr on pr.sku = v.sku and pr.country = $1
    left join inventory i on i.sku = v.sku
    where v.sku = any($4::text[])`;

/** One statement (one round trip): the add-to-cart path reads every SKU of a cart through here. */
async function variantsBySkus(
  db: Database,
  ctx: RequestContext,
  skus: readonly string[],
): Promise<Map<string, SellableVariant>> {
  const unique = [...new Set(skus)];
  const result = new Map<string, SellableVariant>();
  if (unique.length === 0) return result;
  const rows = await namedQuery<VariantRow>(db, {
    name: 'catalog_variants_by_skus',
    text: variantSql,
    values: [ctx.country, ctx.language, FALLBACK_LANGUAGE, unique],
  });
  for (const row of rows) {
    const virtual = isVirtualSku(row.sku);
    const hasPrice = row.cent_amount !== null && row.currency === ctx.currency;
    const priceCents = hasPrice ? Number(row.cent_amount) : 0;
    const chosen = hasPrice
      ? chooseActiveDiscount(
          (row.discounts ?? []).map(discountFromJson),
          priceCents,
          ctx.currency,
          ctx.now,
          ctx.country,
        )
      : null;
    const image = row.images[0] ?? null;
    const reason = notSellableReason(
      ctx.country,
      { eligibleForSelling: row.eligible_for_selling, enabledOnMarket: row.enabled_on_market },
      hasPrice,
      virtual,
    );
    result.set(row.sku, {
      productId: row.product_id,
      productKey: row.product_key,
      variantId: row.variant_id,
      sku: row.sku,
      name: row.name ?? row.product_key,
      slug: row.slug ?? row.product_key.toLowerCase(),
      productType: row.product_type,
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
      taxRateBasisPoints: taxRateBasisPointsFor(ctx.country, row.tax_category),
      isFreight: row.is_freight,
      isVirtual: virtual,
      volumeDiscountGroup: row.volume_discount_group,
      availableQuantity: virtual ? MAX_QUANTITY_PER_PRODUCT : (row.available_quantity ?? 0),
      sellable: reason === null,
      notSellableReason: reason,
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
    kind: shippingKindOfMethod(method),
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
): Promise<VolumeDiscountRecord[]> {
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
  if (!isWithinValidity(dc, ctx.now) || !isWithinValidity(discount, ctx.now)) return null;
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
    maxApplications: dc.maxApplications,
    applications: dc.applications,
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
    // Whether the cart already holds one is the cart's check (hasExtraGuaranteeFor): offers are per product.
    const offered = isExtraGuaranteeApplicable({
      product: {
        sku: parentSku,
        brand: parent.brand,
        type: parent.productType,
        relations: [parent.productType],
      },
      settings: { ...guarantee, enabledOnMarket: guarantee.enabledOnMarket.includes(ctx.country) },
      enabledForStore: store.enabled,
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

/** The store's tax-rate change flag and whether the named proof found the VAT ID valid here. */
async function netPriceProof(db: Database, ctx: RequestContext, claim: { vatId: string; proofId: string }) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(claim.proofId);
  const [store, proof] = await Promise.all([
    db.select({ flag: stores.taxRateChangeEnabled }).from(stores).where(eq(stores.key, ctx.storeKey)),
    uuid
      ? db
          .select({ id: vatIdChecks.id })
          .from(vatIdChecks)
          .where(
            and(
              eq(vatIdChecks.id, claim.proofId),
              eq(vatIdChecks.storeKey, ctx.storeKey),
              eq(vatIdChecks.vatId, claim.vatId),
              eq(vatIdChecks.outcome, 'valid'),
            ),
          )
      : Promise.resolve([]),
  ]);
  return { taxRateChangeEnabled: store[0]?.flag ?? false, proofValid: proof.length > 0 };
}

export function createCatalogReader(db: Database): CatalogReader {
  return {
    variantsBySkus: (ctx, skus) => variantsBySkus(db, ctx, skus),
    shippingMethods: (ctx) => shippingMethodsFor(db, ctx),
    volumeDiscounts: (ctx, group) => volumeDiscountTiers(db, ctx, group),
    discountCode: (ctx, code) => discountCodeFor(db, ctx, code),
    extraGuaranteeFor: (ctx, parentSku) => extraGuaranteeOffers(db, ctx, parentSku),
    netPriceProof: (ctx, claim) => netPriceProof(db, ctx, claim),
  };
}
