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

/** The forward to the case-management system failed (network, timeout, non-2xx). */
export class CaseServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CaseServiceError';
  }
}
