/**
 * The VAT service of development and tests: answers by the ID's real check digits (jsvat), with
 * the eVatR codes a real check gives: 200 valid, 210 check digits wrong, 209 wrong format. Two
 * families of test numbers are reserved, in every country: an ID whose digits are all 9 never
 * answers (the caller's timeout fires), one whose digits are all 8 answers 205 (the member state
 * cannot answer now). docs/decisions/092-vat-id-check-port.md
 */
import { checkVAT, countries } from 'jsvat';
import type { VatServiceAnswer, VatServicePort, VatServiceRequest, WireRequest } from './vat-service.port.ts';

/** Deterministic numbers for tests and demos (German format; any country works the same way). */
export const SIMULATOR_VAT_IDS = {
  valid: 'DE136695976',
  /** Right format, wrong check digit. */
  invalid: 'DE136695977',
  timeout: 'DE999999999',
  unavailable: 'DE888888888',
} as const;

function digitsOf(vatId: string): string {
  return vatId.replace(/\D/g, '');
}

function waitForAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

export function createVatSimulator(): VatServicePort {
  return {
    name: 'simulator',
    async check(request: VatServiceRequest, signal: AbortSignal): Promise<VatServiceAnswer> {
      const wire: WireRequest = { method: 'POST', url: 'simulator:check', body: { vatId: request.vatId } };
      const digits = digitsOf(request.vatId);
      if (/^9+$/.test(digits)) return waitForAbort(signal);
      if (/^8+$/.test(digits)) {
        return { code: 205, request: wire, response: { status: 200, body: '{"code":205}' } };
      }
      const result = checkVAT(request.vatId, countries);
      const code = result.isValid ? 200 : result.isValidFormat ? 210 : 209;
      return {
        code,
        request: wire,
        response: {
          status: 200,
          body: JSON.stringify({ code, isValid: result.isValid, isValidFormat: result.isValidFormat }),
        },
      };
    },
  };
}
