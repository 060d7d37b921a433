/** zod schemas of the JSON API's params (body `[params, customQueryName?]`); OpenAPI is generated from them. */
import { z } from 'zod';
import { addressSchema, password, signInSchema, signUpSchema } from '../customers/customer.schema.ts';
import { email, text } from '../validation/text.ts';

const id = text().uuid();
export const cartRef = z.object({ id, version: z.number().int().positive() });
const sku = text().min(1).max(40);
const channel = z.object({ id: text().min(1).max(100), typeId: z.literal('channel').optional() });
const quantity = z.number().int().min(0).max(100_000);

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
export const paymentParams = cartRef;

export const getOrdersParams = z
  .object({
    id: id.optional(),
    orderNumber: text().max(40).optional(),
    limit: z.number().int().min(1).max(100).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .strict();

export const loginParams = signInSchema;
export const registerParams = signUpSchema;
export const customerResetPasswordParams = z.object({
  token: text().min(10).max(200),
  newPassword: signUpSchema.shape.password,
});
export const requestPasswordResetParams = z.object({ email: email() });
export const updateCustomerParams = z.object({
  version: z.number().int().positive(),
  email: email().optional(),
  vatId: text().max(30).nullable().optional(),
  firstName: text().max(100).optional(),
  lastName: text().max(100).optional(),
});
export const changePasswordParams = z.object({
  version: z.number().int().positive(),
  currentPassword: password(),
  newPassword: signUpSchema.shape.password,
});
export const addAddressParams = z.object({
  version: z.number().int().positive(),
  address: addressSchema,
  defaultShipping: z.boolean().optional(),
  defaultBilling: z.boolean().optional(),
});
export const updateAddressParams = z.object({
  version: z.number().int().positive(),
  addressId: text().min(1),
  address: addressSchema,
});
export const removeAddressParams = z.object({
  version: z.number().int().positive(),
  addressId: text().min(1),
});
export const setDefaultAddressParams = removeAddressParams.extend({ kind: z.enum(['shipping', 'billing']) });

export const getInventoryParams = z.object({ skus: z.array(sku).min(1).max(100), cartId: id.optional() });
export const getVolumeDiscountsParams = z.object({ discountGroup: text().min(1).max(100) });
