/** The demo stores' campaigns are always ahead: the next Black Friday and Cyber Week. */
import { expect, test } from 'vitest';
import { campaignsFor } from './stores.ts';

const years = (now: string) =>
  Object.fromEntries(campaignsFor(new Date(now)).map((c) => [c.campaignName, c.startDate.slice(0, 4)]));

test('before Black Friday both campaigns are this year’s', () => {
  expect(years('2026-06-01T00:00:00Z')).toEqual({ black_friday: '2026', cyber_week: '2026' });
  expect(years('2026-11-30T23:59:59Z')).toEqual({ black_friday: '2026', cyber_week: '2026' });
});

test('once Black Friday has ended it is next year’s, Cyber Week still this year’s', () => {
  expect(years('2026-12-01T00:00:00Z')).toEqual({ black_friday: '2027', cyber_week: '2026' });
});

test('after Cyber Week both are next year’s, with the same days', () => {
  const [black, cyber] = campaignsFor(new Date('2026-12-08T00:00:00Z'));
  expect(black).toEqual({
    campaignName: 'black_friday',
    startDate: '2027-11-24T00:00:00.000Z',
    endDate: '2027-11-30T23:59:59.000Z',
  });
  expect(cyber?.endDate).toBe('2027-12-07T23:59:59.000Z');
});
