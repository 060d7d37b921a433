/**
 * The best-price claim of /best-prices-guaranteed (spec 000 §2.1, docs/decisions/171): what the
 * shopper posts, its checks, and how it becomes a customer-service request so it travels the
 * request-form path (domain validation, rate limit, case port, confirmation mail). The claim is
 * filed under the existing topic consulting.product-question (product number required), with a
 * subject that names the claim and a description carrying the competitor's offer.
 */
import { PRODUCT_NUMBER_PATTERN, type RequestFormData, validateRequestForm } from '@toolyard/domain';

export const CLAIM_FIELDS = [
  'productNumber',
  'competitorUrl',
  'competitorPrice',
  'contactName',
  'email',
  'note',
] as const;

export type ClaimField = (typeof CLAIM_FIELDS)[number];
export type BestPriceClaim = Record<ClaimField, string>;
/** Message key of each failed field (info-pages, form and customer-service namespaces). */
export type ClaimErrors = Partial<Record<ClaimField, string>>;

export const CLAIM_TOPIC = { reason: 'consulting', subreason: 'product-question' } as const;

export function readClaim(form: FormData): BestPriceClaim {
  const value = (name: ClaimField) => {
    const raw = form.get(name);
    return typeof raw === 'string' ? raw.trim() : '';
  };
  return Object.fromEntries(CLAIM_FIELDS.map((name) => [name, value(name)])) as BestPriceClaim;
}

/** "249,90", "1 249.90", "1.249,90" → 1249.9; null when it is not a positive amount. */
export function parsePrice(input: string): number | null {
  const compact = input.replace(/[\s\u00a0\u202f']/g, '').replace(/[^\d.,]/g, '');
  if (!/\d/.test(compact)) return null;
  const lastSeparator = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  const decimals = lastSeparator >= 0 ? compact.length - lastSeparator - 1 : 0;
  // A separator followed by exactly 3 digits is a thousands separator ("1.249"), otherwise decimal.
  const normalised =
    lastSeparator >= 0 && decimals !== 3
      ? `${compact.slice(0, lastSeparator).replace(/[.,]/g, '')}.${compact.slice(lastSeparator + 1)}`
      : compact.replace(/[.,]/g, '');
  const amount = Number(normalised);
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The claim as a request of the customer-service form (texts in the shopper's language). */
export function claimRequest(
  claim: BestPriceClaim,
  texts: { subject: string; description: string },
  currentUrl: string,
): RequestFormData {
  return {
    ...CLAIM_TOPIC,
    productNumber: claim.productNumber,
    contactName: claim.contactName,
    email: claim.email,
    subject: texts.subject,
    description: texts.description,
    currentUrl,
  };
}

/** Field errors of a claim: its own fields here, name and e-mail by the request form's rules. */
export function validateClaim(claim: BestPriceClaim): ClaimErrors {
  const errors: ClaimErrors = {};
  if (!claim.productNumber) errors.productNumber = 'form.required';
  else if (!PRODUCT_NUMBER_PATTERN.test(claim.productNumber))
    errors.productNumber = 'customer-service.product-number-rule';
  if (!claim.competitorUrl) errors.competitorUrl = 'form.required';
  else if (!isWebAddress(claim.competitorUrl)) errors.competitorUrl = 'info-pages.best-prices.url-rule';
  if (!claim.competitorPrice) errors.competitorPrice = 'form.required';
  else if (parsePrice(claim.competitorPrice) === null)
    errors.competitorPrice = 'info-pages.best-prices.price-rule';
  const request = validateRequestForm(claimRequest(claim, { subject: 'claim', description: 'claim' }, ''));
  if (request.contactName) errors.contactName = request.contactName === 'min' ? 'form.min' : 'form.required';
  if (request.email) errors.email = request.email === 'email' ? 'form.email' : 'form.required';
  return errors;
}
