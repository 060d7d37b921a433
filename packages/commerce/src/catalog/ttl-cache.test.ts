import { expect, test } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

test('entries expire after the TTL on the injected clock', () => {
  let now = 1_000;
  const cache = new TtlCache<string>(5_000, 10, () => now);
  cache.set('a', 'A');
  now += 4_999;
  expect(cache.get('a')).toBe('A');
  now += 1;
  expect(cache.get('a')).toBeUndefined();
});

test('the oldest entry leaves when the size bound is reached; TTL 0 stores nothing', () => {
  const cache = new TtlCache<number>(60_000, 2, () => 0);
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('c', 3);
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  const off = new TtlCache<number>(0);
  off.set('a', 1);
  expect(off.get('a')).toBeUndefined();
});
