/**
 * /best-prices-guaranteed: the page's copy comes from the info-pages messages; its claim form posts
 * here and is filed as a customer-service case through the request-form path (shell.requestForm:
 * domain validation again, rate limit, case port, confirmation mail), docs/decisions/171.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import { checkLanguage } from '../account/forms.server.ts';
import { createTranslator, loadMessages } from '../i18n/index.ts';
import {
  type BestPriceClaim,
  type ClaimErrors,
  claimRequest,
  parsePrice,
  readClaim,
  validateClaim,
} from '../info/best-price-claim.ts';

export type ClaimAnswer =
  | { ok: true; caseNumber: string }
  | { ok: false; errors: ClaimErrors; formError: string | null; values: BestPriceClaim };

export function bestPricesLoader({ params, context }: LoaderFunctionArgs) {
  checkLanguage(params, context.shell);
  return { ok: true as const };
}

export async function bestPricesAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  const claim = readClaim(await request.formData());
  const fail = (status: number, errors: ClaimErrors, formError: string | null = null, headers = {}) =>
    data<ClaimAnswer>({ ok: false, errors, formError, values: claim }, { status, headers });
  const errors = validateClaim(claim);
  if (Object.keys(errors).length > 0) return fail(400, errors);
  if (!shell.requestForm) return fail(503, {}, 'request-form.failed');
  // The case is read by customer service in the shopper's language, like the request form's.
  const t = createTranslator(shell.locale, await loadMessages(shell.locale));
  const price = parsePrice(claim.competitorPrice) ?? 0;
  const description = [
    t('info-pages.best-prices.case-offer', { url: claim.competitorUrl }),
    t('info-pages.best-prices.case-price', { price: `${claim.competitorPrice} (${price})` }),
    claim.note,
  ]
    .filter(Boolean)
    .join('\n');
  const subject = t('info-pages.best-prices.case-subject', { productNumber: claim.productNumber });
  try {
    const outcome = await shell.requestForm.submit(
      claimRequest(claim, { subject, description }, request.url),
    );
    if (outcome.ok) return data<ClaimAnswer>({ ok: true, caseNumber: outcome.caseNumber });
    if ('rateLimited' in outcome)
      return fail(429, {}, 'account-security.too-many-requests', {
        'retry-after': String(outcome.retryAfterSeconds),
      });
    // The domain's checks run on the server again; a field it refuses is shown on that field.
    const refused: ClaimErrors = {};
    if (outcome.errors.contactName) refused.contactName = 'form.required';
    if (outcome.errors.email) refused.email = 'form.email';
    if (outcome.errors.productNumber) refused.productNumber = 'customer-service.product-number-rule';
    return fail(400, refused, Object.keys(refused).length > 0 ? null : 'request-form.failed');
  } catch (error) {
    console.error('best-price claim: case not filed', error);
    return fail(502, {}, 'request-form.failed');
  }
}
