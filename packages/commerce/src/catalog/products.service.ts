/**
 * Product queries: by slug, ids, SKUs, category (with descendants), attribute filters, stock and
 * sorts. Product data and slug lookups are cached in-process for a few seconds (decision 021);
 * discount validity is always evaluated at the request's clock.
 */
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { buildProductView } from './products.build.ts';
import { fetchProductData, findProductIds, type ProductData } from './products.repository.ts';
import { type ProductQuery, productQuerySchema } from './products.schema.ts';
import type { ProductPage, ProductView } from './products.view.ts';
import { TtlCache } from './ttl-cache.ts';

export type ProductQueryResult =
  | { ok: true; value: ProductPage }
  | { ok: false; error: { code: 'invalid-query'; message: string } };

export interface ProductCacheOptions {
  /** How long product rows and slug lookups are reused; 0 turns the cache off. Default 5000 ms. */
  cacheTtlMs?: number;
}

export interface ProductLoader {
  load(ctx: RequestContext, ids: readonly string[]): Promise<ProductView[]>;
  /** Forgets cached products, e.g. after stock or price updates on this node. */
  invalidate(): void;
}

export function createProductLoader(db: Database, options: ProductCacheOptions = {}): ProductLoader {
  const cache = new TtlCache<ProductData>(options.cacheTtlMs ?? 5_000);
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
    invalidate: () => cache.clear(),
  };
}

export interface ProductService {
  query(ctx: RequestContext, input: ProductQuery): Promise<ProductQueryResult>;
  bySlug(ctx: RequestContext, slug: string): Promise<ProductView | null>;
  bySkus(ctx: RequestContext, skus: readonly string[]): Promise<ProductView[]>;
  byIds(ctx: RequestContext, ids: readonly string[]): Promise<ProductView[]>;
  invalidate(): void;
}

export function createProductService(
  db: Database,
  options: ProductCacheOptions = {},
  loader: ProductLoader = createProductLoader(db, options),
): ProductService {
  const slugs = new TtlCache<string>(options.cacheTtlMs ?? 5_000);
  const query = async (ctx: RequestContext, input: ProductQuery): Promise<ProductQueryResult> => {
    const parsed = productQuerySchema.safeParse(input);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((i) => `${i.path.join('.') || 'query'}: ${i.message}`)
        .join('; ');
      return { ok: false, error: { code: 'invalid-query', message } };
    }
    const { ids, total } = await findProductIds(db, ctx, parsed.data);
    const results = await loader.load(ctx, ids);
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
      const slugKey = `${ctx.language}|${ctx.country}|${slug}`;
      const cachedId = slugs.get(slugKey);
      if (cachedId) {
        const [view] = await loader.load(ctx, [cachedId]);
        if (view && view.slug === slug) return view;
      }
      const [view] = await unwrap(ctx, { slug, limit: 1 });
      if (view) slugs.set(slugKey, view.id);
      return view ?? null;
    },
    bySkus: (ctx, skus) => (skus.length ? unwrap(ctx, { skus: [...skus], limit: 100 }) : Promise.resolve([])),
    byIds: (ctx, ids) => (ids.length ? unwrap(ctx, { ids: [...ids], limit: 100 }) : Promise.resolve([])),
    invalidate() {
      slugs.clear();
      loader.invalidate();
    },
  };
}
