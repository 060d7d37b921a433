/**
 * "My reviews" (/my-account/my-reviews, spec 000 §2.1): the customer's own reviews, newest first,
 * and the products bought in the store's orders that still wait for one. "Bought" is the rule the
 * review form applies (orders not cancelled, by SKU: PurchaseHistory), so every product listed as
 * waiting can be reviewed. Extra-guarantee lines are services, not products: never listed.
 */
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';

export interface MyReview {
  id: string;
  sku: string;
  productId: string;
  /** In the request's language; null when the product has no text in it (or is gone). */
  productName: string | null;
  productSlug: string | null;
  rating: number;
  title: string;
  text: string;
  createdAt: string;
}

export interface AwaitingReview {
  sku: string;
  productId: string;
  productName: string | null;
  productSlug: string | null;
  /** When it was last ordered. */
  orderedAt: string;
}

export interface MyReviews {
  reviews: MyReview[];
  awaiting: AwaitingReview[];
}

/** At most this many of each list (an account page, not an export). */
export const MY_REVIEWS_LIMIT = 100;

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

export async function myReviews(db: Database, ctx: RequestContext): Promise<MyReviews> {
  const customerId = ctx.customerId;
  if (!customerId) return { reviews: [], awaiting: [] };
  const [written, waiting] = await Promise.all([
    db.execute(sql`
      select r.id, r.sku, r.product_id, t.name, t.slug, r.rating, r.title, r.text, r.review_created_at
        from reviews r
        left join product_texts t on t.product_id = r.product_id and t.language = ${ctx.language}
       where r.customer_id = ${customerId}
       order by r.review_created_at desc, r.id
       limit ${MY_REVIEWS_LIMIT}`),
    db.execute(sql`
      with bought as (
        select s.sku, max(o.created_at) as ordered_at
          from orders o cross join lateral unnest(o.skus) as s(sku)
         where o.store_key = ${ctx.storeKey}
           and o.customer_id = ${customerId}::uuid
           and o.order_state <> 'Cancelled'
         group by s.sku
      )
      select b.sku, v.product_id, t.name, t.slug, b.ordered_at
        from bought b
        join variants v on v.sku = b.sku
        left join product_texts t on t.product_id = v.product_id and t.language = ${ctx.language}
       where not exists (select 1 from extra_guarantees g where g.sku = b.sku)
         and not exists (select 1 from reviews r where r.customer_id = ${customerId} and r.sku = b.sku)
       order by b.ordered_at desc, b.sku
       limit ${MY_REVIEWS_LIMIT}`),
  ]);
  return {
    reviews: written.rows.map((row) => ({
      id: String(row.id),
      sku: String(row.sku),
      productId: String(row.product_id),
      productName: row.name === null ? null : String(row.name),
      productSlug: row.slug === null ? null : String(row.slug),
      rating: Number(row.rating),
      title: String(row.title),
      text: String(row.text),
      createdAt: iso(row.review_created_at),
    })),
    awaiting: waiting.rows.map((row) => ({
      sku: String(row.sku),
      productId: String(row.product_id),
      productName: row.name === null ? null : String(row.name),
      productSlug: row.slug === null ? null : String(row.slug),
      orderedAt: iso(row.ordered_at),
    })),
  };
}
