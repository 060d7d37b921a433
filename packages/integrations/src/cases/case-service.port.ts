/**
 * Case management for the customer-service request form (spec 001 §5, §7): one call that files a
 * validated request and answers the case number the shopper is mailed (docs/decisions/135).
 */

/** A request as validated by the domain (`validateRequestForm`), extra fields already trimmed to the topic. */
export interface CaseRequest {
  storeKey: string;
  /** Store country (ISO code), sent as `country`. */
  country: string;
  /** Page locale, e.g. "de-AT": the confirmation mail's language, sent as `locale`. */
  locale: string;
  /** Where Web-to-Case sends a browser after a plain form post (retURL): the shop's form page. */
  returnUrl: string;
  reason: string;
  subreason: string;
  contactName: string;
  company?: string | undefined;
  email: string;
  subject: string;
  description: string;
  productNumber?: string | undefined;
  orderNumber?: string | undefined;
  invoiceNumber?: string | undefined;
  vatId?: string | undefined;
  quantity?: number | undefined;
  phoneNumber?: string | undefined;
  currentUrl?: string | undefined;
}

export interface FiledCase {
  /** The number the shopper quotes, e.g. "TY-00000042". */
  caseNumber: string;
}

export type CaseServiceName = 'local' | 'web-to-case';

export interface CaseService {
  readonly name: CaseServiceName;
  submitCase(request: CaseRequest): Promise<FiledCase>;
}

/** What one run of the outbox forwarded, left for later, and gave up. */
export interface CaseDeliveryCounts {
  forwarded: number;
  retrying: number;
  gaveUp: number;
}

/** A case service that forwards to another system keeps an outbox (decision 261). */
export interface CaseOutbox {
  /** Forwards up to `limit` cases due at `now`, each once. */
  deliverDue(now?: Date, limit?: number): Promise<CaseDeliveryCounts>;
}

export interface CaseDeliveryPolicy {
  /** Forwards in all, the one in the shopper's request included; then the case is given up. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each further one … */
  firstRetryMs: number;
  /** … up to this. */
  maxRetryMs: number;
}

/** 1, 2, 4 … 128 min, then 4 h: ten forwards span about eight and a half hours of outage. */
export const CASE_DELIVERY_POLICY: CaseDeliveryPolicy = {
  maxAttempts: 10,
  firstRetryMs: 60_000,
  maxRetryMs: 4 * 60 * 60_000,
};

/** When forward `attempt` + 1 is due after forward `attempt` failed at `now`; null: no more. */
export function nextAttemptAt(now: Date, attempt: number, policy: CaseDeliveryPolicy): Date | null {
  if (attempt >= policy.maxAttempts) return null;
  const wait = Math.min(policy.firstRetryMs * 2 ** Math.max(0, attempt - 1), policy.maxRetryMs);
  return new Date(now.getTime() + wait);
}
