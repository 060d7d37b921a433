/**
 * Integer rounding for the money path. Every amount is an integer of minor units; whenever a
 * division is unavoidable (percentages, tax extraction, currency conversion) it happens here, on
 * bigints, so no binary floating-point value ever decides a cent.
 */

/**
 * - 'half-even': ties go to the even neighbour (banker's rounding). The default for tax and
 *   percentages because the commerce platform rounds taxes and prices HalfEven by default, and we
 *   want our figures to agree with the cart it returns (docs/decisions/013-domain-rounding.md).
 * - 'half-up': ties go away from zero. Required by law for euro conversions
 *   (Council Regulation (EC) No 1103/97, Art. 5; Bulgarian Euro Introduction Act).
 */
export type RoundingMode = 'half-up' | 'half-even';

export const DEFAULT_ROUNDING_MODE: RoundingMode = 'half-even';

/** numerator / denominator rounded to an integer with the given tie-breaking rule. */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twiceRemainder = (n % d) * 2n;
  const isTie = twiceRemainder === d;
  if (twiceRemainder > d || (isTie && (mode === 'half-up' || quotient % 2n === 1n))) quotient += 1n;
  return sign * quotient;
}

/** Converts back from bigint, refusing values that a JS number cannot hold exactly. */
export function toSafeInteger(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount ${value} exceeds the safe integer range`);
  }
  return Number(value);
}

/** Throws (a bug, not user input) unless the value is a safe integer. */
export function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}
