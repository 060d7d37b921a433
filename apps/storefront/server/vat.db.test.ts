/**
 * POST /api/vat-id/validate on real PostgreSQL with the simulator: guarded like the JSON API
 * (same origin, JSON only, a bounded body) and only in stores with VAT validation on. Every
 * refusal is a 4xx with a message and stores no proof (decision 249).
 */
import { createRateLimiter, MAX_BODY_BYTES, poolOf } from '@toolyard/commerce';
import { createVatIdChecker, createVatSimulator, SIMULATOR_VAT_IDS } from '@toolyard/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStores } from '../../../packages/commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import { storeOfCountry } from '../app/store/domain-map.ts';
import { createVatValidateHandler } from './vat.ts';

let database: TestDatabase;
let handle: ReturnType<typeof createVatValidateHandler>;
beforeAll(async () => {
  database = await createTestDatabase();
  // DE checks VAT IDs; CH (outside the EU) has the store switch off.
  await insertStores(database.db, ['DE', 'CH']);
  handle = createVatValidateHandler(
    createVatIdChecker({
      db: database.db,
      service: createVatSimulator(),
      requesterVatId: null,
      timeoutMs: 2000,
    }),
    {
      db: database.db,
      storeKeyOf: (request) =>
        storeOfCountry(request.headers.get('host')?.startsWith('ch.') ? 'CH' : 'DE').storeKey,
      rateLimiter: createRateLimiter({ pool: poolOf(database.db) }),
    },
  );
});
afterAll(() => database?.destroy());

let nextIp = 1;
async function validate(body: string, headers: Record<string, string> = {}, host = 'de.localhost:3000') {
  const response = await handle(
    new Request(`http://${host}/api/vat-id/validate`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', ...headers },
      body,
    }),
    `198.51.100.${nextIp++}`,
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { outcome: string };
      error?: { code: string; message: string };
    },
  };
}

const proofs = async () =>
  (await database.pool.query<{ n: number }>('select count(*)::int as n from vat_id_checks')).rows[0]?.n;
const valid = JSON.stringify({ country: 'DE', vatId: SIMULATOR_VAT_IDS.valid });

describe('POST /api/vat-id/validate', () => {
  it('checks a number in a store with VAT validation on and stores the proof', async () => {
    const before = await proofs();
    const answer = await validate(valid);
    expect(answer).toMatchObject({ status: 200, body: { data: { outcome: 'valid' } } });
    expect(await proofs()).toBe((before ?? 0) + 1);
  });

  it('a body over the JSON API limit is a 413, also without a Content-Length', async () => {
    const before = await proofs();
    const padded = JSON.stringify({
      country: 'DE',
      vatId: SIMULATOR_VAT_IDS.valid,
      padding: 'x'.repeat(MAX_BODY_BYTES),
    });
    const streamed = new Blob([padded]).stream();
    for (const body of [padded, streamed]) {
      const response = await handle(
        new Request('http://de.localhost:3000/api/vat-id/validate', {
          method: 'POST',
          headers: {
            host: 'de.localhost:3000',
            'content-type': 'application/json',
            ...(typeof body === 'string' ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          },
          body,
          ...(typeof body === 'string' ? {} : { duplex: 'half' }),
        } as RequestInit),
        '198.51.100.200',
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({
        error: { code: 'payload_too_large', message: `Body larger than ${MAX_BODY_BYTES} bytes` },
      });
    }
    expect(await proofs()).toBe(before);
  });

  it('a body not declared as JSON is a 415 (a cross-site form can send text/plain)', async () => {
    const before = await proofs();
    expect(await validate(valid, { 'content-type': 'text/plain' })).toMatchObject({
      status: 415,
      body: { error: { code: 'unsupported_media_type', message: 'Content-Type must be application/json' } },
    });
    expect(await proofs()).toBe(before);
  });

  it('a request a browser sent from another site is a 403; from the shop itself it runs', async () => {
    const before = await proofs();
    const foreigners: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://attacker.example' },
    ];
    for (const foreign of foreigners) {
      expect(await validate(valid, foreign)).toMatchObject({
        status: 403,
        body: {
          error: { code: 'cross_origin_request', message: 'Requests from other sites are not accepted' },
        },
      });
    }
    expect(await proofs()).toBe(before);
    expect((await validate(valid, { origin: 'http://de.localhost:3000' })).status).toBe(200);
  });

  it('in a store with VAT validation off it is a 404 with a message and checks nothing', async () => {
    const before = await proofs();
    const answer = await validate(valid, {}, 'ch.localhost:3000');
    expect(answer).toMatchObject({
      status: 404,
      body: {
        error: { code: 'vat-validation-off', message: 'VAT ID validation is not enabled for this store' },
      },
    });
    expect(await proofs()).toBe(before);
  });

  it('a body that is not JSON is still a 400 with a message', async () => {
    expect(await validate('{oops')).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid-json', message: 'The body must be JSON' } },
    });
  });
});
