/**
 * Customer-service request form topics (spec 001 §5): reason → subreason → extra fields that are
 * shown and required. Keys are stable identifiers for translations and the case-management
 * system ("consulting.product-question"). The spec names only one of the three manual subreasons
 * ("missing-language-manual"); the other two keys are ours (docs/decisions/018-domain-request-form.md).
 */

export type RequestExtraField =
  | 'productNumber'
  | 'orderNumber'
  | 'invoiceNumber'
  | 'vatId'
  | 'quantity'
  | 'phoneNumber';

const NONE: readonly RequestExtraField[] = [];
const PRODUCT: readonly RequestExtraField[] = ['productNumber'];
const ORDER: readonly RequestExtraField[] = ['orderNumber'];
const INVOICE_AND_ORDER: readonly RequestExtraField[] = ['orderNumber', 'invoiceNumber'];
/** "All three": product, order and invoice number. */
const ALL_THREE: readonly RequestExtraField[] = ['productNumber', 'orderNumber', 'invoiceNumber'];

const each = (subreasons: readonly string[], fields: readonly RequestExtraField[]) =>
  Object.fromEntries(subreasons.map((subreason) => [subreason, fields]));

export const REQUEST_TOPICS = {
  consulting: each(
    [
      'product-question',
      'availability',
      'missing-data',
      'warranty-and-return',
      'delivery-info',
      'factory-seconds',
    ],
    PRODUCT,
  ),
  payments: {
    ...each(['methods', 'issues'], PRODUCT),
    ...each(['double-payment', 'proof', 'status'], ORDER),
    'iban-info': NONE,
  },
  sales: {
    'discount-request': ['productNumber', 'vatId', 'quantity', 'phoneNumber'],
    ...each(['proforma', 'spare-parts', 'discount-code-issue'], PRODUCT),
    'discount-code-missing': NONE,
  },
  order: {
    status: PRODUCT,
    ...each(['change-order', 'cancellation'], ALL_THREE),
  },
  shipment: {
    ...each(['status', 'tracking', 'no-progress', 'loss-report'], ALL_THREE),
    ...each(['change-delivery-date', 'info'], INVOICE_AND_ORDER),
  },
  invoice: {
    request: ORDER,
    ...each(['change-data', 'net-invoice'], INVOICE_AND_ORDER),
    issues: ALL_THREE,
  },
  'product-claim': {
    ...each(
      [
        'malfunction',
        'incomplete',
        'wrong-description',
        'transit-damage',
        'cosmetic',
        'appearance',
        'wrong-product',
        'repair-status',
        'performance',
      ],
      ALL_THREE,
    ),
    ...each(['missing-manual', 'missing-language-manual', 'unreadable-manual'], PRODUCT),
  },
  returns: each(['no-reason', 'portal-issue'], ALL_THREE),
  account: {
    ...each(['login', 'data-removal'], NONE),
    'order-page': ORDER,
  },
  'shop-issues': {
    'webpage-down': NONE,
    'order-issue': PRODUCT,
  },
  other: {
    ...each(['neutral-feedback', 'marketing', 'job-application', 'unsubscribe'], NONE),
    partnership: PRODUCT,
  },
} as const satisfies Record<string, Record<string, readonly RequestExtraField[]>>;

export type RequestReason = keyof typeof REQUEST_TOPICS;
export const REQUEST_REASONS = Object.keys(REQUEST_TOPICS) as RequestReason[];

export function isRequestReason(value: unknown): value is RequestReason {
  return typeof value === 'string' && Object.hasOwn(REQUEST_TOPICS, value);
}

/** Subreason keys of a reason, in display order ([] for an unknown reason). */
export function subreasonsOf(reason: string): string[] {
  return isRequestReason(reason) ? Object.keys(REQUEST_TOPICS[reason]) : [];
}

/**
 * Extra fields shown (and required) for a topic, or null when reason/subreason is not a valid
 * pair. Only sales.discount-request shows the VAT ID.
 */
export function extraFieldsOf(reason: string, subreason: string): readonly RequestExtraField[] | null {
  if (!isRequestReason(reason)) return null;
  const topics: Readonly<Record<string, readonly RequestExtraField[]>> = REQUEST_TOPICS[reason];
  return Object.hasOwn(topics, subreason) ? (topics[subreason] ?? null) : null;
}

/** Stable key of a topic, e.g. "consulting.product-question". */
export function requestTopicKey(reason: string, subreason: string): string {
  return `${reason}.${subreason}`;
}

/** All topic keys, for translation coverage checks. */
export function allRequestTopicKeys(): string[] {
  return REQUEST_REASONS.flatMap((reason) => subreasonsOf(reason).map((sub) => requestTopicKey(reason, sub)));
}
