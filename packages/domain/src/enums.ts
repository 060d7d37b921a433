/** Enumerations of the platform and the storefront (spec 000 §3, 001 §3). */

export const LINE_ITEM_TYPES = ['standard_product', 'accessory', 'extra_guarantee', 'product'] as const;
export type LineItemType = (typeof LINE_ITEM_TYPES)[number];

export const CART_STATES = ['Active', 'Merged', 'Ordered'] as const;
export type CartState = (typeof CART_STATES)[number];

export const ORDER_STATES = ['Open', 'Confirmed', 'Complete', 'Cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const PAYMENT_STATES = ['Paid', 'CreditOwed', 'Pending', 'Failed', 'BalanceDue'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const SHIPMENT_STATES = ['Delayed', 'Backorder', 'Partial', 'Pending', 'Ready', 'Shipped'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

export const TAX_MODES = ['Disabled', 'ExternalAmount', 'External', 'Platform'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** Carts use TrackOnly: stock is tracked but not reserved. */
export const INVENTORY_MODES = ['None', 'ReserveOnOrder', 'TrackOnly'] as const;
export type InventoryMode = (typeof INVENTORY_MODES)[number];
export const CART_INVENTORY_MODE: InventoryMode = 'TrackOnly';

export const SHIPPING_ADDRESS_CHOICES = [
  'SAME_AS_BILLING',
  'DIFFERENT_FROM_BILLING',
  'SAVED_ADDRESS',
] as const;
export type ShippingAddressChoice = (typeof SHIPPING_ADDRESS_CHOICES)[number];
export const DEFAULT_SHIPPING_ADDRESS_CHOICE: ShippingAddressChoice = 'SAME_AS_BILLING';

export const BILLING_ADDRESS_TYPES = ['new', 'saved'] as const;
export type BillingAddressType = (typeof BILLING_ADDRESS_TYPES)[number];

/** Billing type is "saved" when the address has an id, otherwise "new". */
export function billingAddressTypeOf(address: { readonly id?: string | null }): BillingAddressType {
  return address.id ? 'saved' : 'new';
}

export const RECOMMENDATION_TYPES = ['last-seen', 'similar-products', 'cart-recommendation'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

export const DISCOUNT_TYPES = ['relative', 'absolute', 'fixed', 'giftLineItem'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Order-level payment integrations. */
export const PAYMENT_INTEGRATIONS = ['COD', 'bank-transfer', 'card-provider'] as const;
export type PaymentIntegration = (typeof PAYMENT_INTEGRATIONS)[number];

/** HTTP codes the storefront defines; an error without a status code is a 500. */
export const HTTP_STATUS = {
  ok: 200,
  created: 201,
  badRequest: 400,
  notFound: 404,
  serverError: 500,
} as const;
/** Default code of SEO redirects. */
export const DEFAULT_REDIRECT_STATUS = 308;
