/** Demo data: `seedDemoData(db, { products })` fills an empty database deterministically. */
import { COUNTRY_CODES } from '@toolyard/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  appMeta,
  cartDiscounts,
  discountCodes,
  seoRedirects,
  shippingMethods,
  shippingRates,
  stores,
} from '../src/db/schema/index.ts';
import { bulkInsert, type ColumnType } from './bulk.ts';
import { buildCategories, relatedCategoriesOf } from './categories.ts';
import { cartDiscountRows, extraGuaranteeRows, seoRedirectRows, shippingRows } from './extras.ts';
import { generateProductBatch, planProducts } from './products.ts';
import { storeRows } from './stores.ts';

export const DEMO_DATA_KEY = 'demo-data';
export const DEFAULT_DEMO_PRODUCTS = 2000;
const SEED = 20_260_101;
const BATCH = 2_000;

export interface SeedOptions {
  /** Number of products (default 2,000). */
  products?: number;
  /** Clock that discount validity, "new" tags and reviews are relative to; default today 00:00 UTC. */
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedSummary {
  products: number;
  categories: number;
  milliseconds: number;
}

const PRODUCT_COLUMNS: Record<string, ColumnType> = {
  id: 'text',
  key: 'text',
  product_type: 'text',
  brand: 'text',
  family: 'text',
  model: 'text',
  ean: 'text',
  attributes: 'jsonb',
  tags: 'text[]',
  category_ids: 'text[]',
  referenced_category_ids: 'text[]',
  related_accessories: 'text[]',
  parent_products_for_accessory: 'text[]',
  is_package_type_freight: 'bool',
  is_bware: 'bool',
  volume_discount_group: 'text',
  eligible_for_selling: 'text[]',
  enabled_on_market: 'text[]',
  tax_category: 'text',
  release_date: 'timestamptz',
  published_at: 'timestamptz',
  created_at: 'timestamptz',
  review_count: 'int4',
  review_rating_sum: 'int4',
  ratings_distribution: 'jsonb',
};
const TEXT_COLUMNS: Record<string, ColumnType> = {
  product_id: 'text',
  language: 'text',
  name: 'text',
  slug: 'text',
  description: 'text',
  meta_title: 'text',
  meta_description: 'text',
  meta_keywords: 'text',
};
const VARIANT_COLUMNS: Record<string, ColumnType> = {
  sku: 'text',
  product_id: 'text',
  variant_id: 'int4',
  kind: 'text',
  is_master: 'bool',
  image_key: 'text',
  images: 'jsonb',
  attributes: 'jsonb',
};
const PRICE_COLUMNS: Record<string, ColumnType> = {
  sku: 'text',
  country: 'text',
  currency: 'text',
  cent_amount: 'int8',
  net_cent_amount: 'int8',
};
const INVENTORY_COLUMNS: Record<string, ColumnType> = {
  sku: 'text',
  available_quantity: 'int4',
  updated_at: 'timestamptz',
};
const DISCOUNT_COLUMNS: Record<string, ColumnType> = {
  id: 'text',
  sku: 'text',
  country: 'text',
  name: 'jsonb',
  value_type: 'text',
  permyriad: 'int4',
  amounts: 'jsonb',
  valid_from: 'timestamptz',
  valid_until: 'timestamptz',
  is_active: 'bool',
  sort_order: 'int4',
};
const REVIEW_COLUMNS: Record<string, ColumnType> = {
  id: 'text',
  product_id: 'text',
  sku: 'text',
  customer_id: 'text',
  author_name: 'text',
  title: 'text',
  text: 'text',
  rating: 'int2',
  locale: 'text',
  created_at: 'timestamptz',
  review_created_at: 'timestamptz',
  customer_care_response_text: 'text',
  source: 'text',
  title_translations: 'jsonb',
  text_translations: 'jsonb',
  answer_translations: 'jsonb',
  included_in_statistics: 'bool',
};
const CATEGORY_COLUMNS: Record<string, ColumnType> = {
  id: 'text',
  key: 'text',
  tree: 'text',
  parent_id: 'text',
  ancestors: 'text[]',
  depth: 'int4',
  order_hint: 'text',
  image_url: 'text',
  has_products: 'text[]',
  related_category_ids: 'text[]',
  created_at: 'timestamptz',
};
const CATEGORY_TEXT_COLUMNS: Record<string, ColumnType> = {
  category_id: 'text',
  language: 'text',
  name: 'text',
  slug: 'text',
  meta_title: 'text',
  meta_description: 'text',
};
const GUARANTEE_COLUMNS: Record<string, ColumnType> = {
  sku: 'text',
  rate_basis_points: 'int4',
  excluded_skus: 'text[]',
  excluded_brands: 'text[]',
  excluded_relations: 'text[]',
  enabled_on_market: 'text[]',
  sort_order: 'int4',
};

function startOfDayUtc(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** True once the demo catalog has been written (the marker row is the seed's last step). */
export async function isDemoDataSeeded(db: Database): Promise<boolean> {
  const rows = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(sql`${appMeta.key} = ${DEMO_DATA_KEY}`);
  return rows.length > 0;
}

/** Writes the demo catalog in one transaction: all or nothing. */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const count = options.products ?? DEFAULT_DEMO_PRODUCTS;
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`products must be a positive integer, got ${count}`);
  const now = options.now ?? startOfDayUtc(new Date());
  const log = options.log ?? (() => {});
  const categories = buildCategories();
  const plans = planProducts(count, SEED);

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await tx.insert(stores).values(storeRows(now));
    await bulkInsert(
      t,
      'categories',
      CATEGORY_COLUMNS,
      categories.all.map((category) => ({
        ...category,
        depth: category.ancestors.length,
        imageUrl: category.imageKey ? `/media/products/${category.imageKey}.svg` : null,
        hasProducts: [...COUNTRY_CODES],
        relatedCategoryIds: relatedCategoriesOf(categories, category.id),
        createdAt: now,
      })),
    );
    await bulkInsert(
      t,
      'category_texts',
      CATEGORY_TEXT_COLUMNS,
      categories.all.flatMap((category) =>
        Object.entries(category.names).map(([language, name]) => ({
          categoryId: category.id,
          language,
          name,
          slug: category.slugs[language as keyof typeof category.slugs],
          metaTitle: `${name} | Toolyard`,
          metaDescription: name,
        })),
      ),
    );
    const productSlugs: Array<{ language: string; slug: string }> = [];
    for (let from = 0; from < count; from += BATCH) {
      const batch = generateProductBatch(plans, from, Math.min(count, from + BATCH), categories, now, SEED);
      await bulkInsert(t, 'products', PRODUCT_COLUMNS, batch.products);
      await bulkInsert(t, 'product_texts', TEXT_COLUMNS, batch.texts);
      await bulkInsert(t, 'variants', VARIANT_COLUMNS, batch.variants);
      await bulkInsert(t, 'prices', PRICE_COLUMNS, batch.prices);
      await bulkInsert(t, 'inventory', INVENTORY_COLUMNS, batch.inventory);
      await bulkInsert(t, 'product_discounts', DISCOUNT_COLUMNS, batch.discounts);
      await bulkInsert(t, 'reviews', REVIEW_COLUMNS, batch.reviews);
      if (from === 0) {
        for (const text of batch.texts
          .filter((row) => row.language === 'sk' || row.language === 'de')
          .slice(0, 3)) {
          productSlugs.push({ language: String(text.language), slug: String(text.slug) });
        }
      }
      if (from > 0 && (from / BATCH) % 10 === 0) log(`  ${from} products…`);
    }
    const guarantees = extraGuaranteeRows();
    await bulkInsert(t, 'products', PRODUCT_COLUMNS, guarantees.products);
    await bulkInsert(t, 'product_texts', TEXT_COLUMNS, guarantees.texts);
    await bulkInsert(t, 'variants', VARIANT_COLUMNS, guarantees.variants);
    await bulkInsert(t, 'extra_guarantees', GUARANTEE_COLUMNS, guarantees.guarantees);
    const shipping = shippingRows();
    await tx.insert(shippingMethods).values(shipping.methods);
    await tx.insert(shippingRates).values(shipping.rates);
    const discounts = cartDiscountRows();
    await tx.insert(cartDiscounts).values(discounts.discounts);
    await tx.insert(discountCodes).values(discounts.codes);
    await tx.insert(seoRedirects).values(seoRedirectRows(productSlugs));
    await tx
      .insert(appMeta)
      .values({ key: DEMO_DATA_KEY, value: { products: count, seededFor: now.toISOString() } });
  });
  await db.execute(sql`analyze`);
  const milliseconds = Math.round(performance.now() - started);
  return { products: count, categories: categories.all.length, milliseconds };
}
