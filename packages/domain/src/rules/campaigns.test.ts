import { describe, expect, it } from 'vitest';
import {
  campaignWindow,
  currentAndUpcomingCampaigns,
  isCampaignRunning,
  runningCampaigns,
  zonedTimeToInstant,
} from './campaigns.ts';

const at = (iso: string) => Date.parse(iso);
const BLACK_FRIDAY = { campaignName: 'black_friday', startDate: '2026-11-27', endDate: '2026-11-30' };

describe('campaign window', () => {
  it('reads bare dates as whole days in the store’s time zone, both ends inclusive', () => {
    // Berlin is UTC+1 in November: the campaign starts at 23:00 UTC the day before.
    const de = campaignWindow(BLACK_FRIDAY, 'DE');
    expect(de).toEqual({
      name: 'black_friday',
      startsAt: at('2026-11-26T23:00:00.000Z'),
      endsAt: at('2026-11-30T22:59:59.999Z'),
    });
    // The same dates in Lisbon (UTC+0) and Athens (UTC+2) are other instants.
    expect(campaignWindow(BLACK_FRIDAY, 'PT')?.startsAt).toBe(at('2026-11-27T00:00:00.000Z'));
    expect(campaignWindow(BLACK_FRIDAY, 'GR')?.startsAt).toBe(at('2026-11-26T22:00:00.000Z'));
    expect(campaignWindow(BLACK_FRIDAY, 'gr')?.endsAt).toBe(at('2026-11-30T21:59:59.999Z'));
  });

  it('is visible inside its dates and not a millisecond outside them', () => {
    const window = campaignWindow(BLACK_FRIDAY, 'DE');
    if (!window) throw new Error('no window');
    expect(isCampaignRunning(window, window.startsAt - 1)).toBe(false);
    expect(isCampaignRunning(window, window.startsAt)).toBe(true);
    expect(isCampaignRunning(window, at('2026-11-28T12:00:00Z'))).toBe(true);
    expect(isCampaignRunning(window, window.endsAt)).toBe(true);
    expect(isCampaignRunning(window, window.endsAt + 1)).toBe(false);
    // 23:30 UTC on the 26th is already the 27th in Berlin, still the 26th in Lisbon.
    const lateEvening = at('2026-11-26T23:30:00Z');
    expect(runningCampaigns([BLACK_FRIDAY], 'DE', lateEvening).map((c) => c.name)).toEqual(['black_friday']);
    expect(runningCampaigns([BLACK_FRIDAY], 'PT', lateEvening)).toEqual([]);
  });

  it('takes instants with an offset or Z as they are, wall-clock times in the store’s zone', () => {
    const seeded = {
      campaignName: 'black_friday',
      startDate: '2026-11-24T00:00:00.000Z',
      endDate: '2026-11-30T23:59:59.000Z',
    };
    expect(campaignWindow(seeded, 'DE')).toMatchObject({
      startsAt: at('2026-11-24T00:00:00.000Z'),
      endsAt: at('2026-11-30T23:59:59.000Z'),
    });
    const offset = {
      campaignName: 'x',
      startDate: '2026-11-24T08:00:00+01:00',
      endDate: '2026-11-24T20:00+01:00',
    };
    expect(campaignWindow(offset, 'FI')?.startsAt).toBe(at('2026-11-24T07:00:00Z'));
    const wall = { campaignName: 'x', startDate: '2026-11-24T08:00', endDate: '2026-11-24T20:00:00' };
    expect(campaignWindow(wall, 'FI')?.startsAt).toBe(at('2026-11-24T06:00:00Z'));
    expect(campaignWindow(wall, 'GB')?.endsAt).toBe(at('2026-11-24T20:00:00Z'));
  });

  it('follows summer time: the same wall clock is another UTC hour in July', () => {
    expect(zonedTimeToInstant('Europe/Berlin', { year: 2026, month: 7, day: 1 })).toBe(
      at('2026-06-30T22:00:00Z'),
    );
    expect(zonedTimeToInstant('Europe/Berlin', { year: 2026, month: 1, day: 1 })).toBe(
      at('2025-12-31T23:00:00Z'),
    );
    // 29 March 2026, 02:30 does not exist in Berlin; the clock jumps to 03:30 (= 01:30 UTC).
    expect(zonedTimeToInstant('Europe/Berlin', { year: 2026, month: 3, day: 29, hour: 2, minute: 30 })).toBe(
      at('2026-03-29T01:30:00Z'),
    );
    // 25 October 2026, 02:30 happens twice; the earlier (summer time, 00:30 UTC) is meant.
    expect(zonedTimeToInstant('Europe/Berlin', { year: 2026, month: 10, day: 25, hour: 2, minute: 30 })).toBe(
      at('2026-10-25T00:30:00Z'),
    );
    // A campaign ending on the day summer time ends lasts 25 hours that day.
    const window = campaignWindow(
      { campaignName: 'x', startDate: '2026-10-25', endDate: '2026-10-25' },
      'DE',
    );
    expect(window && window.endsAt + 1 - window.startsAt).toBe(25 * 3600 * 1000);
  });

  it('never runs with unreadable or reversed dates, or without a name', () => {
    expect(campaignWindow({ campaignName: 'x', startDate: 'soon', endDate: '2026-11-30' }, 'DE')).toBeNull();
    expect(
      campaignWindow({ campaignName: 'x', startDate: '2026-02-30', endDate: '2026-03-02' }, 'DE'),
    ).toBeNull();
    expect(
      campaignWindow({ campaignName: 'x', startDate: '2026-12-01', endDate: '2026-11-30' }, 'DE'),
    ).toBeNull();
    expect(
      campaignWindow({ campaignName: ' ', startDate: '2026-11-01', endDate: '2026-11-30' }, 'DE'),
    ).toBeNull();
    expect(
      campaignWindow({ campaignName: 'x', startDate: '2026-11-01T25:00', endDate: '2026-11-30' }, 'DE'),
    ).toBeNull();
    // A one-day campaign is valid.
    expect(
      campaignWindow({ campaignName: 'x', startDate: '2026-11-30', endDate: '2026-11-30' }, 'DE'),
    ).not.toBeNull();
  });

  it('lists running campaigns ending soonest first, and upcoming ones by start', () => {
    const cyber = { campaignName: 'cyber_week', startDate: '2026-11-30', endDate: '2026-12-07' };
    const long = { campaignName: 'winter', startDate: '2026-11-01', endDate: '2027-01-31' };
    const now = at('2026-11-30T12:00:00Z');
    expect(runningCampaigns([long, cyber, BLACK_FRIDAY], 'SK', now).map((c) => c.name)).toEqual([
      'black_friday',
      'cyber_week',
      'winter',
    ]);
    expect(
      currentAndUpcomingCampaigns([cyber, BLACK_FRIDAY], 'SK', at('2026-11-01T00:00:00Z')).map((c) => c.name),
    ).toEqual(['black_friday', 'cyber_week']);
    expect(currentAndUpcomingCampaigns([BLACK_FRIDAY], 'SK', at('2026-12-01T00:00:00Z'))).toEqual([]);
  });
});
