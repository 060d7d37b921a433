/**
 * eVatR contract: both dialects against a fake BZSt at the network layer, through the checker so
 * the outcome, the timeout and the stored proof are what a shop would see.
 */
import { schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import {
  type FakeAnswer,
  type FakeVendor,
  type RecordedRequest,
  startFakeVendor,
} from '../testing/fake-vendor.ts';
import { createEvatrAdapter, type EvatrProtocol } from './evatr.adapter.ts';
import { createVatIdChecker } from './vat-id-checker.ts';

const OWN_ID = 'DE136695976';
let database: TestDatabase;
let vendor: FakeVendor | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});
afterEach(async () => {
  await vendor?.close();
  vendor = null;
});

async function checkerAgainst(
  protocol: EvatrProtocol,
  answer: (request: RecordedRequest) => FakeAnswer,
  timeoutMs = 5_000,
) {
  vendor = await startFakeVendor(answer);
  const base = protocol === 'rest' ? `${vendor.baseUrl}/app/v1` : vendor.baseUrl;
  return createVatIdChecker({
    db: database.db,
    service: createEvatrAdapter({ protocol, baseUrl: base }),
    requesterVatId: OWN_ID,
    timeoutMs,
  });
}

/** The JSON the REST interface answers (fields as BZSt documents them). */
function restAnswer(status: string, http = 200): FakeAnswer {
  return {
    status: http,
    body: JSON.stringify({
      id: 'a1b2c3d4',
      anfrageZeitpunkt: '2026-11-23T19:40:12.345+01:00',
      status,
      ...(status === 'evatr-2006' ? { gueltigAb: '2019-01-01', gueltigBis: '2024-12-31' } : {}),
    }),
  };
}

/** The XML-RPC reply: name/value pairs, one per param. */
function xmlRpcAnswer(pairs: Record<string, string>): FakeAnswer {
  const params = Object.entries(pairs)
    .map(
      ([name, value]) =>
        `<param>\n<value><array><data>\n<value><string>${name}</string></value>\n<value><string>${value}</string></value>\n</data></array></value>\n</param>`,
    )
    .join('\n');
  return {
    status: 200,
    contentType: 'text/xml',
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<params>\n${params}\n</params>\n`,
  };
}

async function proofOf(id: string) {
  const [row] = await database.db.select().from(schema.vatIdChecks).where(eq(schema.vatIdChecks.id, id));
  return row;
}

describe('eVatR REST', () => {
  it('posts our and the customer’s ID and reads a valid answer; request, answer and time are stored', async () => {
    const checker = await checkerAgainst('rest', () => restAnswer('evatr-0000'));
    const result = await checker.check({ storeKey: 'store-at' }, { country: 'AT', vatId: 'atu 135 856 27' });
    expect(result.ok && result.value).toMatchObject({ vatId: 'ATU13585627', outcome: 'valid', code: '200' });
    expect(vendor?.requests).toHaveLength(1);
    expect(vendor?.requests[0]).toMatchObject({
      method: 'POST',
      url: '/app/v1/abfrage',
      body: JSON.stringify({ anfragendeUstid: OWN_ID, angefragteUstid: 'ATU13585627' }),
      headers: { 'content-type': 'application/json' },
    });
    const proof = await proofOf(result.ok ? result.value.proofId : '');
    expect(proof).toMatchObject({
      storeKey: 'store-at',
      vatId: 'ATU13585627',
      requesterVatId: OWN_ID,
      service: 'evatr',
      outcome: 'valid',
      timedOut: false,
      request: { method: 'POST', body: { anfragendeUstid: OWN_ID, angefragteUstid: 'ATU13585627' } },
    });
    expect(JSON.parse((proof?.response as { body?: string } | undefined)?.body ?? '{}').status).toBe(
      'evatr-0000',
    );
    expect(proof?.requestedAt).toBeInstanceOf(Date);
  });

  it.each([
    ['evatr-2001', 404, 'invalid'],
    ['evatr-2006', 200, 'invalid'],
    ['evatr-0012', 400, 'invalid'],
    ['evatr-0003', 200, 'valid'],
    ['evatr-2008', 200, 'valid'],
    ['evatr-0011', 503, 'unverifiable'],
    ['evatr-0004', 400, 'unverifiable'],
    ['evatr-9999', 500, 'unverifiable'],
  ])('status %s (HTTP %i) is %s', async (status, http, outcome) => {
    const checker = await checkerAgainst('rest', () => restAnswer(status, http));
    const result = await checker.check({ storeKey: 'store-at' }, { country: 'PL', vatId: 'PL5260250274' });
    expect(result.ok && result.value.outcome).toBe(outcome);
  });

  it('an answer without a status could not validate, and its body is kept', async () => {
    const checker = await checkerAgainst('rest', () => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const result = await checker.check({ storeKey: 'store-at' }, { country: 'PL', vatId: 'PL5260250274' });
    expect(result.ok && result.value).toMatchObject({ outcome: 'unverifiable', timedOut: false, code: null });
    const proof = await proofOf(result.ok ? result.value.proofId : '');
    expect(proof?.response).toEqual({ status: 502, body: '<html>Bad gateway</html>' });
  });
});

describe('eVatR XML-RPC (the spec’s protocol)', () => {
  it('sends both IDs as query parameters and reads the value after ErrorCode', async () => {
    const checker = await checkerAgainst('xmlrpc', (request) => {
      const query = new URL(request.url, 'http://x').searchParams;
      return xmlRpcAnswer({
        UstId_1: query.get('UstId_1') ?? '',
        ErrorCode: '216',
        UstId_2: query.get('UstId_2') ?? '',
        Datum: '23.11.2026',
        Uhrzeit: '19:40:12',
      });
    });
    const result = await checker.check({ storeKey: 'store-gr' }, { country: 'GR', vatId: 'GR 094259216' });
    expect(result.ok && result.value).toMatchObject({ vatId: 'EL094259216', outcome: 'valid', code: '216' });
    const url = new URL(vendor?.requests[0]?.url ?? '', 'http://x');
    expect(vendor?.requests[0]?.method).toBe('GET');
    expect(url.pathname).toBe('/evatrRPC');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      UstId_1: OWN_ID,
      UstId_2: 'EL094259216',
      Firmenname: '',
      Ort: '',
      PLZ: '',
      Strasse: '',
    });
  });

  it.each([
    ['200', 'valid'],
    ['201', 'invalid'],
    ['206', 'invalid'],
    ['205', 'unverifiable'],
    ['999', 'unverifiable'],
    ['', 'unverifiable'],
  ])('ErrorCode %j is %s', async (code, outcome) => {
    const checker = await checkerAgainst('xmlrpc', () => xmlRpcAnswer({ UstId_1: OWN_ID, ErrorCode: code }));
    const result = await checker.check({ storeKey: 'store-pl' }, { country: 'PL', vatId: 'PL5260250274' });
    expect(result.ok && result.value.outcome).toBe(outcome);
  });
});

describe('eVatR timeout and concurrency', () => {
  it('no answer within the limit could not validate and is stored as a timeout', async () => {
    const checker = await checkerAgainst('rest', () => 'hang', 200);
    const result = await checker.check({ storeKey: 'store-at' }, { country: 'AT', vatId: 'ATU13585627' });
    expect(result.ok && result.value).toMatchObject({ outcome: 'unverifiable', timedOut: true, code: null });
    const proof = await proofOf(result.ok ? result.value.proofId : '');
    expect(proof).toMatchObject({
      timedOut: true,
      response: null,
      error: 'timeout',
      outcome: 'unverifiable',
    });
    expect(proof?.request).toMatchObject({ method: 'POST' });
  });

  it('identical checks at the same time make one call and one proof; a new number makes a new call', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const checker = await checkerAgainst('rest', () => gate.then(() => restAnswer('evatr-0000') as never));
    const same = Array.from({ length: 5 }, () =>
      checker.check({ storeKey: 'store-at' }, { country: 'AT', vatId: 'ATU 13585627' }),
    );
    const other = checker.check({ storeKey: 'store-at' }, { country: 'PL', vatId: 'PL5260250274' });
    // Both distinct numbers reach the vendor before any answer is released.
    while ((vendor?.requests.length ?? 0) < 2) await new Promise((resolve) => setImmediate(resolve));
    release();
    const results = await Promise.all(same);
    await other;
    expect(vendor?.requests.map((request) => JSON.parse(request.body).angefragteUstid).sort()).toEqual([
      'ATU13585627',
      'PL5260250274',
    ]);
    const ids = new Set(results.map((result) => (result.ok ? result.value.proofId : null)));
    expect(ids.size).toBe(1);
    const rows = await database.db
      .select()
      .from(schema.vatIdChecks)
      .where(eq(schema.vatIdChecks.id, [...ids][0] ?? ''));
    expect(rows).toHaveLength(1);
  });
});
