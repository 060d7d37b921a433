/**
 * The VAT ID check the checkout calls (000 §4, 001 §5 "VAT ID"): the number is normalised by the
 * domain, checked by the configured service within a time limit, the answer mapped by the domain's
 * `vatCheckOutcome`, and request, answer and time stored as proof. Identical checks that run at the
 * same time share one call (and one proof row); a new number starts a new call.
 */
import { type Database, schema } from '@toolyard/commerce';
import {
  isValidVatIdFormat,
  meetsVatIdInputRule,
  normalizeVatId,
  VAT_CHECK_ERROR_OUTCOME,
  type VatCheckOutcome,
  vatCheckOutcome,
} from '@toolyard/domain';
import type { VatServiceName, VatServicePort, WireRequest, WireResponse } from './vat-service.port.ts';
import { VatServiceError } from './vat-service.port.ts';

export interface VatIdCheck {
  /** Id of the stored proof row. */
  proofId: string;
  /** The ID as checked, e.g. "EL094259216". */
  vatId: string;
  outcome: VatCheckOutcome;
  /** The code the outcome was read from; null when no answer came. */
  code: string | null;
  /** No answer within the time limit: 'VAT ID validation is taking too much time.' */
  timedOut: boolean;
  service: VatServiceName;
  checkedAt: Date;
}

export type VatIdCheckResult =
  | { ok: true; value: VatIdCheck }
  | { ok: false; error: { code: 'VatIdTooShort'; message: string } };

export interface VatIdCheckInput {
  /** Country of the billing address; decides the prefix and the cleaning rules. */
  country: string;
  /** As typed by the customer. */
  vatId: string;
}

export interface VatIdCheckerOptions {
  db: Database;
  service: VatServicePort;
  /** Our own VAT ID, sent as the requester. */
  requesterVatId: string | null;
  timeoutMs: number;
  clock?: () => Date;
}

export type VatIdChecker = ReturnType<typeof createVatIdChecker>;

/** A code the format rule gives without asking anyone: "does not match the country's format". */
const FORMAT_CODE = 209;

export function createVatIdChecker(options: VatIdCheckerOptions) {
  const clock = options.clock ?? (() => new Date());
  const inFlight = new Map<string, Promise<VatIdCheck>>();

  async function store(
    storeKey: string,
    vatId: string,
    requestedAt: Date,
    service: VatServiceName,
    fields: {
      request: WireRequest | { method: 'LOCAL'; rule: string };
      response: WireResponse | null;
      code: string | null;
      outcome: VatCheckOutcome;
      timedOut: boolean;
      error: string | null;
    },
  ): Promise<VatIdCheck> {
    const answeredAt = clock();
    const [row] = await options.db
      .insert(schema.vatIdChecks)
      .values({
        storeKey,
        vatId,
        requesterVatId: options.requesterVatId,
        service,
        ...fields,
        requestedAt,
        answeredAt,
      })
      .returning({ id: schema.vatIdChecks.id });
    if (!row) throw new Error('VAT ID check proof was not stored');
    return {
      proofId: row.id,
      vatId,
      outcome: fields.outcome,
      code: fields.code,
      timedOut: fields.timedOut,
      service,
      checkedAt: answeredAt,
    };
  }

  async function run(storeKey: string, country: string, vatId: string): Promise<VatIdCheck> {
    const requestedAt = clock();
    const service = options.service.nameFor?.(vatId) ?? options.service.name;
    if (!isValidVatIdFormat(country, vatId)) {
      return store(storeKey, vatId, requestedAt, service, {
        request: { method: 'LOCAL', rule: 'isValidVatIdFormat' },
        response: null,
        code: String(FORMAT_CODE),
        outcome: vatCheckOutcome(FORMAT_CODE),
        timedOut: false,
        error: null,
      });
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('VAT check timed out')), options.timeoutMs);
    try {
      const answer = await options.service.check(
        { vatId, requesterVatId: options.requesterVatId },
        controller.signal,
      );
      return await store(storeKey, vatId, requestedAt, service, {
        request: answer.request,
        response: answer.response,
        code: String(answer.code),
        outcome: vatCheckOutcome(answer.code),
        timedOut: false,
        error: null,
      });
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const known = error instanceof VatServiceError ? error : null;
      return store(storeKey, vatId, requestedAt, service, {
        request: known?.request ?? { method: 'POST', url: `${service}:check`, body: { vatId } },
        response: known?.response ?? null,
        code: null,
        // A thrown error means "could not validate" (001 §5).
        outcome: VAT_CHECK_ERROR_OUTCOME,
        timedOut,
        error: timedOut ? 'timeout' : error instanceof Error ? error.message : String(error),
      });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    serviceName: options.service.name,
    /** Checks a VAT ID typed by the customer; `ctx` is the request context (its store key). */
    async check(ctx: { storeKey: string }, input: VatIdCheckInput): Promise<VatIdCheckResult> {
      if (!meetsVatIdInputRule(input.vatId)) {
        return {
          ok: false,
          error: { code: 'VatIdTooShort', message: 'The VAT ID needs at least 2 characters.' },
        };
      }
      const vatId = normalizeVatId(input.country, input.vatId);
      const key = `${ctx.storeKey}|${vatId}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = run(ctx.storeKey, input.country, vatId).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { ok: true, value: await pending };
    },
  };
}
