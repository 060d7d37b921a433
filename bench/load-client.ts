/** HTTP load client for the bench; runs in a worker thread so it does not share the server's event loop. */
import { Agent, request as httpRequest } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadJob {
  port: number;
  host: string;
  kind: 'add-to-cart' | 'product';
  clients: number;
  requestsPerClient: number;
  warmupPerClient: number;
  skus: string[];
  slugs: string[];
}

export interface LoadResult {
  latencies: number[];
  wallMs: number;
  errors: string[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(job: LoadJob, method: string, body: unknown, cookie: string | null) {
  return new Promise<{ status: number; json: unknown; cookie: string | null; ms: number }>(
    (resolve, reject) => {
      const payload = JSON.stringify(body);
      const started = performance.now();
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
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const ms = performance.now() - started;
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              cookie: res.headers['set-cookie']?.[0]?.split(';')[0] ?? null,
              ms,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    },
  );
}

interface CartAnswer {
  data?: { cart: { id: string; version: number } };
  error?: { code: string };
}

async function addToCartClient(job: LoadJob, index: number, result: LoadResult) {
  const created = await post(job, 'createCart', [{}], null);
  const cookie = created.cookie;
  let cart = (created.json as CartAnswer).data!.cart;
  for (let i = 0; i < job.warmupPerClient + job.requestsPerClient; i++) {
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
    if (answer.status !== 200 || !json.data) {
      result.errors.push(`addToCart ${answer.status} ${json.error?.code ?? ''}`);
      continue;
    }
    cart = json.data.cart;
    if (i >= job.warmupPerClient) result.latencies.push(answer.ms);
  }
}

async function productClient(job: LoadJob, index: number, result: LoadResult) {
  for (let i = 0; i < job.warmupPerClient + job.requestsPerClient; i++) {
    const slug = job.slugs[(index * 31 + i) % job.slugs.length]!;
    const answer = await post(job, 'getProduct', [{ slug }], null);
    if (answer.status !== 200) result.errors.push(`getProduct ${answer.status}`);
    else if (i >= job.warmupPerClient) result.latencies.push(answer.ms);
  }
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], wallMs: 0, errors: [] };
  const started = performance.now();
  const client = job.kind === 'add-to-cart' ? addToCartClient : productClient;
  await Promise.all(Array.from({ length: job.clients }, (_, index) => client(job, index, result)));
  result.wallMs = performance.now() - started;
  agent.destroy();
  return result;
}

if (parentPort && workerData) {
  const port = parentPort;
  runLoad(workerData as LoadJob).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ latencies: [], wallMs: 0, errors: [String(error)] }),
  );
}
