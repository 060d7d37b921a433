import { describe, expect, it } from 'vitest';
import { addBusinessDays, addCalendarDays, isoDateToEpochDay, todayIsoDate, weekdayOf } from './iso-date.ts';

describe('ISO date arithmetic', () => {
  it('adds calendar days across months, leap days and DST changes', () => {
    expect(addCalendarDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-28', 2)).toBe('2026-03-30'); // EU DST starts 2026-03-29
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('skips weekends for business days', () => {
    expect(weekdayOf('2026-11-20')).toBe(5); // Friday
    expect(addBusinessDays('2026-11-20', 1)).toBe('2026-11-23');
    expect(addBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // from Saturday
    expect(addBusinessDays('2026-11-22', 5)).toBe('2026-11-27'); // from Sunday
    expect(addBusinessDays('2026-11-18', 4)).toBe('2026-11-24');
    expect(addBusinessDays('2026-11-21', 0)).toBe('2026-11-21');
  });

  it('refuses malformed and impossible dates', () => {
    expect(() => isoDateToEpochDay('2026-02-30')).toThrow(RangeError);
    expect(() => isoDateToEpochDay('2026-2-3')).toThrow(RangeError);
    expect(() => isoDateToEpochDay('2026-11-20T10:00:00Z')).toThrow(RangeError);
  });

  it('reads today in UTC', () => {
    expect(todayIsoDate(new Date('2026-11-20T23:30:00-02:00'))).toBe('2026-11-21');
  });
});
