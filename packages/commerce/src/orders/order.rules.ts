import { storeLocalDate } from '@toolyard/domain';

/**
 * Human order numbers: country, the store's local order date and a per-country-and-day sequence,
 * e.g. DE-20260302-0007 (decisions 034, 060). The sequence is allocated inside the order's
 * transaction, so a failed attempt burns no number.
 */
export function orderNumberPrefix(country: string, at: Date): string {
  const day = storeLocalDate(country, at).replaceAll('-', '');
  return `${country.toUpperCase()}-${day}`;
}

export function formatOrderNumber(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(4, '0')}`;
}

/**
 * The sorts getOrders takes (001 §7 "sort"), commercetools-style "<field> <direction>". A fixed
 * list, not a parser: each maps to one column, and anything else is a 400 (decision 254).
 */
export const ORDER_SORTS = [
  'createdAt desc',
  'createdAt asc',
  'orderNumber asc',
  'orderNumber desc',
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const INITIAL_ORDER_STATE = 'Open';
export const INITIAL_SHIPMENT_STATE = 'Pending';
