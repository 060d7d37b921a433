import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import {
  cartDiscounts,
  discountCodes,
  extraGuarantees,
  shippingMethods,
  shippingRates,
} from '../db/schema/index.ts';
import { insertDiscount, insertProduct, insertStore, testContext } from './catalog.fixtures.ts';
import { createCatalogReader } from './index.ts';

let database: TestDatabase;
const NOW = new Date('2026-03-15T12:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await insertStore(db, 'DE', { extraGuaranteeEnabled: true });
  await insertStore(db, 'CZ', { extraGuaranteeEnabled: false });
  await insertStore(db, 'FI', { extraGuaranteeEnabled: true });
  await insertProduct(db, {
    id: 'p-drill',
    sku: '10012345',
    brand: 'Brennwerk',
    names: { de: 'Brennwerk Akku-Bohrschrauber BS18', en: 'Brennwerk cordless drill BS18' },
    prices: { DE: 129_90, CZ: 3_290_00, FI: 139_00 },
    markets: ['DE', 'FI'],
    stock: 7,
    isFreight: false,
  });
  await insertDiscount(db, {
    id: 'd-active',
    sku: '10012345',
    permyriad: 1000,
    validFrom: new Date(NOW.getTime() - DAY),
    validUntil: new Date(NOW.getTime() + DAY),
  });
  await insertDiscount(db, {
    id: 'd-expired',
    sku: '10012345',
    permyriad: 5000,
    validUntil: new Date(NOW.getTime() - DAY),
  });
  await insertDiscount(db, {
    id: 'd-future',
    sku: '10012345',
    permyriad: 5000,
    validFrom: new Date(NOW.getTime() + DAY),
  });
  await insertProduct(db, {
    id: 'p-ladder',
    sku: '10099999',
    brand: 'Korvald',
    names: { en: 'Korvald aluminium ladder' },
    prices: { DE: 899_00 },
    markets: ['DE'],
    isFreight: true,
    stock: 0,
    volumeDiscountGroup: null,
  });
  await insertDiscount(db, { id: 'd-abs', sku: '10099999', country: 'DE', amounts: { EUR: 100_00 } });
  await insertProduct(db, {
    id: 'p-guarantee',
    sku: '4100010',
    key: 'EX50000001',
    productType: 'extra_guarantee',
    names: { de: 'Garantieverlängerung 3 Jahre', en: 'Extra guarantee 3 years' },
    markets: ['DE', 'FI', 'CZ'],
    stock: null,
    volumeDiscountGroup: null,
  });
  await db.insert(extraGuarantees).values({
    sku: '4100010',
    rateBasisPoints: 1000,
    excludedBrands: ['Korvald'],
    enabledOnMarket: ['DE', 'FI', 'CZ'],
  });
});
afterAll(() => database.destroy());

describe('variantsBySkus', () => {
  test('prices, tax, stock and the discount active now in the store currency', async () => {
    const reader = createCatalogReader(database.db);
    const found = await reader.variantsBySkus(testContext('DE', { now: NOW }), ['10012345', 'nope']);
    expect([...found.keys()]).toEqual(['10012345']);
    const drill = found.get('10012345');
    expect(drill).toMatchObject({
      productId: 'p-drill',
      name: 'Brennwerk Akku-Bohrschrauber BS18',
      slug: 'brennwerk-akku-bohrschrauber-bs18-10012345',
      price: { currencyCode: 'EUR', centAmount: 129_90, fractionDigits: 2 },
      taxRateBasisPoints: 1900,
      availableQuantity: 7,
      sellable: true,
      isVirtual: false,
      isFreight: false,
      volumeDiscountGroup: 'volume_discount_default',
      image: { url: '/media/products/tool-10012345.svg' },
    });
    // 10 % off 129.90 = 116.91; the expired and future 50 % discounts do not apply.
    expect(drill?.discount).toMatchObject({
      id: 'd-active',
      name: 'Rabatt d-active',
      value: { centAmount: 116_91 },
    });
  });

  test('validity decides: before any discount none applies, later the future one takes over', async () => {
    const reader = createCatalogReader(database.db);
    const before = testContext('DE', { now: new Date('2025-01-01T00:00:00Z') });
    // Only the "expired" one (valid until yesterday, no start) is active this early.
    expect((await reader.variantsBySkus(before, ['10012345'])).get('10012345')?.discount?.id).toBe(
      'd-expired',
    );
    const later = testContext('DE', { now: new Date(NOW.getTime() + 2 * DAY) });
    const drill = (await reader.variantsBySkus(later, ['10012345'])).get('10012345');
    expect(drill?.discount).toMatchObject({ id: 'd-future', value: { centAmount: 64_95 } });
  });

  test('Finland uses 25.5 % VAT; a market where the product is not enabled is not sellable', async () => {
    const reader = createCatalogReader(database.db);
    const fi = (await reader.variantsBySkus(testContext('FI', { now: NOW }), ['10012345'])).get('10012345');
    expect(fi?.taxRateBasisPoints).toBe(2550);
    expect(fi?.name).toBe('Brennwerk cordless drill BS18');
    const cz = (await reader.variantsBySkus(testContext('CZ', { now: NOW }), ['10012345'])).get('10012345');
    expect(cz?.price).toEqual({ currencyCode: 'CZK', centAmount: 3_290_00, fractionDigits: 2 });
    expect(cz?.sellable).toBe(false);
  });

  test('absolute discounts, freight flag and zero stock', async () => {
    const reader = createCatalogReader(database.db);
    const ladder = (await reader.variantsBySkus(testContext('DE', { now: NOW }), ['10099999'])).get(
      '10099999',
    );
    expect(ladder).toMatchObject({ isFreight: true, availableQuantity: 0, volumeDiscountGroup: null });
    expect(ladder?.discount?.value.centAmount).toBe(799_00);
  });

  test('virtual SKUs 41000… are extra-guarantee placeholders, always available', async () => {
    const reader = createCatalogReader(database.db);
    const guarantee = (await reader.variantsBySkus(testContext('DE', { now: NOW }), ['4100010'])).get(
      '4100010',
    );
    expect(guarantee).toMatchObject({
      isVirtual: true,
      productType: 'extra_guarantee',
      sellable: true,
      availableQuantity: 1000,
    });
  });
});

describe('shipping, volume discounts and codes', () => {
  beforeAll(async () => {
    const { db } = database;
    await db.insert(shippingMethods).values([
      {
        id: 'sm-freight',
        key: 'freight',
        name: { en: 'Freight', de: 'Spedition' },
        sortOrder: 2,
        deliveryTime: { 'de-DE': '5-7' },
      },
      {
        id: 'sm-parcel',
        key: 'parcel',
        name: { en: 'Parcel', de: 'Paket' },
        isDefault: true,
        sortOrder: 1,
        deliveryTime: { DE: '2 - 4', de: '3-5' },
      },
    ]);
    await db.insert(shippingRates).values([
      {
        id: 'r1',
        methodId: 'sm-parcel',
        country: 'DE',
        currency: 'EUR',
        centAmount: 1_95,
        freeAboveCentAmount: 59_00,
      },
      {
        id: 'r2',
        methodId: 'sm-freight',
        country: 'DE',
        currency: 'EUR',
        centAmount: 9_95,
        freeAboveCentAmount: null,
      },
      {
        id: 'r3',
        methodId: 'sm-parcel',
        country: 'CZ',
        currency: 'CZK',
        centAmount: 46_00,
        freeAboveCentAmount: 1399_00,
      },
    ]);
    const tier = (
      id: string,
      volume: number,
      permyriad: number,
      storeKey: string | null,
      isActive = true,
    ) => ({
      id,
      key: id,
      kind: 'volume' as const,
      name: { en: id },
      valueType: 'relative' as const,
      permyriad,
      volume,
      volumeDiscountGroup: 'volume_discount_default',
      storeKey,
      isActive,
      sortOrder: String(volume / 100),
    });
    await db.insert(cartDiscounts).values([
      tier('vd-10', 10, 1500, null),
      tier('vd-3', 3, 500, null),
      tier('vd-5', 5, 1000, 'store-de'),
      tier('vd-5-cz', 5, 900, 'store-cz'),
      tier('vd-off', 20, 2000, null, false),
      {
        id: 'cd-welcome',
        key: 'welcome10',
        kind: 'code',
        name: { en: 'Welcome 10 %' },
        valueType: 'relative',
        permyriad: 1000,
        requiresDiscountCode: true,
      },
      {
        id: 'cd-tools',
        key: 'tools5',
        kind: 'code',
        name: { en: '5 off' },
        valueType: 'absolute',
        amounts: { EUR: 5_00, CZK: 125_00 },
        minimumAmounts: { EUR: 20_00 },
        requiresDiscountCode: true,
      },
    ]);
    await db.insert(discountCodes).values([
      { id: 'c-welcome', code: 'WELCOME10', cartDiscountId: 'cd-welcome' },
      { id: 'c-tools', code: 'TOOLS5', cartDiscountId: 'cd-tools' },
      {
        id: 'c-old',
        code: 'OLD2025',
        cartDiscountId: 'cd-welcome',
        validUntil: new Date('2026-01-01T00:00:00Z'),
      },
      { id: 'c-at', code: 'AUSTRIA', cartDiscountId: 'cd-welcome', storeKeys: ['store-at'] },
    ]);
  });

  test('parcel (default) first with its free-above threshold, then freight; delivery time per locale', async () => {
    const reader = createCatalogReader(database.db);
    const methods = await reader.shippingMethods(testContext('DE', { now: NOW }));
    expect(methods.map((m) => [m.key, m.name, m.isDefault, m.deliveryTime])).toEqual([
      ['parcel', 'Paket', true, '2 - 4'],
      ['freight', 'Spedition', false, '5-7'],
    ]);
    expect(methods[0]?.rate).toEqual({
      price: { currencyCode: 'EUR', centAmount: 1_95, fractionDigits: 2 },
      freeAbove: { currencyCode: 'EUR', centAmount: 59_00, fractionDigits: 2 },
    });
    expect(methods[1]?.rate.freeAbove).toBeNull();
    const cz = await reader.shippingMethods(testContext('CZ', { now: NOW }));
    expect(cz.map((m) => [m.key, m.rate.price.centAmount])).toEqual([['parcel', 46_00]]);
  });

  test('volume tiers: active, this store or none, the group; 3/5/10 → 5/10/15 %', async () => {
    const reader = createCatalogReader(database.db);
    const tiers = await reader.volumeDiscounts(testContext('DE', { now: NOW }), 'volume_discount_default');
    expect(tiers.map((t) => [t.volume, t.permyriad])).toEqual([
      [3, 500],
      [5, 1000],
      [10, 1500],
    ]);
    expect(await reader.volumeDiscounts(testContext('DE', { now: NOW }), 'other_group')).toEqual([]);
    expect(await reader.volumeDiscounts(testContext('DE', { now: NOW }), '')).toEqual([]);
    expect(
      await reader.volumeDiscounts(testContext('DE', { now: NOW, storeKey: '' }), 'volume_discount_default'),
    ).toEqual([]);
  });

  test('coupon codes: case-insensitive, per currency, expired and foreign-store codes unknown', async () => {
    const reader = createCatalogReader(database.db);
    const de = testContext('DE', { now: NOW });
    expect(await reader.discountCode(de, ' welcome10 ')).toMatchObject({
      code: 'WELCOME10',
      type: 'relative',
      value: 1000,
    });
    expect(await reader.discountCode(de, 'TOOLS5')).toMatchObject({
      type: 'absolute',
      value: 5_00,
      minimumCentAmount: 20_00,
    });
    expect(await reader.discountCode(testContext('CZ', { now: NOW }), 'tools5')).toMatchObject({
      value: 125_00,
      minimumCentAmount: null,
    });
    expect(await reader.discountCode(de, 'OLD2025')).toBeNull();
    expect(await reader.discountCode(de, 'AUSTRIA')).toBeNull();
    expect(await reader.discountCode(testContext('AT', { now: NOW }), 'AUSTRIA')).not.toBeNull();
    expect(await reader.discountCode(de, 'NOPE')).toBeNull();
  });
});

describe('extraGuaranteeFor', () => {
  test('offered in a store with the flag on, with the rate in basis points', async () => {
    const reader = createCatalogReader(database.db);
    expect(await reader.extraGuaranteeFor(testContext('DE', { now: NOW }), '10012345')).toEqual([
      { sku: '4100010', name: 'Garantieverlängerung 3 Jahre', rateBasisPoints: 1000 },
    ]);
  });

  test('not for excluded brands, virtual parents, unknown SKUs or stores with the flag off', async () => {
    const reader = createCatalogReader(database.db);
    const de = testContext('DE', { now: NOW });
    expect(await reader.extraGuaranteeFor(de, '10099999')).toEqual([]);
    expect(await reader.extraGuaranteeFor(de, '4100010')).toEqual([]);
    expect(await reader.extraGuaranteeFor(de, 'missing')).toEqual([]);
    expect(await reader.extraGuaranteeFor(testContext('CZ', { now: NOW }), '10012345')).toEqual([]);
  });
});
