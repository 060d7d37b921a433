/** Small explicit catalog rows for integration tests (the demo seed is tested on its own). */
import { COUNTRIES, type CountryCode } from '@toolyard/domain';
import { slugify } from '../../seed/vocabulary.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import {
  type CategoryTree,
  categories,
  categoryTexts,
  inventory,
  type NewStoreRow,
  type ProductType,
  prices,
  productDiscounts,
  products,
  productTexts,
  stores,
  type VariantKind,
  variants,
} from '../db/schema/index.ts';

export function testContext(country: CountryCode, overrides: Partial<RequestContext> = {}): RequestContext {
  const store = COUNTRIES[country];
  const language = overrides.language ?? store.defaultLanguage;
  return {
    storeKey: store.storeKey,
    country,
    language,
    locale: `${language}-${country}`,
    currency: store.currencyCode,
    customerId: null,
    now: new Date('2026-03-15T12:00:00Z'),
    ...overrides,
  };
}

export async function insertStore(db: Database, country: CountryCode, overrides: Partial<NewStoreRow> = {}) {
  const store = COUNTRIES[country];
  await db.insert(stores).values({
    key: store.storeKey,
    country,
    currency: store.currencyCode,
    languages: [...store.languages],
    name: `Toolyard ${store.label}`,
    ...overrides,
  });
}

export interface FixtureProduct {
  id: string;
  key?: string;
  sku?: string;
  brand?: string;
  productType?: ProductType;
  kind?: VariantKind;
  tags?: string[];
  categoryIds?: string[];
  referencedCategoryIds?: string[];
  attributes?: Record<string, unknown>;
  markets?: string[];
  isFreight?: boolean;
  volumeDiscountGroup?: string | null;
  publishedAt?: Date;
  createdAt?: Date;
  /** Gross minor units per country, in that country's store currency. */
  prices?: Partial<Record<CountryCode, number>>;
  /** name per language; slug derived unless given in slugs. */
  names?: Record<string, string>;
  slugs?: Record<string, string>;
  stock?: number | null;
  extraVariants?: Array<{ sku: string; kind: VariantKind; prices?: Partial<Record<CountryCode, number>> }>;
}

export async function insertProduct(db: Database, p: FixtureProduct): Promise<void> {
  const sku = p.sku ?? p.id;
  const markets = p.markets ?? ['DE', 'AT', 'CZ', 'SK'];
  await db.insert(products).values({
    id: p.id,
    key: p.key ?? `EX${sku.padStart(8, '0').slice(-8)}`,
    productType: p.productType ?? 'standard_product',
    brand: p.brand ?? 'Brennwerk',
    tags: p.tags ?? [],
    categoryIds: p.categoryIds ?? [],
    referencedCategoryIds: p.referencedCategoryIds ?? [],
    attributes: p.attributes ?? {},
    eligibleForSelling: markets,
    enabledOnMarket: markets,
    isPackageTypeFreight: p.isFreight ?? false,
    volumeDiscountGroup:
      p.volumeDiscountGroup === undefined ? 'volume_discount_default' : p.volumeDiscountGroup,
    ...(p.publishedAt ? { publishedAt: p.publishedAt } : {}),
    ...(p.createdAt ? { createdAt: p.createdAt } : {}),
  });
  const names = p.names ?? { de: `Produkt ${p.id}`, en: `Product ${p.id}` };
  await db.insert(productTexts).values(
    Object.entries(names).map(([language, name]) => ({
      productId: p.id,
      language,
      name,
      slug:
        p.slugs?.[language] ?? `${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${sku.padStart(8, '0')}`,
      description: `${name} description`,
    })),
  );
  const all = [{ sku, kind: p.kind ?? 'A', prices: p.prices }, ...(p.extraVariants ?? [])];
  await db.insert(variants).values(
    all.map((v, index) => ({
      sku: v.sku,
      productId: p.id,
      variantId: index + 1,
      kind: v.kind,
      isMaster: index === 0,
      imageKey: `tool-${v.sku}`,
      images: [{ url: `/media/products/tool-${v.sku}.svg`, label: names.en ?? v.sku }],
    })),
  );
  const priceRows = all.flatMap((v) =>
    Object.entries(v.prices ?? {}).map(([country, centAmount]) => ({
      sku: v.sku,
      country,
      currency: COUNTRIES[country as CountryCode].currencyCode,
      centAmount: centAmount ?? 0,
    })),
  );
  if (priceRows.length > 0) await db.insert(prices).values(priceRows);
  if (p.stock !== null) await db.insert(inventory).values({ sku, availableQuantity: p.stock ?? 10 });
}

export async function insertDiscount(
  db: Database,
  d: {
    id: string;
    sku: string;
    country?: string | null;
    permyriad?: number;
    amounts?: Record<string, number>;
    validFrom?: Date | null;
    validUntil?: Date | null;
  },
): Promise<void> {
  await db.insert(productDiscounts).values({
    id: d.id,
    sku: d.sku,
    country: d.country ?? null,
    name: { en: `Discount ${d.id}`, de: `Rabatt ${d.id}` },
    valueType: d.permyriad !== undefined ? 'relative' : 'absolute',
    permyriad: d.permyriad ?? null,
    amounts: d.amounts ?? null,
    validFrom: d.validFrom ?? null,
    validUntil: d.validUntil ?? null,
  });
}

export async function insertCategory(
  db: Database,
  c: {
    id: string;
    parentId?: string | null;
    ancestors?: string[];
    tree?: CategoryTree;
    orderHint?: string;
    names: Record<string, string>;
  },
): Promise<void> {
  await db.insert(categories).values({
    id: c.id,
    key: c.id,
    tree: c.tree ?? 'all',
    parentId: c.parentId ?? null,
    ancestors: c.ancestors ?? [],
    depth: (c.ancestors ?? []).length,
    orderHint: c.orderHint ?? '0.5',
  });
  await db.insert(categoryTexts).values(
    Object.entries(c.names).map(([language, name]) => ({
      categoryId: c.id,
      language,
      name,
      slug: slugify(name),
    })),
  );
}
