/**
 * Address validation (spec 000 §4, 001 §5 and §7): one port, the Google Address Validation API's
 * request and verdict shapes (POST v1:validateAddress). The adapter speaks to Google; the
 * simulator answers the same shapes from local rules (default in development and tests).
 */
import type { WireRequest, WireResponse } from '../vat/vat-service.port.ts';

export const ADDRESS_VALIDATION_SERVICES = ['off', 'simulator', 'google'] as const;
export type AddressValidationServiceName = (typeof ADDRESS_VALIDATION_SERVICES)[number];

/** The request's `address` (Google's PostalAddress subset the shop sends: 001 §7). */
export interface AddressToValidate {
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  regionCode: string;
  /** Street name and number first, then postal code and city. */
  addressLines: string[];
  postalCode?: string;
  locality?: string;
}

/** `result.verdict` as Google answers it. */
export interface AddressVerdict {
  inputGranularity?: string;
  validationGranularity?: string;
  geocodeGranularity?: string;
  addressComplete?: boolean;
  hasUnconfirmedComponents?: boolean;
  hasInferredComponents?: boolean;
  hasReplacedComponents?: boolean;
  possibleNextAction?: string;
}

/** One of `result.address.addressComponents`. */
export interface AddressComponent {
  componentName: { text: string; languageCode?: string };
  componentType: string;
  confirmationLevel?: 'CONFIRMED' | 'UNCONFIRMED_BUT_PLAUSIBLE' | 'UNCONFIRMED_AND_SUSPICIOUS';
  inferred?: boolean;
  spellCorrected?: boolean;
  replaced?: boolean;
  unexpected?: boolean;
}

/** The parts of the answer the shop reads, and the wire exchange for the log. */
export interface AddressValidationAnswer {
  verdict: AddressVerdict;
  formattedAddress: string | null;
  components: AddressComponent[];
  request: WireRequest;
  response: WireResponse;
}

export class AddressValidationError extends Error {
  constructor(
    message: string,
    readonly response: WireResponse | null = null,
  ) {
    super(message);
    this.name = 'AddressValidationError';
  }
}

export interface AddressValidationPort {
  readonly name: Exclude<AddressValidationServiceName, 'off'>;
  /** Must reject when `signal` aborts. */
  validate(address: AddressToValidate, signal: AbortSignal): Promise<AddressValidationAnswer>;
}

/** The spec's flag texts (001 §8 "Address validation flags"). */
export const ADDRESS_VALIDATION_FLAGS = {
  verdict: 'Error on verdict',
  address: 'Error on address',
} as const;
export type AddressValidationFlag = keyof typeof ADDRESS_VALIDATION_FLAGS;

/**
 * 000 §4: flagged when incomplete, components replaced or unconfirmed ('Error on verdict'), or
 * any component spell-corrected, replaced or unexpected ('Error on address').
 */
export function addressValidationFlags(
  answer: Pick<AddressValidationAnswer, 'verdict' | 'components'>,
): AddressValidationFlag[] {
  const { verdict, components } = answer;
  const flags: AddressValidationFlag[] = [];
  if (verdict.addressComplete !== true || verdict.hasReplacedComponents || verdict.hasUnconfirmedComponents)
    flags.push('verdict');
  if (components.some((part) => part.spellCorrected || part.replaced || part.unexpected))
    flags.push('address');
  return flags;
}

/** Reads `result` of a v1:validateAddress answer; throws when the shape is not Google's. */
export function readValidationResult(
  body: unknown,
): Pick<AddressValidationAnswer, 'verdict' | 'formattedAddress' | 'components'> {
  const result = (body as { result?: unknown } | null)?.result as
    | {
        verdict?: AddressVerdict;
        address?: { formattedAddress?: string; addressComponents?: AddressComponent[] };
      }
    | undefined;
  if (!result || typeof result !== 'object' || !result.verdict || typeof result.verdict !== 'object') {
    throw new AddressValidationError('The answer has no result.verdict');
  }
  return {
    verdict: result.verdict,
    formattedAddress:
      typeof result.address?.formattedAddress === 'string' ? result.address.formattedAddress : null,
    components: Array.isArray(result.address?.addressComponents) ? result.address.addressComponents : [],
  };
}
