/** Human order numbers: country, order date (UTC) and a per-country-and-day sequence, e.g. DE-20260302-0007. */
export function orderNumberPrefix(country: string, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `${country.toUpperCase()}-${day}`;
}

export function formatOrderNumber(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(4, '0')}`;
}

export const INITIAL_ORDER_STATE = 'Open';
export const INITIAL_SHIPMENT_STATE = 'Pending';
