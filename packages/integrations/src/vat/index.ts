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
  /** Overrides the vendor's address (tests, proxies). */
  baseUrl?: string;
}

/** The adapter the configuration names (env VAT_SERVICE). */
export function createVatService(config: VatServiceConfig): VatServicePort {
  switch (config.service) {
    case 'evatr':
      return createEvatrAdapter({ protocol: config.evatrProtocol ?? 'rest', baseUrl: config.baseUrl });
    case 'vies':
      return createViesAdapter({ baseUrl: config.baseUrl });
    case 'simulator':
      return createVatSimulator();
  }
}
