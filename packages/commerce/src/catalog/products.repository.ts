/** SQL of the product queries: ids for a query (one indexed statement) and the rows behind a view. */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { type prices, products, productTexts, variants } from '../db/schema/index.ts';
import { type DiscountCandidate, FALLBACK_LANGUAGE } from './catalog.rules.ts';
import { namedQuery } from './named-query.ts';
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
  // Master-variant price and stock are read only when a sort or filter needs them.
  const masterPrice = sql`(select pr.cent_amount from variants mv join prices pr on pr.sku = mv.sku and pr.country = ${ctx.country} where mv.product_id = ${products.id} and mv.is_master)`;
  const masterStock = sql`coalesce((select i.available_quantity from variants mv join inventory i on i.sku = mv.sku where mv.product_id = ${products.id} and mv.is_master), 0)`;
  if (q.isOnStock !== undefined) conditions.push(sql`(${masterStock} > 0) = ${q.isOnStock}`);
  const order =
    q.sort === 'price-up'
      ? [sql`${masterPrice} asc nulls last`, asc(products.id)]
      : q.sort === 'price-down'
        ? [sql`${masterPrice} desc nulls last`, asc(products.id)]
        : q.sort === 'latest'
          ? [desc(products.createdAt), asc(products.id)]
          : [desc(products.publishedAt), asc(products.id)];
  const rows = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/**
 * The product id behind a slug in the request's language (the product page's lookup), as a named
 * statement; the same products as `findProductIds({ slug })`.
 */
export async function findProductIdBySlug(db: Database, ctx: RequestContext, slug: string) {
  const [row] = await namedQuery<{ id: string }>(db, {
    name: 'catalog_product_id_by_slug',
    text: `select p.id from product_texts t join products p on p.id = t.product_id
      where t.language = $1 and t.slug = $2 and p.product_type <> 'extra_guarantee' limit 1`,
    values: [ctx.language, slug],
  });
  return row?.id ?? null;
}

/** Everything a product view needs for one market and language, before the clock is applied. */
export interface ProductData {
  product: typeof products.$inferSelect;
  text: typeof productTexts.$inferSelect | null;
  variants: (typeof variants.$inferSelect)[];
  prices: Map<string, typeof prices.$inferSelect>;
  stock: Map<string, number>;
  discounts: Map<string, DiscountCandidate[]>;
}

type Json = Record<string, unknown>;
const date = (value: unknown) => new Date(String(value));
const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : date(value));

function productFromJson(r: Json): ProductData['product'] {
  return {
    id: r.id as string,
    key: r.key as string,
    productType: r.product_type as ProductData['product']['productType'],
    brand: r.brand as string | null,
    family: r.family as string | null,
    model: r.model as string | null,
    ean: r.ean as string | null,
    attributes: r.attributes as ProductData['product']['attributes'],
    tags: r.tags as string[],
    categoryIds: r.category_ids as string[],
    referencedCategoryIds: r.referenced_category_ids as string[],
    relatedAccessories: r.related_accessories as string[],
    parentProductsForAccessory: r.parent_products_for_accessory as string[],
    isPackageTypeFreight: r.is_package_type_freight as boolean,
    isBware: r.is_bware as boolean,
    volumeDiscountGroup: r.volume_discount_group as string | null,
    eligibleForSelling: r.eligible_for_selling as string[],
    enabledOnMarket: r.enabled_on_market as string[],
    taxCategory: r.tax_category as string,
    releaseDate: dateOrNull(r.release_date),
    publishedAt: date(r.published_at),
    createdAt: date(r.created_at),
    reviewCount: r.review_count as number,
    reviewRatingSum: r.review_rating_sum as number,
    ratingsDistribution: r.ratings_distribution as Record<string, number>,
  };
}

/** A product_discounts row as row_to_json returns it. */
export function discountFromJson(d: Json): DiscountCandidate {
  return {
    id: d.id as string,
    country: d.country as string | null,
    name: d.name as Record<string, string>,
    valueType: d.value_type as 'absolute' | 'relative',
    permyriad: d.permyriad as number | null,
    amounts: d.amounts as Record<string, number> | null,
    validFrom: dateOrNull(d.valid_from),
    validUntil: dateOrNull(d.valid_until),
    isActive: d.is_active as boolean,
    sortOrder: d.sort_order as number,
  };
}

/** $1 language, $2 fallback language, $3 country, $4 product ids (text[]). */
const PRODUCT_DATA_SQL = `
    select row_to_json(p) as product,
      (select row_to_json(t) from product_texts t
        where t.product_id = p.id and t.language in ($1, $2)
        order by (t.language = $1) desc limit 1) as text,
      (select json_agg(v order by v.variant_id) from variants v where v.product_id = p.id) as variants,
      (select json_agg(json_build_object('sku', pr.sku, 'currency', pr.currency, 'cent', pr.cent_amount, 'net', pr.net_cent_amount))
        from prices pr join variants v on v.sku = pr.sku where v.product_id = p.id and pr.country = $3) as prices,
      (select json_agg(json_build_object('sku', i.sku, 'q', i.available_quantity))
        from inventory i join variants v on v.sku = i.sku where v.product_id = p.id) as stock,
      (select json_agg(d) from product_discounts d join variants v on v.sku = d.sku
        where v.product_id = p.id and d.is_active and (d.country is null or d.country = $3)) as discounts
    from products p where p.id = any($4::text[])`;

/**
 * Everything behind the views of these products in one statement (one round trip): the product,
 * its text in the language (else English), variants, prices in the market, stock and discounts.
 */
export async function fetchProductData(
  db: Database,
  ctx: RequestContext,
  ids: readonly string[],
): Promise<Map<string, ProductData>> {
  const out = new Map<string, ProductData>();
  if (ids.length === 0) return out;
  const rows = await namedQuery<Record<string, Json | Json[] | null>>(db, {
    name: 'catalog_product_data',
    text: PRODUCT_DATA_SQL,
    values: [ctx.language, FALLBACK_LANGUAGE, ctx.country, [...ids]],
  });
  for (const row of rows) {
    const product = productFromJson(row.product as Json);
    const text = row.text as Json | null;
    const discounts = new Map<string, DiscountCandidate[]>();
    for (const d of (row.discounts as Json[] | null) ?? []) {
      const list = discounts.get(d.sku as string) ?? [];
      list.push(discountFromJson(d));
      discounts.set(d.sku as string, list);
    }
    out.set(product.id, {
      product,
      text: text
        ? {
            productId: text.product_id as string,
            language: text.language as string,
            name: text.name as string,
            slug: text.slug as string,
            description: text.description as string | null,
            metaTitle: text.meta_title as string | null,
            metaDescription: text.meta_description as string | null,
            metaKeywords: text.meta_keywords as string | null,
          }
        : null,
      variants: ((row.variants as Json[] | null) ?? []).map((v) => ({
        sku: v.sku as string,
        productId: v.product_id as string,
        variantId: v.variant_id as number,
        kind: v.kind as ProductData['variants'][number]['kind'],
        isMaster: v.is_master as boolean,
        imageKey: v.image_key as string | null,
        images: v.images as ProductData['variants'][number]['images'],
        attributes: v.attributes as Record<string, unknown>,
      })),
      prices: new Map(
        ((row.prices as Json[] | null) ?? []).map((p) => [
          p.sku as string,
          {
            sku: p.sku as string,
            country: ctx.country,
            currency: p.currency as string,
            centAmount: Number(p.cent),
            netCentAmount: p.net === null ? null : Number(p.net),
          },
        ]),
      ),
      stock: new Map(((row.stock as Json[] | null) ?? []).map((i) => [i.sku as string, i.q as number])),
      discounts,
    });
  }
  return out;
}
