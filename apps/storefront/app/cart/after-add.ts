/**
 * Which sidebar opens after an add to cart (spec 000 §4, decision 156): the extra guarantee when
 * the engine offers one for the product (the store sells guarantees, the product is neither
 * excluded nor virtual), the cart holds none for it yet and this is not the payment page; else the
 * complementary products when there are any; else the cart. iOS Safari waits 400 ms first.
 */
import {
  hasExtraGuaranteeFor,
  isVirtualSku,
  type Money,
  SAFARI_CART_SIDEBAR_DELAY_MS,
} from '@toolyard/domain';

export type AfterAddSidebar = 'extra-guarantee' | 'complementary' | 'cart';

export interface GuaranteeOffer {
  sku: string;
  name: string;
  rateBasisPoints: number;
  price: Money;
}

export interface ComplementaryProduct {
  sku: string;
  name: string;
  slug: string;
  image: string | null;
  price: Money | null;
  inStock: boolean;
}

export interface AddToCartOffers {
  extraGuarantees: GuaranteeOffer[];
  complementary: ComplementaryProduct[];
}

export interface SidebarChoiceInput {
  sku: string;
  offers: AddToCartOffers;
  cartLines: ReadonlyArray<{ productType?: { key: string }; custom?: { fields?: { parentSku?: string } } }>;
  onPaymentPage: boolean;
}

export function chooseSidebar({
  sku,
  offers,
  cartLines,
  onPaymentPage,
}: SidebarChoiceInput): AfterAddSidebar {
  const lines = cartLines.map((line) => ({
    type: line.productType?.key ?? 'standard_product',
    parentSku: line.custom?.fields?.parentSku ?? null,
  }));
  const guarantee =
    offers.extraGuarantees.length > 0 &&
    !isVirtualSku(sku) &&
    !onPaymentPage &&
    !hasExtraGuaranteeFor(lines, sku);
  if (guarantee) return 'extra-guarantee';
  if (offers.complementary.length > 0) return 'complementary';
  return 'cart';
}

/** The payment step, with or without a language prefix. */
export function isPaymentPath(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/checkout\/payment\/?$/.test(pathname);
}

/** iPhone/iPad Safari (iPadOS reports itself as a Mac with touch): not Chrome or Firefox on iOS. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iP(hone|ad|od)/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}

export function sidebarDelayMs(userAgent: string, maxTouchPoints = 0): number {
  return isIosSafari(userAgent, maxTouchPoints) ? SAFARI_CART_SIDEBAR_DELAY_MS : 0;
}
