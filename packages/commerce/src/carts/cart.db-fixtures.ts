/**
 * Catalog rows for cart/order integration tests, written straight into the catalog tables so the
 * real catalog reader reads them from PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { COUNTRIES, type CountryCode, shippingFeesFor } from '@toolyard/domain';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import {
  cartDiscounts,
  discountCodes,
  extraGuarantees,
  inventory,
  prices,
  products,
  productTexts,
  shippingMethods,
  shippingRates,
  stores,
  variants,
} from '../db/schema/index.ts';
import type { CartView } from './cart.view.ts';

export function contextFor(country: CountryCode, extra: Partial<RequestContext> = {}): RequestContext {
  const store = COUNTRIES[country];
  return {
    storeKey: store.storeKey,
    country,
    language: store.defaultLanguage,
    locale: `${store.defaultLanguage}-${country}`,
    currency: store.currencyCode,
    customerId: null,
    anonymousId: randomUUID(),
    now: new Date('2026-03-02T10:00:00Z'),
    ...extra,
  };
}

export interface ProductFixture {
  sku: string;
  prices: Partial<Record<CountryCode, number>>;
  stock?: number;
  volumeDiscountGroup?: string | null;
  isFreight?: boolean;
  productType?: 'standard_product' | 'accessory' | 'extra_guarantee' | 'product';
  brand?: string;
  /** Markets it is sold on; by default those it has a price in. */
  markets?: CountryCode[];
}

export async function insertProduct(db: Database, fixture: ProductFixture): Promise<void> {
  const markets = fixture.markets ?? Object.keys(fixture.prices);
  const id = `p-${fixture.sku}`;
  await db.insert(products).values({
    id,
    key: fixture.sku,
    productType: fixture.productType ?? 'standard_product',
    brand: fixture.brand ?? 'Toolyard',
    volumeDiscountGroup: fixture.volumeDiscountGroup ?? null,
    isPackageTypeFreight: fixture.isFreight ?? false,
    eligibleForSelling: markets,
    enabledOnMarket: markets,
  });
  await db.insert(productTexts).values({
    productId: id,
    language: 'en',
    name: `Tool ${fixture.sku}`,
    slug: `tool-${fixture.sku.toLowerCase()}`,
  });
  await db.insert(variants).values({ sku: fixture.sku, productId: id, variantId: 1, isMaster: true });
  for (const [country, centAmount] of Object.entries(fixture.prices)) {
    const currency = COUNTRIES[country as CountryCode].currencyCode;
    await db.insert(prices).values({ sku: fixture.sku, country, currency, centAmount: centAmount ?? 0 });
  }
  await db.insert(inventory).values({ sku: fixture.sku, availableQuantity: fixture.stock ?? 10_000 });
}

/**
 * Parcel shipping per country with the given fee and free threshold, and freight at the spec's
 * freight fee of the store (001 §9) with no free threshold (decision 016).
 */
export async function insertParcelShipping(
  db: Database,
  rates: Partial<Record<CountryCode, { price: number; freeAbove: number | null }>>,
): Promise<void> {
  await db.insert(shippingMethods).values({
    id: 'sm-parcel',
    key: 'parcel',
    name: { en: 'Parcel' },
    isDefault: true,
    deliveryTime: { DE: '2-4' },
  });
  await db.insert(shippingMethods).values({
    id: 'sm-freight',
    key: 'freight',
    name: { en: 'Freight' },
    sortOrder: 1,
    deliveryTime: { DE: '5 - 8' },
  });
  for (const [country, rate] of Object.entries(rates)) {
    const currency = COUNTRIES[country as CountryCode].currencyCode;
    await db.insert(shippingRates).values({
      id: `sr-${country}`,
      methodId: 'sm-parcel',
      country,
      currency,
      centAmount: rate?.price ?? 0,
      freeAboveCentAmount: rate?.freeAbove ?? null,
    });
    await db.insert(shippingRates).values({
      id: `srf-${country}`,
      methodId: 'sm-freight',
      country,
      currency,
      centAmount: shippingFeesFor(country as CountryCode).freight.centAmount,
    });
  }
}

/** Spec 001 §9 tiers for a group: 3 → 5 %, 5 → 10 %, 10 → 15 %. */
export async function insertVolumeTiers(db: Database, group: string): Promise<void> {
  for (const [volume, permyriad] of [
    [3, 500],
    [5, 1000],
    [10, 1500],
  ] as const) {
    await db.insert(cartDiscounts).values({
      id: `vd-${group}-${volume}`,
      key: `volume_${group}_${volume}`,
      kind: 'volume',
      name: { en: `${volume} items` },
      valueType: 'relative',
      permyriad,
      volume,
      volumeDiscountGroup: group,
    });
  }
}

export async function insertCoupon(
  db: Database,
  code: string,
  value: { permyriad: number } | { amounts: Record<string, number> },
  limits: { maxApplications?: number; applications?: number } = {},
): Promise<void> {
  const id = `cd-${code}`;
  await db.insert(cartDiscounts).values({
    id,
    key: `coupon_${code}`,
    kind: 'code',
    name: { en: `Coupon ${code}` },
    valueType: 'permyriad' in value ? 'relative' : 'absolute',
    permyriad: 'permyriad' in value ? value.permyriad : null,
    amounts: 'amounts' in value ? value.amounts : null,
    requiresDiscountCode: true,
  });
  await db.insert(discountCodes).values({
    id: `dc-${code}`,
    code: code.toUpperCase(),
    cartDiscountId: id,
    maxApplications: limits.maxApplications ?? null,
    applications: limits.applications ?? 0,
  });
}

export async function insertExtraGuarantee(
  db: Database,
  sku: string,
  rateBasisPoints: number,
  markets: CountryCode[],
) {
  for (const country of markets) {
    const store = COUNTRIES[country];
    await db
      .insert(stores)
      .values({
        key: store.storeKey,
        country,
        currency: store.currencyCode,
        languages: [...store.languages],
        name: store.label,
        extraGuaranteeEnabled: true,
      })
      .onConflictDoUpdate({ target: stores.key, set: { extraGuaranteeEnabled: true } });
  }
  const id = `p-${sku}`;
  await db.insert(products).values({
    id,
    key: sku,
    productType: 'extra_guarantee',
    eligibleForSelling: markets,
    enabledOnMarket: markets,
  });
  await db
    .insert(productTexts)
    .values({ productId: id, language: 'en', name: 'Extra guarantee', slug: `guarantee-${sku}` });
  await db.insert(variants).values({ sku, productId: id, variantId: 1, isMaster: true });
  await db.insert(extraGuarantees).values({ sku, rateBasisPoints, enabledOnMarket: markets });
}

/** The id and version a cart write needs, taken from the cart last seen. */
export const ref = (cart: CartView) => ({ id: cart.id, version: cart.version });

/** Parcel rates of the markets the cart tests price in: the spec's fees and free thresholds (001 §9). */
export const TEST_PARCEL_RATES = {
  DE: { price: 1_95, freeAbove: 59_00 },
  AT: { price: 1_95, freeAbove: 59_00 },
  SK: { price: 1_95, freeAbove: 59_00 },
  CZ: { price: 46_00, freeAbove: 1399_00 },
  HU: { price: 730_00, freeAbove: 22099_00 },
  SE: { price: 22_00, freeAbove: 659_00 },
} as const;
