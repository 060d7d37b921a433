/** Categories by slug in accepted languages, id or key; siblings; trees; first level per market. */
import { asc } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { type CategoryRow, type CategoryTree, categories, categoryTexts } from '../db/schema/index.ts';

export interface CategoryView {
  id: string;
  key: string;
  tree: CategoryTree;
  orderHint: string;
  name: string;
  slug: string;
  slugAllLocales: Array<{ locale: string; slug: string }>;
  parent: { id: string } | null;
  ancestors: Array<{ id: string }>;
  metaTitle: string | null;
  metaDescription: string | null;
  link: string | null;
  hideChevron: boolean;
  custom: {
    CategoryImageURL: string | null;
    hasProducts: boolean;
    CategoryContentHTML: string | null;
    categoryPosts: string[];
    relatedCategories: string[];
  };
  children?: CategoryView[];
}

export interface CategoryPage {
  offset: number;
  count: number;
  total: number;
  results: CategoryView[];
}

type TextRow = typeof categoryTexts.$inferSelect;

/** All categories with their texts: a few hundred rows, read once per TTL and served from memory. */
interface Snapshot {
  rows: CategoryRow[];
  byId: Map<string, CategoryRow>;
  texts: Map<string, TextRow[]>;
  /** `${language}|${slug}` → category id. */
  bySlug: Map<string, string>;
}

async function loadSnapshot(db: Database): Promise<Snapshot> {
  const [rows, texts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.orderHint), asc(categories.key)),
    db.select().from(categoryTexts),
  ]);
  const byCategory = new Map<string, TextRow[]>();
  const bySlug = new Map<string, string>();
  for (const text of texts) {
    const list = byCategory.get(text.categoryId) ?? [];
    list.push(text);
    byCategory.set(text.categoryId, list);
    bySlug.set(`${text.language}|${text.slug}`, text.categoryId);
  }
  return { rows, byId: new Map(rows.map((row) => [row.id, row])), texts: byCategory, bySlug };
}

function toView(
  snapshot: Snapshot,
  ctx: RequestContext,
  row: CategoryRow,
  preferred: readonly string[] = [],
): CategoryView {
  const own = snapshot.texts.get(row.id) ?? [];
  const order = [...preferred, ctx.language, 'en'];
  const text = order.map((language) => own.find((t) => t.language === language)).find(Boolean) ?? own[0];
  return {
    id: row.id,
    key: row.key,
    tree: row.tree,
    orderHint: row.orderHint,
    name: text?.name ?? row.key,
    slug: text?.slug ?? row.key,
    slugAllLocales: own.map((t) => ({ locale: t.language, slug: t.slug })),
    parent: row.parentId ? { id: row.parentId } : null,
    ancestors: row.ancestors.map((id) => ({ id })),
    metaTitle: text?.metaTitle ?? null,
    metaDescription: text?.metaDescription ?? null,
    link: row.link,
    hideChevron: row.hideChevron,
    custom: {
      CategoryImageURL: row.imageUrl,
      hasProducts: row.hasProducts.includes(ctx.country),
      CategoryContentHTML: row.contentHtml[ctx.language] ?? null,
      categoryPosts: row.categoryPosts[ctx.locale] ?? [],
      relatedCategories: row.relatedCategoryIds,
    },
  };
}

export interface CategoryService {
  /** Slug in any of the accepted languages (first match wins, in their order). */
  bySlug(
    ctx: RequestContext,
    slug: string,
    acceptLanguages?: readonly string[],
  ): Promise<CategoryView | null>;
  byId(ctx: RequestContext, id: string): Promise<CategoryView | null>;
  byKey(ctx: RequestContext, key: string): Promise<CategoryView | null>;
  siblings(ctx: RequestContext, id: string): Promise<CategoryView[]>;
  children(ctx: RequestContext, id: string): Promise<CategoryView[]>;
  /** First-level categories of a tree that have products in the market. */
  firstLevel(ctx: RequestContext, tree?: CategoryTree): Promise<CategoryView[]>;
  /** The whole tree nested, to `depth` levels (default 5). */
  tree(ctx: RequestContext, tree: CategoryTree, depth?: number): Promise<CategoryView[]>;
  /** Drops the in-memory snapshot (after a category import). */
  invalidate(): void;
}

export interface CategoryCacheOptions {
  /** How long the in-memory snapshot of all categories is reused; 0 reads every time. Default 60 s. */
  cacheTtlMs?: number;
}

export function createCategoryService(db: Database, options: CategoryCacheOptions = {}): CategoryService {
  const ttl = options.cacheTtlMs ?? 60_000;
  let cached: { snapshot: Promise<Snapshot>; expires: number } | null = null;
  const snapshot = (): Promise<Snapshot> => {
    const now = Date.now();
    if (!cached || cached.expires <= now) {
      const loading = loadSnapshot(db);
      cached = { snapshot: loading, expires: now + ttl };
      loading.catch(() => {
        cached = null;
      });
    }
    return cached.snapshot;
  };
  const list = async (ctx: RequestContext, keep: (row: CategoryRow) => boolean) => {
    const snap = await snapshot();
    return snap.rows.filter(keep).map((row) => toView(snap, ctx, row));
  };
  const one = async (
    ctx: RequestContext,
    find: (snap: Snapshot) => CategoryRow | undefined,
    preferred: string[] = [],
  ) => {
    const snap = await snapshot();
    const row = find(snap);
    return row ? toView(snap, ctx, row, preferred) : null;
  };
  return {
    async bySlug(ctx, slug, acceptLanguages = [ctx.language]) {
      const languages = acceptLanguages.length ? [...acceptLanguages] : [ctx.language];
      const snap = await snapshot();
      for (const language of languages) {
        const id = snap.bySlug.get(`${language}|${slug}`);
        const row = id ? snap.byId.get(id) : undefined;
        if (row) return toView(snap, ctx, row, [language]);
      }
      return null;
    },
    byId: (ctx, id) => one(ctx, (snap) => snap.byId.get(id)),
    byKey: (ctx, key) => one(ctx, (snap) => snap.rows.find((row) => row.key === key)),
    async siblings(ctx, id) {
      const snap = await snapshot();
      const self = snap.byId.get(id);
      if (!self) return [];
      return list(ctx, (row) => row.tree === self.tree && row.parentId === self.parentId && row.id !== id);
    },
    children: (ctx, id) => list(ctx, (row) => row.parentId === id),
    firstLevel: (ctx, tree = 'all') =>
      list(ctx, (row) => row.tree === tree && row.parentId === null && row.hasProducts.includes(ctx.country)),
    async tree(ctx, tree, depth = 5) {
      const all = await list(ctx, (row) => row.tree === tree && row.depth < depth);
      const byParent = new Map<string | null, CategoryView[]>();
      for (const view of all) {
        const parent = view.parent?.id ?? null;
        byParent.set(parent, [...(byParent.get(parent) ?? []), view]);
      }
      const attach = (view: CategoryView): CategoryView => ({
        ...view,
        children: (byParent.get(view.id) ?? []).map(attach),
      });
      return (byParent.get(null) ?? []).map(attach);
    },
    invalidate() {
      cached = null;
    },
  };
}
