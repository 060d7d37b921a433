/**
 * Store campaigns (spec 000 §3 "Store": campaigns JSON list of campaignName, startDate, endDate):
 * when a campaign runs. Dates are read in the store's time zone (decision 060): a date-time with an
 * offset or "Z" is an instant; one without is the store's wall-clock time; a bare date starts at
 * midnight (startDate) or lasts the whole day (endDate, inclusive), all in the store's zone.
 * Both ends are inclusive. A campaign whose dates cannot be read, or that ends before it starts,
 * never runs (docs/decisions/172).
 */
import { normalizeCountryCode } from '../country-codes.ts';
import { STORE_TIME_ZONES } from '../time-zones.ts';

export interface StoreCampaignInput {
  readonly campaignName: string;
  readonly startDate: string;
  readonly endDate: string;
}

export interface CampaignWindow {
  readonly name: string;
  /** First millisecond the campaign runs (UTC epoch ms). */
  readonly startsAt: number;
  /** Last millisecond the campaign runs (UTC epoch ms), inclusive. */
  readonly endsAt: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (Europe/Berlin in summer: +7,200,000). */
function zoneOffset(timeZone: string, at: number): number {
  let format = offsetFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time in a zone names. In the autumn hour that repeats, the earlier one;
 * a time skipped in spring moves forward by the gap (as a clock does).
 */
export function zonedTimeToInstant(
  timeZone: string,
  wall: {
    year: number;
    month: number;
    day: number;
    hour?: number;
    minute?: number;
    second?: number;
    ms?: number;
  },
): number {
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
    wall.ms ?? 0,
  );
  // The zone's offsets a day either side cover any transition near the wall time; a candidate is
  // real when the zone has that offset at the candidate instant.
  const DAY = 86_400_000;
  const before = zoneOffset(timeZone, asUtc - DAY);
  const after = zoneOffset(timeZone, asUtc + DAY);
  const real = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => zoneOffset(timeZone, instant) === asUtc - instant);
  // Repeated hour: the earlier instant. Skipped hour: read with the offset before the jump.
  return real.length > 0 ? Math.min(...real) : asUtc - before;
}

function instantOf(value: string, timeZone: string, end: boolean): number | null {
  const text = value.trim();
  const date = DATE_ONLY.exec(text);
  if (date) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
    if (!validDate(year, month, day)) return null;
    // The end date lasts the whole day: up to the last millisecond before the next midnight.
    return end
      ? zonedTimeToInstant(timeZone, { year, month, day: day + 1 }) - 1
      : zonedTimeToInstant(timeZone, { year, month, day });
  }
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [year, month, day] = [Number(local[1]), Number(local[2]), Number(local[3])];
    if (!validDate(year, month, day) || Number(local[4]) > 23 || Number(local[5]) > 59) return null;
    return zonedTimeToInstant(timeZone, {
      year,
      month,
      day,
      hour: Number(local[4]),
      minute: Number(local[5]),
      second: Number(local[6] ?? 0),
      ms: Number((local[7] ?? '0').padEnd(3, '0')),
    });
  }
  if (WITH_OFFSET.test(text) && /^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const at = Date.parse(text);
    return Number.isNaN(at) ? null : at;
  }
  return null;
}

function validDate(year: number, month: number, day: number): boolean {
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/** The store's time zone (UTC for a country we do not know). */
export function storeTimeZone(country: string): string {
  const code = normalizeCountryCode(country);
  return code ? STORE_TIME_ZONES[code] : 'UTC';
}

/** When a campaign runs in a country's store; null when its dates cannot be read or are reversed. */
export function campaignWindow(campaign: StoreCampaignInput, country: string): CampaignWindow | null {
  const name = campaign.campaignName.trim();
  if (!name) return null;
  const timeZone = storeTimeZone(country);
  const startsAt = instantOf(campaign.startDate, timeZone, false);
  const endsAt = instantOf(campaign.endDate, timeZone, true);
  if (startsAt === null || endsAt === null || endsAt < startsAt) return null;
  return { name, startsAt, endsAt };
}

/** Whether the campaign runs at `now` (both ends inclusive). */
export function isCampaignRunning(window: CampaignWindow, now: number): boolean {
  return window.startsAt <= now && now <= window.endsAt;
}

/**
 * The campaigns running at `now`, the one ending soonest first (its countdown is the most
 * pressing); readable windows only.
 */
export function runningCampaigns(
  campaigns: readonly StoreCampaignInput[],
  country: string,
  now: number,
): CampaignWindow[] {
  return campaigns
    .flatMap((campaign) => {
      const window = campaignWindow(campaign, country);
      return window && isCampaignRunning(window, now) ? [window] : [];
    })
    .sort((a, b) => a.endsAt - b.endsAt || a.name.localeCompare(b.name));
}

/** Readable windows of the campaigns that have not ended at `now` (running or still to come). */
export function currentAndUpcomingCampaigns(
  campaigns: readonly StoreCampaignInput[],
  country: string,
  now: number,
): CampaignWindow[] {
  return campaigns
    .flatMap((campaign) => {
      const window = campaignWindow(campaign, country);
      return window && window.endsAt >= now ? [window] : [];
    })
    .sort((a, b) => a.startsAt - b.startsAt || a.name.localeCompare(b.name));
}
