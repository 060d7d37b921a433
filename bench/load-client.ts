/**
 * HTTP load client for the bench; runs in a worker thread so it has its own event loop (it still
 * shares the machine's two cores with the server and PostgreSQL). Every loop is bounded.
 *
 * - closed loop (`intervalMs: null`): each client sends its next request as soon as the previous
 *   one answered (zero think time) — measures saturation throughput;
 * - paced (`intervalMs: n`): each client sends one request every n ms on a fixed schedule (start
 *   times spread over the interval). Latency is measured from the *scheduled* send time, so a
 *   request that had to wait for its predecessor counts that wait (no coordinated omission).
 */
import { Agent, request as httpRequest } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { postApi } from './api-client.ts';

export interface LoadJob {
  port: number;
  host: string;
  kind: 'add-to-cart' | 'product' | 'page';
  clients: number;
  requestsPerClient: number;
  warmupPerClient: number;
  /** null: closed loop; otherwise each client's fixed send interval. */
  intervalMs: number | null;
  skus: string[];
  slugs: string[];
  /** kind 'page': GET this path with these cookies (a returning visitor) and no Accept-Encoding. */
  path?: string;
  cookie?: string;
  /** kind 'page': stop sending after this many ms even if requests are left (bounded in time). */
  maxMs?: number;
}

export interface LoadResult {
  latencies: number[];
  /** From the actual send (equals `latencies` in a closed loop). */
  serviceLatencies: number[];
  wallMs: number;
  /** From the first measured send to the last answer: the window req/s is computed over. */
  windowMs: number;
  errors: string[];
  /** kind 'page': X-Cache values seen (HIT, MISS, STALE, BYPASS, none). */
  cacheStatus?: Record<string, number>;
}

let firstMeasured = Number.POSITIVE_INFINITY;
let lastDone = 0;

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(job: LoadJob, method: string, body: unknown, cookie: string | null) {
  return postApi(agent, job, method, body, cookie ? { cookie } : {});
}

interface CartAnswer {
  data?: { cart: { id: string; version: number } };
  error?: { code: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `total` requests for one client, closed-loop or on its schedule, recording latencies. */
async function drive(
  job: LoadJob,
  index: number,
  result: LoadResult,
  send: (i: number) => Promise<string | null>,
) {
  const total = job.warmupPerClient + job.requestsPerClient;
  const interval = job.intervalMs;
  const start = performance.now() + (interval ? (interval * index) / job.clients : 0);
  for (let i = 0; i < total; i++) {
    let scheduled = performance.now();
    if (interval) {
      scheduled = start + i * interval;
      const wait = scheduled - performance.now();
      if (wait > 0) await sleep(wait);
    }
    const sent = performance.now();
    if (i === job.warmupPerClient) firstMeasured = Math.min(firstMeasured, sent);
    const error = await send(i);
    const done = performance.now();
    lastDone = Math.max(lastDone, done);
    if (error) result.errors.push(error);
    else if (i >= job.warmupPerClient) {
      result.latencies.push(done - (interval ? scheduled : sent));
      result.serviceLatencies.push(done - sent);
    }
  }
}

async function addToCartClient(job: LoadJob, index: number, result: LoadResult) {
  const created = await post(job, 'createCart', [{}], null);
  const cookie = created.cookie;
  let cart = (created.json as CartAnswer).data!.cart;
  await drive(job, index, result, async (i) => {
    // A realistic cart: five products whose quantities grow.
    const sku = job.skus[(index * 5 + (i % 5)) % job.skus.length]!;
    const answer = await post(
      job,
      'addToCart',
      [
        [
          { id: cart.id, version: cart.version },
          { product: { sku }, quantity: 1 },
        ],
      ],
      cookie,
    );
    const json = answer.json as CartAnswer;
    if (answer.status !== 200 || !json.data) return `addToCart ${answer.status} ${json.error?.code ?? ''}`;
    cart = json.data.cart;
    return null;
  });
}

async function productClient(job: LoadJob, index: number, result: LoadResult) {
  await drive(job, index, result, async (i) => {
    const slug = job.slugs[(index * 31 + i) % job.slugs.length]!;
    const answer = await post(job, 'getProduct', [{ slug }], null);
    const json = answer.json as { data?: { products: { count: number } } };
    if (answer.status !== 200 || json.data?.products.count !== 1) return `getProduct ${answer.status}`;
    return null;
  });
}

function getPage(job: LoadJob) {
  return new Promise<{ status: number; cache: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: job.port,
        path: job.path ?? '/',
        method: 'GET',
        agent,
        headers: { host: job.host, accept: 'text/html', ...(job.cookie ? { cookie: job.cookie } : {}) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cache: String(res.headers['x-cache'] ?? 'none') }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function pageClient(job: LoadJob, index: number, result: LoadResult) {
  const deadline = performance.now() + (job.maxMs ?? 30_000);
  result.cacheStatus ??= {};
  const seen = result.cacheStatus;
  await drive(job, index, result, async () => {
    // Past the time bound, the remaining requests are skipped (counted as neither).
    if (performance.now() > deadline) return 'skipped: time bound';
    const answer = await getPage(job);
    seen[answer.cache] = (seen[answer.cache] ?? 0) + 1;
    return answer.status === 200 ? null : `GET ${job.path} ${answer.status}`;
  });
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], serviceLatencies: [], wallMs: 0, windowMs: 0, errors: [] };
  const client =
    job.kind === 'add-to-cart' ? addToCartClient : job.kind === 'page' ? pageClient : productClient;
  const started = performance.now();
  await Promise.all(Array.from({ length: job.clients }, (_, index) => client(job, index, result)));
  result.wallMs = performance.now() - started;
  result.windowMs = lastDone - firstMeasured;
  agent.destroy();
  return result;
}

if (parentPort && workerData) {
  const port = parentPort;
  runLoad(workerData as LoadJob).then(
    (result) => port.postMessage(result),
    (error: unknown) =>
      port.postMessage({
        latencies: [],
        serviceLatencies: [],
        wallMs: 0,
        windowMs: 0,
        errors: [String(error)],
      }),
  );
}
