/** Quantity selector rules (spec 000 §4, 001 §5). */
export const MAX_QUANTITY_WARNING = 'You have reached the maximum quantity';

export interface QuantityLimits {
  /** Available stock of the product. */
  readonly stock: number;
  /** Cart maximum for one product (MAX_QUANTITY_PER_PRODUCT, 1000). */
  readonly max: number;
}

/** Whole number from an input value ("3", 3, 3.7 → 3); null for anything else. */
function wholeNumberOf(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? Math.trunc(number) : null;
}

/** The binding cap: stock when it is below the cart maximum, else the maximum. */
function capOf({ stock, max }: QuantityLimits): number {
  return Math.max(0, stock < max ? stock : max);
}

/**
 * Below 1 or not a number becomes 1; above stock (when stock is below the cart maximum) becomes
 * the stock, above the cart maximum becomes the maximum, both with the warning. Never below 1:
 * a selector cannot show 0 (quantity 0 is a removal, a different action).
 */
export function clampQuantity(
  value: unknown,
  limits: QuantityLimits,
): { quantity: number; warning: string | null } {
  const requested = wholeNumberOf(value);
  if (requested === null || requested < 1) return { quantity: 1, warning: null };
  const cap = capOf(limits);
  if (requested > cap) return { quantity: Math.max(1, cap), warning: MAX_QUANTITY_WARNING };
  return { quantity: requested, warning: null };
}

/** Increment is disabled at the cap, decrement at 1. */
export function quantityStepper(
  quantity: number,
  limits: QuantityLimits,
): { canIncrement: boolean; canDecrement: boolean } {
  return { canIncrement: quantity < capOf(limits), canDecrement: quantity > 1 };
}
