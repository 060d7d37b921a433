/** CSRF guard and hostile input at the JSON API's door (issue 8 points 2 and 5). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { MAX_BODY_BYTES, MAX_ECHO_CHARS } from './api.body.ts';
import { createApiHandler } from './api.handler.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
let handle: (request: Request) => Promise<Response | null>;
const PASSWORD = 'Guarded-Bench-42';

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createApiHandler({ db: database.db, catalog: createCatalogReader(database.db), log: () => {} });
  await send('register', { body: JSON.stringify([{ email: 'victim@example.com', password: PASSWORD }]) });
});
afterAll(() => database.destroy());

async function send(
  method: string,
  init: { body: string | Uint8Array | ReadableStream<Uint8Array>; headers?: Record<string, string> },
): Promise<{ status: number; body: Json; setCookie: string | null }> {
  const response = await handle(
    new Request(`http://de.localhost:3000/api/new-ct/${method}`, {
      method: 'POST',
      headers: { host: 'de.localhost:3000', 'content-type': 'application/json', ...init.headers },
      body: init.body,
      duplex: 'half',
    } as RequestInit),
  );
  if (!response) throw new Error('no answer');
  return {
    status: response.status,
    body: await response.json(),
    setCookie: response.headers.get('set-cookie'),
  };
}

const login = JSON.stringify([{ email: 'victim@example.com', password: PASSWORD }]);

describe('CSRF', () => {
  test('a cross-site form (text/plain) cannot sign anyone in: 415 and no session cookie', async () => {
    const answer = await send('login', { body: login, headers: { 'content-type': 'text/plain' } });
    expect(answer).toMatchObject({ status: 415, body: { error: { code: 'unsupported_media_type' } } });
    expect(answer.setCookie).toBeNull();
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      expect((await send('login', { body: login, headers: { 'content-type': type } })).status).toBe(415);
    }
  });

  test('a request a browser marks as cross-site or from another origin is refused (403)', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'http://at.localhost:3000' },
      { origin: 'null' },
    ];
    for (const headers of cases) {
      const answer = await send('login', { body: login, headers });
      expect(answer, JSON.stringify(headers)).toMatchObject({
        status: 403,
        body: { error: { code: 'cross_origin_request' } },
      });
      expect(answer.setCookie).toBeNull();
    }
  });

  test('same-origin browser requests and non-browser clients sign in', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://de.localhost:3000' },
      { origin: 'http://de.localhost:3000' },
      { 'content-type': 'application/json; charset=utf-8' },
    ];
    for (const headers of cases) {
      const answer = await send('login', { body: login, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.setCookie).toMatch(/^ty_session=/);
    }
  });
});

describe('hostile input → 400 with a message', () => {
  test('an integer beyond its column (version 2³¹) names the field', async () => {
    const cart = JSON.stringify([
      [{ id: '00000000-0000-4000-8000-000000000000', version: 2 ** 31 }, { actions: [] }],
    ]);
    const answer = await send('updateCart', { body: cart });
    expect(answer).toMatchObject({ status: 400, body: { error: { field: '0.version' } } });
    expect(answer.body.error.message).toMatch(/0\.version: .*2147483647/);
  });

  test('a lone UTF-16 surrogate is refused by name', async () => {
    const answer = await send('login', { body: '[{"email":"a@b.de","password":"x\\ud800"}]' });
    expect(answer).toMatchObject({ status: 400, body: { error: { field: '0.password' } } });
    expect(answer.body.error.message).toMatch(/lone UTF-16 surrogate/);
  });

  test('nesting 2,000 deep is refused before anything walks it', async () => {
    const deep = `[${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}]`;
    const answer = await send('login', { body: deep });
    expect(answer).toMatchObject({ status: 400 });
    expect(answer.body.error.message).toMatch(/deeper than 32 levels/);
  });

  test('malformed percent-encoding in the session cookie', async () => {
    const answer = await send('createCart', { body: '[{}]', headers: { cookie: 'ty_session=%E0%A4%A' } });
    expect(answer).toMatchObject({ status: 400, body: { error: { field: 'cookie' } } });
    expect(answer.body.error.message).toBe('Cookie ty_session is not valid percent-encoding');
  });

  test('echoed input is cut to a bounded length', async () => {
    const name = 'x'.repeat(5_000);
    const answer = await send(name, { body: '[{}]' });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message.length).toBeLessThan(MAX_ECHO_CHARS + 20);
    expect(answer.body.error.message).toMatch(/^Unknown method x+…$/);
  });
});

describe('body size in bytes while streaming', () => {
  test('413 before the whole body is read; the rest of the stream is cancelled', async () => {
    let sent = 0;
    let cancelled = false;
    const chunk = new TextEncoder().encode(`["${'a'.repeat(16 * 1024)}`);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const answer = await send('login', { body: endless });
    expect(answer).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } });
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 3 * chunk.byteLength);
  });

  test('bytes, not characters, count: 40,000 × "ü" (80,000 bytes) is too large', async () => {
    const body = JSON.stringify([{ email: 'a@b.de', password: 'ü'.repeat(40_000) }]);
    expect(body.length).toBeLessThan(MAX_BODY_BYTES);
    expect((await send('login', { body })).status).toBe(413);
  });

  test('a declared Content-Length above the limit is refused without reading', async () => {
    const answer = await send('login', {
      body: '[{}]',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(answer.status).toBe(413);
  });
});
