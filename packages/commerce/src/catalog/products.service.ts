/**
 * Product queries: by slug, ids, SKUs, category (with descendants), attribute filters, stock and
 * sorts. Product data and slug lookups are cached in-process for a few seconds (decision 021) and
 * dropped per product on a catalog change from any node (decision 073); discount validity is always
 * evaluated at the request's clock.
 */
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { createProductKeyedCache } from './product-cache.ts';
import { buildProductView } from './products.build.ts';
import {
  fetchProductData,
  findProductIdBySlug,
  findProductIds,
  type ProductData,
} from './products.repository.ts';
import { type ProductQuery, productQuerySchema } from './products.schema.ts';
import type { ProductPage, ProductView } from './products.view.ts';

export type ProductQueryResult =
  | { ok: true; value: ProductPage }
  | { ok: false; error: { code: 'invalid-query'; message: string } };

export interface ProductCacheOptions {
  /** How long product rows and slug lookups are reused; 0 turns the cache off. Default 5000 ms. */
  cacheTtlMs?: number;
}

export interface ProductLoader {
  load(ctx: RequestContext, ids: readonly string[]): Promise<ProductView[]>;
  /** Forgets cached products (null: all), e.g. after stock or price updates on any node. */
  invalidate(productIds?: readonly string[] | null): void;
}

export function createProductLoader(db: Database, options: ProductCacheOptions = {}): ProductLoader {
  // Keys are `${id}|${language}|${country}`.
  const cache = createProductKeyedCache<ProductData>(
    options.cacheTtlMs ?? 5_000,
    (key) => key.split('|')[0] ?? '',
  );
  return {
    async load(ctx, ids) {
      const keyOf = (id: string) => `${id}|${ctx.language}|${ctx.country}`;
      const found = new Map<string, ProductData>();
      const missing: string[] = [];
      for (const id of ids) {
        const hit = cache.get(keyOf(id));
        if (hit) found.set(id, hit);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const [id, data] of await fetchProductData(db, ctx, missing)) {
          cache.set(keyOf(id), data);
          found.set(id, data);
        }
      }
      const views: ProductView[] = [];
      for (const id of ids) {
        const data = found.get(id);
        const view = data ? buildProductView(ctx, data) : null;
        if (view) views.push(view);
      }
      return views;
    },
    invalidate: (productIds = null) => cache.forget(productIds),
  };
}

export interface ProductService {
  query(ctx: RequestContext, input: ProductQuery): Promise<ProductQueryResult>;
  bySlug(ctx: RequestContext, slug: string): Promise<ProductView | null>;
  bySkus(ctx: RequestContext, skus: readonly string[]): Promise<ProductView[]>;
  byIds(ctx: RequestContext, ids: readonly string[]): Promise<ProductView[]>;
  /** Forgets cached products and slugs (null or nothing: all). */
  invalidate(productIds?: readonly string[] | null): void;
}

export function createProductService(
  db: Database,
  options: ProductCacheOptions = {},
  loader: ProductLoader = createProductLoader(db, options),
): ProductService {
  // Slug → product id; a product's change drops its slugs too (a renamed slug must not linger).
  const slugs = createProductKeyedCache<string>(options.cacheTtlMs ?? 5_000, (_key, id) => id);
  /**
   * The product page's query ({ slug } alone, first page) through the slug and product caches, so
   * a warm product page costs no SQL. The unique (language, slug) index allows at most one product.
   * Null when only the general query can tell (a cached id whose slug changed).
   */
  const bySlugPage = async (
    ctx: RequestContext,
    slug: string,
    limit: number,
  ): Promise<ProductPage | null> => {
    const slugKey = `${ctx.language}|${ctx.country}|${slug}`;
    const cachedId = slugs.get(slugKey);
    const id = cachedId ?? (await findProductIdBySlug(db, ctx, slug));
    if (!id) return { offset: 0, limit, count: 0, total: 0, results: [] };
    const [view] = await loader.load(ctx, [id]);
    if (!view || view.slug !== slug) return null;
    if (!cachedId) slugs.set(slugKey, id);
    return { offset: 0, limit, count: 1, total: 1, results: [view] };
  };
  const query = async (ctx: RequestContext, input: ProductQuery): Promise<ProductQueryResult> => {
    const parsed = productQuerySchema.safeParse(input);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'query'}: ${i.message}`)
        .join('; ');
      return { ok: false, error: { code: 'invalid-query', message } };
    }
    const q = parsed.data;
    const page = isSlugOnly(q) ? await bySlugPage(ctx, q.slug, q.limit) : null;
    if (page) return { ok: true, value: page };
    const { ids, total } = await findProductIds(db, ctx, q);
    const results = await loader.load(ctx, ids);
    return {
      ok: true,
      value: { offset: q.offset, limit: q.limit, count: results.length, total, results },
    };
  };
  const unwrap = async (ctx: RequestContext, input: ProductQuery) => {
    const result = await query(ctx, input);
    return result.ok ? result.value.results : [];
  };
  return {
    query,
    async bySlug(ctx, slug) {
      const page = await bySlugPage(ctx, slug, 1);
      if (page) return page.results[0] ?? null;
      const [view] = await unwrap(ctx, { slug, limit: 1 });
      if (view) slugs.set(`${ctx.language}|${ctx.country}|${slug}`, view.id);
      return view ?? null;
    },
    bySkus: (ctx, skus) => (skus.length ? unwrap(ctx, { skus: [...skus], limit: 100 }) : Promise.resolve([])),
    byIds: (ctx, ids) => (ids.length ? unwrap(ctx, { ids: [...ids], limit: 100 }) : Promise.resolve([])),
    invalidate(productIds = null) {
      slugs.forget(productIds);
      loader.invalidate(productIds);
    },
  };
}

type ParsedQuery = ReturnType<typeof productQuerySchema.parse>;

/** Only a slug (first page, no filter or sort): the product page's query. */
function isSlugOnly(q: ParsedQuery): q is ParsedQuery & { slug: string } {
  if (!q.slug || q.offset !== 0) return false;
  for (const [key, value] of Object.entries(q))
    if (value !== undefined && key !== 'slug' && key !== 'limit' && key !== 'offset') return false;
  return true;
}
