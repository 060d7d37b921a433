/**
 * The address validation simulator (default outside production): Google's answer shapes from the
 * domain's rules, so the checkout's flags can be seen without a key. An invalid postal code makes
 * the address incomplete ('Error on verdict'); a street without a digit in its number leaves the
 * premise unconfirmed ('Error on verdict'); a street typed all in lower case comes back
 * spell-corrected ('Error on address').
 */
import { isValidPostalCode, isValidStreetNumber } from '@toolyard/domain';
import type { AddressComponent, AddressValidationPort } from './address-validation.port.ts';

export function createAddressValidationSimulator(): AddressValidationPort {
  return {
    name: 'simulator',
    async validate(address, signal) {
      signal.throwIfAborted();
      const [street = '', ...rest] = address.addressLines;
      const match = /^(.*?)\s+(\S*\d\S*)$/.exec(street.trim());
      const route = (match?.[1] ?? street).trim();
      const number = match?.[2] ?? '';
      const postalOk = address.postalCode ? isValidPostalCode(address.regionCode, address.postalCode) : false;
      const numberOk = number !== '' && isValidStreetNumber(address.regionCode, number);
      const misspelt = route !== '' && route === route.toLowerCase() && route !== route.toUpperCase();
      const corrected = misspelt ? route.charAt(0).toUpperCase() + route.slice(1) : route;
      const components: AddressComponent[] = [
        {
          componentName: { text: corrected },
          componentType: 'route',
          confirmationLevel: 'CONFIRMED',
          ...(misspelt ? { spellCorrected: true } : {}),
        },
        {
          componentName: { text: number },
          componentType: 'street_number',
          confirmationLevel: numberOk ? 'CONFIRMED' : 'UNCONFIRMED_BUT_PLAUSIBLE',
        },
        {
          componentName: { text: address.postalCode ?? '' },
          componentType: 'postal_code',
          confirmationLevel: postalOk ? 'CONFIRMED' : 'UNCONFIRMED_AND_SUSPICIOUS',
        },
        {
          componentName: { text: address.locality ?? rest.join(' ') },
          componentType: 'locality',
          confirmationLevel: 'CONFIRMED',
        },
      ];
      const verdict = {
        inputGranularity: 'PREMISE',
        validationGranularity: postalOk && numberOk ? 'PREMISE' : 'ROUTE',
        geocodeGranularity: 'PREMISE',
        addressComplete: postalOk,
        hasUnconfirmedComponents: !postalOk || !numberOk,
      };
      const formattedAddress =
        `${corrected} ${number}, ${address.postalCode ?? ''} ${address.locality ?? ''}`.trim();
      const body = { address };
      const response = {
        status: 200,
        body: JSON.stringify({
          result: { verdict, address: { formattedAddress, addressComponents: components } },
        }),
      };
      return {
        verdict,
        formattedAddress,
        components,
        request: { method: 'POST' as const, url: 'simulator:v1:validateAddress', body },
        response,
      };
    },
  };
}
