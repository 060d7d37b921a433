import { buildDomainMap, resolveStore } from '../store/domain-map.ts';
import { initialContext } from './chain.ts';
import type { MiddlewareContext, MiddlewareServices } from './types.ts';

export function fakeServices(overrides: Partial<MiddlewareServices> = {}): MiddlewareServices & {
  warnings: string[];
  consents: Record<string, unknown>[];
} {
  const warnings: string[] = [];
  const consents: Record<string, unknown>[] = [];
  return {
    warnings,
    consents,
    findSeoRedirect: async () => null,
    customerId: async () => null,
    activeCart: async () => null,
    recordNewsletterConsent: async (consent) => {
      consents.push(consent);
    },
    warn: (message) => warnings.push(message),
    ...overrides,
  };
}

const map = buildDomainMap(undefined);

/** A middleware context for `http://<host><path>` with the given cookies. */
export function contextFor(
  path: string,
  options: { host?: string; cookies?: Record<string, string>; services?: MiddlewareServices } = {},
): MiddlewareContext {
  if (!map.ok) throw new Error(map.error);
  const host = options.host ?? 'de.localhost:3000';
  const url = new URL(path, `http://${host}`);
  return initialContext(
    {
      url,
      method: 'GET',
      headers: new Headers({ host }),
      cookies: options.cookies ?? {},
      remoteAddress: '127.0.0.1',
      store: resolveStore(host, map.map),
    },
    options.services ?? fakeServices(),
  );
}
