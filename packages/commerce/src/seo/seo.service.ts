import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
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
  /** Forgets the cached lookups (a catalog import, decision 195). */
  invalidate(): void;
}

/** Lookups kept per node; bounded, since every page URL (also made-up ones) is looked up once. */
const MAX_CACHED_LOOKUPS = 10_000;

/**
 * Every page request asks for its URL's redirect (seo-redirect middleware). Answers, "none"
 * included, are kept for `cacheTtlMs` (60 s; 0 turns it off) and dropped through the catalog
 * channel: redirects are written by imports only.
 */
export function createSeoRedirectService(
  db: Database,
  options: { cacheTtlMs?: number } = {},
): SeoRedirectService {
  const ttl = options.cacheTtlMs ?? 60_000;
  const answers = new LRUCache<string, { redirect: SeoRedirect | null }>({
    max: MAX_CACHED_LOOKUPS,
    // Keys are URLs of up to 2,000 characters: bound the characters too (about 4 MB).
    maxSize: 2_000_000,
    sizeCalculation: (_value, key) => key.length + 1,
  });
  return {
    async lookup(sourceUrl) {
      if (!sourceUrl || sourceUrl.length > 2000) return null;
      const hit = ttl > 0 ? answers.get(sourceUrl) : undefined;
      if (hit) return hit.redirect;
      const [row] = await db.select().from(seoRedirects).where(eq(seoRedirects.sourceUrl, sourceUrl));
      const redirect = row ? { redirectionCode: row.redirectionCode, targetURL: row.targetUrl } : null;
      if (ttl > 0) answers.set(sourceUrl, { redirect }, { ttl });
      return redirect;
    },
    invalidate: () => answers.clear(),
  };
}
