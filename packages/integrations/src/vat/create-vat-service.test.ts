/**
 * VAT_SERVICE=evatr sends German IDs to VIES (decision 256): BZSt refuses a German requester
 * asking about a German ID (evatr-0006), so such a check could never succeed there. Both vendors
 * are faked at the network layer; the checker stores which one answered.
 */
import { schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { type FakeVendor, type RecordedRequest, startFakeVendor } from '../testing/fake-vendor.ts';
import { createVatService } from './index.ts';
import { createVatIdChecker } from './vat-id-checker.ts';

const OWN_ID = 'DE136695976';
let database: TestDatabase;
let evatr: FakeVendor;
let vies: FakeVendor;

/** BZSt as it answers: a German requester may not ask about a German ID (evatr-0006, HTTP 403). */
function bzst(request: RecordedRequest) {
  const asked = JSON.parse(request.body) as { anfragendeUstid: string; angefragteUstid: string };
  const status =
    asked.anfragendeUstid.startsWith('DE') && asked.angefragteUstid.startsWith('DE')
      ? 'evatr-0006'
      : 'evatr-0000';
  return {
    status: status === 'evatr-0000' ? 200 : 403,
    body: JSON.stringify({ id: 'a1', anfrageZeitpunkt: '2026-11-23T19:40:12.345+01:00', status }),
  };
}

/** VIES: a completed check that finds the number valid. */
function viesValid(request: RecordedRequest) {
  const asked = JSON.parse(request.body) as { countryCode: string; vatNumber: string };
  return {
    status: 200,
    body: JSON.stringify({ ...asked, valid: true, requestIdentifier: 'WAPIAAAAZ2kzS0hz' }),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  evatr = await startFakeVendor(bzst);
  vies = await startFakeVendor(viesValid);
});
afterAll(async () => {
  await Promise.all([evatr?.close(), vies?.close()]);
  await database?.destroy();
});
afterEach(() => {
  evatr.requests.length = 0;
  vies.requests.length = 0;
});

const checker = () =>
  createVatIdChecker({
    db: database.db,
    service: createVatService({
      service: 'evatr',
      baseUrl: `${evatr.baseUrl}/app/v1`,
      viesBaseUrl: `${vies.baseUrl}/taxation_customs/vies/rest-api`,
    }),
    requesterVatId: OWN_ID,
    timeoutMs: 5_000,
  });

async function proofOf(id: string) {
  const [row] = await database.db.select().from(schema.vatIdChecks).where(eq(schema.vatIdChecks.id, id));
  return row;
}

describe('VAT_SERVICE=evatr', () => {
  it('sends a German ID to VIES, not to eVatR, and the proof names VIES', async () => {
    const result = await checker().check(
      { storeKey: 'store-de' },
      { country: 'DE', vatId: 'DE 129 273 398' },
    );
    expect(result.ok && result.value).toMatchObject({ vatId: 'DE129273398', outcome: 'valid', code: '200' });
    expect(evatr.requests).toHaveLength(0);
    expect(vies.requests).toHaveLength(1);
    expect(JSON.parse(vies.requests[0]?.body ?? '')).toMatchObject({
      countryCode: 'DE',
      vatNumber: '129273398',
    });
    const proof = await proofOf(result.ok ? result.value.proofId : '');
    expect(proof).toMatchObject({ service: 'vies', outcome: 'valid' });
    expect(result.ok && result.value.service).toBe('vies');
  });

  it('keeps every other ID on eVatR', async () => {
    const result = await checker().check({ storeKey: 'store-at' }, { country: 'AT', vatId: 'ATU13585627' });
    expect(result.ok && result.value).toMatchObject({ outcome: 'valid', code: '200' });
    expect(vies.requests).toHaveLength(0);
    expect(evatr.requests).toHaveLength(1);
    expect(JSON.parse(evatr.requests[0]?.body ?? '')).toEqual({
      anfragendeUstid: OWN_ID,
      angefragteUstid: 'ATU13585627',
    });
    const proof = await proofOf(result.ok ? result.value.proofId : '');
    expect(proof).toMatchObject({ service: 'evatr', outcome: 'valid' });
  });
});
