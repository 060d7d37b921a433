/**
 * Cart pricing as one pure function: line prices, volume discounts, coupon discounts, shipping,
 * the cash-on-delivery fee and the tax portions. All amounts are integer minor units (gross,
 * tax included, as the shop shows prices); every split is an exact allocation so the parts add up.
 */
import {
  allocate,
  type CurrencyCode,
  codFeeBreakdown,
  type Money as DomainMoney,
  extraGuaranteePrice,
  grossToNet,
  money,
  multiply,
  percentOf,
  type ShippingMethodState,
  shippingPrice,
  subtract,
  sum,
  taxPortions,
  vatPercentLabel,
  volumeDiscountTierFor,
} from '@toolyard/domain';
import { hasApplicationsLeft } from '../discounts/discount-code.rules.ts';
import type {
  DiscountCodeView,
  LineItemType,
  Money,
  SellableVariant,
  ShippingMethodView,
  VolumeDiscountRecord,
} from '../ports/index.ts';
import type { TaxedPriceView } from './cart.types.ts';
import {
  type DiscountedPricePerQuantity,
  type DiscountPart,
  discountedPricePerQuantity,
  specialPriceOf,
} from './cart-line-pricing.rules.ts';

export type { DiscountedPricePerQuantity, IncludedDiscount } from './cart-line-pricing.rules.ts';

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
  volumeTiers: ReadonlyMap<string, readonly VolumeDiscountRecord[]>;
  discountCodes: readonly DiscountCodeView[];
  /** The method the cart ships by (after the reset rule) and whether it fits the cart. */
  shippingMethod: ShippingMethodView | null;
  shippingMethodState?: ShippingMethodState;
  codSelected: boolean;
  codFee: Money | null;
  /**
   * Reverse charge (decision 161): every gross amount becomes its net at its own rate and the
   * cart is taxed at 0 %; the shop's catalog and rates stay gross.
   */
  netPrices?: boolean;
}

/** Net, gross and tax of one part of the cart (a line, shipping). */
export interface TaxedAmountView {
  totalNet: Money;
  totalGross: Money;
  totalTax: Money;
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
  /** Unit price after the product discount × quantity: what volume and coupon discounts start from. */
  productDiscountedTotal: Money;
  /**
   * Spec 000 §3: the last discounted price per quantity, or else the active product discount, ×
   * quantity; null when nothing discounts the line.
   */
  specialPrice: Money | null;
  volumeDiscount: Money;
  couponDiscount: Money;
  /** specialTotal minus volume and coupon discounts. */
  totalPrice: Money;
  taxRateBasisPoints: number;
  volumeDiscountPermyriad: number;
  /** The line's share of the cart's tax: the lines, shipping and COD fee add up to the cart's taxedPrice. */
  taxedPrice: TaxedAmountView;
  /** Empty when nothing discounts the line. */
  discountedPricePerQuantity: DiscountedPricePerQuantity[];
}

export interface AppliedCode {
  id: string;
  code: string;
  /** MaxApplicationReached: every allowed order has used the code; it takes nothing off. */
  state: 'MatchesCart' | 'DoesNotMatchCart' | 'MaxApplicationReached';
  discountedAmount: Money;
}

export interface PricedCart {
  lines: PricedLine[];
  itemsRegularTotal: Money;
  itemsTotal: Money;
  volumeDiscountTotal: Money;
  couponDiscountTotal: Money;
  codes: AppliedCode[];
  shipping: {
    price: Money;
    /** Shown as 'Free' (spec 001 §9 "Shipping cost shows 'Free' when zero"). */
    isFree: boolean;
    methodKey: string;
    state: ShippingMethodState;
    taxedPrice: TaxedAmountView;
  } | null;
  codFee: { gross: Money; net: Money; vat: Money } | null;
  taxedPrice: TaxedPriceView;
  totalPrice: Money;
  /** Priced NET under reverse charge (0 % VAT). */
  netPrices: boolean;
}

function asDomain(value: Money): DomainMoney {
  return value as DomainMoney;
}

function zeroOf(currency: string): DomainMoney {
  return money(currency as CurrencyCode, 0);
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

function taxedAmount(gross: DomainMoney, tax: DomainMoney): TaxedAmountView {
  return { totalNet: subtract(gross, tax), totalGross: gross, totalTax: tax };
}

/**
 * The input with gross amounts replaced by their nets and every rate 0 (reverse charge). A line's
 * net is taken at its own rate, shipping and the COD fee at the country's; the free-shipping
 * threshold too, so a cart that ships free gross ships free net.
 */
function netInput(input: PricingInput): PricingInput {
  const net = (value: Money, rate: number): Money => grossToNet(asDomain(value), rate).net;
  const countryRate = input.countryTaxRateBasisPoints;
  const method = input.shippingMethod;
  return {
    ...input,
    countryTaxRateBasisPoints: 0,
    lines: input.lines.map((line) => {
      const rate = line.variant.taxRateBasisPoints;
      const discount = line.variant.discount;
      return {
        ...line,
        variant: {
          ...line.variant,
          price: net(line.variant.price, rate),
          discount: discount ? { ...discount, value: net(discount.value, rate) } : discount,
          taxRateBasisPoints: 0,
        },
      };
    }),
    shippingMethod: method
      ? {
          ...method,
          rate: {
            ...method.rate,
            price: net(method.rate.price, countryRate),
            freeAbove: method.rate.freeAbove ? net(method.rate.freeAbove, countryRate) : null,
          },
        }
      : null,
    codFee: input.codFee ? net(input.codFee, countryRate) : null,
    netPrices: false,
  };
}

export function priceCart(input: PricingInput): PricedCart {
  if (input.netPrices) return { ...priceCart(netInput(input)), netPrices: true };
  const currency = input.currency;
  const zero = zeroOf(currency);
  const unitBySku = new Map<string, DomainMoney>();
  for (const line of input.lines) {
    if (line.type !== 'extra_guarantee') unitBySku.set(line.variant.sku, effectiveUnitPrice(line.variant));
  }

  // 1. Unit prices; an extra guarantee costs its rate of the parent's unit price (domain rule).
  const base = input.lines.map((line) => {
    let unit = effectiveUnitPrice(line.variant);
    let regularUnit = asDomain(line.variant.price);
    if (line.type === 'extra_guarantee') {
      const parentUnit = line.parentSku ? unitBySku.get(line.parentSku) : undefined;
      unit = parentUnit ? extraGuaranteePrice(parentUnit, (line.guaranteeRateBasisPoints ?? 0) / 100) : zero;
      regularUnit = unit;
    }
    return {
      line,
      unit,
      regularUnit,
      regularTotal: multiply(regularUnit, line.quantity),
      productDiscountedTotal: multiply(unit, line.quantity),
    };
  });

  // 2. Volume discount per group: the group's quantity picks the tier, the percentage applies to the group's lines.
  const volume = base.map(() => ({ amount: zero, permyriad: 0, tierId: '' }));
  const groups = new Map<string, number[]>();
  base.forEach((entry, index) => {
    const group = entry.line.variant.volumeDiscountGroup;
    if (group && entry.line.type !== 'extra_guarantee')
      groups.set(group, [...(groups.get(group) ?? []), index]);
  });
  for (const [group, indexes] of groups) {
    const quantity = indexes.reduce((acc, index) => acc + (base[index]?.line.quantity ?? 0), 0);
    const tier = volumeDiscountTierFor(input.volumeTiers.get(group) ?? [], quantity);
    if (!tier) continue;
    const totals = indexes.map((index) => base[index]!.productDiscountedTotal);
    const parts = spread(percentOf(sum(currency as CurrencyCode, totals), tier.permyriad), totals);
    indexes.forEach((index, position) => {
      volume[index] = { amount: parts[position] ?? zero, permyriad: tier.permyriad, tierId: tier.id };
    });
  }
  let totals = base.map((entry, index) => subtract(entry.productDiscountedTotal, volume[index]!.amount));

  // 3. Discount codes, in the order they were added, each on what is left after the previous ones.
  const coupon = base.map(() => zero);
  const couponParts: DiscountPart[][] = base.map(() => []);
  const codes: AppliedCode[] = [];
  for (const code of input.discountCodes) {
    const itemsNow = sum(currency as CurrencyCode, totals);
    const applicable = hasApplicationsLeft(code);
    const matches =
      applicable &&
      base.length > 0 &&
      (code.minimumCentAmount === null || itemsNow.centAmount >= code.minimumCentAmount);
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
        couponParts[index]?.push({
          discount: { typeId: 'cart-discount', id: code.cartDiscountId },
          total: part,
        });
      });
    }
    codes.push({
      id: code.id,
      code: code.code,
      state: !applicable ? 'MaxApplicationReached' : matches ? 'MatchesCart' : 'DoesNotMatchCart',
      discountedAmount: amount,
    });
  }

  const lines: Omit<PricedLine, 'taxedPrice'>[] = base.map((entry, index) => {
    const perQuantity = discountedPricePerQuantity(entry.regularUnit, entry.line.quantity, [
      {
        discount: { typeId: 'product-discount', id: entry.line.variant.discount?.id ?? '' },
        total: subtract(entry.regularTotal, entry.productDiscountedTotal),
      },
      { discount: { typeId: 'cart-discount', id: volume[index]!.tierId }, total: volume[index]!.amount },
      ...(couponParts[index] ?? []),
    ]);
    return {
      id: entry.line.id,
      sku: entry.line.variant.sku,
      quantity: entry.line.quantity,
      type: entry.line.type,
      parentSku: entry.line.parentSku,
      unitPrice: entry.unit,
      regularUnitPrice: entry.regularUnit,
      regularTotal: entry.regularTotal,
      productDiscountedTotal: entry.productDiscountedTotal,
      specialPrice: specialPriceOf(entry.regularUnit, entry.unit, entry.line, perQuantity),
      volumeDiscount: volume[index]!.amount,
      couponDiscount: coupon[index] ?? zero,
      totalPrice: totals[index] ?? zero,
      taxRateBasisPoints: entry.line.variant.taxRateBasisPoints,
      volumeDiscountPermyriad: volume[index]!.permyriad,
      discountedPricePerQuantity: perQuantity,
    };
  });
  const itemsTotal = sum(currency as CurrencyCode, totals);

  // 4. Shipping: the method's rate by its kind (domain rule: parcel free at or above the threshold, freight never).
  let shipping: PricedCart['shipping'] = null;
  if (input.shippingMethod && lines.length > 0) {
    const method = input.shippingMethod;
    const price = shippingPrice({
      kind: method.kind,
      rate: {
        price: asDomain(method.rate.price),
        freeAbove: method.rate.freeAbove ? asDomain(method.rate.freeAbove) : null,
      },
      itemsGross: itemsTotal,
    });
    const { tax } = grossToNet(price, input.countryTaxRateBasisPoints);
    shipping = {
      price,
      isFree: price.centAmount === 0,
      methodKey: method.key,
      state: input.shippingMethodState ?? 'MatchesCart',
      taxedPrice: taxedAmount(price, tax),
    };
  }

  // 5. Cash-on-delivery fee, only when cash on delivery is the selected payment (domain split).
  let codFee: PricedCart['codFee'] = null;
  if (input.codSelected && input.codFee && input.codFee.centAmount > 0 && lines.length > 0) {
    const split = codFeeBreakdown(asDomain(input.codFee), input.countryTaxRateBasisPoints, true);
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

  const taxedLines = lineTaxes(lines, input.countryTaxRateBasisPoints, breakdown.portions, shipping, codFee);

  return {
    lines: taxedLines,
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
    netPrices: false,
  };
}

/**
 * Each line's share of its rate's tax portion: shipping and the COD fee keep their own split (as
 * the cart shows them), the rest of the portion's tax is allocated over the lines at that rate in
 * proportion to their totals (largest remainder). Lines, shipping and fee then add up to the
 * cart's taxedPrice to the cent. Should rounding leave the lines less than nothing or more than
 * their total (a cent, with tiny lines next to shipping and fee), that cent moves to the shipping
 * or the fee, which are updated in place.
 */
function lineTaxes(
  lines: readonly Omit<PricedLine, 'taxedPrice'>[],
  countryRate: number,
  portions: readonly { rateBasisPoints: number; tax: DomainMoney }[],
  shipping: PricedCart['shipping'],
  codFee: PricedCart['codFee'],
): PricedLine[] {
  const taxes = lines.map((line) => zeroOf(line.totalPrice.currencyCode));
  for (const portion of portions) {
    const indexes = lines.flatMap((line, index) =>
      line.taxRateBasisPoints === portion.rateBasisPoints ? [index] : [],
    );
    const weights = indexes.map((index) => lines[index]!.totalPrice.centAmount);
    const linesGross = weights.reduce((acc, weight) => acc + weight, 0);
    let rest = portion.tax.centAmount;
    if (portion.rateBasisPoints === countryRate) {
      rest -= (shipping?.taxedPrice.totalTax.centAmount ?? 0) + (codFee?.vat.centAmount ?? 0);
      const shift = rest < 0 ? rest : rest > linesGross ? rest - linesGross : 0;
      if (shift !== 0) {
        rest -= shift;
        if (shipping && (shipping.price.centAmount > 0 || !codFee)) {
          const tax = money(portion.tax.currencyCode, shipping.taxedPrice.totalTax.centAmount + shift);
          shipping.taxedPrice = taxedAmount(asDomain(shipping.price), tax);
        } else if (codFee) {
          codFee.vat = money(portion.tax.currencyCode, codFee.vat.centAmount + shift);
          codFee.net = subtract(codFee.gross as DomainMoney, codFee.vat as DomainMoney);
        }
      }
    }
    if (linesGross === 0 || indexes.length === 0) continue;
    const shares = allocate(money(portion.tax.currencyCode, rest), weights);
    indexes.forEach((index, position) => {
      taxes[index] = shares[position]!;
    });
  }
  return lines.map((line, index) => ({
    ...line,
    taxedPrice: taxedAmount(asDomain(line.totalPrice), taxes[index]!),
  }));
}
