/** The middleware chain's services over the database and the commerce modules. */
import { type Database, schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import type { MiddlewareServices, SeoRedirect } from '../app/middleware/types.ts';
import type { Modules } from './modules.ts';

type Log = (line: string) => void;

/** Stored SEO redirects (commerce table seo_redirects): source URL → target URL and code. */
export async function findSeoRedirect(db: Database, sourceUrl: string): Promise<SeoRedirect | null> {
  const table = schema.seoRedirects;
  const [row] = await db
    .select({ targetUrl: table.targetUrl, redirectionCode: table.redirectionCode })
    .from(table)
    .where(eq(table.sourceUrl, sourceUrl))
    .limit(1);
  return row ? { targetURL: row.targetUrl, redirectionCode: row.redirectionCode } : null;
}

export function createMiddlewareServices(
  db: Database,
  modules: Pick<Modules, 'customerIdOf' | 'activeCartOf' | 'confirmNewsletter'>,
  log: Log,
): MiddlewareServices {
  return {
    findSeoRedirect: (sourceUrl) => findSeoRedirect(db, sourceUrl),
    customerId: (request) => modules.customerIdOf(request.cookies, request.store),
    activeCart: (request) => modules.activeCartOf(request.cookies, request.store),
    recordNewsletterConsent: (consent) => modules.confirmNewsletter(consent),
    warn: (message) => log(`warn: ${message}`),
  };
}
