/**
 * Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so a server's or browser's time
 * zone and daylight-saving changes can never shift a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of an ISO date; throws for malformed or impossible dates (2026-02-30). */
export function isoDateToEpochDay(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: "${iso}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  if (epochDayToIsoDate(time / MS_PER_DAY) !== iso) throw new RangeError(`No such date: "${iso}"`);
  return time / MS_PER_DAY;
}

export function epochDayToIsoDate(epochDay: number): string {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addCalendarDays(iso: string, days: number): string {
  return epochDayToIsoDate(isoDateToEpochDay(iso) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(iso: string): number {
  return new Date(isoDateToEpochDay(iso) * MS_PER_DAY).getUTCDay();
}

/** Moves forward `days` working days, skipping Saturdays and Sundays (holidays are not known). */
export function addBusinessDays(iso: string, days: number): string {
  let epochDay = isoDateToEpochDay(iso);
  let remaining = days;
  while (remaining > 0) {
    epochDay += 1;
    const weekday = new Date(epochDay * MS_PER_DAY).getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return epochDayToIsoDate(epochDay);
}

/** Today in UTC as an ISO date, for callers without a better clock. */
export function todayIsoDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
