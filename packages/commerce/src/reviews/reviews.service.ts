/** Reviews: pages of 10 with Top reviews / Most recent, rating statistics, and adding a review. */

import { randomUUID } from 'node:crypto';
import { COUNTRIES, type CountryCode, REVIEWS } from '@toolyard/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ratingStatistics } from '../catalog/products.view.ts';
import { createPromiseCache } from '../catalog/promise-cache.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { products, reviews, variants } from '../db/schema/index.ts';
import { type Notifier, publishProductChanges } from '../notifier/index.ts';
import type { PurchaseHistory } from '../ports/index.ts';
import { REVIEW_ERRORS, type ReviewError } from './reviews.errors.ts';
import { type AddReviewInput, addReviewSchema, type ReviewSort } from './reviews.schema.ts';

export interface ReviewView {
  id: string;
  title: string;
  text: string;
  authorName: string;
  rating: number;
  createdAt: string;
  locale: string;
  sku: string;
  custom: {
    reviewCreatedAt: string;
    customerCareResponseText: string | null;
    source: string;
    titleTranslations: Record<string, string>;
    textTranslations: Record<string, string>;
    answerTranslations: Record<string, string>;
  };
}

export interface ReviewPage {
  offset: number;
  total: number;
  exists: boolean;
  count: number;
  limit: number;
  results: ReviewView[];
  averageRating: number;
  ratingsDistribution: Record<string, number>;
}

export type AddReviewResult = { ok: true; value: ReviewView } | { ok: false; error: ReviewError };

function view(row: typeof reviews.$inferSelect): ReviewView {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    authorName: row.authorName,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    locale: row.locale,
    sku: row.sku,
    custom: {
      reviewCreatedAt: row.reviewCreatedAt.toISOString(),
      customerCareResponseText: row.customerCareResponseText,
      source: row.source,
      titleTranslations: row.titleTranslations,
      textTranslations: row.textTranslations,
      answerTranslations: row.answerTranslations,
    },
  };
}

const fail = (code: ReviewError['code'], message: string): AddReviewResult => ({
  ok: false,
  error: { code, message },
});

export interface ReviewService {
  page(
    ctx: RequestContext,
    productId: string,
    options?: { offset?: number; sort?: ReviewSort },
  ): Promise<ReviewPage>;
  add(ctx: RequestContext, input: AddReviewInput): Promise<AddReviewResult>;
  /** Drops the kept pages of these products (all with null): a review came in on some node. */
  invalidate(productIds?: readonly string[] | null): void;
}

/**
 * Every product page shows the first page of its reviews: kept per node like the product cache
 * (decision 021) — dropped through the catalog notifier when a review comes in on any node, the TTL
 * being the bound when a message is lost.
 */
const REVIEW_PAGE_TTL_MS = 5_000;
const REVIEW_PAGES_MAX = 5_000;
const SEPARATOR = '\u0000';

export function createReviewService(
  db: Database,
  deps: { purchaseHistory: PurchaseHistory; notifier?: Notifier },
  options: { cacheTtlMs?: number } = {},
): ReviewService {
  const pages = createPromiseCache<ReviewPage>({
    ttlMs: options.cacheTtlMs ?? REVIEW_PAGE_TTL_MS,
    max: REVIEW_PAGES_MAX,
  });
  const invalidate = (productIds?: readonly string[] | null) => {
    const dropped = productIds ? new Set(productIds) : null;
    pages.drop(dropped ? (key) => dropped.has(key.split(SEPARATOR, 1)[0] ?? '') : undefined);
  };
  async function readPage(productId: string, offset: number, sort: ReviewSort): Promise<ReviewPage> {
    const limit = REVIEWS.pageSize;
    const order =
      sort === 'Most recent'
        ? [desc(reviews.reviewCreatedAt), asc(reviews.id)]
        : [desc(reviews.rating), desc(reviews.reviewCreatedAt), desc(reviews.text), asc(reviews.id)];
    const filter = and(eq(reviews.productId, productId), eq(reviews.includedInStatistics, true));
    const [rows, [product]] = await Promise.all([
      db
        .select()
        .from(reviews)
        .where(filter)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db
        .select({
          count: products.reviewCount,
          sum: products.reviewRatingSum,
          distribution: products.ratingsDistribution,
        })
        .from(products)
        .where(eq(products.id, productId)),
    ]);
    const stats = ratingStatistics(product?.count ?? 0, product?.sum ?? 0, product?.distribution ?? {});
    return {
      offset,
      total: stats.count,
      exists: stats.count > 0,
      count: rows.length,
      limit,
      results: rows.map(view),
      averageRating: stats.averageRating,
      ratingsDistribution: stats.ratingsDistribution,
    };
  }
  return {
    page(_ctx, productId, options = {}) {
      const offset = Math.max(0, Math.trunc(options.offset ?? 0));
      const sort = options.sort ?? 'Top reviews';
      return pages.get([productId, sort, offset].join(SEPARATOR), () => readPage(productId, offset, sort));
    },
    invalidate,

    async add(ctx, input) {
      const parsed = addReviewSchema.safeParse(input);
      if (!parsed.success)
        return fail(
          'invalid-input',
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        );
      const customerId = ctx.customerId;
      if (!customerId) return fail('not-signed-in', 'Please sign in to write a review');
      const { sku, rating, title, text, authorName, consent } = parsed.data;
      // Review-consent countries (CZ) ask for it on the form: no review without it, and the
      // time it was given is kept with the review (decision 182). Elsewhere nothing is stored.
      const asksConsent = COUNTRIES[ctx.country as CountryCode]?.asksReviewConsent === true;
      if (asksConsent && consent !== true)
        return fail('consent-required', 'Please agree to the publication of your review');
      try {
        const [variant] = await db
          .select({ productId: variants.productId })
          .from(variants)
          .where(eq(variants.sku, sku));
        if (!variant) return fail('unknown-product', `Unknown SKU ${sku}`);
        if (!(await deps.purchaseHistory.hasPurchased(ctx, customerId, sku)))
          return fail('not-purchased', REVIEW_ERRORS['not-purchased']);
        const now = ctx.now;
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(reviews)
            .values({
              id: randomUUID(),
              productId: variant.productId,
              sku,
              customerId,
              authorName,
              title,
              text,
              rating,
              locale: ctx.locale,
              createdAt: now,
              reviewCreatedAt: now,
              consentGivenAt: asksConsent ? now : null,
            })
            .onConflictDoNothing()
            .returning();
          if (!inserted) return null;
          await tx
            .update(products)
            .set({
              reviewCount: sql`${products.reviewCount} + 1`,
              reviewRatingSum: sql`${products.reviewRatingSum} + ${rating}`,
              ratingsDistribution: sql`jsonb_set(${products.ratingsDistribution}, ${`{${rating}}`}::text[], to_jsonb(coalesce((${products.ratingsDistribution} ->> ${String(rating)})::int, 0) + 1))`,
            })
            .where(eq(products.id, variant.productId));
          return inserted;
        });
        if (!row) return fail('duplicate', REVIEW_ERRORS.duplicate);
        // This node's pages at once (also without a notifier); every node's product cache and
        // review pages through the notifier.
        invalidate([variant.productId]);
        if (deps.notifier) await publishProductChanges(deps.notifier, [variant.productId], 'review');
        return { ok: true, value: view(row) };
      } catch {
        return fail('unexpected', REVIEW_ERRORS.unexpected);
      }
    },
  };
}
