/**
 * The middleware chain's services over the database. Commerce modules that have not landed yet are
 * looked up by export name, so the shell runs before and after they exist.
 */
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
  modules: Pick<Modules, 'customerIdOf' | 'activeCartOf'>,
  log: Log,
): MiddlewareServices {
  return {
    findSeoRedirect: (sourceUrl) => findSeoRedirect(db, sourceUrl),
    customerId: (request) => modules.customerIdOf(request.cookies),
    activeCart: (request) => modules.activeCartOf(request.cookies, request.store),
    recordNewsletterConsent: async () => {
      throw new Error('newsletter consent storage is not available');
    },
    warn: (message) => log(`warn: ${message}`),
  };
}
