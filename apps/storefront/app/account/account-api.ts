/**
 * The account pages' door to the engine: the storefront JSON API's customer methods, called in
 * process with the visitor's own cookie (docs/decisions/100-account-pages.md). Pages and API thus
 * share one session cookie, one set of rate limits and one password rule.
 */

/** The API's error body (docs/decisions/035, 082, 083). */
export interface AccountApiError {
  code: string;
  message: string;
  field?: string;
  /** Storefront message key, e.g. account-security.password-too-short. */
  messageKey?: string;
  retryAfter?: number;
  /** invalid_address: every failing field with its rule (required, postal-code, street-number, phone). */
  problems?: { field: string; rule: string }[];
}

export interface AccountAnswer<T> {
  status: number;
  data: T | null;
  error: AccountApiError | null;
  /** Set-Cookie lines to pass on to the browser (a rotated or cleared session). */
  setCookies: string[];
}

export type AccountMethod =
  | 'login'
  | 'register'
  | 'logout'
  | 'loadCustomer'
  | 'updateCustomer'
  | 'changePassword'
  | 'requestPasswordReset'
  | 'customerResetPassword'
  /** The registration mail's confirmation link (decision 177), and sending it again (decision 253). */
  | 'confirmEmail'
  | 'requestEmailConfirmation'
  | 'addAddress'
  | 'updateAddress'
  | 'removeAddress'
  | 'setDefaultAddress'
  | 'getOrders'
  /** My reviews (decision 176). */
  | 'getMyReviews'
  | 'getOrder'
  | 'reorder'
  | 'findOrder'
  | 'getUrlWithToken'
  | 'getOrdersByToken'
  /** The withdrawal function (decision 265). */
  | 'getWithdrawalOptions'
  | 'withdrawOrder'
  | 'getWithdrawalReceipt'
  /** Google/Facebook sign-in (spec 001 §6, decision 145). */
  | 'authSync'
  /** The customer's own data (GDPR, decision 146). */
  | 'requestCustomerData'
  | 'exportCustomerData'
  | 'deleteCustomer'
  /** The product page's review form (spec 001 §7 add-review). */
  | 'add-review'
  /** The checkout steps (decision 160): the active cart with the customer, and one-step cart updates. */
  | 'getMe'
  | 'updateCart';

export interface AccountApi {
  call<T = unknown>(method: AccountMethod, params: unknown): Promise<AccountAnswer<T>>;
}

/** The fields of the API's customer the account pages show. */
export interface AccountCustomer {
  id: string;
  version: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  vatId: string | null;
  /** The e-mail has been proven (the mailed link, or a provider that vouched for it; decision 177). */
  isEmailVerified: boolean;
  custom: { fields: { customerType: string } };
}

/** An address-book entry as the API answers it (spec 000 §3 "Address"). */
export interface AccountAddress {
  id: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  streetName?: string;
  streetNumber?: string;
  additionalStreetInfo?: string;
  postalCode?: string;
  city?: string;
  country: string;
  phone?: string;
}

/** The customer with the address book. */
export interface AccountCustomerWithBook extends AccountCustomer {
  addresses: AccountAddress[];
  shippingAddressIds: string[];
  billingAddressIds: string[];
  defaultShippingAddressId: string | null;
  defaultBillingAddressId: string | null;
}
