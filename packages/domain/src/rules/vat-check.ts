/**
 * Outcome of the remote VAT ID check (spec 001 §4, §5) and the state recorded for analytics.
 */

export type VatCheckOutcome = 'valid' | 'invalid' | 'unverifiable';

export const VALID_VAT_CODES: readonly number[] = [200, 216, 218, 219, 223];
export const UNVERIFIABLE_VAT_CODES: readonly number[] = [205, 208, 999];

/**
 * Maps the service's code. A code we cannot read (empty, non-numeric, fractional) means the check
 * did not complete, so it is "unverifiable" like a thrown error, not "invalid": the customer must
 * not be told their ID is wrong because of a garbled reply (docs/decisions/017-domain-vat-id.md).
 */
export function vatCheckOutcome(code: number | string): VatCheckOutcome {
  const parsed = typeof code === 'number' ? code : /^\s*\d+\s*$/.test(code) ? Number(code) : Number.NaN;
  if (!Number.isSafeInteger(parsed)) return 'unverifiable';
  if (VALID_VAT_CODES.includes(parsed)) return 'valid';
  if (UNVERIFIABLE_VAT_CODES.includes(parsed)) return 'unverifiable';
  return 'invalid';
}

/** A thrown error during the check means it could not validate. */
export const VAT_CHECK_ERROR_OUTCOME: VatCheckOutcome = 'unverifiable';

/** The "Validate my VAT ID" button appears again only when the check could not complete. */
export function showsValidateButton(outcome: VatCheckOutcome | null): boolean {
  return outcome === 'unverifiable';
}

/** States recorded as a data attribute; 'no-rate' is the spec's "failed with no rate". */
export const VAT_OUTCOME_STATES = [
  'triggered',
  'button-click',
  'success',
  'failed',
  'no-rate',
  'timeout',
] as const;
export type VatOutcomeState = (typeof VAT_OUTCOME_STATES)[number];

/**
 * The state to record. A successful check in a store with tax-rate change enabled whose net price
 * did not become active is recorded as 'no-rate': the ID is fine but prices stayed gross.
 */
export function recordedVatOutcome(
  state: VatOutcomeState,
  { taxRateChangeEnabled, netPriceActive }: { taxRateChangeEnabled: boolean; netPriceActive: boolean },
): VatOutcomeState {
  return state === 'success' && taxRateChangeEnabled && !netPriceActive ? 'no-rate' : state;
}
