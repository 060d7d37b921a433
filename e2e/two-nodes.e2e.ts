/**
 * Two app processes on one database, as several nodes run in production: a price changed through
 * node A (the operator API) is served by node B, which had the old price in its product cache (5 s
 * TTL), within 1 s — only the notifier can explain that. Once over PostgreSQL LISTEN/NOTIFY, once
 * over Redis (REDIS_URL, a redis-server started here).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedisServer } from '../packages/commerce/test/redis-server.ts';
import type { RunningStorefront } from './server.ts';
import { startTwoNodes, type TwoNodes } from './two-nodes.ts';

const TOKEN = 'operator-token-for-the-two-node-test-0123456789';

interface ProductAnswer {
  data?: { products?: { results?: Array<{ price?: { value?: { centAmount?: number } } | null }> } };
}
interface OperatorAnswer {
  data?: unknown;
  error?: { code: string; message: string };
}

async function api(port: number, method: string, params: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}/api/new-ct/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
    body: JSON.stringify([params]),
  });
  return { status: response.status, body: (await response.json()) as ProductAnswer };
}

const priceOnNode = async (port: number, slug: string) =>
  (await api(port, 'getProduct', { slug })).body.data?.products?.results?.[0]?.price?.value?.centAmount;

async function setPriceThrough(port: number, body: unknown, token = TOKEN) {
  const response = await fetch(`http://127.0.0.1:${port}/api/operator/setPrice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as OperatorAnswer };
}

/** Polls until the node serves `expected`; the deadline is the requirement (1 s), not a speed check. */
async function servedWithin(port: number, slug: string, expected: number, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  let seen: number | undefined;
  do {
    seen = await priceOnNode(port, slug);
    if (seen === expected) return seen;
    await new Promise((resolve) => setTimeout(resolve, 10));
  } while (Date.now() < deadline);
  return seen;
}

for (const transport of ['postgres', 'redis'] as const) {
  describe(`two app nodes on one database (${transport})`, () => {
    let redis: RedisServer | null = null;
    let nodes: TwoNodes | undefined;
    let a: RunningStorefront;
    let b: RunningStorefront;
    let product: { sku: string; slug: string; centAmount: number };

    beforeAll(async () => {
      if (transport === 'redis') redis = await startRedisServer();
      nodes = await startTwoNodes({
        products: 20,
        env: { OPERATOR_TOKEN: TOKEN, ...(redis ? { REDIS_URL: redis.url } : {}) },
      });
      ({ a, b } = nodes);
      const client = new pg.Client({ connectionString: nodes.databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        `select v.sku, t.slug, p.cent_amount::int as "centAmount" from variants v
         join product_texts t on t.product_id = v.product_id and t.language = 'sk'
         join prices p on p.sku = v.sku and p.country = 'SK'
         join products pr on pr.id = v.product_id and 'SK' = any(pr.enabled_on_market)
         where v.is_master order by v.sku limit 1`,
      );
      await client.end();
      product = rows[0];
    }, 600_000);

    afterAll(async () => {
      await nodes?.stop();
      await redis?.stop();
    });

    it('a price changed through node A is served by node B within 1 s', async () => {
      expect(product).toBeDefined();
      // Both nodes have the product cached with its current price.
      expect(await priceOnNode(b.port, product.slug)).toBe(product.centAmount);
      expect(await priceOnNode(a.port, product.slug)).toBe(product.centAmount);
      const newPrice = product.centAmount + 1_234;

      const changed = await setPriceThrough(a.port, {
        sku: product.sku,
        country: 'SK',
        centAmount: newPrice,
      });
      expect(changed).toEqual({
        status: 200,
        body: { data: { sku: product.sku, country: 'SK', currency: 'EUR', centAmount: newPrice } },
      });

      expect(await servedWithin(b.port, product.slug, newPrice, 1_000)).toBe(newPrice);
      expect(await priceOnNode(a.port, product.slug)).toBe(newPrice);
    });

    it('the operator API refuses a wrong token and bad input, and changes nothing', async () => {
      const before = await priceOnNode(a.port, product.slug);
      expect(
        (await setPriceThrough(a.port, { sku: product.sku, country: 'SK', centAmount: 1 }, 'wrong')).status,
      ).toBe(401);
      const negative = await setPriceThrough(a.port, { sku: product.sku, country: 'SK', centAmount: -5 });
      expect(negative.status).toBe(400);
      expect(negative.body.error?.message).toMatch(/centAmount/);
      expect(await priceOnNode(b.port, product.slug)).toBe(before);
    });
  });
}
