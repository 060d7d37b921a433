/**
 * /checkout/addresses (000 §4, §5; docs/decisions/162): billing (new or saved), shipping (same as
 * billing, different, saved), private or company, the VAT ID check and the address validation
 * service; one updateCart call saves it all and the customer goes on to /checkout/payment.
 */
import {
  type CountryCode,
  checkoutClientType,
  customerTypeFieldValue,
  normalizeVatId,
  vatIdPlaceholder,
} from '@toolyard/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import type { AccountCustomerWithBook } from '../account/account-api.ts';
import {
  accountOf,
  echo,
  prefixOf,
  readFields,
  redirectWith,
  requireEmail,
} from '../account/forms.server.ts';
import { type AddressForm, type AddressInput, readAddressForm } from '../checkout/address-form.server.ts';
import {
  ADDRESS_VALIDATED_COOKIE,
  CHECKOUT_MESSAGES,
  type CheckoutAnswer,
  CLIENT_TYPE_COOKIE,
  SHIPPING_CHOICE_COOKIE,
  SHIPPING_CHOICES,
  type ShippingChoice,
  VAT_FIELD,
  type VatState,
} from '../checkout/address-form.ts';
import {
  type CheckoutCart,
  choiceCookie,
  cookieOf,
  guardCheckout,
  savedAddresses,
  sessionCookie,
  updateCart,
} from '../checkout/checkout.server.ts';
import type { AddressCheckResult, StorefrontCheckout } from '../checkout/checkout-port.ts';
import { checkVat, vatStateOf } from '../checkout/vat.server.ts';

const NO_CHECKOUT: StorefrontCheckout = {
  settings: async () => ({
    vatValidation: false,
    taxRateChange: false,
    addressValidation: false,
    addressAutocomplete: false,
  }),
  validateVatId: async () => ({ ok: false, reason: 'technical' }),
  validateAddress: async () => ({ status: 'unavailable', reason: 'off' }),
};

export async function checkoutAddressesLoader({ request, params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  const { cart, customer } = await guardCheckout(shell, params);
  const checkout = shell.checkout ?? NO_CHECKOUT;
  const settings = await checkout.settings();
  const country = shell.store.country;
  const billingCustom = (cart.billingAddress.custom ?? {}) as Record<string, unknown>;
  const cookieChoice = cookieOf(request, SHIPPING_CHOICE_COOKIE);
  const saved = savedAddresses(customer);
  const shippingChoice: ShippingChoice = (SHIPPING_CHOICES as readonly string[]).includes(cookieChoice ?? '')
    ? (cookieChoice as ShippingChoice)
    : 'SAME_AS_BILLING';
  return {
    cartId: cart.id,
    country,
    settings,
    email: cart.customerEmail ?? customer?.email ?? '',
    signedIn: shell.customerId !== null,
    clientType: checkoutClientType(
      billingCustom.clientType ?? cookieOf(request, CLIENT_TYPE_COOKIE),
      country,
    ),
    // Saved addresses are offered only to signed-in customers; without any, SAVED_ADDRESS means new.
    shippingChoice:
      shippingChoice === 'SAVED_ADDRESS' && saved.length === 0 ? 'DIFFERENT_FROM_BILLING' : shippingChoice,
    billing: cart.billingAddress,
    shipping: cart.shippingAddress,
    saved,
    // A signed-in customer whose cart has no billing street yet starts on the default billing address.
    billingSource:
      customer?.defaultBillingAddressId && !cart.billingAddress.streetName
        ? customer.defaultBillingAddressId
        : 'new',
    defaultShippingId: customer?.defaultShippingAddressId ?? null,
    vatPlaceholder: vatIdPlaceholder(country as CountryCode),
    vat: vatStateOf(cart, settings.taxRateChange),
    summary: summaryOf(cart),
  };
}

export function summaryOf(cart: CheckoutCart) {
  return {
    total: cart.totalPrice,
    net: cart.taxedPrice.totalNet,
    tax: cart.taxedPrice.totalTax,
    netPrices: cart.custom.fields.netPrices === true,
  };
}

function answer(
  fields: Record<string, string>,
  part: Partial<CheckoutAnswer>,
  status = 400,
  headers?: HeadersInit,
) {
  return data<CheckoutAnswer>(
    {
      fieldErrors: {},
      notifications: [],
      values: echo(fields),
      vat: null,
      addressCheck: null,
      intent: 'submit',
      ...part,
    },
    { status, headers },
  );
}

/** The address lines the validation service reads (001 §7: city, street name, postal code). */
function linesOf(address: AddressInput) {
  return {
    regionCode: address.country,
    addressLines: [`${address.streetName ?? ''} ${address.streetNumber ?? ''}`.trim()],
    postalCode: address.postalCode,
    locality: address.city,
  };
}

export async function checkoutAddressesAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  const guarded = await guardCheckout(shell, params);
  const { customer } = guarded;
  let cart = guarded.cart;
  const checkout = shell.checkout ?? NO_CHECKOUT;
  const settings = await checkout.settings();
  const fields = await readFields(request);
  const country = shell.store.country;

  // "Validate my VAT ID" and the check on blur: the result goes on the cart's billing address.
  if (fields.intent === 'vat') {
    const vat = await checkVat(shell, checkout, cart, settings, fields);
    return answer(fields, { intent: 'vat', vat: vat.state }, vat.state.problem === 'too-short' ? 400 : 200);
  }

  const { form, fieldErrors, notifications } = readAddressForm(fields, {
    country,
    saved: savedAddresses(customer),
  });
  // A guest who came here without the login step gives the e-mail here (payment needs it, 000 §4).
  const email = cart.customerEmail ?? customer?.email ?? fields.guestEmail ?? null;
  if (!cart.customerEmail && !customer) {
    const errors: Record<string, string> = {};
    requireEmail(fields, errors, 'guestEmail');
    if (errors.guestEmail) {
      fieldErrors.guestEmail = errors.guestEmail;
      notifications.unshift({ key: CHECKOUT_MESSAGES.billingError });
    }
  }
  const cookies = [
    choiceCookie(SHIPPING_CHOICE_COOKIE, form.shippingChoice),
    choiceCookie(CLIENT_TYPE_COOKIE, form.clientType),
  ];

  // The VAT ID: a number not checked yet is checked now; a result other than valid is shown once,
  // the next submit goes on with GROSS prices ('Please correct it or continue anyway.').
  let billingCustom: Record<string, unknown> = { clientType: customerTypeFieldValue(form.clientType) };
  let vatState: VatState | null = null;
  // A number the form already refused is neither checked nor stored.
  if (form.clientType === 'COMPANY' && form.vatInput && !fieldErrors[VAT_FIELD]) {
    const stored = (cart.billingAddress.custom ?? {}) as Record<string, unknown>;
    const vatId = normalizeVatId(country, form.vatInput);
    if (settings.vatValidation && stored.vatNumber !== vatId) {
      const vat = await checkVat(shell, checkout, cart, settings, fields);
      vatState = vat.state;
      cart = vat.cart;
      if (vat.custom) billingCustom = { ...billingCustom, ...vat.custom };
      if (vat.state.outcome !== 'valid') notifications.push({ key: CHECKOUT_MESSAGES.billingVatError });
    } else if (stored.vatNumber === vatId) {
      billingCustom = { ...stored, ...billingCustom };
    } else {
      billingCustom = { ...billingCustom, vatNumber: vatId, vatValidated: false };
    }
  }
  if (notifications.length > 0) {
    return answer(
      fields,
      { fieldErrors, notifications, vat: vatState },
      400,
      cookies.map((c) => ['set-cookie', c]),
    );
  }

  // Address validation where enabled: once per session (000 §4). A flagged address is shown with
  // the service's suggestion; submitting again keeps the address as typed.
  if (settings.addressValidation && !cookieOf(request, ADDRESS_VALIDATED_COOKIE)) {
    cookies.push(sessionCookie(ADDRESS_VALIDATED_COOKIE, '1'));
    const differs = form.shippingChoice !== 'SAME_AS_BILLING';
    const checks: AddressCheckResult[] = await Promise.all([
      checkout.validateAddress(linesOf(form.billing)),
      ...(differs ? [checkout.validateAddress(linesOf(form.shipping))] : []),
    ]);
    const flagged = checks.find(
      (check): check is Extract<AddressCheckResult, { status: 'flagged' }> => check.status === 'flagged',
    );
    if (flagged) {
      return answer(
        fields,
        {
          addressCheck: { flags: flagged.flags, formattedAddress: flagged.formattedAddress },
          notifications: flagged.flags.map((flag: 'verdict' | 'address') => ({
            key: CHECKOUT_MESSAGES[flag],
          })),
        },
        422,
        cookies.map((c) => ['set-cookie', c]),
      );
    }
  }

  // One updateCart: the e-mail of a signed-in customer when the cart has none, then both addresses.
  const { custom: _shippingCustom, ...shippingWithoutCustom } = form.shipping as AddressInput & {
    custom?: unknown;
  };
  const result = await updateCart(shell, cart, [
    ...(email && email !== cart.customerEmail ? [{ action: 'setCustomerEmail' as const, email }] : []),
    {
      action: 'setBillingAddress',
      address: { ...form.billing, ...(email ? { email } : {}), custom: billingCustom },
    },
    { action: 'setShippingAddress', address: shippingWithoutCustom },
  ]);
  if (result.error) {
    const field = result.error.field ?? '';
    const shippingFailed = /shipping/i.test(result.error.message);
    return answer(
      fields,
      {
        fieldErrors: field
          ? { [`${shippingFailed ? 'shipping' : 'billing'}-${field}`]: 'form.not-correct' }
          : {},
        notifications: [
          { key: shippingFailed ? CHECKOUT_MESSAGES.shippingError : CHECKOUT_MESSAGES.billingError },
        ],
      },
      result.status === 409 ? 409 : 400,
      cookies.map((c) => ['set-cookie', c]),
    );
  }
  if (customer && fields.saveAddress === 'on') await saveToAddressBook(shell, customer, fields, form);
  return redirectWith(`${prefixOf(shell)}/checkout/payment`, [...result.setCookies, ...cookies]);
}

/**
 * "Save this address to my account" (000 §6: saving is optional by checkbox): the typed billing
 * address and, when different, the typed shipping address go into the address book. The cart is
 * already saved: a refusal here does not stop the checkout.
 */
async function saveToAddressBook(
  shell: Parameters<typeof accountOf>[0],
  customer: AccountCustomerWithBook,
  fields: Record<string, string>,
  form: AddressForm,
) {
  const entries: { kind: 'billing' | 'shipping'; address: AddressInput }[] = [];
  if (!fields.billingSource || fields.billingSource === 'new')
    entries.push({ kind: 'billing', address: form.billing });
  if (form.shippingChoice === 'DIFFERENT_FROM_BILLING')
    entries.push({ kind: 'shipping', address: form.shipping });
  let version = customer.version;
  for (const entry of entries) {
    const {
      email: _email,
      custom: _custom,
      ...address
    } = entry.address as AddressInput & { custom?: unknown };
    const saved = await accountOf(shell).call<{ customer: { version: number } }>('addAddress', {
      version,
      kind: entry.kind,
      address,
    });
    if (!saved.data) return;
    version = saved.data.customer.version;
  }
}
