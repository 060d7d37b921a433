/**
 * The per-unit side of line pricing: which discounts lowered each unit (discountedPricePerQuantity)
 * and the spec's special line price built on it (000 §3).
 */
import { type Money as DomainMoney, specialLinePrice, split, subtract, sum } from '@toolyard/domain';
import type { Money } from '../ports/index.ts';

const asDomain = (value: Money) => value as DomainMoney;

/** A discount that lowered a unit's price: the product discount, a volume tier or a coupon. */
export interface IncludedDiscount {
  discount: { typeId: 'product-discount' | 'cart-discount'; id: string };
  /** What this discount took off one unit. */
  discountedAmount: Money;
}

/**
 * Units of a line that end at the same price (spec 000 §3 "discountedPricePerQuantity"): the
 * list price minus the included discounts. quantity × value over the entries is the line total.
 */
export interface DiscountedPricePerQuantity {
  quantity: number;
  discountedPrice: { value: Money; includedDiscounts: IncludedDiscount[] };
}

export interface DiscountPart {
  discount: IncludedDiscount['discount'];
  /** What it took off the whole line. */
  total: DomainMoney;
}

/**
 * Spreads each discount of a line over its units (near-equal cents, `split`) and groups the units
 * that end at the same price with the same discounts, in order of first appearance.
 */
export function discountedPricePerQuantity(
  regularUnit: DomainMoney,
  quantity: number,
  parts: readonly DiscountPart[],
): DiscountedPricePerQuantity[] {
  const active = parts.filter((part) => part.total.centAmount !== 0);
  if (active.length === 0 || quantity < 1) return [];
  const perUnit = active.map((part) => split(part.total, quantity));
  const groups = new Map<string, DiscountedPricePerQuantity>();
  for (let unit = 0; unit < quantity; unit++) {
    const amounts = perUnit.map((shares) => shares[unit]!);
    const key = amounts.map((amount) => amount.centAmount).join('|');
    const group = groups.get(key);
    if (group) {
      group.quantity += 1;
      continue;
    }
    groups.set(key, {
      quantity: 1,
      discountedPrice: {
        value: subtract(regularUnit, sum(regularUnit.currencyCode, amounts)),
        includedDiscounts: active.map((part, index) => ({
          discount: part.discount,
          discountedAmount: amounts[index]!,
        })),
      },
    });
  }
  return [...groups.values()];
}

/**
 * Spec 000 §3 by the domain's specialLinePrice: the last discounted price per quantity × quantity,
 * else the product discount × quantity. The product discount is already chosen (active at `now`)
 * by the catalog, so it is passed as an open-ended absolute discount from the list price.
 */
export function specialPriceOf(
  regularUnit: DomainMoney,
  unit: DomainMoney,
  line: { quantity: number },
  perQuantity: readonly DiscountedPricePerQuantity[],
): Money | null {
  const off = subtract(regularUnit, unit);
  return specialLinePrice({
    unitPrice: regularUnit,
    quantity: line.quantity,
    discountedPricePerQuantity: perQuantity.map((entry) => ({
      discountedPrice: { value: asDomain(entry.discountedPrice.value) },
    })),
    productDiscount: off.centAmount > 0 ? { isActive: true, value: { type: 'absolute', money: off } } : null,
    now: new Date(0),
  });
}
