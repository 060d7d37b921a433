/**
 * The customer-service request form on the server (spec 001 §5, docs/decisions/135): the domain
 * validates again (the browser's check is only a convenience), a valid request is rate-limited per
 * address (decision 082, `request-form-ip`), filed through the case-management port, and the
 * shopper gets the case number by mail in the page's language.
 */
import type { RateLimiter } from '@toolyard/commerce';
import {
  normalizeVatId,
  type RequestFormData,
  requestFormPayload,
  validateRequestForm,
} from '@toolyard/domain';
import { type CaseRequest, type CaseService, composeMail, type Mailer } from '@toolyard/integrations';
import type { StorefrontRequestForm } from '../app/shell/context.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';

export interface RequestFormDeps {
  cases: CaseService;
  rateLimiter: RateLimiter;
  mailer: Mailer | null;
  log: (line: string) => void;
}

/** A valid request as the case-management port takes it; fields the topic does not show are gone. */
export function caseRequestOf(
  data: RequestFormData,
  where: { store: ResolvedStore; locale: string; returnUrl: string },
): CaseRequest {
  const payload = requestFormPayload(data);
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    storeKey: where.store.storeKey,
    country: where.store.country,
    locale: where.locale,
    returnUrl: where.returnUrl,
    reason: payload.reason ?? '',
    subreason: payload.subreason ?? '',
    contactName: payload.contactName?.trim() ?? '',
    company: text(payload.company),
    email: payload.email?.trim() ?? '',
    subject: payload.subject?.trim() ?? '',
    description: payload.description?.trim() ?? '',
    productNumber: text(payload.productNumber),
    orderNumber: text(payload.orderNumber),
    invoiceNumber: text(payload.invoiceNumber),
    vatId: payload.vatId?.trim() ? normalizeVatId(where.store.country, payload.vatId) : undefined,
    quantity: payload.quantity === undefined ? undefined : Number(payload.quantity),
    phoneNumber: text(payload.phoneNumber),
    currentUrl: text(payload.currentUrl),
  };
}

export function requestFormFor(
  deps: RequestFormDeps,
  store: ResolvedStore,
  locale: string,
  origin: string,
  prefix: string,
  clientIp: string | null,
): StorefrontRequestForm {
  return {
    async submit(data) {
      const errors = validateRequestForm(data);
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      // Only requests that would file a case and send a mail count: typos never use up the limit.
      const limit = await deps.rateLimiter.consume('request-form-ip', `ip:${clientIp ?? 'unknown'}`);
      if (!limit.ok) return { ok: false, rateLimited: true, retryAfterSeconds: limit.retryAfterSeconds };
      const request = caseRequestOf(data, {
        store,
        locale,
        returnUrl: `${origin}${prefix}/customer-service/`,
      });
      const { caseNumber } = await deps.cases.submitCase(request);
      const mail = composeMail('request-confirmation', request.email, locale, {
        link: `${origin}${prefix}/`,
        values: { caseNumber },
      });
      if (deps.mailer) {
        // The case is filed: a mail that fails must not make the shopper send it again.
        await deps.mailer
          .send(mail)
          .catch((error: Error) =>
            deps.log(`error: request confirmation mail ${caseNumber}: ${error.message}`),
          );
      } else deps.log(`request form: case ${caseNumber} (${locale}), no mailer for the confirmation`);
      return { ok: true, caseNumber };
    },
  };
}
