import { describe, expect, it } from 'vitest';
import { rankCoPurchased, rankSimilar, similarityScore } from './similarity.ts';

const profile = (level2: string[], level3: string[], attributes: Record<string, unknown> = {}) => ({
  level2,
  level3,
  attributes,
});

describe('similarityScore', () => {
  it('weighs a shared level-3 category over a level-2 one, plus one per shared scalar attribute', () => {
    const source = profile(['drills'], ['cordless'], { brand: 'Brennwerk', family: 'X', techdetails: [] });
    expect(similarityScore(source, profile(['drills'], ['cordless']))).toBe(6);
    expect(similarityScore(source, profile(['drills'], ['corded']))).toBe(2);
    expect(similarityScore(source, profile(['saws'], [], { brand: 'Brennwerk', family: 'X' }))).toBe(2);
    // Objects and arrays never count as shared values.
    expect(similarityScore(source, profile([], [], { techdetails: [] }))).toBe(0);
  });
});

describe('rankSimilar', () => {
  it('orders by score, keeps read order on ties, drops unrelated products and cuts at the limit', () => {
    const source = profile(['drills'], ['cordless'], { brand: 'B' });
    const candidates = [
      { id: 'a', profile: profile(['drills'], []) },
      { id: 'b', profile: profile(['saws'], []) },
      { id: 'c', profile: profile(['drills'], ['cordless']) },
      { id: 'd', profile: profile(['drills'], [], { brand: 'B' }) },
      { id: 'e', profile: profile(['drills'], []) },
    ];
    expect(rankSimilar(source, candidates).map((c) => c.id)).toEqual(['c', 'd', 'a', 'e']);
    expect(rankSimilar(source, candidates, 2).map((c) => c.id)).toEqual(['c', 'd']);
  });
});

describe('rankCoPurchased', () => {
  it('counts orders holding a cart SKU, most bought-together first, cart SKUs excluded', () => {
    const orders = [
      ['1', 'x', 'y'],
      ['1', 'y'],
      ['2', 'y', 'z'],
      ['3', 'q'],
      ['2', 'x', 'x'],
    ];
    expect(rankCoPurchased(orders, ['1', '2'])).toEqual(['y', 'x', 'z']);
    expect(rankCoPurchased(orders, ['9'])).toEqual([]);
  });
});
