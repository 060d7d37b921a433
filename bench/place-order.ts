/**
 * Checkout scenario of `npm run bench` (decisions 063, 150-range note in 063). Runs in a worker
 * thread like the other load (bench/load-client.ts): N shoppers, each with its own session, each
 * checking out its carts one after the other, all shoppers at once (closed loop). One checkout is the
 * shopper's whole path through the JSON API: createCart, addToCart, updateCart (e-mail, billing and
 * shipping address in one step), getPaymentMethods, then createBankPayment with an Idempotency-Key.
 * Every order call must answer 200 with a new order. Reports p50/p95 of the whole checkout
 * ("checkout-to-order") and of the order call alone ("place-order"), and orders per second.
 */
import { Agent } from 'node:http';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import {
  type ApiHandler,
  type CatalogReader,
  createApiHandler,
  type Database,
  type RateLimiter,
} from '@toolyard/commerce';
import { postApi } from './api-client.ts';
import { summarize } from './stats.ts';

export interface PlaceOrderJob {
  port: number;
  host: string;
  shoppers: number;
  ordersPerShopper: number;
  skus: string[];
}

interface PlaceOrderResult {
  /** The order call alone. */
  latencies: number[];
  /** From createCart to the order's answer. */
  checkoutLatencies: number[];
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

type Answer = {
  data?: Record<string, unknown>;
  error?: { code: string };
};

/** One shopper's checkout; throws on any answer but the expected one, so errors are counted. */
async function checkout(
  agent: Agent,
  job: PlaceOrderJob,
  session: { cookie: string },
  shopper: number,
  n: number,
  result: PlaceOrderResult,
) {
  const call = async (method: string, body: unknown, extra: Record<string, string> = {}) => {
    const answer = await postApi<Answer>(agent, job, method, body, {
      ...(session.cookie ? { cookie: session.cookie } : {}),
      ...extra,
    });
    session.cookie = answer.cookie ?? session.cookie;
    if (answer.status !== 200 || !answer.json.data) {
      throw new Error(`${method} ${answer.status} ${answer.json.error?.code ?? ''}`);
    }
    return answer.json.data;
  };
  const started = performance.now();
  const created = (await call('createCart', [{}])).cart as { id: string; version: number };
  const sku = job.skus[(shopper * job.ordersPerShopper + n) % job.skus.length]!;
  const added = (await call('addToCart', [[created, { product: { sku }, quantity: 1 }]])).cart as {
    version: number;
  };
  const actions = [
    { action: 'setCustomerEmail', email: `shopper${shopper}@example.com` },
    { action: 'setBillingAddress', address: ADDRESS },
    { action: 'setShippingAddress', address: ADDRESS },
  ];
  const ready = (await call('updateCart', [[{ id: created.id, version: added.version }, { actions }]]))
    .cart as { version: number };
  await call('getPaymentMethods', [{ id: created.id }]);
  const sent = performance.now();
  const placed = await call('createBankPayment', [{ id: created.id, version: ready.version }], {
    'idempotency-key': `bench-${created.id}`,
  });
  const done = performance.now();
  if (!placed.order) throw new Error('createBankPayment answered without an order');
  result.latencies.push(done - sent);
  result.checkoutLatencies.push(done - started);
  result.orders++;
}

async function runPlaceOrderLoad(job: PlaceOrderJob): Promise<PlaceOrderResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const result: PlaceOrderResult = {
    latencies: [],
    checkoutLatencies: [],
    windowMs: 0,
    orders: 0,
    errors: [],
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: job.shoppers }, async (_, shopper) => {
      const session = { cookie: '' };
      for (let n = 0; n < job.ordersPerShopper; n++) {
        try {
          await checkout(agent, job, session, shopper, n, result);
        } catch (error) {
          result.errors.push(error instanceof Error ? error.message : String(error));
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
    (error: unknown) =>
      port.postMessage({
        latencies: [],
        checkoutLatencies: [],
        windowMs: 0,
        orders: 0,
        errors: [String(error)],
      }),
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
    for (const [scenario, latencies] of [
      ['checkout-to-order', result.checkoutLatencies],
      ['place-order', result.latencies],
    ] as const) {
      const stats = summarize([...latencies], result.windowMs);
      const row = {
        scenario,
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
        `${scenario.padEnd(18)} ${String(row.mode).padEnd(12)} p50 ${stats.p50} p95 ${stats.p95} p99 ${stats.p99} ms, ${stats.requestsPerSecond} orders/s, errors ${row.errors}`,
      );
      rows.push(row);
    }
  }
  return rows;
}
