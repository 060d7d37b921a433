/**
 * What the cart page and the cart sidebar show, read from the engine's cart view (spec 000 §3
 * "Cart", 001 §4 COD fee): lines with the quantity limits of the domain's rules, the discount
 * codes, shipping ('Free' at zero), the totals with their tax portions and, when cash on delivery is
 * chosen, its fee. Shared by the server render and the browser (after a change the client's copy
 * of the cart is newer than the page's).
 */
import { MAX_QUANTITY_PER_PRODUCT, type Money } from '@toolyard/domain';

export interface CartLineView {
  id: string;
  sku: string;
  name: string;
  slug: string;
  image: string | null;
  quantity: number;
  /** The guarantee covers this SKU; its quantity follows the parent's. */
  parentSku: string | null;
  isGuarantee: boolean;
  unitPrice: Money;
  regularUnitPrice: Money;
  total: Money;
  /** Stock and the per-product maximum, for the quantity selector. */
  limits: { stock: number; max: number };
  sellable: boolean;
}

export interface CartPageView {
  id: string;
  version: number;
  lines: CartLineView[];
  itemCount: number;
  coupons: Array<{ id: string; code: string; applies: boolean; amount: Money | null }>;
  subtotal: Money;
  volumeDiscount: Money | null;
  couponDiscount: Money | null;
  shipping: { price: Money; isFree: boolean; name: string } | null;
  codFee: Money | null;
  taxPortions: Array<{ ratePercent: string; amount: Money }>;
  totalNet: Money;
  totalGross: Money;
  orderable: boolean;
}

type Json = Record<string, unknown>;
const money = (value: unknown): Money => value as Money;
const nonZero = (value: unknown): Money | null => {
  const amount = value as Money | null | undefined;
  return amount && amount.centAmount !== 0 ? amount : null;
};

/** The engine's tax rate as a percent label: 0.19 → "19", 0.055 → "5.5". */
function percent(rate: number): string {
  return String(Math.round(rate * 10_000) / 100);
}

export function cartPageView(raw: unknown): CartPageView | null {
  const cart = raw as Json | null;
  if (!cart || typeof cart.id !== 'string') return null;
  const items = (cart.lineItems as Json[]) ?? [];
  const lines: CartLineView[] = items.map((item) => {
    const price = item.price as { value: Money; discounted: { value: Money } | null };
    const variant = item.variant as {
      sku: string;
      images: Array<{ url: string } | string>;
      availability: { availableQuantity: number };
    };
    const image = variant.images[0];
    const parentSku = ((item.custom as { fields?: { parentSku?: string } })?.fields?.parentSku ?? null) as
      | string
      | null;
    const isGuarantee = (item.productType as { key?: string })?.key === 'extra_guarantee';
    return {
      id: item.id as string,
      sku: variant.sku,
      name: item.name as string,
      slug: (item.productSlug as string) ?? '',
      image: typeof image === 'string' ? image : (image?.url ?? null),
      quantity: item.quantity as number,
      parentSku,
      isGuarantee,
      unitPrice: price.discounted?.value ?? price.value,
      regularUnitPrice: price.value,
      total: money(item.totalPrice),
      limits: {
        stock: Math.max(variant.availability.availableQuantity, item.quantity as number),
        max: MAX_QUANTITY_PER_PRODUCT,
      },
      sellable: item.sellable !== false,
    };
  });
  const taxed = cart.taxedPrice as {
    totalNet: Money;
    totalGross: Money;
    taxPortions: Array<{ rate: number; amount: Money }>;
  };
  const shippingInfo = cart.shippingInfo as {
    price: Money;
    isFree: boolean;
    shippingMethodName: string;
  } | null;
  const codFields = (cart.custom as { fields?: Json })?.fields ?? {};
  const codFee =
    cart.selectedPayment === 'cod' && codFields.calculatedCodFee
      ? {
          ...(codFields.calculatedCodFee as { centAmount: number; fractionDigits: number }),
          currencyCode: taxed.totalGross.currencyCode,
        }
      : null;
  const codes = (cart.discountCodes as Json[]) ?? [];
  return {
    id: cart.id,
    version: cart.version as number,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupons: codes.map((entry) => {
      const code = entry.discountCode as { id: string; code: string };
      return {
        id: code.id,
        code: code.code,
        applies: entry.state === 'MatchesCart',
        amount: nonZero(entry.discountedAmount),
      };
    }),
    subtotal: money(cart.itemsTotal),
    volumeDiscount: nonZero(cart.volumeDiscountTotal),
    couponDiscount: nonZero(cart.couponDiscountTotal),
    shipping: shippingInfo
      ? {
          price: shippingInfo.price,
          isFree: shippingInfo.isFree || shippingInfo.price.centAmount === 0,
          name: shippingInfo.shippingMethodName,
        }
      : null,
    codFee: codFee && codFee.centAmount > 0 ? (codFee as Money) : null,
    taxPortions: taxed.taxPortions.map((portion) => ({
      ratePercent: percent(portion.rate),
      amount: portion.amount,
    })),
    totalNet: taxed.totalNet,
    totalGross: money(cart.totalPrice),
    orderable: lines.length > 0 && cart.hasUnsellableLineItems !== true,
  };
}

/** The newer of the page's cart and the client's (a change here, or another tab's, wins). */
export function newestCart<T extends { version: number; id: string }>(
  page: T | null,
  client: T | null,
): T | null {
  if (!client) return page;
  if (!page) return client;
  if (client.id !== page.id) return page;
  return client.version > page.version ? client : page;
}
