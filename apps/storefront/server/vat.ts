/**
 * The VAT ID check of the checkout (000 §4 "VAT validation"): POST /api/vat-id/validate with
 * { country, vatId } in the request's store. Answers the domain's outcome, the code it was read
 * from, whether the service timed out, and the id of the stored proof (which the billing address
 * keeps with the result). Guarded like the JSON API (decisions 077, 078, 249): same origin, JSON
 * only, a bounded body; and only in stores with VAT validation on (001 §5 "VAT ID").
 */

import { type Database, type RateLimiter, schema } from '@toolyard/commerce';
import { createVatIdChecker, createVatService, type VatIdChecker } from '@toolyard/integrations';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { StorefrontVat } from '../app/shell/context.ts';
import type { Env } from './env.ts';
import { jsonErrors, rateLimited, readJson, refusal } from './json-endpoint.ts';

export const VAT_VALIDATE_PATH = '/api/vat-id/validate';

type VatEnv = Pick<
  Env,
  'VAT_SERVICE' | 'VAT_EVATR_PROTOCOL' | 'VAT_SERVICE_URL' | 'VAT_REQUESTER_ID' | 'VAT_TIMEOUT_MS'
>;

export function createVatChecker(env: VatEnv, db: Database): VatIdChecker {
  return createVatIdChecker({
    db,
    service: createVatService({
      service: env.VAT_SERVICE,
      evatrProtocol: env.VAT_EVATR_PROTOCOL,
      baseUrl: env.VAT_SERVICE_URL,
    }),
    requesterVatId: env.VAT_REQUESTER_ID ?? null,
    timeoutMs: env.VAT_TIMEOUT_MS,
  });
}

const validateBody = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code'),
  vatId: z.string().max(40, 'vatId is too long'),
});

const error = jsonErrors();

/** The store's switch (`stores.vat_validation_enabled`); an unknown store has it off. */
async function vatValidationEnabled(db: Database, storeKey: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: schema.stores.vatValidationEnabled })
    .from(schema.stores)
    .where(eq(schema.stores.key, storeKey));
  return row?.enabled ?? false;
}

/**
 * The endpoint's handler; `storeKeyOf` resolves the request's store from its Host header. Each
 * client address may start `vat-check-ip` checks per window (they cost an outside call).
 */
export function createVatValidateHandler(
  checker: VatIdChecker,
  options: { db: Database; storeKeyOf: (request: Request) => string; rateLimiter: RateLimiter },
) {
  return async function handle(request: Request, clientIp: string | null): Promise<Response> {
    if (request.method !== 'POST') return error(405, 'method-not-allowed', 'Use POST');
    const refused = refusal(request);
    if (refused) return refused;
    const storeKey = options.storeKeyOf(request);
    // Checked before the limit and the body: in such a store nothing is counted, called or stored.
    if (!(await vatValidationEnabled(options.db, storeKey))) {
      return error(404, 'vat-validation-off', 'VAT ID validation is not enabled for this store');
    }
    const limit = await options.rateLimiter.consume('vat-check-ip', `ip:${clientIp ?? 'unknown'}`);
    if (!limit.ok) return rateLimited(error, limit.retryAfterSeconds);
    const body = await readJson(request, error);
    if ('refused' in body) return body.refused;
    const parsed = validateBody.safeParse(body.json);
    if (!parsed.success) {
      return error(400, 'invalid-input', parsed.error.issues.map((issue) => issue.message).join('; '));
    }
    const result = await checker.check({ storeKey }, parsed.data);
    if (!result.ok) return error(400, 'vat-id-too-short', result.error.message);
    const { proofId, vatId, outcome, code, timedOut, checkedAt } = result.value;
    return Response.json({ data: { vatId, outcome, code, timedOut, proofId, checkedAt } });
  };
}

/**
 * The account pages' view of the checker (my profile, decision 175): one store's checks, no
 * per-address limit — the page is for signed-in customers only, and identical checks share a call.
 */
export function shellVatFor(checker: VatIdChecker, storeKey: string): StorefrontVat {
  return {
    async check(input) {
      const result = await checker.check({ storeKey }, input);
      if (!result.ok) return { ok: false, message: result.error.message };
      const { vatId, outcome, timedOut } = result.value;
      return { ok: true, vatId, outcome, timedOut };
    },
  };
}
