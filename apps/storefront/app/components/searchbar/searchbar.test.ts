/** The search bar's rules without a browser: what Enter does (000 §5) and the recent searches (000 §3). */
import { describe, expect, it } from 'vitest';
import { enterTarget } from './enter-target.ts';
import { HISTORY_SIZE, isSendable } from './limits.ts';
import { addToHistory, clearHistory, HISTORY_KEY, readHistory } from './search-history.ts';

const drill = { name: 'Bosch GSR 18V-55 Cordless Drill', url: '/fr/bosch-gsr-18v-55-12345678' };

describe('Enter in the search input', () => {
  it('goes to the selected hit when the value is its name', () => {
    expect(enterTarget('Bosch GSR 18V-55 Cordless Drill', drill, '/fr')).toEqual({
      kind: 'product',
      url: '/fr/bosch-gsr-18v-55-12345678',
    });
    // Surrounding or doubled spaces are not a different value.
    expect(enterTarget('  Bosch GSR 18V-55  Cordless Drill ', drill, '/fr')?.kind).toBe('product');
  });

  it('searches a value that differs from the selected hit, with the query parameter', () => {
    expect(enterTarget('bosch gsr', drill, '/fr')).toEqual({
      kind: 'search',
      query: 'bosch gsr',
      url: '/fr/search?query=bosch+gsr',
    });
    expect(enterTarget('Bosch GSR 18V-55 Cordless Drill', null, '')).toEqual({
      kind: 'search',
      query: 'Bosch GSR 18V-55 Cordless Drill',
      url: '/search?query=Bosch+GSR+18V-55+Cordless+Drill',
    });
    expect(enterTarget('a&b=c #1', null, '')?.url).toBe('/search?query=a%26b%3Dc+%231');
  });

  it('does nothing for an empty or blank value', () => {
    expect(enterTarget('', drill, '')).toBeNull();
    expect(enterTarget('   ', null, '')).toBeNull();
  });
});

describe('suggestion lengths', () => {
  it('sends from 2 to 100 characters, spaces around not counted', () => {
    expect(isSendable('a')).toBe(false);
    expect(isSendable(' a ')).toBe(false);
    expect(isSendable('ab')).toBe(true);
    expect(isSendable('x'.repeat(100))).toBe(true);
    expect(isSendable('x'.repeat(101))).toBe(false);
  });
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('search history', () => {
  it('keeps the newest first, once per query whatever its case or spacing', () => {
    const storage = memoryStorage();
    addToHistory(storage, 'drill');
    addToHistory(storage, 'angle grinder');
    expect(addToHistory(storage, '  Drill ')).toEqual(['Drill', 'angle grinder']);
    expect(readHistory(storage)).toEqual(['Drill', 'angle grinder']);
  });

  it(`keeps the last ${HISTORY_SIZE} queries`, () => {
    const storage = memoryStorage();
    for (let i = 1; i <= HISTORY_SIZE + 3; i++) addToHistory(storage, `query ${i}`);
    const history = readHistory(storage);
    expect(history).toHaveLength(HISTORY_SIZE);
    expect(history[0]).toBe(`query ${HISTORY_SIZE + 3}`);
    expect(history).not.toContain('query 3');
  });

  it('ignores blank queries, and clears', () => {
    const storage = memoryStorage();
    addToHistory(storage, 'saw');
    expect(addToHistory(storage, '   ')).toEqual(['saw']);
    clearHistory(storage);
    expect(readHistory(storage)).toEqual([]);
    expect(storage.data.has(HISTORY_KEY)).toBe(false);
  });

  it('survives a damaged value and a storage that refuses writes', () => {
    expect(readHistory(memoryStorage({ [HISTORY_KEY]: '{not json' }))).toEqual([]);
    expect(readHistory(memoryStorage({ [HISTORY_KEY]: '[1, "ok", null, ""]' }))).toEqual(['ok']);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(addToHistory(full, 'hammer')).toEqual(['hammer']);
    expect(readHistory(null)).toEqual([]);
  });
});
