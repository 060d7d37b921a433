/**
 * The consumer's right of withdrawal and its online "withdrawal function" (Directive 2011/83/EU
 * art. 9 and art. 11a, added by Directive (EU) 2023/2673, applicable from 19 June 2026; decision
 * 265): which orders may be withdrawn from, and until when.
 *
 * - Only a consumer contract: an order placed as a company with a VAT ID is a business purchase.
 * - 14 days from the day the goods were delivered (art. 9(2)(b)); for goods sent in several
 *   parcels, from the last one. The shop does not record delivery, only that a shipment was marked
 *   Shipped. So the rule assumes the latest delivery we can reasonably expect: the period is
 *   counted from the day of shipping plus DELIVERY_ALLOWANCE_DAYS. That keeps it open longer than
 *   the law asks for every parcel that arrived sooner, never shorter.
 * - Before the goods left (any shipment state but Shipped) the consumer may withdraw at any time.
 * - A cancelled order has nothing left to withdraw from.
 */
import { addCalendarDays, weekdayOf } from '../iso-date.ts';
import { storeLocalDate } from '../time-zones.ts';

export const WITHDRAWAL_PERIOD_DAYS = 14;
/** The longest a parcel within the EU is expected to travel, in calendar days (conservative). */
export const DELIVERY_ALLOWANCE_DAYS = 14;

export const WITHDRAWAL_REFUSALS = ['business-order', 'cancelled', 'period-over'] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

export interface WithdrawalOrderFacts {
  /** Country of the store: the period's days are the store's calendar days. */
  country: string;
  orderState: string;
  shipmentState: string;
  /** 'COMPANY' or 'PRIVATE' as checkout recorded it; null when unknown (treated as a consumer). */
  clientType: string | null;
  /** The billing address's VAT ID, when one was given. */
  vatNumber: string | null;
  placedAt: Date;
  /** When the shipment was marked Shipped; null while it was not (or not recorded). */
  shippedAt: Date | null;
}

export type WithdrawalEligibility =
  /** `lastDay`: the last day (YYYY-MM-DD, store calendar) to withdraw; null while nothing was shipped. */
  { ok: true; lastDay: string | null } | { ok: false; reason: WithdrawalRefusal; lastDay: string | null };

/** A company order with a VAT ID is a business purchase, not a consumer contract. */
export function isBusinessOrder(facts: Pick<WithdrawalOrderFacts, 'clientType' | 'vatNumber'>): boolean {
  return facts.clientType?.toUpperCase() === 'COMPANY' && Boolean(facts.vatNumber?.trim());
}

/**
 * The last day of the period for goods shipped on `shippedOn` (store calendar date): shipping day
 * + allowance = assumed delivery; the period starts the day after (Regulation 1182/71 art. 3(1))
 * and ends with its 14th day, moved to the Monday when that is a Saturday or Sunday (art. 3(4)).
 */
export function withdrawalLastDay(shippedOn: string): string {
  const last = addCalendarDays(shippedOn, DELIVERY_ALLOWANCE_DAYS + WITHDRAWAL_PERIOD_DAYS);
  const weekday = weekdayOf(last);
  if (weekday === 6) return addCalendarDays(last, 2);
  if (weekday === 0) return addCalendarDays(last, 1);
  return last;
}

/** Whether the order may be withdrawn from at `now`, or why not. */
export function withdrawalEligibility(facts: WithdrawalOrderFacts, now: Date): WithdrawalEligibility {
  if (isBusinessOrder(facts)) return { ok: false, reason: 'business-order', lastDay: null };
  if (facts.orderState === 'Cancelled') return { ok: false, reason: 'cancelled', lastDay: null };
  if (facts.shipmentState !== 'Shipped') return { ok: true, lastDay: null };
  // Shipped without a recorded moment (older data): the placement date is the earliest it can be.
  const shippedOn = storeLocalDate(facts.country, facts.shippedAt ?? facts.placedAt);
  const lastDay = withdrawalLastDay(shippedOn);
  const today = storeLocalDate(facts.country, now);
  return today <= lastDay ? { ok: true, lastDay } : { ok: false, reason: 'period-over', lastDay };
}

/**
 * Whether a new statement adds anything to the withdrawals already received: `null` lines mean
 * the whole order. A statement whose lines are all covered already is not a new withdrawal.
 */
export function withdrawalAddsLines(
  earlier: readonly (readonly string[] | null)[],
  requested: readonly string[] | null,
): boolean {
  if (earlier.some((lines) => lines === null)) return false;
  if (requested === null) return true;
  const covered = new Set(earlier.flat());
  return requested.some((line) => !covered.has(line));
}
