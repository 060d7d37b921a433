/** zod schemas of the JSON API's params (body `[params, customQueryName?]`); OpenAPI is generated from them. */
import { z } from 'zod';
import {
  addressSchema,
  password,
  profileSchema,
  signInSchema,
  signUpSchema,
} from '../customers/customer.schema.ts';
import { SOCIAL_PROVIDERS } from '../flows/social-sign-in.flow.ts';
import { ORDER_SORTS } from '../orders/order.rules.ts';
import { version, whole } from '../validation/numbers.ts';
import { email, text } from '../validation/text.ts';

const id = text().uuid();
/** A cart as its reference: callers pass the cart they were answered (spec 001 "[cart id, version]"), so its other fields are let be. */
export const cartRef = z.object({ id, version: version() }).loose();
const sku = text().min(1).max(40);
const channel = z.object({ id: text().min(1).max(100), typeId: z.literal('channel').optional() });
const quantity = whole(0, 100_000);

export const empty = z.object({}).passthrough();

export const createCartParams = z.object({ customerEmail: email().optional() }).strict();
export const getMeParams = z.object({ customer: z.boolean().optional() }).passthrough();

export const addToCartParams = z.tuple([
  cartRef,
  z.object({
    product: z.object({ sku }),
    quantity: quantity.min(1),
    supplyChannel: channel.nullish(),
    distributionChannel: channel.nullish(),
    /** Extra guarantee: the SKU of the covered product. */
    parentSku: sku.nullish(),
  }),
]);

const lineTarget = z
  .object({ lineItemId: text().min(1).optional(), sku: sku.optional() })
  .refine((value) => value.lineItemId || value.sku, 'product needs lineItemId or sku');

export const removeFromCartParams = z.tuple([
  cartRef,
  z.object({ product: lineTarget, quantity: quantity.optional() }),
]);
export const updateCartQuantityParams = z.tuple([cartRef, z.object({ product: lineTarget, quantity })]);
export const updateCartItemChannelParams = z.tuple([
  cartRef,
  z.object({
    lineItemId: text().min(1),
    supplyChannel: channel.nullish(),
    distributionChannel: channel.nullish(),
  }),
]);

export const cartAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('setCustomerEmail'), email: email() }),
  z.object({ action: z.literal('setBillingAddress'), address: addressSchema }),
  z.object({ action: z.literal('setShippingAddress'), address: addressSchema }),
  z.object({
    action: z.literal('setShippingMethod'),
    shippingMethodKey: text().min(1).max(50).nullable(),
  }),
  z.object({
    action: z.literal('setPaymentMethod'),
    payment: z.enum(['cod', 'bank_transfer', 'other']).nullable(),
  }),
]);
export const updateCartParams = z.tuple([cartRef, z.object({ actions: z.array(cartAction).min(1).max(20) })]);

export const deleteCartParams = cartRef;
export const applyCartCouponParams = cartRef.extend({ code: text().trim().min(1).max(50) });
export const removeCartCouponParams = cartRef.extend({
  discountCode: z.object({ id: text().min(1).max(100), typeId: z.literal('discount-code').optional() }),
});
/** Visible ASCII, as the Idempotency-Key header allows; long enough to be unique (a UUID is 36). */
export const idempotencyKey = text()
  .min(8, 'Must be at least 8 characters')
  .max(200)
  .regex(/^[\x21-\x7E]+$/, 'Must be visible ASCII characters without spaces');
const clientType = z
  .enum(['PRIVATE', 'COMPANY', 'private', 'company'])
  .transform((value) => value.toUpperCase() as 'PRIVATE' | 'COMPANY');

/** createCodPayment / createBankPayment: the cart, and how the order is to be placed. */
export const paymentParams = cartRef
  .extend({
    idempotencyKey: idempotencyKey.optional(),
    clientType: clientType.optional(),
    /** Ship to the billing address (000 §4 "same as billing"). */
    sameAsBilling: z.boolean().optional(),
  })
  .strict();
export const getPaymentMethodsParams = z.object({ id, clientType: clientType.optional() }).strict();

const orderSortChoices = `Must be one of ${ORDER_SORTS.map((sort) => `"${sort}"`).join(', ')}, or a list of 1 or 2 of them`;
const orderSort = z.enum(ORDER_SORTS, { error: orderSortChoices });
export const getOrdersParams = z
  .object({
    id: id.optional(),
    orderNumber: text().max(40).optional(),
    /** 001 §7 "sort": one of ORDER_SORTS, or a list of up to two (decision 254). */
    sort: z
      .union([orderSort, z.array(orderSort).min(1, orderSortChoices).max(2, orderSortChoices)], {
        error: orderSortChoices,
      })
      .optional(),
    limit: whole(1, 100).optional(),
    offset: whole(0, 100_000).optional(),
  })
  .strict();

export const loginParams = signInSchema;
export const registerParams = signUpSchema;
/** 001 §6 auth sync; sessionTtl is the spec's constant (a sign-in lasts the customer session's day). */
export const authSyncParams = z.object({
  accessToken: text().min(1).max(4096),
  tokenType: z.literal('Bearer'),
  provider: z.enum(SOCIAL_PROVIDERS),
  sessionTtl: z.literal(86_400).optional(),
});
export const customerResetPasswordParams = z.object({
  token: text().min(10).max(200),
  newPassword: signUpSchema.shape.password,
});
export const confirmEmailParams = z.object({ token: text().min(10).max(200) });
export const requestPasswordResetParams = z.object({ email: email() });
/** The profile rules of the customer module: one home for what a profile may hold. */
export const updateCustomerParams = profileSchema;
export const changePasswordParams = z.object({
  version: version(),
  currentPassword: password(),
  newPassword: signUpSchema.shape.password,
});
export const addAddressParams = z.object({
  version: version(),
  address: addressSchema,
  defaultShipping: z.boolean().optional(),
  defaultBilling: z.boolean().optional(),
  /** Only a shipping or only a billing address (the account pages); both when left out. */
  kind: z.enum(['shipping', 'billing']).optional(),
});
export const updateAddressParams = z.object({
  version: version(),
  addressId: text().min(1),
  address: addressSchema,
});
export const removeAddressParams = z.object({
  version: version(),
  addressId: text().min(1),
});
export const setDefaultAddressParams = removeAddressParams.extend({ kind: z.enum(['shipping', 'billing']) });

export const getInventoryParams = z.object({ skus: z.array(sku).min(1).max(100), cartId: id.optional() });
/** 001 §7: "nothing returned when no … group" — a missing, null or empty group is the empty result. */
export const getVolumeDiscountsParams = z.object({ discountGroup: text().max(100).nullish() });
