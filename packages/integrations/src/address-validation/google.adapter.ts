/**
 * Google Address Validation API adapter: POST {base}/v1:validateAddress?key=… with
 * { address: { regionCode, addressLines, postalCode, locality } }; reads result.verdict,
 * result.address.formattedAddress and addressComponents.
 */
import { parseJson, sendWire } from '../vat/vat-service.port.ts';
import {
  AddressValidationError,
  type AddressValidationPort,
  readValidationResult,
} from './address-validation.port.ts';

export const GOOGLE_ADDRESS_VALIDATION_URL = 'https://addressvalidation.googleapis.com';

export function createGoogleAddressValidation(options: {
  apiKey: string;
  baseUrl?: string;
}): AddressValidationPort {
  const base = (options.baseUrl ?? GOOGLE_ADDRESS_VALIDATION_URL).replace(/\/+$/, '');
  return {
    name: 'google',
    async validate(address, signal) {
      const body = {
        address: {
          regionCode: address.regionCode,
          addressLines: address.addressLines,
          ...(address.postalCode ? { postalCode: address.postalCode } : {}),
          ...(address.locality ? { locality: address.locality } : {}),
        },
      };
      const url = `${base}/v1:validateAddress?key=${encodeURIComponent(options.apiKey)}`;
      const response = await sendWire({ method: 'POST', url, body }, signal);
      if (response.status !== 200) {
        throw new AddressValidationError(`Address validation answered HTTP ${response.status}`, response);
      }
      const parsed = readValidationResult(parseJson(response.body));
      // The key is a secret: the request kept for the log names the endpoint without it.
      return { ...parsed, request: { method: 'POST', url: `${base}/v1:validateAddress`, body }, response };
    },
  };
}
