/**
 * BZSt eVatR (German Federal Central Tax Office): confirms foreign EU VAT IDs for a German
 * requester. Two dialects (docs/decisions/092-vat-id-check-port.md):
 * - `rest` (default): POST {base}/abfrage with JSON { anfragendeUstid, angefragteUstid }, answer
 *   JSON with `status` "evatr-NNNN", mapped onto the spec's numeric codes below. BZSt switched the
 *   XML-RPC interface off on 2025-11-30, so this is the one that answers in production today.
 * - `xmlrpc`: the spec's protocol (001 §7 "VAT"): GET {base}/evatrRPC?UstId_1=own&UstId_2=customer
 *   (+ empty Firmenname, Ort, PLZ, Strasse); XML reply whose value after "ErrorCode" is the code,
 *   taken as is.
 */
import {
  parseJson,
  sendWire,
  type VatServiceAnswer,
  VatServiceError,
  type VatServicePort,
  type VatServiceRequest,
  type WireRequest,
} from './vat-service.port.ts';

export const EVATR_REST_BASE_URL = 'https://api.evatr.vies.bzst.de/app/v1';
export const EVATR_XMLRPC_BASE_URL = 'https://evatr.bff-online.de';
export type EvatrProtocol = 'rest' | 'xmlrpc';

/**
 * REST status → the numeric code of the XML-RPC interface with the same meaning. Faults on our
 * side (missing or wrong requester ID, bad call) become 999, "could not validate": the customer's
 * ID is not to blame for them.
 */
export const EVATR_STATUS_CODES: Readonly<Record<string, number>> = {
  'evatr-0000': 200, // valid
  'evatr-0003': 216, // valid; qualified fields missing, simple check done
  'evatr-2008': 218, // valid; qualified confirmation has a special case
  'evatr-2001': 201, // not assigned
  'evatr-2002': 203, // valid only from `gueltigAb`
  'evatr-2006': 204, // was valid from `gueltigAb` to `gueltigBis`
  'evatr-0005': 209, // wrong format
  'evatr-0012': 209, // does not fit the member state's scheme
  'evatr-2003': 212, // unknown country code
  'evatr-0008': 208, // too many requests in this session: try later
  'evatr-2007': 205, // the member state's data could not be processed
  'evatr-0001': 999,
  'evatr-0002': 999,
  'evatr-0004': 999,
  'evatr-0006': 999,
  'evatr-0007': 999,
  'evatr-2005': 999,
  'evatr-0011': 999,
  'evatr-0013': 999,
  'evatr-1001': 999,
  'evatr-1002': 999,
  'evatr-1003': 999,
  'evatr-1004': 999,
  'evatr-2004': 999,
  'evatr-2011': 999,
  'evatr-3011': 999,
};

/** The text of the XML-RPC value that follows the "ErrorCode" name, or null. */
export function errorCodeOfXmlRpc(xml: string): string | null {
  const match =
    /<string>\s*ErrorCode\s*<\/string>\s*<\/value>\s*<value>\s*(?:<string>([^<]*)<\/string>|([^<]*))/i.exec(
      xml,
    );
  if (!match) return null;
  return (match[1] ?? match[2] ?? '').trim();
}

export interface EvatrOptions {
  protocol: EvatrProtocol;
  baseUrl?: string;
}

export function createEvatrAdapter(options: EvatrOptions): VatServicePort {
  const base = (
    options.baseUrl ?? (options.protocol === 'rest' ? EVATR_REST_BASE_URL : EVATR_XMLRPC_BASE_URL)
  ).replace(/\/+$/, '');

  function wireFor(request: VatServiceRequest): WireRequest {
    const own = request.requesterVatId ?? '';
    if (options.protocol === 'rest') {
      return {
        method: 'POST',
        url: `${base}/abfrage`,
        body: { anfragendeUstid: own, angefragteUstid: request.vatId },
      };
    }
    const query = new URLSearchParams({
      UstId_1: own,
      UstId_2: request.vatId,
      Firmenname: '',
      Ort: '',
      PLZ: '',
      Strasse: '',
    });
    return { method: 'GET', url: `${base}/evatrRPC?${query}` };
  }

  return {
    name: 'evatr',
    async check(request, signal): Promise<VatServiceAnswer> {
      const wire = wireFor(request);
      const response = await sendWire(wire, signal);
      if (options.protocol === 'xmlrpc') {
        const code = errorCodeOfXmlRpc(response.body);
        if (code === null)
          throw new VatServiceError(`eVatR answered ${response.status} without ErrorCode`, wire, response);
        return { code, request: wire, response };
      }
      // Errors come with 4xx/5xx and the same JSON shape, so the body decides, not the HTTP status.
      const body = parseJson(response.body) as { status?: unknown } | undefined;
      const status = typeof body?.status === 'string' ? body.status : null;
      if (!status)
        throw new VatServiceError(`eVatR answered ${response.status} without status`, wire, response);
      return { code: EVATR_STATUS_CODES[status] ?? status, request: wire, response };
    },
  };
}
