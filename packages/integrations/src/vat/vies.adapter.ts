/**
 * EU VIES REST API: POST {base}/check-vat-number with { countryCode, vatNumber,
 * requesterMemberStateCode, requesterNumber }. A completed check answers { valid, requestDate,
 * requestIdentifier, name, address, … }; a failed one { actionSucceed: false, errorWrappers:
 * [{ error, message }] }, sometimes with `valid: false` beside it. Both are mapped onto the spec's
 * numeric codes, a named error before `valid` (docs/decisions/092-vat-id-check-port.md, 256).
 */
import {
  parseJson,
  sendWire,
  type VatServiceAnswer,
  VatServiceError,
  type VatServicePort,
  type WireRequest,
} from './vat-service.port.ts';

export const VIES_BASE_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/**
 * VIES error → code. A malformed number is the customer's invalid ID (201); everything about
 * availability or load is "could not validate" (205 for the member state, 999 for the rest).
 */
export const VIES_ERROR_CODES: Readonly<Record<string, number>> = {
  INVALID_INPUT: 201,
  VAT_BLOCKED: 201,
  MS_UNAVAILABLE: 205,
  MS_MAX_CONCURRENT_REQ: 205,
  TIMEOUT: 205,
  GLOBAL_MAX_CONCURRENT_REQ: 999,
  SERVICE_UNAVAILABLE: 999,
  IP_BLOCKED: 999,
  INVALID_REQUESTER_INFO: 999,
};

interface ViesAnswer {
  valid?: unknown;
  actionSucceed?: unknown;
  errorWrappers?: unknown;
  userError?: unknown;
}

/** `userError` values that name no error: the check ran and `valid` is its verdict. */
const USER_ERROR_NONE: ReadonlySet<unknown> = new Set(['', 'VALID', 'INVALID']);

/** The error VIES names, in `errorWrappers[0].error` or in `userError`; null when it names none. */
function errorOf(body: ViesAnswer): string | null {
  const wrapped = Array.isArray(body.errorWrappers)
    ? (body.errorWrappers[0] as { error?: unknown } | undefined)?.error
    : undefined;
  if (typeof wrapped === 'string') return wrapped;
  if (typeof body.userError === 'string' && !USER_ERROR_NONE.has(body.userError)) return body.userError;
  return null;
}

/** "ATU13585627" → AT / U13585627; Greece's prefix is EL in VIES as well. */
export function splitVatId(vatId: string): { countryCode: string; vatNumber: string } {
  return { countryCode: vatId.slice(0, 2), vatNumber: vatId.slice(2) };
}

export function createViesAdapter(options: { baseUrl?: string } = {}): VatServicePort {
  const base = (options.baseUrl ?? VIES_BASE_URL).replace(/\/+$/, '');
  return {
    name: 'vies',
    async check(request, signal): Promise<VatServiceAnswer> {
      const requester = request.requesterVatId ? splitVatId(request.requesterVatId) : null;
      const wire: WireRequest = {
        method: 'POST',
        url: `${base}/check-vat-number`,
        body: {
          ...splitVatId(request.vatId),
          ...(requester
            ? { requesterMemberStateCode: requester.countryCode, requesterNumber: requester.vatNumber }
            : {}),
        },
      };
      const response = await sendWire(wire, signal);
      const body = parseJson(response.body) as ViesAnswer | undefined;
      // An error decides before `valid` (decision 256): a member state's outage can come with
      // `valid: false` beside it, which is no verdict on the customer's number.
      const error = body ? errorOf(body) : null;
      if (error) return { code: VIES_ERROR_CODES[error] ?? error, request: wire, response };
      if (body?.actionSucceed === false) return { code: 999, request: wire, response };
      if (typeof body?.valid === 'boolean') {
        return { code: body.valid ? 200 : 201, request: wire, response };
      }
      throw new VatServiceError(`VIES answered ${response.status} without a result`, wire, response);
    },
  };
}
