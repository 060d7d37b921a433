/**
 * The shop's own rating per store (issue 12, decision 126): the average and count of the reviews
 * written in that store's country (review locale `xx-CC`) that count in statistics. It replaces an
 * invented figure in the header: under the EU's Omnibus rules a rating shown to shoppers must come
 * from real reviews. Cached per country in a bounded LRU; dropped when a review is added on any node.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { reviews } from '../db/schema/index.ts';
import { createPromiseCache } from './promise-cache.ts';

export const STORE_RATING_TTL_MS = 10 * 60_000;

export interface StoreRating {
  /** Mean of the ratings (1–5), one decimal. */
  average: number;
  count: number;
}

/** A review as the trust-review carousel shows it. */
export interface StoreReview {
  id: string;
  authorName: string;
  rating: number;
  title: string;
  text: string;
  locale: string;
  /** ISO date-time of the review. */
  createdAt: string;
}

export interface StoreRatingService {
  /** Null when the store has no review yet: nothing is shown rather than a made-up figure. */
  of(ctx: Pick<RequestContext, 'country'>): Promise<StoreRating | null>;
  /**
   * The newest reviews with text among those the rating counts (same country, in statistics),
   * so the carousel never shows a review the figure leaves out (trust-review carousel, issue 12).
   */
  recent(ctx: Pick<RequestContext, 'country'>, limit: number): Promise<StoreReview[]>;
  invalidate(): void;
}

export function createStoreRatingService(
  db: Database,
  options: { cacheTtlMs?: number } = {},
): StoreRatingService {
  const ttl = options.cacheTtlMs ?? STORE_RATING_TTL_MS;
  const cache = createPromiseCache<StoreRating | null>({ ttlMs: ttl, max: 50 });
  // The home page's newest reviews per market and count, kept and dropped with the figures
  // (decision 195): one scan of the reviews per market instead of one per home render.
  const recentCache = createPromiseCache<StoreReview[]>({ ttlMs: ttl, max: 100 });
  const read = async (country: string): Promise<StoreRating | null> => {
    const [row] = await db
      .select({ average: sql<string | null>`avg(${reviews.rating})`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(
        and(
          eq(reviews.includedInStatistics, true),
          sql`upper(split_part(${reviews.locale}, '-', 2)) = ${country.toUpperCase()}`,
        ),
      );
    if (!row || row.count === 0 || row.average === null) return null;
    return { average: Math.round(Number(row.average) * 10) / 10, count: row.count };
  };
  const sameCountry = (country: string) =>
    and(
      eq(reviews.includedInStatistics, true),
      sql`upper(split_part(${reviews.locale}, '-', 2)) = ${country.toUpperCase()}`,
    );
  const readRecent = async (country: string, limit: number): Promise<StoreReview[]> => {
    const rows = await db
      .select({
        id: reviews.id,
        authorName: reviews.authorName,
        rating: reviews.rating,
        title: reviews.title,
        text: reviews.text,
        locale: reviews.locale,
        createdAt: reviews.reviewCreatedAt,
      })
      .from(reviews)
      .where(and(sameCountry(country), ne(reviews.text, '')))
      .orderBy(desc(reviews.reviewCreatedAt), desc(reviews.id))
      .limit(Math.max(0, Math.min(limit, 20)));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  };

  return {
    recent: (ctx, limit) => recentCache.get(`${ctx.country} ${limit}`, () => readRecent(ctx.country, limit)),
    of: (ctx) => cache.get(ctx.country, () => read(ctx.country)),
    invalidate: () => {
      cache.drop();
      recentCache.drop();
    },
  };
}
