import { describe, expect, test } from 'vitest';
import { COUNTRY_CODES } from './country-codes.ts';
import { STORE_TIME_ZONES, storeLocalDate } from './time-zones.ts';

describe('store local date', () => {
  test('every store has a time zone the runtime knows', () => {
    for (const country of COUNTRY_CODES) {
      expect(() => storeLocalDate(country, new Date())).not.toThrow();
      expect(STORE_TIME_ZONES[country]).toMatch(/^Europe\//);
    }
  });

  test('late evening UTC is already the next day in Sofia and Berlin, still today in London', () => {
    const at = new Date('2026-03-01T23:30:00Z');
    expect(storeLocalDate('BG', at)).toBe('2026-03-02');
    expect(storeLocalDate('de', at)).toBe('2026-03-02');
    expect(storeLocalDate('GB', at)).toBe('2026-03-01');
  });

  test('summer time moves the boundary: 22:30 UTC in July is the next day in Berlin', () => {
    expect(storeLocalDate('DE', new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
    expect(storeLocalDate('DE', new Date('2026-01-01T22:30:00Z'))).toBe('2026-01-01');
  });

  test('an unknown country counts in UTC', () => {
    expect(storeLocalDate('US', new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });
});
