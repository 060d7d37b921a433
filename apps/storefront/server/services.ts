/**
 * The middleware chain's services over the database. Commerce modules that have not landed yet are
 * looked up by export name, so the shell runs before and after they exist.
 */
import { type Database, schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import type { MiddlewareServices, SeoRedirect } from '../app/middleware/types.ts';

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

export function createMiddlewareServices(db: Database, log: Log): MiddlewareServices {
  return {
    findSeoRedirect: (sourceUrl) => findSeoRedirect(db, sourceUrl),
    // Sessions and carts are wired in by the account and checkout modules; until then every visitor
    // is anonymous and has no active cart.
    customerId: async () => null,
    activeCart: async () => null,
    recordNewsletterConsent: async () => {
      throw new Error('newsletter consent storage is not available');
    },
    warn: (message) => log(`warn: ${message}`),
  };
}
