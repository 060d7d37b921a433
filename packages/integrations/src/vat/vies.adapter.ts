/**
 * EU VIES REST API: POST {base}/check-vat-number with { countryCode, vatNumber,
 * requesterMemberStateCode, requesterNumber }. A completed check answers { valid, requestDate,
 * requestIdentifier, name, address, … }; a failed one { actionSucceed: false, errorWrappers:
 * [{ error, message }] }. Both are mapped onto the spec's numeric codes
 * (docs/decisions/092-vat-id-check-port.md).
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
  errorWrappers?: { error?: unknown }[];
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
      if (typeof body?.valid === 'boolean') {
        return { code: body.valid ? 200 : 201, request: wire, response };
      }
      const error = body?.errorWrappers?.[0]?.error;
      if (typeof error === 'string') {
        return { code: VIES_ERROR_CODES[error] ?? error, request: wire, response };
      }
      throw new VatServiceError(`VIES answered ${response.status} without a result`, wire, response);
    },
  };
}
