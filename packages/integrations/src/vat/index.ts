import { createEvatrAdapter, type EvatrProtocol } from './evatr.adapter.ts';
import type { VatServiceName, VatServicePort } from './vat-service.port.ts';
import { createVatSimulator } from './vat-simulator.ts';
import { createViesAdapter } from './vies.adapter.ts';

export * from './evatr.adapter.ts';
export * from './vat-id-checker.ts';
export * from './vat-service.port.ts';
export * from './vat-simulator.ts';
export * from './vies.adapter.ts';

export interface VatServiceConfig {
  service: VatServiceName;
  evatrProtocol?: EvatrProtocol;
  /** Overrides the configured vendor's address (tests, proxies). */
  baseUrl?: string;
  /** With `evatr`: overrides the address of VIES, which checks the German IDs (tests). */
  viesBaseUrl?: string;
}

/**
 * eVatR for every ID but German ones, which go to VIES (decision 256): BZSt confirms foreign IDs
 * for a German requester and answers evatr-0006 when a German ID is asked about.
 */
export function routeGermanIdsToVies(evatr: VatServicePort, vies: VatServicePort): VatServicePort {
  const serviceFor = (vatId: string) => (vatId.startsWith('DE') ? vies : evatr);
  return {
    name: evatr.name,
    nameFor: (vatId) => serviceFor(vatId).name,
    check: (request, signal) => serviceFor(request.vatId).check(request, signal),
  };
}

/** The adapter the configuration names (env VAT_SERVICE). */
export function createVatService(config: VatServiceConfig): VatServicePort {
  switch (config.service) {
    case 'evatr':
      return routeGermanIdsToVies(
        createEvatrAdapter({ protocol: config.evatrProtocol ?? 'rest', baseUrl: config.baseUrl }),
        createViesAdapter({ baseUrl: config.viesBaseUrl }),
      );
    case 'vies':
      return createViesAdapter({ baseUrl: config.baseUrl });
    case 'simulator':
      return createVatSimulator();
  }
}
