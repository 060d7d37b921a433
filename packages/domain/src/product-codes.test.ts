import { describe, expect, it } from 'vitest';
import {
  campaignNameOfTag,
  campaignTitle,
  DEFAULT_EXTRA_GUARANTEE_SKU,
  EXTRA_GUARANTEE_SKUS,
  isVirtualSku,
  PRODUCT_NUMBER_PATTERN,
  productCodeKind,
  productNumberFromSlug,
} from './product-codes.ts';

describe('SKUs', () => {
  it('treats SKUs starting 41000 as virtual, including the guarantee placeholders', () => {
    expect(isVirtualSku('41000123')).toBe(true);
    for (const sku of EXTRA_GUARANTEE_SKUS) expect(isVirtualSku(sku)).toBe(true);
    expect(EXTRA_GUARANTEE_SKUS).toEqual(['4100010', '4100020', '4100030', '4100040']);
    expect(DEFAULT_EXTRA_GUARANTEE_SKU).toBe('4100010');
    expect(isVirtualSku('4100')).toBe(false);
    expect(isVirtualSku('14100010')).toBe(false);
  });
});

describe('productCodeKind', () => {
  it('classifies the four kinds', () => {
    expect(productCodeKind('EX10123456')).toBe('standard');
    expect(productCodeKind('EX20123456')).toBe('b-ware');
    expect(productCodeKind('EX18123456')).toBe('set');
    expect(productCodeKind('EX51234567')).toBe('test');
    expect(productCodeKind('ex10abcdef')).toBe('standard');
  });

  it('refuses wrong lengths, prefixes and unknown kinds', () => {
    expect(productCodeKind('EX1012345')).toBeNull();
    expect(productCodeKind('EX101234567')).toBeNull();
    expect(productCodeKind('XX10123456')).toBeNull();
    expect(productCodeKind('EX99123456')).toBeNull();
    expect(productCodeKind('EX10-12345')).toBeNull();
    expect(productCodeKind('')).toBeNull();
  });
});

describe('product numbers', () => {
  it('are exactly 8 digits and end a product slug', () => {
    expect(PRODUCT_NUMBER_PATTERN.test('12345678')).toBe(true);
    expect(PRODUCT_NUMBER_PATTERN.test('1234567')).toBe(false);
    expect(productNumberFromSlug('cordless-drill-12345678')).toBe('12345678');
    expect(productNumberFromSlug('cordless-drill-123456789')).toBeNull();
    expect(productNumberFromSlug('cordless-drill')).toBeNull();
  });
});

describe('campaign tags', () => {
  it('extracts the campaign name and title-cases it without translation', () => {
    expect(campaignNameOfTag('campaign:black_friday')).toBe('black_friday');
    expect(campaignNameOfTag('campaign:')).toBeNull();
    expect(campaignNameOfTag('on-sale')).toBeNull();
    expect(campaignTitle('black_friday')).toBe('Black Friday');
    expect(campaignTitle('cyber_week', 'Cyber-Woche')).toBe('Cyber-Woche');
  });
});
