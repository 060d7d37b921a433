import { describe, expect, it } from 'vitest';
import { createPromiseCache } from './promise-cache.ts';

/** A read that counts how often it ran, like a query against the database. */
function counted<V>(answer: () => V) {
  const read = () => {
    read.runs++;
    return Promise.resolve().then(answer);
  };
  read.runs = 0;
  return read;
}

describe('promise cache', () => {
  it('shares one read between concurrent requests and keeps its answer', async () => {
    const cache = createPromiseCache<number>({ ttlMs: 60_000, max: 10 });
    const read = counted(() => 42);
    expect(await Promise.all([cache.get('a', read), cache.get('a', read), cache.get('a', read)])).toEqual([
      42, 42, 42,
    ]);
    expect(await cache.get('a', read)).toBe(42);
    expect(read.runs).toBe(1);
  });

  it('runs a lazy thenable once, however often the kept answer is awaited', async () => {
    let runs = 0;
    // Drizzle's query builders are thenables that run their query on every then().
    const lazyQuery = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable is what this test is about
      then: (resolve: (value: string) => void) => resolve(`run ${++runs}`),
    } as unknown as PromiseLike<string>;
    const cache = createPromiseCache<string>({ ttlMs: 60_000, max: 10 });
    expect(await cache.get('q', () => lazyQuery)).toBe('run 1');
    expect(await cache.get('q', () => lazyQuery)).toBe('run 1');
    expect(runs).toBe(1);
  });

  it('does not keep a failed read, and drops matching keys or all', async () => {
    const cache = createPromiseCache<string>({ ttlMs: 60_000, max: 10 });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', () => Promise.resolve('back'))).toBe('back');
    await cache.get('p1|top', () => Promise.resolve('p1'));
    await cache.get('p2|top', () => Promise.resolve('p2'));
    cache.drop((key) => key.startsWith('p1|'));
    expect(await cache.get('p1|top', () => Promise.resolve('p1 again'))).toBe('p1 again');
    expect(await cache.get('p2|top', () => Promise.resolve('p2 again'))).toBe('p2');
    cache.drop();
    expect(await cache.get('x', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('reads every time with a TTL of 0', async () => {
    const cache = createPromiseCache<number>({ ttlMs: 0, max: 10 });
    const read = counted(() => 1);
    await cache.get('a', read);
    await cache.get('a', read);
    expect(read.runs).toBe(2);
  });
});
