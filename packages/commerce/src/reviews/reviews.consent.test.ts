/** The add-review consent (spec 001 §9, CZ; decision 182): required there, stored with the review. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { insertProduct, insertStore, testContext } from '../catalog/catalog.fixtures.ts';
import { createCatalogServices } from '../catalog/index.ts';
import { reviews } from '../db/schema/index.ts';

let database: TestDatabase;
let services: ReturnType<typeof createCatalogServices>;
const NOW = new Date('2026-03-15T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  services = createCatalogServices(database.db, {
    purchaseHistory: { hasPurchased: async () => true },
  });
  await insertStore(database.db, 'CZ');
  await insertStore(database.db, 'DE');
  await insertProduct(database.db, {
    id: 'p1',
    sku: '40000001',
    prices: { CZ: 2_490_00, DE: 99_00 },
    names: { cs: 'Vrtačka', de: 'Bohrer' },
  });
}, 60_000);
afterAll(() => database.destroy());

const input = { sku: '40000001', rating: 5, title: 'Super', text: 'Dobrá', authorName: 'Jana' };
const storedConsent = async (customerId: string) =>
  (
    await database.db
      .select({ consentGivenAt: reviews.consentGivenAt })
      .from(reviews)
      .where(eq(reviews.customerId, customerId))
  ).map((row) => row.consentGivenAt);

test('in CZ a review without consent is refused and nothing is stored', async () => {
  const cz = testContext('CZ', { now: NOW, customerId: 'cz-1' });
  const refused = await services.reviews.add(cz, input);
  expect(!refused.ok && refused.error.code).toBe('consent-required');
  const declined = await services.reviews.add(cz, { ...input, consent: false });
  expect(!declined.ok && declined.error.code).toBe('consent-required');
  expect(await storedConsent('cz-1')).toEqual([]);
});

test('in CZ the consent is stored with the review, with the time it was given', async () => {
  const added = await services.reviews.add(testContext('CZ', { now: NOW, customerId: 'cz-2' }), {
    ...input,
    consent: true,
  });
  expect(added.ok).toBe(true);
  expect(await storedConsent('cz-2')).toEqual([NOW]);
});

test('where consent is not asked (DE) the review is stored without it', async () => {
  const added = await services.reviews.add(testContext('DE', { now: NOW, customerId: 'de-1' }), input);
  expect(added.ok).toBe(true);
  expect(await storedConsent('de-1')).toEqual([null]);
});
