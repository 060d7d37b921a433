import type { AddressAutocompletePort, AddressAutocompleteServiceName } from './address-autocomplete.port.ts';
import { createAddressAutocompleteSimulator } from './address-autocomplete.simulator.ts';
import { createGooglePlacesAutocomplete } from './google.adapter.ts';

export * from './address-autocomplete.port.ts';
export * from './address-autocomplete.simulator.ts';
export * from './gazetteer.ts';
export * from './google.adapter.ts';

export interface AddressAutocompleteConfig {
  service: AddressAutocompleteServiceName;
  apiKey?: string;
  baseUrl?: string;
}

/** The adapter the configuration names (env ADDRESS_AUTOCOMPLETE_SERVICE); null for 'off'. */
export function createAddressAutocompleteService(
  config: AddressAutocompleteConfig,
): AddressAutocompletePort | null {
  switch (config.service) {
    case 'off':
      return null;
    case 'simulator':
      return createAddressAutocompleteSimulator();
    case 'google':
      if (!config.apiKey) throw new Error('ADDRESS_AUTOCOMPLETE_SERVICE=google needs GOOGLE_MAPS_API_KEY');
      return createGooglePlacesAutocomplete({ apiKey: config.apiKey, baseUrl: config.baseUrl });
  }
}
