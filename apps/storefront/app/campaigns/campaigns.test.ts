import { campaignWindow } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/index.ts';
import { campaignAt, campaignListingHref, campaignTitleOf, timeLeft } from './campaigns.ts';

const window = (name: string, start: string, end: string) => {
  const found = campaignWindow({ campaignName: name, startDate: start, endDate: end }, 'DE');
  if (!found) throw new Error('unreadable');
  return found;
};
const BLACK_FRIDAY = window('black_friday', '2026-11-27', '2026-11-30');
const CYBER_WEEK = window('cyber_week', '2026-11-30', '2026-12-07');

describe('store campaigns on the page', () => {
  it('shows a campaign inside its window only, the one ending soonest when two overlap', () => {
    const campaigns = [CYBER_WEEK, BLACK_FRIDAY];
    expect(campaignAt(campaigns, BLACK_FRIDAY.startsAt - 1)).toBeNull();
    expect(campaignAt(campaigns, BLACK_FRIDAY.startsAt)?.name).toBe('black_friday');
    expect(campaignAt(campaigns, Date.parse('2026-11-30T12:00:00Z'))?.name).toBe('black_friday');
    expect(campaignAt(campaigns, BLACK_FRIDAY.endsAt + 1)?.name).toBe('cyber_week');
    expect(campaignAt(campaigns, CYBER_WEEK.endsAt + 1)).toBeNull();
  });

  it('counts down to the end of the window', () => {
    const now = BLACK_FRIDAY.endsAt + 1 - ((2 * 24 + 5) * 3600 + 7 * 60 + 9) * 1000;
    expect(timeLeft(BLACK_FRIDAY.endsAt, now)).toEqual({ days: 2, hours: 5, minutes: 7, seconds: 9 });
    expect(timeLeft(BLACK_FRIDAY.endsAt, BLACK_FRIDAY.endsAt + 5000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('names a campaign by its translation, else title-cased, and links to the campaign tag', () => {
    const t = createTranslator('de-DE', { 'campaigns.name.black_friday': 'Black Friday' });
    expect(campaignTitleOf(t, 'black_friday')).toBe('Black Friday');
    const sk = createTranslator('sk-SK', { 'campaigns.name.black_friday': 'Čierny piatok' });
    expect(campaignTitleOf(sk, 'black_friday')).toBe('Čierny piatok');
    expect(campaignTitleOf(sk, 'spring_tool_days')).toBe('Spring Tool Days');
    expect(campaignListingHref('/nl', 'black_friday')).toBe(
      '/nl/search?refinementList%5Btags%5D%5B0%5D=campaign:black_friday',
    );
  });
});
