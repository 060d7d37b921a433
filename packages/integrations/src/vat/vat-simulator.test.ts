/** The development VAT service: real check digits, reserved numbers for invalid and timeout. */
import { schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { createVatIdChecker } from './vat-id-checker.ts';
import { createVatSimulator, SIMULATOR_VAT_IDS } from './vat-simulator.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

function checker(timeoutMs = 5_000) {
  return createVatIdChecker({
    db: database.db,
    service: createVatSimulator(),
    requesterVatId: 'DE136695976',
    timeoutMs,
  });
}

async function outcomeOf(country: string, vatId: string, timeoutMs?: number) {
  const result = await checker(timeoutMs).check({ storeKey: 'store-de' }, { country, vatId });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('VAT simulator', () => {
  it('answers valid for IDs with correct check digits, as typed by customers', async () => {
    expect(await outcomeOf('DE', SIMULATOR_VAT_IDS.valid)).toMatchObject({ outcome: 'valid', code: '200' });
    expect(await outcomeOf('AT', 'atu-13585627')).toMatchObject({ vatId: 'ATU13585627', outcome: 'valid' });
    expect(await outcomeOf('PL', '526-025-02-74')).toMatchObject({ outcome: 'valid' });
    expect(await outcomeOf('GR', 'GR094259216')).toMatchObject({ vatId: 'EL094259216', outcome: 'valid' });
    expect(await outcomeOf('NL', 'NL004495445B01')).toMatchObject({ outcome: 'valid' });
  });

  it('answers invalid for a wrong check digit, and for a wrong format without asking the service', async () => {
    expect(await outcomeOf('DE', SIMULATOR_VAT_IDS.invalid)).toMatchObject({
      outcome: 'invalid',
      code: '210',
    });
    const format = await outcomeOf('DE', 'DE1234');
    expect(format).toMatchObject({ outcome: 'invalid', code: '209' });
    const [proof] = await database.db
      .select()
      .from(schema.vatIdChecks)
      .where(eq(schema.vatIdChecks.id, format.proofId));
    expect(proof?.request).toEqual({ method: 'LOCAL', rule: 'isValidVatIdFormat' });
  });

  it('the reserved numbers time out or report the member state unavailable', async () => {
    expect(await outcomeOf('DE', SIMULATOR_VAT_IDS.timeout, 100)).toMatchObject({
      outcome: 'unverifiable',
      timedOut: true,
    });
    expect(await outcomeOf('DE', SIMULATOR_VAT_IDS.unavailable)).toMatchObject({
      outcome: 'unverifiable',
      code: '205',
      timedOut: false,
    });
  });

  it('input shorter than 2 characters is refused, not checked', async () => {
    const result = await checker().check({ storeKey: 'store-de' }, { country: 'DE', vatId: ' 1 ' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'VatIdTooShort', message: 'The VAT ID needs at least 2 characters.' },
    });
  });
});
