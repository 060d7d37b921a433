/** VIES contract: the REST check-vat-number shapes against a fake at the network layer. */
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
import { createVatIdChecker } from './vat-id-checker.ts';
import { createViesAdapter } from './vies.adapter.ts';

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
  answer: (request: RecordedRequest) => FakeAnswer,
  { requesterVatId = 'DE136695976' as string | null, timeoutMs = 5_000 } = {},
) {
  vendor = await startFakeVendor(answer);
  return createVatIdChecker({
    db: database.db,
    service: createViesAdapter({ baseUrl: `${vendor.baseUrl}/taxation_customs/vies/rest-api` }),
    requesterVatId,
    timeoutMs,
  });
}

/** A completed check as VIES answers it. */
function viesResult(request: RecordedRequest, valid: boolean): FakeAnswer {
  const asked = JSON.parse(request.body) as { countryCode: string; vatNumber: string };
  return {
    status: 200,
    body: JSON.stringify({
      countryCode: asked.countryCode,
      vatNumber: asked.vatNumber,
      requestDate: '2026-11-23T19:40:12.345Z',
      valid,
      requestIdentifier: valid ? 'WAPIAAAAZ2kzS0hz' : '',
      name: valid ? 'ROBERT BOSCH GMBH' : '---',
      address: valid ? 'ROBERT-BOSCH-PLATZ 1\n70839 GERLINGEN' : '---',
      traderName: '',
      traderStreet: '',
      traderPostalCode: '',
      traderCity: '',
      traderCompanyType: '',
      traderNameMatch: 'NOT_PROCESSED',
      traderStreetMatch: 'NOT_PROCESSED',
      traderPostalCodeMatch: 'NOT_PROCESSED',
      traderCityMatch: 'NOT_PROCESSED',
      traderCompanyTypeMatch: 'NOT_PROCESSED',
    }),
  };
}

function viesError(error: string, status = 200): FakeAnswer {
  return {
    status,
    body: JSON.stringify({ actionSucceed: false, errorWrappers: [{ error, message: error }] }),
  };
}

/** A failed check that still carries `valid: false` next to the error (A11, decision 256). */
function viesFailureWithVerdictField(error: string): FakeAnswer {
  return {
    status: 200,
    body: JSON.stringify({ actionSucceed: false, valid: false, errorWrappers: [{ error, message: error }] }),
  };
}

describe('VIES REST check-vat-number', () => {
  it('sends the country code, the number and our requester ID; a valid answer is stored as proof', async () => {
    const checker = await checkerAgainst((request) => viesResult(request, true));
    const result = await checker.check({ storeKey: 'store-gr' }, { country: 'GR', vatId: '094 259 216' });
    expect(result.ok && result.value).toMatchObject({ vatId: 'EL094259216', outcome: 'valid', code: '200' });
    expect(vendor?.requests[0]).toMatchObject({
      method: 'POST',
      url: '/taxation_customs/vies/rest-api/check-vat-number',
    });
    expect(JSON.parse(vendor?.requests[0]?.body ?? '')).toEqual({
      countryCode: 'EL',
      vatNumber: '094259216',
      requesterMemberStateCode: 'DE',
      requesterNumber: '136695976',
    });
    const [proof] = await database.db
      .select()
      .from(schema.vatIdChecks)
      .where(eq(schema.vatIdChecks.id, result.ok ? result.value.proofId : ''));
    expect(proof).toMatchObject({ service: 'vies', outcome: 'valid', vatId: 'EL094259216' });
    expect(
      JSON.parse((proof?.response as { body?: string } | undefined)?.body ?? '{}').requestIdentifier,
    ).toBe('WAPIAAAAZ2kzS0hz');
  });

  it('without our own ID the requester fields are left out', async () => {
    const checker = await checkerAgainst((request) => viesResult(request, true), { requesterVatId: null });
    await checker.check({ storeKey: 'store-be' }, { country: 'BE', vatId: 'BE0411905847' });
    expect(JSON.parse(vendor?.requests[0]?.body ?? '')).toEqual({
      countryCode: 'BE',
      vatNumber: '0411905847',
    });
  });

  it.each([
    ['valid: false', (request: RecordedRequest) => viesResult(request, false), 'invalid'],
    ['INVALID_INPUT', () => viesError('INVALID_INPUT', 400), 'invalid'],
    ['MS_UNAVAILABLE', () => viesError('MS_UNAVAILABLE'), 'unverifiable'],
    ['GLOBAL_MAX_CONCURRENT_REQ', () => viesError('GLOBAL_MAX_CONCURRENT_REQ', 500), 'unverifiable'],
    ['an unknown error', () => viesError('SOMETHING_NEW'), 'unverifiable'],
    ['no JSON', () => ({ status: 500, body: 'Internal Server Error' }), 'unverifiable'],
  ] as const)('%s is %s', async (_label, answer, outcome) => {
    const checker = await checkerAgainst(answer);
    const result = await checker.check({ storeKey: 'store-cz' }, { country: 'CZ', vatId: 'CZ25123891' });
    expect(result.ok && result.value.outcome).toBe(outcome);
  });

  // Decision 256: an outage or overload is "could not validate" even when the body also says
  // `valid: false`; only a completed check decides valid or not valid.
  it.each([
    ['MS_UNAVAILABLE', '205'],
    ['MS_MAX_CONCURRENT_REQ', '205'],
    ['TIMEOUT', '205'],
    ['SERVICE_UNAVAILABLE', '999'],
    ['GLOBAL_MAX_CONCURRENT_REQ', '999'],
  ] as const)('actionSucceed false, valid false and %s could not validate (code %s)', async (error, code) => {
    const checker = await checkerAgainst(() => viesFailureWithVerdictField(error));
    const result = await checker.check({ storeKey: 'store-cz' }, { country: 'CZ', vatId: 'CZ25123891' });
    expect(result.ok && result.value).toMatchObject({ outcome: 'unverifiable', code });
  });

  it.each([
    ['actionSucceed false without an error named', { actionSucceed: false, valid: false }, 'unverifiable'],
    [
      'valid false with userError MS_UNAVAILABLE',
      { valid: false, userError: 'MS_UNAVAILABLE' },
      'unverifiable',
    ],
    ['valid false with userError VALID (a completed check)', { valid: false, userError: 'VALID' }, 'invalid'],
    ['valid false with actionSucceed true', { actionSucceed: true, valid: false }, 'invalid'],
  ] as const)('%s is %s', async (_label, body, outcome) => {
    const checker = await checkerAgainst(() => ({ status: 200, body: JSON.stringify(body) }));
    const result = await checker.check({ storeKey: 'store-cz' }, { country: 'CZ', vatId: 'CZ25123891' });
    expect(result.ok && result.value.outcome).toBe(outcome);
  });

  it('no answer within the limit is a timeout that could not validate', async () => {
    const checker = await checkerAgainst(() => 'hang', { timeoutMs: 200 });
    const result = await checker.check({ storeKey: 'store-cz' }, { country: 'CZ', vatId: 'CZ25123891' });
    expect(result.ok && result.value).toMatchObject({ outcome: 'unverifiable', timedOut: true });
  });
});
