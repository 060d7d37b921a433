/** Categories by slug in accepted languages, id or key; siblings; trees; first level per market. */
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
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

async function views(
  db: Database,
  ctx: RequestContext,
  rows: CategoryRow[],
  preferred: readonly string[] = [],
): Promise<CategoryView[]> {
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(categoryTexts)
    .where(
      inArray(
        categoryTexts.categoryId,
        rows.map((r) => r.id),
      ),
    );
  const byCategory = new Map<string, (typeof texts)[number][]>();
  for (const text of texts)
    byCategory.set(text.categoryId, [...(byCategory.get(text.categoryId) ?? []), text]);
  const order = [...preferred, ctx.language, 'en'];
  return rows.map((row) => {
    const own = byCategory.get(row.id) ?? [];
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
  });
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
}

export function createCategoryService(db: Database): CategoryService {
  const where = async (ctx: RequestContext, condition: SQL | undefined, preferred: readonly string[] = []) =>
    views(
      db,
      ctx,
      await db
        .select()
        .from(categories)
        .where(condition)
        .orderBy(asc(categories.orderHint), asc(categories.key)),
      preferred,
    );
  return {
    async bySlug(ctx, slug, acceptLanguages = [ctx.language]) {
      const languages = acceptLanguages.length ? [...acceptLanguages] : [ctx.language];
      const found = await db
        .select({ id: categoryTexts.categoryId, language: categoryTexts.language })
        .from(categoryTexts)
        .where(and(eq(categoryTexts.slug, slug), inArray(categoryTexts.language, languages)));
      const hit = languages.map((language) => found.find((f) => f.language === language)).find(Boolean);
      if (!hit) return null;
      return (await where(ctx, eq(categories.id, hit.id), [hit.language]))[0] ?? null;
    },
    async byId(ctx, id) {
      return (await where(ctx, eq(categories.id, id)))[0] ?? null;
    },
    async byKey(ctx, key) {
      return (await where(ctx, eq(categories.key, key)))[0] ?? null;
    },
    async siblings(ctx, id) {
      const [self] = await db.select().from(categories).where(eq(categories.id, id));
      if (!self) return [];
      return where(
        ctx,
        and(
          eq(categories.tree, self.tree),
          self.parentId ? eq(categories.parentId, self.parentId) : isNull(categories.parentId),
          sql`${categories.id} <> ${id}`,
        ),
      );
    },
    children: (ctx, id) => where(ctx, eq(categories.parentId, id)),
    firstLevel: (ctx, tree = 'all') =>
      where(
        ctx,
        and(
          eq(categories.tree, tree),
          isNull(categories.parentId),
          sql`${ctx.country} = any(${categories.hasProducts})`,
        ),
      ),
    async tree(ctx, tree, depth = 5) {
      const all = await where(ctx, and(eq(categories.tree, tree), sql`${categories.depth} < ${depth}`));
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
  };
}
