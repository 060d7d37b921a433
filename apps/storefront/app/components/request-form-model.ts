/**
 * The request form's fields and messages, shared by the browser form and the server action: the
 * rules themselves live in the domain (validateRequestForm, one rule one home); this file only
 * names fields, reads posts and turns a rule into a message key.
 */
import {
  DEFAULT_INPUT_MIN_LENGTH,
  type FieldRule,
  type RequestExtraField,
  type RequestFormData,
  type RequestFormField,
  type RequestPrefillKind,
  VAT_ID_MIN_INPUT_LENGTH,
} from '@toolyard/domain';

/** Field order on screen: the first invalid one in this order gets the focus. */
export const REQUEST_FIELD_ORDER: readonly RequestFormField[] = [
  'reason',
  'subreason',
  'productNumber',
  'orderNumber',
  'invoiceNumber',
  'quantity',
  'vatId',
  'contactName',
  'company',
  'email',
  'phoneNumber',
  'subject',
  'description',
];

const POSTED_FIELDS: readonly RequestFormField[] = [...REQUEST_FIELD_ORDER, 'currentUrl'];

/** The form post as domain data (strings only; unknown names are ignored). */
export function readRequestForm(form: FormData | URLSearchParams): RequestFormData {
  const data: Record<string, string> = {};
  for (const field of POSTED_FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') data[field] = value;
  }
  return data as RequestFormData;
}

/** Messages about the whole form the action answers; listed here so the browser has them. */
export const REQUEST_FORM_MESSAGES = {
  failed: 'request-form.failed',
  tooManyRequests: 'account-security.too-many-requests',
} as const;

/** Labels of the extra fields (customer-service namespace). */
export const EXTRA_FIELD_LABELS: Readonly<Record<RequestExtraField, string>> = {
  productNumber: 'customer-service.product-number',
  orderNumber: 'customer-service.order-number',
  invoiceNumber: 'customer-service.invoice-number',
  vatId: 'customer-service.vat-id',
  quantity: 'customer-service.quantity',
  phoneNumber: 'customer-service.phone',
};

/** The form's selects: they have no messages of their own. */
const SELECTS: ReadonlySet<RequestFormField> = new Set(['reason', 'subreason']);

export interface FieldMessage {
  key: string;
  values?: Record<string, number>;
}

/**
 * A failed rule as a message; the selects (reason, subreason) and anything without a message of
 * its own get the spec's fallback 'This field is not correct.' (form.not-correct).
 */
export function requestErrorMessage(field: RequestFormField, rule: FieldRule): FieldMessage {
  if (SELECTS.has(field)) return { key: 'form.not-correct' };
  if (rule === 'required') return { key: 'form.required' };
  if (rule === 'email') return { key: 'form.email' };
  if (rule === 'phoneNumber') return { key: 'form.phone' };
  if (rule === 'digits') return { key: 'customer-service.product-number-rule' };
  if (rule === 'min' && field === 'vatId')
    return { key: 'form.min', values: { min: VAT_ID_MIN_INPUT_LENGTH } };
  if (rule === 'min' && field !== 'quantity')
    return { key: 'form.min', values: { min: DEFAULT_INPUT_MIN_LENGTH } };
  return { key: 'form.not-correct' };
}

/** `?contact-form=manual|quote&product=…` (and the no-JS page's `prefill`) → the domain's prefill kind. */
export function prefillKindOf(value: string | null): RequestPrefillKind | null {
  if (value === 'manual' || value === 'manual-request') return 'manual-request';
  if (value === 'quote' || value === 'quote-request') return 'quote-request';
  return null;
}
