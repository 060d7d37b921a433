/** Search documents: one per product and index, built from what the catalog shows in that store. */
import type { RequestContext, SearchSourceProduct } from '@toolyard/commerce';
import { CATEGORY_LEVELS } from '@toolyard/domain';
import { fold, synonymText } from './analysis/text.ts';

export interface SearchDocument {
  id: string;
  sku: string;
  /** EX product code. */
  key: string;
  name: string;
  /** Folded name: both engines sort by it in code-point order. */
  sortName: string;
  slug: string;
  brand: string | null;
  model: string | null;
  ean: string | null;
  imageUrl: string | null;
  /** SKUs and EX codes of every variant, the product code and the EAN. */
  codes: string[];
  tags: string[];
  /** Every category id (any tree) plus "lvl{n}:{id}" for levels 0–4 of the `all` tree. */
  categories: string[];
  /** Category names in the index language. */
  categoryText: string;
  /** Family, highlights and technical details in the index language. */
  attributeText: string;
  /** Trade-term synonyms of what the texts mention (decision 090). */
  synonymText: string;
  currency: string;
  price: number;
  standardPrice: number;
  inStock: boolean;
  availableQuantity: number;
  rating: number;
  reviewCount: number;
  releaseDate: Date | null;
  publishedAt: Date;
  createdAt: Date;
}

export function levelFacet(level: number, categoryId: string): string {
  return `lvl${level}:${categoryId}`;
}

function localizedStrings(value: unknown, language: string): string[] {
  if (!value || typeof value !== 'object') return [];
  const own = (value as Record<string, unknown>)[language] ?? (value as Record<string, unknown>).en;
  if (!Array.isArray(own)) return typeof own === 'string' ? [own] : [];
  return own.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item && typeof item === 'object') {
      const { name, value: v } = item as { name?: unknown; value?: unknown };
      return [name, v].filter((s): s is string => typeof s === 'string');
    }
    return [];
  });
}

/**
 * The document of a product in the store of `ctx`, or null when the product is not sold there
 * (not eligible, not enabled or without a price): the search shows only what can be bought.
 */
export function buildSearchDocument(ctx: RequestContext, source: SearchSourceProduct): SearchDocument | null {
  const { view } = source;
  if (!source.sellable || !view.price) return null;
  const price = view.price.discounted?.value.centAmount ?? view.price.value.centAmount;
  const codes = new Set<string>([view.key]);
  for (const variant of view.variants) {
    codes.add(variant.sku);
    codes.add(`EX${variant.sku}`);
  }
  if (view.ean) codes.add(view.ean);
  const categories: string[] = [];
  for (const category of source.categories) {
    categories.push(category.id);
    const level = category.ancestors.length;
    if (category.tree === 'all' && (CATEGORY_LEVELS as readonly number[]).includes(level))
      categories.push(levelFacet(level, category.id));
  }
  const categoryText = source.categories.map((c) => c.name).join(' ');
  const attributeText = [
    view.family ?? '',
    ...localizedStrings(view.attributes.highlights, ctx.language),
    ...localizedStrings(view.attributes.techdetails, ctx.language),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: view.id,
    sku: view.sku,
    key: view.key,
    name: view.name,
    sortName: fold(view.name),
    slug: view.slug,
    brand: view.brand,
    model: view.model,
    ean: view.ean,
    imageUrl: view.images[0]?.url ?? null,
    codes: [...codes],
    tags: view.tags,
    categories,
    categoryText,
    attributeText,
    synonymText: synonymText(`${view.name} ${categoryText}`, ctx.language),
    currency: view.price.value.currencyCode,
    price,
    standardPrice: view.price.value.centAmount,
    inStock: view.availability.isOnStock,
    availableQuantity: view.availability.availableQuantity,
    rating: view.reviewRatingStatistics.averageRating,
    reviewCount: view.reviewRatingStatistics.count,
    releaseDate: source.releaseDate,
    publishedAt: new Date(view.publishedAt),
    createdAt: new Date(view.createdAt),
  };
}
