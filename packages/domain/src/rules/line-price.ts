/**
 * Line prices (spec 000 §3 "Line item"): regular = price × quantity; special = the last
 * discounted price per quantity, or else the active product discount, × quantity.
 */
import { type Money, multiply, percentOf, subtract, zero } from '../money.ts';

export function regularLinePrice(unitPrice: Money, quantity: number): Money {
  return multiply(unitPrice, quantity);
}

export type ProductDiscountValue =
  | { readonly type: 'absolute'; readonly money: Money }
  /** 1 permyriad = 0.01 % = 1 basis point. */
  | { readonly type: 'relative'; readonly permyriad: number };

export interface ProductDiscount {
  readonly isActive: boolean;
  /** ISO date-times; absent bounds are open. */
  readonly validFrom?: string | null;
  readonly validUntil?: string | null;
  readonly value: ProductDiscountValue;
}

/** A validity window: ISO date-times or dates; an absent bound is open. */
export interface Validity {
  readonly validFrom?: string | Date | null;
  readonly validUntil?: string | Date | null;
}

const timeOf = (bound: string | Date) => (typeof bound === 'string' ? Date.parse(bound) : bound.getTime());

/**
 * `now` within [validFrom, validUntil): valid from its first instant, no longer at its end. The one
 * validity rule for product discounts, cart discounts and discount codes.
 */
export function isWithinValidity({ validFrom, validUntil }: Validity, now: Date): boolean {
  const time = now.getTime();
  if (validFrom && time < timeOf(validFrom)) return false;
  if (validUntil && time >= timeOf(validUntil)) return false;
  return true;
}

/** Active flag set and `now` within [validFrom, validUntil). */
export function isProductDiscountActive(discount: ProductDiscount, now: Date): boolean {
  return discount.isActive && isWithinValidity(discount, now);
}

/** Unit price after a product discount; an absolute discount never drives it below zero. */
export function discountedUnitPrice(unitPrice: Money, value: ProductDiscountValue): Money {
  const reduction = value.type === 'absolute' ? value.money : percentOf(unitPrice, value.permyriad);
  const result = subtract(unitPrice, reduction);
  return result.centAmount < 0 ? zero(unitPrice.currencyCode) : result;
}

export interface SpecialLinePriceInput {
  readonly unitPrice: Money;
  readonly quantity: number;
  /** The platform's discountedPricePerQuantity (cart discounts applied). */
  readonly discountedPricePerQuantity?: readonly { readonly discountedPrice: { readonly value: Money } }[];
  readonly productDiscount?: ProductDiscount | null;
  readonly now: Date;
}

/** The special line price, or null when neither a cart nor a product discount applies. */
export function specialLinePrice(input: SpecialLinePriceInput): Money | null {
  const last = input.discountedPricePerQuantity?.at(-1);
  if (last) return multiply(last.discountedPrice.value, input.quantity);
  const discount = input.productDiscount;
  if (discount && isProductDiscountActive(discount, input.now)) {
    return multiply(discountedUnitPrice(input.unitPrice, discount.value), input.quantity);
  }
  return null;
}

/** Analytics "discount": standard price minus price when positive, else zero. */
export function analyticsDiscount(standardPrice: Money, price: Money): Money {
  const difference = subtract(standardPrice, price);
  return difference.centAmount > 0 ? difference : zero(price.currencyCode);
}
