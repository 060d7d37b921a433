/** SQL of the product queries: ids for a query (one indexed statement) and the rows behind a view. */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { inventory, prices, products, productTexts, variants } from '../db/schema/index.ts';
import { type DiscountCandidate, FALLBACK_LANGUAGE } from './catalog.rules.ts';
import { discountCandidates } from './catalog-reader.ts';
import type { productQuerySchema } from './products.schema.ts';

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
export async function findProductIds(
  db: Database,
  ctx: RequestContext,
  q: ReturnType<typeof productQuerySchema.parse>,
) {
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

/** Everything a product view needs for one market and language, before the clock is applied. */
export interface ProductData {
  product: typeof products.$inferSelect;
  text: typeof productTexts.$inferSelect | null;
  variants: (typeof variants.$inferSelect)[];
  prices: Map<string, typeof prices.$inferSelect>;
  stock: Map<string, number>;
  discounts: Map<string, DiscountCandidate[]>;
}

export async function fetchProductData(
  db: Database,
  ctx: RequestContext,
  ids: readonly string[],
): Promise<Map<string, ProductData>> {
  const out = new Map<string, ProductData>();
  if (ids.length === 0) return out;
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
  for (const product of productRows) {
    const own = variantRows.filter((v) => v.productId === product.id);
    const ownSkus = new Set(own.map((v) => v.sku));
    const texts = textRows.filter((t) => t.productId === product.id);
    out.set(product.id, {
      product,
      text: texts.find((t) => t.language === ctx.language) ?? texts[0] ?? null,
      variants: own,
      prices: new Map(priceRows.filter((p) => ownSkus.has(p.sku)).map((p) => [p.sku, p])),
      stock: new Map(stockRows.filter((s) => ownSkus.has(s.sku)).map((s) => [s.sku, s.availableQuantity])),
      discounts: new Map([...ownSkus].map((sku) => [sku, discounts.get(sku) ?? []])),
    });
  }
  return out;
}
