/** The middleware chain's services over the commerce modules (no commerce table is read here). */
import type { MiddlewareServices } from '../app/middleware/types.ts';
import type { Modules } from './modules.ts';

type Log = (line: string) => void;

export function createMiddlewareServices(
  modules: Pick<Modules, 'customerIdOf' | 'activeCartOf' | 'confirmNewsletter' | 'seoRedirect'>,
  log: Log,
): MiddlewareServices {
  return {
    findSeoRedirect: (sourceUrl) => modules.seoRedirect(sourceUrl),
    customerId: (request) => modules.customerIdOf(request.cookies, request.store),
    activeCart: (request) => modules.activeCartOf(request.cookies, request.store),
    recordNewsletterConsent: (consent, request) =>
      modules.confirmNewsletter(consent, { cookies: request.cookies, store: request.store }),
    warn: (message) => log(`warn: ${message}`),
  };
}
