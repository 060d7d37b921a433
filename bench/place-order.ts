/**
 * Place-order scenario of `npm run bench` (decision 063). Runs in a worker thread like the other
 * load (bench/load-client.ts): N shoppers, each with its own session and its own carts, prepared
 * first (create, add, e-mail and addresses — not measured); then each shopper submits its carts one
 * after the other with `createBankPayment` (closed loop, Idempotency-Key per cart). Every answer must
 * be a 200 with a new order. Reports p50/p95 of the order call and orders per second.
 */
import { Agent, request as httpRequest } from 'node:http';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import {
  type ApiHandler,
  type CatalogReader,
  createApiHandler,
  type Database,
  type RateLimiter,
} from '@toolyard/commerce';
import { summarize } from './stats.ts';

export interface PlaceOrderJob {
  port: number;
  host: string;
  shoppers: number;
  ordersPerShopper: number;
  skus: string[];
}

interface PlaceOrderResult {
  latencies: number[];
  windowMs: number;
  orders: number;
  errors: string[];
}

const ADDRESS = {
  country: 'DE',
  firstName: 'Jana',
  lastName: 'Meier',
  streetName: 'Hauptstraße',
  streetNumber: '12',
  postalCode: '10115',
  city: 'Berlin',
};

function post(
  agent: Agent,
  job: PlaceOrderJob,
  method: string,
  body: unknown,
  headers: Record<string, string>,
) {
  return new Promise<{
    status: number;
    json: { data?: Record<string, unknown>; error?: { code: string } };
    cookie: string | null;
  }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: job.port,
        path: `/api/new-ct/${method}?host=${job.host}`,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              cookie: res.headers['set-cookie']?.[0]?.split(';')[0] ?? null,
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function runPlaceOrderLoad(job: PlaceOrderJob): Promise<PlaceOrderResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const result: PlaceOrderResult = { latencies: [], windowMs: 0, orders: 0, errors: [] };
  // 1. Every shopper's carts, ready for checkout (not measured).
  const shoppers = await Promise.all(
    Array.from({ length: job.shoppers }, async (_, shopper) => {
      let cookie = '';
      const headers = () => (cookie ? { cookie } : ({} as Record<string, string>));
      const carts: { id: string; version: number }[] = [];
      for (let n = 0; n < job.ordersPerShopper; n++) {
        const created = await post(agent, job, 'createCart', [{}], headers());
        cookie = created.cookie ?? cookie;
        const cart = created.json.data!.cart as { id: string; version: number };
        const sku = job.skus[(shopper * job.ordersPerShopper + n) % job.skus.length]!;
        await post(
          agent,
          job,
          'addToCart',
          [
            [
              { id: cart.id, version: 1 },
              { product: { sku }, quantity: 1 },
            ],
          ],
          headers(),
        );
        const actions = [
          { action: 'setCustomerEmail', email: `shopper${shopper}@example.com` },
          { action: 'setBillingAddress', address: ADDRESS },
          { action: 'setShippingAddress', address: ADDRESS },
        ];
        const updated = await post(
          agent,
          job,
          'updateCart',
          [[{ id: cart.id, version: 2 }, { actions }]],
          headers(),
        );
        const ready = updated.json.data?.cart as { version: number } | undefined;
        if (!ready) throw new Error(`updateCart ${updated.status} ${updated.json.error?.code ?? ''}`);
        carts.push({ id: cart.id, version: ready.version });
      }
      return { headers, carts };
    }),
  );
  // 2. The measured part: each shopper places its orders one after the other, all shoppers at once.
  const started = performance.now();
  await Promise.all(
    shoppers.map(async ({ headers, carts }) => {
      for (const cart of carts) {
        const sent = performance.now();
        const answer = await post(agent, job, 'createBankPayment', [cart], {
          ...headers(),
          'idempotency-key': `bench-${cart.id}`,
        });
        const latency = performance.now() - sent;
        if (answer.status !== 200 || !answer.json.data?.order) {
          result.errors.push(`createBankPayment ${answer.status} ${answer.json.error?.code ?? ''}`);
        } else {
          result.latencies.push(latency);
          result.orders++;
        }
      }
    }),
  );
  result.windowMs = performance.now() - started;
  agent.destroy();
  return result;
}

if (parentPort && workerData) {
  const port = parentPort;
  runPlaceOrderLoad(workerData as PlaceOrderJob).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ latencies: [], windowMs: 0, orders: 0, errors: [String(error)] }),
  );
}

/** Runs the load in a worker thread (own event loop), as bench/run.ts does for its scenarios. */
function inWorker(job: PlaceOrderJob): Promise<PlaceOrderResult> {
  return new Promise((resolve, reject) => {
    const client = new URL('./place-order.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(client)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', (message: PlaceOrderResult) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Counts nothing: the bench measures placing orders, not the per-IP order limit (20 per 10 min). */
const UNLIMITED: RateLimiter = { consume: async () => ({ ok: true }), reset: async () => {} };

/** The place-order rows of the bench table: 10 and 50 concurrent shoppers. */
export async function benchPlaceOrder(options: {
  db: Database;
  catalog: CatalogReader;
  listen: (handler: ApiHandler) => Promise<number>;
  host: string;
  skus: string[];
}): Promise<Array<Record<string, string | number | null>>> {
  const handler = createApiHandler({
    db: options.db,
    catalog: options.catalog,
    log: () => {},
    rateLimiter: UNLIMITED,
  });
  const target = { port: await options.listen(handler), host: options.host, skus: options.skus };
  const rows: Array<Record<string, string | number | null>> = [];
  for (const [shoppers, ordersPerShopper] of [
    [10, 20],
    [50, 6],
  ] as const) {
    const result = await inWorker({ ...target, shoppers, ordersPerShopper });
    const stats = summarize(result.latencies, result.windowMs);
    const row = {
      scenario: 'place-order',
      mode: `${shoppers} shoppers`,
      offered: null,
      achieved: stats.requestsPerSecond,
      count: stats.count,
      p50: stats.p50,
      p95: stats.p95,
      p99: stats.p99,
      max: stats.max,
      serviceP95: stats.p95,
      targetP95: null,
      errors: result.errors.length,
      errorSample: result.errors[0] ?? null,
      loadBefore: null,
      loadAfter: null,
    };
    console.log(
      `place-order     ${String(row.mode).padEnd(14)} p50 ${stats.p50} p95 ${stats.p95} p99 ${stats.p99} ms, ${stats.requestsPerSecond} orders/s, errors ${row.errors}`,
    );
    rows.push(row);
  }
  return rows;
}
