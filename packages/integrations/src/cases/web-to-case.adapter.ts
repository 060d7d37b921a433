/**
 * Salesforce Web-to-Case (spec 001 §7 "Customer-service form"): the request as an
 * application/x-www-form-urlencoded POST to a configurable endpoint, with organisation id, return URL
 * and — outside production — debug mode. Salesforce answers a redirect page, never a case number, so
 * the case is first recorded in the local store, which gives the number, and the number travels
 * with the forward (docs/decisions/135). Field names: WEB_TO_CASE_FIELDS.
 */
import { type CaseRequest, type CaseService, CaseServiceError } from './case-service.port.ts';
import type { LocalCaseStore } from './local-case-store.ts';

/**
 * The spec's generic names → Web-to-Case field names. Standard Case fields keep Salesforce's names;
 * the rest are custom fields (…__c) an org creates with these API names.
 */
export const WEB_TO_CASE_FIELDS = {
  orgId: 'orgid',
  returnUrl: 'retURL',
  debug: 'debug',
  debugEmail: 'debugEmail',
  recordType: 'recordType',
  reason: 'reason',
  subreason: 'Subreason__c',
  contactName: 'name',
  company: 'company',
  vatId: 'VAT_ID__c',
  email: 'email',
  phoneNumber: 'phone',
  subject: 'subject',
  description: 'description',
  productNumber: 'Product_Number__c',
  quantity: 'Quantity__c',
  orderNumber: 'Order_Number__c',
  invoiceNumber: 'Invoice_Number__c',
  country: 'Country__c',
  locale: 'Locale__c',
  caseNumber: 'External_Case_Number__c',
} as const;

export interface WebToCaseOptions {
  /** The Web-to-Case endpoint (CASE_SERVICE_URL), e.g. https://webto.salesforce.com/servlet/servlet.WebToCase?encoding=UTF-8 */
  url?: string | undefined;
  /** CASE_ORG_ID. */
  orgId?: string | undefined;
  /** Outside production: Salesforce answers a debug page (and mails debugEmail) instead of redirecting. */
  debug: boolean;
  debugEmail?: string | undefined;
  recordType?: string | undefined;
  store: LocalCaseStore;
  timeoutMs?: number;
}

/** The form body exactly as posted; empty optional fields are left out. */
export function webToCaseForm(
  request: CaseRequest,
  caseNumber: string,
  options: Pick<WebToCaseOptions, 'orgId' | 'debug' | 'debugEmail' | 'recordType'>,
): URLSearchParams {
  const form = new URLSearchParams();
  const put = (field: keyof typeof WEB_TO_CASE_FIELDS, value: string | number | undefined) => {
    if (value !== undefined && String(value).trim() !== '')
      form.set(WEB_TO_CASE_FIELDS[field], String(value));
  };
  put('orgId', options.orgId);
  put('returnUrl', request.returnUrl);
  if (options.debug) {
    put('debug', 1);
    put('debugEmail', options.debugEmail);
  }
  put('recordType', options.recordType);
  put('reason', request.reason);
  put('subreason', request.subreason);
  put('contactName', request.contactName);
  put('company', request.company);
  put('vatId', request.vatId);
  put('email', request.email);
  put('phoneNumber', request.phoneNumber);
  put('subject', request.subject);
  put('description', request.description);
  put('productNumber', request.productNumber);
  put('quantity', request.quantity);
  put('orderNumber', request.orderNumber);
  put('invoiceNumber', request.invoiceNumber);
  put('country', request.country);
  put('locale', request.locale);
  put('caseNumber', caseNumber);
  return form;
}

/** Throws without an endpoint (domain) or organisation id (spec 001 §8). */
export function createWebToCaseAdapter(options: WebToCaseOptions): CaseService {
  if (!options.url || !URL.canParse(options.url) || !new URL(options.url).hostname) {
    throw new Error('Web-to-Case needs the endpoint’s domain (CASE_SERVICE_URL)');
  }
  if (!options.orgId?.trim()) throw new Error('Web-to-Case needs the organisation id (CASE_ORG_ID)');
  const url = options.url;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'web-to-case',
    async submitCase(request: CaseRequest) {
      const recorded = await options.store.record(request, 'web-to-case');
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          body: webToCaseForm(request, recorded.caseNumber, options).toString(),
          // Salesforce answers with a redirect to retURL; following it would load our own page.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new CaseServiceError(`Web-to-Case not reached: ${(error as Error).message}`);
      }
      const body = await response.text();
      // 2xx, or the 3xx redirect to retURL, means accepted.
      if (response.status >= 400 || response.status === 0) {
        throw new CaseServiceError(`Web-to-Case answered ${response.status}`, response.status);
      }
      await options.store.markForwarded(recorded.id, { status: response.status, body: body.slice(0, 4000) });
      return { caseNumber: recorded.caseNumber };
    },
  };
}
