import {
  type AddressToValidate,
  type AddressValidationFlag,
  type AddressValidationPort,
  type AddressValidationServiceName,
  addressValidationFlags,
} from './address-validation.port.ts';
import { createAddressValidationSimulator } from './address-validation.simulator.ts';
import { createGoogleAddressValidation } from './google.adapter.ts';

export * from './address-validation.port.ts';
export * from './address-validation.simulator.ts';
export * from './google.adapter.ts';

export interface AddressValidationConfig {
  service: AddressValidationServiceName;
  apiKey?: string;
  baseUrl?: string;
}

/** The adapter the configuration names (env ADDRESS_VALIDATION_SERVICE); null for 'off'. */
export function createAddressValidationService(
  config: AddressValidationConfig,
): AddressValidationPort | null {
  switch (config.service) {
    case 'off':
      return null;
    case 'simulator':
      return createAddressValidationSimulator();
    case 'google':
      if (!config.apiKey) throw new Error('ADDRESS_VALIDATION_SERVICE=google needs GOOGLE_MAPS_API_KEY');
      return createGoogleAddressValidation({ apiKey: config.apiKey, baseUrl: config.baseUrl });
  }
}

export type AddressCheck =
  | { status: 'ok'; formattedAddress: string | null }
  | { status: 'flagged'; flags: AddressValidationFlag[]; formattedAddress: string | null }
  /** No usable answer in time: the checkout goes on (the service is a help, not a gate). */
  | { status: 'unavailable'; reason: string };

/** Validates within `timeoutMs`; never throws. */
export async function checkAddress(
  port: AddressValidationPort,
  address: AddressToValidate,
  timeoutMs: number,
): Promise<AddressCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('address validation timed out')), timeoutMs);
  try {
    const answer = await port.validate(address, controller.signal);
    const flags = addressValidationFlags(answer);
    return flags.length > 0
      ? { status: 'flagged', flags, formattedAddress: answer.formattedAddress }
      : { status: 'ok', formattedAddress: answer.formattedAddress };
  } catch (error) {
    return {
      status: 'unavailable',
      reason: controller.signal.aborted ? 'timeout' : error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}
