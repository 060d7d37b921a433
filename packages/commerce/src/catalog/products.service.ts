/** Product queries: by slug, ids, SKUs, category (with descendants), attribute filters, stock, sorts. */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { inventory, prices, products, productTexts, variants } from '../db/schema/index.ts';
import {
  chooseActiveDiscount,
  FALLBACK_LANGUAGE,
  moneyOf,
  pickLocalized,
  taxRateBasisPointsFor,
} from './catalog.rules.ts';
import { discountCandidates } from './catalog-reader.ts';
import { type ProductQuery, productQuerySchema } from './products.schema.ts';
import {
  type PriceView,
  type ProductPage,
  type ProductView,
  ratingStatistics,
  type VariantView,
} from './products.view.ts';

export type ProductQueryResult =
  | { ok: true; value: ProductPage }
  | { ok: false; error: { code: 'invalid-query'; message: string } };

const COLUMN_FILTERS: Record<string, SQL> = {
  brand: sql`${products.brand}`,
  family: sql`${products.family}`,
  model: sql`${products.model}`,
  volumeDiscountGroup: sql`${products.volumeDiscountGroup}`,
  productType: sql`${products.productType}`,
};

function attributeCondition(name: string, values: string[]): SQL {
  if (name === 'tags') return sql`${products.tags} && ${sql.param(values)}::text[]`;
  if (name === 'isPackageTypeFreight')
    return sql`${products.isPackageTypeFreight} = ${values.includes('true')}`;
  const column = COLUMN_FILTERS[name];
  if (column) return sql`${column} = any(${sql.param(values)}::text[])`;
  return sql`(${products.attributes} ->> ${name}) = any(${sql.param(values)}::text[])`;
}

/** Product ids matching the query, in order, plus the total. One indexed query. */
async function findIds(db: Database, ctx: RequestContext, q: ReturnType<typeof productQuerySchema.parse>) {
  const conditions: SQL[] = [sql`${products.productType} <> 'extra_guarantee'`];
  if (q.slug) {
    conditions.push(
      sql`${products.id} in (select ${productTexts.productId} from ${productTexts} where ${productTexts.language} = ${ctx.language} and ${productTexts.slug} = ${q.slug})`,
    );
  }
  if (q.id) conditions.push(eq(products.id, q.id));
  if (q.ids) conditions.push(inArray(products.id, q.ids.length ? q.ids : ['']));
  if (q.key) conditions.push(eq(products.key, q.key));
  if (q.skus) {
    conditions.push(
      sql`${products.id} in (select ${variants.productId} from ${variants} where ${variants.sku} = any(${sql.param(q.skus)}::text[]))`,
    );
  }
  if (q.categoryId) conditions.push(sql`${products.categoryIds} @> ${sql.param([q.categoryId])}::text[]`);
  if (q.attributes?.length) {
    conditions.push(
      sql`(${sql.join(
        q.attributes.map((a) => attributeCondition(a.name, a.values)),
        sql` or `,
      )})`,
    );
  }
  if (q.isOnStock !== undefined)
    conditions.push(sql`(coalesce(${inventory.availableQuantity}, 0) > 0) = ${q.isOnStock}`);
  const order =
    q.sort === 'price-up'
      ? [sql`${prices.centAmount} asc nulls last`, asc(products.id)]
      : q.sort === 'price-down'
        ? [sql`${prices.centAmount} desc nulls last`, asc(products.id)]
        : q.sort === 'latest'
          ? [desc(products.createdAt), asc(products.id)]
          : [desc(products.publishedAt), asc(products.id)];
  const rows = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .leftJoin(variants, and(eq(variants.productId, products.id), eq(variants.isMaster, true)))
    .leftJoin(prices, and(eq(prices.sku, variants.sku), eq(prices.country, ctx.country)))
    .leftJoin(inventory, eq(inventory.sku, variants.sku))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/** Full product views for ids, in the given order. */
export async function loadProducts(
  db: Database,
  ctx: RequestContext,
  ids: readonly string[],
): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [productRows, textRows, variantRows] = await Promise.all([
    db.select().from(products).where(inArray(products.id, list)),
    db
      .select()
      .from(productTexts)
      .where(
        and(
          inArray(productTexts.productId, list),
          inArray(productTexts.language, [ctx.language, FALLBACK_LANGUAGE]),
        ),
      ),
    db.select().from(variants).where(inArray(variants.productId, list)).orderBy(asc(variants.variantId)),
  ]);
  const skus = variantRows.map((v) => v.sku);
  const [priceRows, stockRows, discounts] = await Promise.all([
    db
      .select()
      .from(prices)
      .where(and(inArray(prices.sku, skus), eq(prices.country, ctx.country))),
    db.select().from(inventory).where(inArray(inventory.sku, skus)),
    discountCandidates(db, skus, ctx.country),
  ]);
  const priceBySku = new Map(priceRows.map((row) => [row.sku, row]));
  const stockBySku = new Map(stockRows.map((row) => [row.sku, row.availableQuantity]));
  const texts = new Map<string, (typeof textRows)[number]>();
  for (const row of textRows)
    if (!texts.has(row.productId) || row.language === ctx.language) texts.set(row.productId, row);

  const priceView = (sku: string): PriceView | null => {
    const price = priceBySku.get(sku);
    if (!price || price.currency !== ctx.currency) return null;
    const chosen = chooseActiveDiscount(
      discounts.get(sku) ?? [],
      price.centAmount,
      ctx.currency,
      ctx.now,
      ctx.country,
    );
    return {
      value: moneyOf(ctx.currency, price.centAmount),
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
  };
  const byId = new Map(productRows.map((row) => [row.id, row]));
  const views: ProductView[] = [];
  for (const id of list) {
    const product = byId.get(id);
    const own = variantRows.filter((v) => v.productId === id);
    const master = own.find((v) => v.isMaster) ?? own[0];
    if (!product || !master) continue;
    const text = texts.get(id);
    const variantViews: VariantView[] = own.map((v) => {
      const quantity = stockBySku.get(v.sku) ?? 0;
      return {
        id: v.variantId,
        sku: v.sku,
        kind: v.kind,
        isMaster: v.isMaster,
        images: v.images,
        attributes: v.attributes,
        price: priceView(v.sku),
        availability: { isOnStock: quantity > 0, availableQuantity: quantity },
      };
    });
    const masterView = variantViews.find((v) => v.sku === master.sku) as VariantView;
    views.push({
      id,
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
      categories: product.categoryIds.map((categoryId) => ({ id: categoryId })),
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
    });
  }
  return views;
}

export interface ProductService {
  query(ctx: RequestContext, input: ProductQuery): Promise<ProductQueryResult>;
  bySlug(ctx: RequestContext, slug: string): Promise<ProductView | null>;
  bySkus(ctx: RequestContext, skus: readonly string[]): Promise<ProductView[]>;
  byIds(ctx: RequestContext, ids: readonly string[]): Promise<ProductView[]>;
}

export function createProductService(db: Database): ProductService {
  const query = async (ctx: RequestContext, input: ProductQuery): Promise<ProductQueryResult> => {
    const parsed = productQuerySchema.safeParse(input);
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          code: 'invalid-query',
          message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        },
      };
    }
    const { ids, total } = await findIds(db, ctx, parsed.data);
    const results = await loadProducts(db, ctx, ids);
    return {
      ok: true,
      value: { offset: parsed.data.offset, limit: parsed.data.limit, count: results.length, total, results },
    };
  };
  const unwrap = async (ctx: RequestContext, input: ProductQuery) => {
    const result = await query(ctx, input);
    return result.ok ? result.value.results : [];
  };
  return {
    query,
    async bySlug(ctx, slug) {
      return (await unwrap(ctx, { slug, limit: 1 }))[0] ?? null;
    },
    bySkus: (ctx, skus) => (skus.length ? unwrap(ctx, { skus: [...skus], limit: 100 }) : Promise.resolve([])),
    byIds: (ctx, ids) => (ids.length ? unwrap(ctx, { ids: [...ids], limit: 100 }) : Promise.resolve([])),
  };
}
