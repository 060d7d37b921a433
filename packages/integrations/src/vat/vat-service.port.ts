/**
 * The outside VAT ID service behind one port. An adapter sends one request and reports the
 * service's code mapped onto the spec's numeric codes (001 §5: 200, 216, 218, 219, 223 valid; 205,
 * 208, 999 could not validate; others not valid). The meaning of a code is the domain's
 * `vatCheckOutcome`; adapters only translate their vendor's vocabulary into those numbers.
 */

export const VAT_SERVICES = ['simulator', 'evatr', 'vies'] as const;
export type VatServiceName = (typeof VAT_SERVICES)[number];

export interface VatServiceRequest {
  /** The customer's ID, normalised by the domain (`normalizeVatId`), prefix included. */
  vatId: string;
  /** Our own VAT ID (eVatR requires a German one; VIES records it as the requester). */
  requesterVatId: string | null;
}

/** What went over the wire, kept as proof. */
export interface WireRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

export interface WireResponse {
  status: number;
  body: string;
}

export interface VatServiceAnswer {
  /** The spec's numeric code, or the vendor's raw code when it has no mapping (→ unverifiable). */
  code: number | string;
  request: WireRequest;
  response: WireResponse;
}

/** Thrown (or rejected) when no usable answer came; `request`/`response` are kept as proof. */
export class VatServiceError extends Error {
  constructor(
    message: string,
    readonly request: WireRequest,
    readonly response: WireResponse | null = null,
  ) {
    super(message);
    this.name = 'VatServiceError';
  }
}

export interface VatServicePort {
  readonly name: VatServiceName;
  /**
   * The service that answers for this ID, when it is not always `name` (a port that routes by
   * country, decision 256); the proof records it.
   */
  nameFor?(vatId: string): VatServiceName;
  /** Must stop (reject) when `signal` aborts: the caller's timeout is the spec's "taking too much time". */
  check(request: VatServiceRequest, signal: AbortSignal): Promise<VatServiceAnswer>;
}

/** fetch with the caller's abort signal; the body is read as text so it can be stored verbatim. */
export async function sendWire(wire: WireRequest, signal: AbortSignal): Promise<WireResponse> {
  const response = await fetch(wire.url, {
    method: wire.method,
    signal,
    headers:
      wire.body === undefined
        ? { accept: 'application/json, text/xml' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: wire.body === undefined ? undefined : JSON.stringify(wire.body),
  });
  return { status: response.status, body: await response.text() };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
