/**
 * Salesforce Web-to-Case (spec 001 §7 "Customer-service form"): the request as an
 * application/x-www-form-urlencoded POST to a configurable endpoint, with organisation id, return URL
 * and — outside production — debug mode. Salesforce answers a redirect page, never a case number, so
 * the case is first recorded in the local store, which gives the number, and the number travels
 * with the forward (docs/decisions/135). The row is the outbox too: a CRM that is down or slow costs
 * the shopper nothing, the case goes later (decision 261). Field names: WEB_TO_CASE_FIELDS.
 */
import {
  CASE_DELIVERY_POLICY,
  type CaseDeliveryCounts,
  type CaseDeliveryPolicy,
  type CaseOutbox,
  type CaseRequest,
  type CaseService,
  nextAttemptAt,
} from './case-service.port.ts';
import type { ClaimedCase, LocalCaseStore } from './local-case-store.ts';

type DeliveryResult = 'forwarded' | 'retrying' | 'gave-up';

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
  /** A forward from the outbox job gives up after this. */
  timeoutMs?: number;
  /** The forward tried while the shopper waits gives up sooner: the job tries again. */
  inlineTimeoutMs?: number;
  policy?: CaseDeliveryPolicy;
  log?: (line: string) => void;
  clock?: () => Date;
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

/** How a forward ended: accepted, or failed and worth trying again (or not: bad data). */
export type ForwardOutcome =
  | { ok: true; response: { status: number; body: string } }
  | { ok: false; retry: boolean; error: string; response: { status: number; body: string } | null };

/**
 * 2xx, or the 3xx redirect to retURL, is accepted. No answer, 5xx, 408 and 429 are the CRM's
 * trouble and pass; any other 4xx is about the request itself and will not pass on a second try.
 */
export function forwardOutcomeOf(status: number, body: string): ForwardOutcome {
  const response = { status, body: body.slice(0, 4000) };
  if (status >= 200 && status < 400) return { ok: true, response };
  const retry = status >= 500 || status === 408 || status === 429 || status === 0;
  return { ok: false, retry, error: `Web-to-Case answered ${status}`, response };
}

/** Posts one case; never throws (a network failure or timeout is a failure worth retrying). */
export async function forwardCase(
  url: string,
  form: URLSearchParams,
  timeoutMs: number,
): Promise<ForwardOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: form.toString(),
      // Salesforce answers with a redirect to retURL; following it would load our own page.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return forwardOutcomeOf(response.status, await response.text());
  } catch (error) {
    return {
      ok: false,
      retry: true,
      error: `Web-to-Case not reached: ${(error as Error).message}`,
      response: null,
    };
  }
}

/**
 * Web-to-Case with an outbox (decision 261): the case is stored as due in the shopper's request and
 * tried once there; whatever the CRM answers, the shopper has the case number. What did not pass is
 * forwarded again by `deliverDue` (the outbox job) with growing waits, until accepted or given up.
 * Throws without an endpoint (domain) or organisation id (spec 001 §8).
 */
export function createWebToCaseAdapter(options: WebToCaseOptions): CaseService & CaseOutbox {
  if (!options.url || !URL.canParse(options.url) || !new URL(options.url).hostname) {
    throw new Error('Web-to-Case needs the endpoint’s domain (CASE_SERVICE_URL)');
  }
  if (!options.orgId?.trim()) throw new Error('Web-to-Case needs the organisation id (CASE_ORG_ID)');
  const url = options.url;
  const { store } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const inlineTimeoutMs = Math.min(options.inlineTimeoutMs ?? 3_000, timeoutMs);
  const policy = options.policy ?? CASE_DELIVERY_POLICY;
  // Longer than any forward, so a claim never runs out while its post is still under way.
  const leaseMs = timeoutMs + 60_000;
  const log = options.log ?? (() => {});
  const clock = options.clock ?? (() => new Date());

  async function deliver(claimed: ClaimedCase, now: Date, timeout: number): Promise<DeliveryResult> {
    const outcome = await forwardCase(
      url,
      webToCaseForm(claimed.request, claimed.caseNumber, options),
      timeout,
    );
    if (outcome.ok) {
      await store.markForwarded(claimed.id, outcome.response);
      return 'forwarded';
    }
    const retryAt = outcome.retry ? nextAttemptAt(now, claimed.attempt, policy) : null;
    await store.markFailed(claimed.id, outcome, retryAt);
    if (retryAt) {
      log(
        `case ${claimed.caseNumber}: forward ${claimed.attempt} failed (${outcome.error}), next at ${retryAt.toISOString()}`,
      );
      return 'retrying';
    }
    const why = outcome.retry ? `${claimed.attempt} attempts` : 'refused';
    log(
      `error: case ${claimed.caseNumber} not forwarded to Web-to-Case, given up (${why}): ${outcome.error}`,
    );
    return 'gave-up';
  }

  return {
    name: 'web-to-case',
    async submitCase(request: CaseRequest) {
      const now = clock();
      const recorded = await store.record(request, 'web-to-case', { claim: { now, leaseMs } });
      // The case is kept: from here on nothing the CRM does can make the shopper send it twice.
      try {
        await deliver({ ...recorded, request, attempt: 1 }, now, inlineTimeoutMs);
      } catch (error) {
        log(`case ${recorded.caseNumber}: forward left to the outbox job: ${(error as Error).message}`);
      }
      return { caseNumber: recorded.caseNumber };
    },
    async deliverDue(now = clock(), limit = 25) {
      const counts: CaseDeliveryCounts = { forwarded: 0, retrying: 0, gaveUp: 0 };
      const claimed = await store.claimDue(now, limit, leaseMs);
      // One after the other: a CRM that just came back is not met with a burst.
      for (const due of claimed) {
        const result = await deliver(due, now, timeoutMs);
        if (result === 'forwarded') counts.forwarded++;
        else if (result === 'retrying') counts.retrying++;
        else counts.gaveUp++;
      }
      return counts;
    },
  };
}
