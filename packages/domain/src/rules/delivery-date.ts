/**
 * Extended delivery date from a shipping method's delivery text (spec 000 §4, 001 §4):
 * spaces are removed, a range "n-m" is read, and the date is today plus m days. The second
 * estimate counts m business days (Saturday and Sunday skipped).
 */
import { addBusinessDays, addCalendarDays, isoDateToEpochDay } from '../iso-date.ts';

/** "2-4", "2 - 4" or "2–4" (en dash, as CMS editors type it) inside any text. */
const RANGE = /(\d+)[-–](\d+)/;

/** The first "n-m" range of days in the text, or null when there is none. */
export function deliveryRange(text: string): { min: number; max: number } | null {
  const match = RANGE.exec(text.replace(/\s+/g, ''));
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

/** Upper bound of the first "n-m" range in the text, or null when there is none. */
export function deliveryRangeUpperBound(text: string): number | null {
  return deliveryRange(text)?.max ?? null;
}

/**
 * ISO date of the latest expected delivery, or null when the text has no range.
 * `today` must be an ISO date (YYYY-MM-DD); anything else is a bug and throws.
 */
export function deliveryDate(
  text: string,
  today: string,
  { businessDays }: { businessDays: boolean },
): string | null {
  isoDateToEpochDay(today);
  const days = deliveryRangeUpperBound(text);
  if (days === null) return null;
  return businessDays ? addBusinessDays(today, days) : addCalendarDays(today, days);
}

/**
 * Earliest and latest delivery date of the text's range from `today` (ISO dates), or null when the
 * text has no range. `to` is the estimated date of deliveryDate with the same counting.
 */
export function deliveryDateRange(
  text: string,
  today: string,
  { businessDays }: { businessDays: boolean },
): { from: string; to: string } | null {
  isoDateToEpochDay(today);
  const range = deliveryRange(text);
  if (!range) return null;
  const add = businessDays ? addBusinessDays : addCalendarDays;
  return { from: add(today, range.min), to: add(today, range.max) };
}
