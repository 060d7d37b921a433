/**
 * Fuzz of the storefront server over raw HTTP (issue 8): malformed URLs, cookies, headers and
 * methods, generated with fast-check and sent byte for byte (a client library would refuse or
 * repair most of them). No answer may be a 5xx or carry a stack trace, SQL or a secret, and the
 * shop still answers afterwards.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { port } from './helpers.ts';

const RUNS = { path: 500, query: 250, cookie: 250, header: 300, write: 200 } as const;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const counts = new Map<string, number>();
const statuses = new Map<number, number>();
const failures: string[] = [];

afterAll(async () => {
  // The fuzz's writes (newsletter, login, …) come from 127.0.0.1 like every e2e file's: its rate-limit
  // counters go, or a later file meets a 429 depending on the seed and the file order.
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('delete from rate_limits');
  } finally {
    await client.end();
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join(' ');
  const byClass = [...counts].map(([name, n]) => `${name}=${n}`).join(', ');
  console.info(`storefront fuzz (seed ${SEED}): ${total} requests; statuses ${byStatus}; classes ${byClass}`);
});

/** One raw request (Connection: close); resolves with the status code and body text. */
function raw(request: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port(), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    // write, not end: a half-closed socket tells Node the client is gone before a slow page is done.
    socket.write(Buffer.from(request, 'latin1'));
  });
}

function leak(text: string): string | null {
  if (/\n\s+at |\bat [\w$.<>]+ \(|\.(ts|js|tsx):\d+:\d+/.test(text)) return 'stack trace';
  if (/Failed query|\nparams: |syntax error at|violates|relation "|\$argon2/i.test(text))
    return 'SQL or hash';
  return null;
}

async function send(kind: string, request: string): Promise<void> {
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const { status, text } = await raw(request);
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const found = leak(text);
  // 0: the server closed without a status line — only Node's own parser does that, for bytes no
  // HTTP request can contain; anything else must answer.
  if (status >= 500 || found)
    failures.push(`${kind} ${JSON.stringify(request.slice(0, 200))} → ${status} ${found ?? ''}`);
}

const host = () => `de.localhost:${port()}`;
const get = (target: string, headers = '') =>
  `GET ${target} HTTP/1.1\r\nHost: ${host()}\r\n${headers}Connection: close\r\n\r\n`;

/** Latin-1 text as the request line carries it: no CR, LF, space (they would end the line). */
const lineSafe = (value: string) => value.replace(/[\r\n ]/g, '');

const percentJunk = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%0A',
  '%25',
  '%2e%2e',
  '%5C',
  '%2F',
);
const segment = fc.oneof(
  fc.constantFrom(
    'p',
    'category',
    'search',
    'de',
    'fr',
    'exConsents',
    'confirm',
    'my-account',
    'login',
    '..',
    '.',
    '',
    'HOME',
    'newsletter',
    '_.data',
    '__manifest',
    'api',
    'media',
    'x.js',
  ),
  percentJunk,
  fc.string({ unit: 'binary-ascii', maxLength: 12 }).map(lineSafe),
  fc.string({ maxLength: 8 }).map((s) => encodeURIComponent(s)),
  fc.constantFrom('evil.example', '\\evil.example', '\tevil', "'", '"', '<script>', '\u00ff'),
);
const path = fc.array(segment, { minLength: 0, maxLength: 6 }).map((parts) => `/${parts.join('/')}`);

describe('storefront fuzz', () => {
  it('malformed paths: never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(path, fc.boolean(), async (p, doubleSlash) => {
        await send('path', get(doubleSlash ? `/${p}` : p));
      }),
      { numRuns: RUNS.path, seed: SEED },
    );
    expect(failures).toEqual([]);
  });

  it('malformed queries: never a 5xx', async () => {
    const value = fc.oneof(percentJunk, fc.string({ unit: 'binary-ascii', maxLength: 20 }).map(lineSafe));
    const query = fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'page',
            'q',
            'hitsPerPage',
            'hits-per-page',
            'hash',
            'tags',
            'version',
            '_routes',
            'x',
          ),
          value,
        ),
        {
          maxLength: 6,
        },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/', '/search', '/werkzeug/', '/exConsents/confirm', '/_.data'),
        query,
        async (p, q) => {
          await send('query', get(`${p}?${q}`));
        },
      ),
      { numRuns: RUNS.query, seed: SEED },
    );
    expect(failures).toEqual([]);
  });

  it('malformed cookies: never a 5xx', async () => {
    const cookieValue = fc.oneof(
      percentJunk,
      fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[\r\n;]/g, '')),
      fc.constantFrom('a'.repeat(4000), '00000000-0000-4000-8000-000000000000', '"quoted"', ''),
    );
    const cookie = fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'ty_session',
            'locale',
            'country',
            'store',
            'currency',
            'languageAndCountry',
            '_ga',
            '=',
            '',
          ),
          cookieValue,
        ),
        {
          minLength: 1,
          maxLength: 5,
        },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; '));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/', '/my-account', '/checkout', '/search?q=x'),
        cookie,
        async (p, c) => {
          await send('cookie', get(p, `Cookie: ${c}\r\n`));
        },
      ),
      { numRuns: RUNS.cookie, seed: SEED },
    );
    expect(failures).toEqual([]);
  });

  it('malformed headers (Host, Origin, forwarding, languages, caching): never a 5xx', async () => {
    const junk = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[\r\n]/g, '')),
      fc.constantFrom(
        '',
        ' ',
        'null',
        '*',
        'https://evil.example',
        '\u00ff\u00fe',
        'a'.repeat(10_000),
        '%E0%A4%A',
      ),
    );
    const name = fc.constantFrom(
      'Origin',
      'Sec-Fetch-Site',
      'X-Forwarded-For',
      'X-Forwarded-Proto',
      'X-Request-Id',
      'Accept-Language',
      'Accept-Encoding',
      'If-None-Match',
      'User-Agent',
      'Referer',
      'Content-Type',
    );
    const hostValue = fc.oneof(
      fc.constant(host()),
      fc.constantFrom(
        'evil.example',
        'a@evil.example',
        'de.localhost:99999',
        '[::1',
        'de.localhost/x',
        '',
        '%00',
      ),
    );
    await fc.assert(
      fc.asyncProperty(hostValue, fc.array(fc.tuple(name, junk), { maxLength: 4 }), async (h, headers) => {
        const lines = headers.map(([n, v]) => `${n}: ${v}\r\n`).join('');
        await send('header', `GET / HTTP/1.1\r\nHost: ${h}\r\n${lines}Connection: close\r\n\r\n`);
      }),
      { numRuns: RUNS.header, seed: SEED },
    );
    expect(failures).toEqual([]);
  });

  it('writes with hostile methods, bodies and origins: never a 5xx', async () => {
    const body = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 200 }),
      fc.constantFrom(
        'email=%E0%A4%A',
        'email=a%40b.de&source=footer',
        `email=${'a'.repeat(70_000)}`,
        '\u0000\u00ff',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH'),
        fc.constantFrom('/newsletter', '/', '/login', '/newsletter.data', '/my-account'),
        fc.constantFrom(
          '',
          `Origin: http://${host()}\r\n`,
          'Origin: https://evil.example\r\n',
          'Sec-Fetch-Site: cross-site\r\n',
        ),
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'text/plain',
          'application/json',
        ),
        body,
        async (method, target, origin, type, content) => {
          const bytes = Buffer.byteLength(content, 'latin1');
          await send(
            'write',
            `${method} ${target} HTTP/1.1\r\nHost: ${host()}\r\n${origin}Content-Type: ${type}\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n${content}`,
          );
        },
      ),
      { numRuns: RUNS.write, seed: SEED },
    );
    expect(failures).toEqual([]);
  });

  it('the shop still answers normally afterwards', async () => {
    expect((await raw(get('/'))).status).toBe(200);
  });
});
