import { describe, expect, it } from 'vitest';
import {
  comparisonAttributeNames,
  comparisonCell,
  comparisonScore,
  rankComparisonProducts,
} from './comparison.ts';

describe('comparisonScore', () => {
  it('adds 3 for stock, 2 for Popular, 1 for Sale', () => {
    expect(comparisonScore({ isOnStock: true, tags: ['Popular', 'Sale'] })).toBe(6);
    expect(comparisonScore({ isOnStock: true, tags: [] })).toBe(3);
    expect(comparisonScore({ isOnStock: false, tags: ['Popular'] })).toBe(2);
    expect(comparisonScore({ isOnStock: false, tags: ['Sale', 'new'] })).toBe(1);
    expect(comparisonScore({ isOnStock: false, tags: ['popular'] })).toBe(0);
  });
});

describe('rankComparisonProducts', () => {
  it('sorts by score descending, keeps fetch order on ties and shows 5', () => {
    const products = [
      { id: 'a', isOnStock: false, tags: [] },
      { id: 'b', isOnStock: true, tags: [] },
      { id: 'c', isOnStock: false, tags: ['Sale'] },
      { id: 'd', isOnStock: true, tags: ['Popular'] },
      { id: 'e', isOnStock: true, tags: [] },
      { id: 'f', isOnStock: false, tags: ['Popular'] },
      { id: 'g', isOnStock: true, tags: ['Popular', 'Sale'] },
    ];
    expect(rankComparisonProducts(products).map((p) => p.id)).toEqual(['g', 'd', 'b', 'e', 'f']);
  });

  it('only considers the first 30 fetched', () => {
    const weak = Array.from({ length: 30 }, (_, i) => ({
      id: `w${i}`,
      isOnStock: false,
      tags: [] as string[],
    }));
    const strong = { id: 'late', isOnStock: true, tags: ['Popular'] };
    expect(rankComparisonProducts([...weak, strong]).map((p) => p.id)).toEqual([
      'w0',
      'w1',
      'w2',
      'w3',
      'w4',
    ]);
    expect(rankComparisonProducts([])).toEqual([]);
  });
});

describe('comparison table', () => {
  it('limits attributes to 5 and shows - for missing values', () => {
    expect(comparisonAttributeNames(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(comparisonCell(undefined)).toBe('-');
    expect(comparisonCell('  ')).toBe('-');
    expect(comparisonCell(0)).toBe('0');
    expect(comparisonCell('18 V')).toBe('18 V');
  });
});
