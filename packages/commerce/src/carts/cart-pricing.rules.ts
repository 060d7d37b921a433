/**
 * Cart pricing as one pure function: line prices, volume discounts, coupon discounts, shipping,
 * the cash-on-delivery fee and the tax portions. All amounts are integer minor units (gross,
 * tax included, as the shop shows prices); every split is an exact allocation so the parts add up.
 */
import {
  allocate,
  type CurrencyCode,
  compare,
  type Money as DomainMoney,
  grossToNet,
  money,
  multiply,
  percentOf,
  subtract,
  sum,
  taxPortions,
  vatPercentLabel,
} from '@toolyard/domain';
import type {
  DiscountCodeView,
  LineItemType,
  Money,
  SellableVariant,
  ShippingMethodView,
  VolumeDiscountTier,
} from '../ports/index.ts';
import type { TaxedPriceView } from './cart.types.ts';

export interface PricingLine {
  id: string;
  quantity: number;
  type: LineItemType;
  variant: SellableVariant;
  parentSku: string | null;
  /** Extra-guarantee lines: percent of the parent unit price in basis points. */
  guaranteeRateBasisPoints?: number;
}

export interface PricingInput {
  currency: string;
  /** Standard VAT of the cart country in basis points (shipping and COD fee use it). */
  countryTaxRateBasisPoints: number;
  lines: readonly PricingLine[];
  volumeTiers: ReadonlyMap<string, readonly VolumeDiscountTier[]>;
  discountCodes: readonly DiscountCodeView[];
  shippingMethod: ShippingMethodView | null;
  codSelected: boolean;
  codFee: Money | null;
}

export interface PricedLine {
  id: string;
  sku: string;
  quantity: number;
  type: LineItemType;
  parentSku: string | null;
  unitPrice: Money;
  /** Undiscounted unit price (list price) when a product discount is active. */
  regularUnitPrice: Money;
  /** price × quantity */
  regularTotal: Money;
  /** discounted (or regular) unit price × quantity */
  specialTotal: Money;
  volumeDiscount: Money;
  couponDiscount: Money;
  /** specialTotal minus volume and coupon discounts. */
  totalPrice: Money;
  taxRateBasisPoints: number;
  volumeDiscountPermyriad: number;
}

export interface AppliedCode {
  id: string;
  code: string;
  state: 'MatchesCart' | 'DoesNotMatchCart';
  discountedAmount: Money;
}

export interface PricedCart {
  lines: PricedLine[];
  itemsRegularTotal: Money;
  itemsTotal: Money;
  volumeDiscountTotal: Money;
  couponDiscountTotal: Money;
  codes: AppliedCode[];
  shipping: { price: Money; isFree: boolean; methodKey: string } | null;
  codFee: { gross: Money; net: Money; vat: Money } | null;
  taxedPrice: TaxedPriceView;
  totalPrice: Money;
}

function asDomain(value: Money): DomainMoney {
  return value as DomainMoney;
}

function zeroOf(currency: string): DomainMoney {
  return money(currency as CurrencyCode, 0);
}

/** The tier whose volume is the highest one reached by the quantity, or null. */
export function volumeTierFor(
  tiers: readonly VolumeDiscountTier[],
  quantity: number,
): VolumeDiscountTier | null {
  let best: VolumeDiscountTier | null = null;
  for (const tier of tiers) {
    if (quantity >= tier.volume && (!best || tier.volume > best.volume)) best = tier;
  }
  return best;
}

function effectiveUnitPrice(variant: SellableVariant): DomainMoney {
  return asDomain(variant.discount?.value ?? variant.price);
}

/** Splits `discount` over lines in proportion to their current totals, never below zero. */
function spread(discount: DomainMoney, totals: readonly DomainMoney[]): DomainMoney[] {
  const weights = totals.map((total) => Math.max(0, total.centAmount));
  if (discount.centAmount === 0 || weights.every((weight) => weight === 0)) {
    return totals.map(() => zeroOf(discount.currencyCode));
  }
  return allocate(discount, weights);
}

export function priceCart(input: PricingInput): PricedCart {
  const currency = input.currency;
  const zero = zeroOf(currency);
  const unitBySku = new Map<string, DomainMoney>();
  for (const line of input.lines) {
    if (line.type !== 'extra_guarantee') unitBySku.set(line.variant.sku, effectiveUnitPrice(line.variant));
  }

  // 1. Unit prices; an extra guarantee costs its rate of the parent's unit price.
  const base = input.lines.map((line) => {
    let unit = effectiveUnitPrice(line.variant);
    let regularUnit = asDomain(line.variant.price);
    if (line.type === 'extra_guarantee') {
      const parentUnit = line.parentSku ? unitBySku.get(line.parentSku) : undefined;
      unit = parentUnit ? percentOf(parentUnit, line.guaranteeRateBasisPoints ?? 0) : zero;
      regularUnit = unit;
    }
    return {
      line,
      unit,
      regularUnit,
      regularTotal: multiply(regularUnit, line.quantity),
      specialTotal: multiply(unit, line.quantity),
    };
  });

  // 2. Volume discount per group: the group's quantity picks the tier, the percentage applies to the group's lines.
  const volume = base.map(() => ({ amount: zero, permyriad: 0 }));
  const groups = new Map<string, number[]>();
  base.forEach((entry, index) => {
    const group = entry.line.variant.volumeDiscountGroup;
    if (group && entry.line.type !== 'extra_guarantee')
      groups.set(group, [...(groups.get(group) ?? []), index]);
  });
  for (const [group, indexes] of groups) {
    const quantity = indexes.reduce((acc, index) => acc + (base[index]?.line.quantity ?? 0), 0);
    const tier = volumeTierFor(input.volumeTiers.get(group) ?? [], quantity);
    if (!tier) continue;
    const totals = indexes.map((index) => base[index]!.specialTotal);
    const parts = spread(percentOf(sum(currency as CurrencyCode, totals), tier.permyriad), totals);
    indexes.forEach((index, position) => {
      volume[index] = { amount: parts[position] ?? zero, permyriad: tier.permyriad };
    });
  }
  let totals = base.map((entry, index) => subtract(entry.specialTotal, volume[index]!.amount));

  // 3. Discount codes, in the order they were added, each on what is left after the previous ones.
  const coupon = base.map(() => zero);
  const codes: AppliedCode[] = [];
  for (const code of input.discountCodes) {
    const itemsNow = sum(currency as CurrencyCode, totals);
    const matches =
      base.length > 0 && (code.minimumCentAmount === null || itemsNow.centAmount >= code.minimumCentAmount);
    let amount = zero;
    if (matches) {
      amount =
        code.type === 'relative'
          ? percentOf(itemsNow, code.value)
          : money(currency as CurrencyCode, Math.min(code.value, itemsNow.centAmount));
      const parts = spread(amount, totals);
      totals = totals.map((total, index) => subtract(total, parts[index] ?? zero));
      parts.forEach((part, index) => {
        coupon[index] = sum(currency as CurrencyCode, [coupon[index] ?? zero, part]);
      });
    }
    codes.push({
      id: code.id,
      code: code.code,
      state: matches ? 'MatchesCart' : 'DoesNotMatchCart',
      discountedAmount: amount,
    });
  }

  const lines: PricedLine[] = base.map((entry, index) => ({
    id: entry.line.id,
    sku: entry.line.variant.sku,
    quantity: entry.line.quantity,
    type: entry.line.type,
    parentSku: entry.line.parentSku,
    unitPrice: entry.unit,
    regularUnitPrice: entry.regularUnit,
    regularTotal: entry.regularTotal,
    specialTotal: entry.specialTotal,
    volumeDiscount: volume[index]!.amount,
    couponDiscount: coupon[index] ?? zero,
    totalPrice: totals[index] ?? zero,
    taxRateBasisPoints: entry.line.variant.taxRateBasisPoints,
    volumeDiscountPermyriad: volume[index]!.permyriad,
  }));
  const itemsTotal = sum(currency as CurrencyCode, totals);

  // 4. Shipping: the method's rate, free at or above its threshold of the items total.
  let shipping: PricedCart['shipping'] = null;
  if (input.shippingMethod && lines.length > 0) {
    const rate = input.shippingMethod.rate;
    const isFree = rate.freeAbove !== null && compare(itemsTotal, asDomain(rate.freeAbove)) >= 0;
    shipping = { price: isFree ? zero : asDomain(rate.price), isFree, methodKey: input.shippingMethod.key };
  }

  // 5. Cash-on-delivery fee, only when cash on delivery is the selected payment.
  let codFee: PricedCart['codFee'] = null;
  if (input.codSelected && input.codFee && input.codFee.centAmount > 0 && lines.length > 0) {
    const split = grossToNet(asDomain(input.codFee), input.countryTaxRateBasisPoints);
    codFee = { gross: split.gross, net: split.net, vat: split.tax };
  }

  // 6. Tax portions per rate over lines, shipping and fee.
  const taxable = lines.map((line) => ({
    amount: asDomain(line.totalPrice),
    rateBasisPoints: line.taxRateBasisPoints,
  }));
  if (shipping)
    taxable.push({ amount: asDomain(shipping.price), rateBasisPoints: input.countryTaxRateBasisPoints });
  if (codFee)
    taxable.push({ amount: asDomain(codFee.gross), rateBasisPoints: input.countryTaxRateBasisPoints });
  const breakdown = taxPortions(taxable, { currencyCode: currency as CurrencyCode });
  const taxedPrice: TaxedPriceView = {
    totalNet: breakdown.totalNet,
    totalGross: breakdown.totalGross,
    totalTax: breakdown.totalTax,
    taxPortions: breakdown.portions.map((portion) => ({
      rate: portion.rateBasisPoints / 10_000,
      rateBasisPoints: portion.rateBasisPoints,
      amount: portion.tax,
      name: `${vatPercentLabel(portion.rateBasisPoints)}% VAT`,
    })),
  };

  return {
    lines,
    itemsRegularTotal: sum(
      currency as CurrencyCode,
      base.map((entry) => entry.regularTotal),
    ),
    itemsTotal,
    volumeDiscountTotal: sum(
      currency as CurrencyCode,
      volume.map((entry) => entry.amount),
    ),
    couponDiscountTotal: sum(currency as CurrencyCode, coupon),
    codes,
    shipping,
    codFee,
    taxedPrice,
    totalPrice: breakdown.totalGross,
  };
}
