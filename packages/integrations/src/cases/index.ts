import type { Database } from '@toolyard/commerce';
import type { CaseOutbox, CaseService, CaseServiceName } from './case-service.port.ts';
import { createLocalCaseStore } from './local-case-store.ts';
import { createWebToCaseAdapter } from './web-to-case.adapter.ts';

export * from './case-delivery.job.ts';
export * from './case-service.port.ts';
export * from './local-case-store.ts';
export * from './web-to-case.adapter.ts';

export interface CaseServiceConfig {
  service: CaseServiceName;
  url?: string | undefined;
  orgId?: string | undefined;
  debug: boolean;
  debugEmail?: string | undefined;
  recordType?: string | undefined;
  /** Forwards that failed, and cases given up (Web-to-Case). */
  log?: (line: string) => void;
}

/**
 * The case management the configuration names (env CASE_SERVICE); local by default. Web-to-Case
 * comes with its outbox (`deliverDue`), for the composition root to schedule (case-delivery.job.ts).
 */
export function createCaseService(
  db: Database,
  config: CaseServiceConfig,
): CaseService & Partial<CaseOutbox> {
  const store = createLocalCaseStore(db);
  if (config.service === 'local') return store.service;
  return createWebToCaseAdapter({ ...config, store });
}
