import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { seoRedirects } from '../db/schema/index.ts';

/** Spec 001 §2: a lookup by sourceUrl returns redirectionCode and targetURL. */
export interface SeoRedirect {
  redirectionCode: number;
  targetURL: string;
}

export interface SeoRedirectService {
  /** The redirect for a source URL (path with optional query), or null. */
  lookup(sourceUrl: string): Promise<SeoRedirect | null>;
}

export function createSeoRedirectService(db: Database): SeoRedirectService {
  return {
    async lookup(sourceUrl) {
      if (!sourceUrl || sourceUrl.length > 2000) return null;
      const [row] = await db.select().from(seoRedirects).where(eq(seoRedirects.sourceUrl, sourceUrl));
      return row ? { redirectionCode: row.redirectionCode, targetURL: row.targetUrl } : null;
    },
  };
}
