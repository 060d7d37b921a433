/**
 * Customer-service request form ('submit a request', spec 001 §5): validation and prefills.
 * Returns the first failing rule per field; the UI turns rule + field into a message.
 */
import { PRODUCT_NUMBER_PATTERN } from '../product-codes.ts';
import {
  DEFAULT_INPUT_MIN_LENGTH,
  type FieldRule,
  hasMinLength,
  isFilled,
  isPositiveInteger,
  isValidEmail,
  isValidPhoneNumber,
} from './fields.ts';
import {
  extraFieldsOf,
  isRequestReason,
  type RequestExtraField,
  type RequestReason,
} from './request-reasons.ts';
import { VAT_ID_MIN_INPUT_LENGTH } from './vat-id.ts';

export interface RequestFormData {
  readonly reason?: string;
  readonly subreason?: string;
  readonly locale?: string;
  readonly description?: string;
  readonly contactName?: string;
  readonly company?: string;
  readonly email?: string;
  readonly subject?: string;
  readonly orderNumber?: string;
  readonly productNumber?: string;
  readonly invoiceNumber?: string;
  readonly vatId?: string;
  readonly quantity?: string | number;
  readonly phoneNumber?: string;
  readonly currentUrl?: string;
}

export type RequestFormField = keyof RequestFormData;
export type RequestFormErrors = Partial<Record<RequestFormField, FieldRule>>;

/** Description textarea height (rows). */
export const REQUEST_DESCRIPTION_ROWS = 4;

const EXTRA_FIELDS: readonly RequestExtraField[] = [
  'productNumber',
  'orderNumber',
  'invoiceNumber',
  'vatId',
  'quantity',
  'phoneNumber',
];

/** Required text with the form's default rules: required and min:3. */
function checkText(value: string | undefined): FieldRule | null {
  if (!isFilled(value)) return 'required';
  return hasMinLength(value ?? '', DEFAULT_INPUT_MIN_LENGTH) ? null : 'min';
}

function checkExtra(field: RequestExtraField, data: RequestFormData): FieldRule | null {
  const value = data[field];
  if (!isFilled(value)) return 'required';
  const text = String(value).trim();
  switch (field) {
    case 'productNumber':
      return PRODUCT_NUMBER_PATTERN.test(text) ? null : 'digits';
    case 'quantity':
      return isPositiveInteger(value) ? null : 'min';
    case 'phoneNumber':
      return isValidPhoneNumber(text) ? null : 'phoneNumber';
    case 'vatId':
      return text.length >= VAT_ID_MIN_INPUT_LENGTH ? null : 'min';
    case 'orderNumber':
    case 'invoiceNumber':
      return checkText(text);
  }
}

/**
 * Field errors of the form; an empty object means it may be sent. Extra fields are checked only
 * when the chosen topic shows them; company is optional.
 */
export function validateRequestForm(data: RequestFormData): RequestFormErrors {
  const errors: RequestFormErrors = {};
  const set = (field: RequestFormField, rule: FieldRule | null) => {
    if (rule) errors[field] = rule;
  };

  if (!isFilled(data.reason)) set('reason', 'required');
  else if (!isRequestReason(data.reason)) set('reason', 'oneOf');

  const extras = extraFieldsOf(data.reason ?? '', data.subreason ?? '');
  if (!isFilled(data.subreason)) set('subreason', 'required');
  else if (!extras) set('subreason', 'oneOf');

  set('contactName', checkText(data.contactName));
  set('email', !isFilled(data.email) ? 'required' : isValidEmail(data.email ?? '') ? null : 'email');
  set('subject', checkText(data.subject));
  set('description', checkText(data.description));
  for (const field of extras ?? []) set(field, checkExtra(field, data));
  return errors;
}

/** Choosing a reason resets the subreason (it decides the extra fields). */
export function selectRequestReason(data: RequestFormData, reason: string): RequestFormData {
  return { ...data, reason, subreason: undefined };
}

/** The data to send: extra fields the topic does not show (e.g. a stale VAT ID) are dropped. */
export function requestFormPayload(data: RequestFormData): RequestFormData {
  const shown = new Set(extraFieldsOf(data.reason ?? '', data.subreason ?? '') ?? []);
  const payload: Record<string, unknown> = { ...data };
  for (const field of EXTRA_FIELDS) if (!shown.has(field)) delete payload[field];
  return payload as RequestFormData;
}

export interface RequestFormPrefill {
  readonly data: RequestFormData;
  /** Fields the customer sees but cannot change. */
  readonly readOnlyFields: readonly RequestFormField[];
}

export type RequestPrefillKind = 'manual-request' | 'quote-request';

const PREFILL_TOPICS: Readonly<Record<RequestPrefillKind, { reason: RequestReason; subreason: string }>> = {
  'manual-request': { reason: 'product-claim', subreason: 'missing-language-manual' },
  'quote-request': { reason: 'sales', subreason: 'discount-request' },
};

/**
 * Opening the form from a product: a manual request asks for a missing-language manual; a quote
 * request is a discount request for quantity 1. The product number is fixed in both.
 */
export function prefillRequestForm(kind: RequestPrefillKind, productNumber: string): RequestFormPrefill {
  const data: RequestFormData = { ...PREFILL_TOPICS[kind], productNumber };
  return {
    data: kind === 'quote-request' ? { ...data, quantity: 1 } : data,
    readOnlyFields: ['productNumber'],
  };
}
