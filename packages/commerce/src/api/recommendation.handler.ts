/**
 * `POST /api/recommendation` (spec 001 §7 "Other calls", decision 110): the body the spec's client
 * sends to the recommendation engine — bloomreachCookie, typeId, domainId, languageAndCountry plus
 * sourceSku (similar products) or sourceSku, categoryLvl2, categoryLvl3, productTitle (cart
 * recommendation) — answered from our own ranking as `{ results: [{ value: [...] }] }`. The vendor
 * fields are accepted and ignored: no visitor data leaves the shop. Same CSRF and JSON guards and
 * body limits as the JSON API.
 */
import type { CountryStore } from '@toolyard/domain';
import { z } from 'zod';
import type { ProductView } from '../catalog/products.view.ts';
import type { RailService } from '../catalog/rails.service.ts';
import type { RequestContext } from '../context.ts';
import { text } from '../validation/text.ts';
import { echo, readJsonBody } from './api.body.ts';
import { requireJsonContentType, requireSameOrigin } from './api.guard.ts';
import { ApiFailure, errorResponse, json } from './api.http.ts';

export const RECOMMENDATION_PATH = '/api/recommendation';

const sku = text().trim().min(1).max(40);

export const recommendationBodySchema = z
  .object({
    /** The vendor's visitor cookie; ignored (our ranking needs no visitor profile). */
    bloomreachCookie: text().max(500).optional(),
    typeId: text().trim().min(1).max(100),
    domainId: text().trim().min(1).max(100),
    languageAndCountry: text().regex(/^[a-z]{2}[-_][A-Za-z]{2}$/, 'like de-DE or de_DE'),
    /** One SKU; for a cart recommendation also a list (the cart's SKUs). */
    sourceSku: z.union([sku, z.array(sku).min(1).max(50)]),
    categoryLvl2: text().max(200).optional(),
    categoryLvl3: text().max(200).optional(),
    productTitle: text().max(300).optional(),
  })
  .strict();

export type RecommendationBody = z.infer<typeof recommendationBodySchema>;

/** A recommended product as the rails render it (prices in minor units). */
export interface RecommendedProduct {
  sku: string;
  name: string;
  slug: string;
  brand: string | null;
  image: string | null;
  price: { centAmount: number; currencyCode: string; fractionDigits: number } | null;
  rating: { averageRating: number; count: number } | null;
  isOnStock: boolean;
}

export function recommendedProduct(product: ProductView): RecommendedProduct {
  const price = product.price?.discounted?.value ?? product.price?.value ?? null;
  return {
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    brand: product.brand,
    image: product.images[0]?.url ?? null,
    price: price
      ? {
          centAmount: price.centAmount,
          currencyCode: price.currencyCode,
          fractionDigits: price.fractionDigits,
        }
      : null,
    rating:
      product.reviewRatingStatistics.count > 0
        ? {
            averageRating: product.reviewRatingStatistics.averageRating,
            count: product.reviewRatingStatistics.count,
          }
        : null,
    isOnStock: product.availability.isOnStock,
  };
}

/** The spec's cart-recommendation shape carries the category levels or the title; else similar. */
export function isCartRecommendation(body: RecommendationBody): boolean {
  return (
    Array.isArray(body.sourceSku) ||
    body.categoryLvl2 !== undefined ||
    body.categoryLvl3 !== undefined ||
    body.productTitle !== undefined
  );
}

export interface RecommendationHandlerOptions {
  rails: RailService;
  resolveStore: (host: string) => CountryStore | null;
  log: (level: 'error' | 'warn', message: string, error?: unknown) => void;
  clock?: () => Date;
}

export function createRecommendationHandler(options: RecommendationHandlerOptions) {
  const clock = options.clock ?? (() => new Date());
  return async function recommend(request: Request): Promise<Response> {
    const headers = new Headers();
    try {
      if (request.method !== 'POST') {
        headers.set('allow', 'POST');
        throw new ApiFailure(405, { code: 'method_not_allowed', message: 'Use POST' });
      }
      const url = new URL(request.url);
      requireSameOrigin(request, request.headers.get('host') ?? url.host);
      requireJsonContentType(request);
      // As the JSON API: `?host=` names the store for callers outside the store's domain.
      const host = url.searchParams.get('host') ?? request.headers.get('host') ?? '';
      const store = options.resolveStore(host);
      if (!store)
        throw new ApiFailure(404, { code: 'store_not_found', message: `No store for host ${echo(host)}` });
      const parsed = recommendationBodySchema.safeParse(await readJsonBody(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = echo(issue?.path.map(String).join('.') || 'body');
        throw new ApiFailure(400, {
          code: 'bad_request',
          message: `${field}: ${echo(issue?.message ?? 'invalid')}`,
          field,
        });
      }
      const body = parsed.data;
      const requested = body.languageAndCountry.slice(0, 2);
      const language = store.languages.find((candidate) => candidate === requested) ?? store.defaultLanguage;
      const ctx: RequestContext = {
        storeKey: store.storeKey,
        country: store.code,
        language,
        locale: `${language}-${store.code}`,
        currency: store.currencyCode,
        customerId: null,
        now: clock(),
      };
      const skus = Array.isArray(body.sourceSku) ? body.sourceSku : [body.sourceSku];
      const found = isCartRecommendation(body)
        ? await options.rails.cart(ctx, skus)
        : await options.rails.similar(ctx, skus[0] ?? '');
      return json(200, { results: [{ value: found.map(recommendedProduct) }] }, headers);
    } catch (error) {
      if (error instanceof ApiFailure) return errorResponse(error, headers);
      options.log('error', `${RECOMMENDATION_PATH} failed`, error);
      return json(500, { error: { code: 'internal', message: 'Internal error' } });
    }
  };
}

/** The endpoint's OpenAPI path item (the JSON API's document lists it next to the methods). */
export function recommendationOpenApiPath() {
  return {
    post: {
      operationId: 'recommendation',
      summary:
        'Similar products (sourceSku) or cart recommendations (sourceSku with categoryLvl2, categoryLvl3, productTitle, or a SKU list) from our own ranking.',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: z.toJSONSchema(recommendationBodySchema, { io: 'input', unrepresentable: 'any' }),
          },
        },
      },
      responses: {
        '200': {
          description:
            '{ results: [{ value: [{ sku, name, slug, brand, image, price, rating, isOnStock }] }] }',
        },
        '400': {
          description: 'Malformed body (field names the offending input).',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
