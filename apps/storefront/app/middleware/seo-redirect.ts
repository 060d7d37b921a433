import { sameOriginLocation } from '../store/safe-location.ts';
import { DEFAULT_REDIRECT_STATUS, type Middleware, NEXT, redirectTo } from './types.ts';

const REDIRECT_CODES = new Set([301, 302, 303, 307, 308]);

/**
 * Looks the request path up among the stored SEO redirects (source URL → target URL and code,
 * default 308). A failing lookup is ignored: the page renders as if there were no redirect.
 */
export const seoRedirect: Middleware = async ({ request, services }) => {
  let found: Awaited<ReturnType<typeof services.findSeoRedirect>> = null;
  try {
    found = await services.findSeoRedirect(request.url.pathname, request.store.storeKey);
  } catch (error) {
    services.warn(`seo redirect lookup failed: ${(error as Error).message}`);
    return NEXT;
  }
  if (!found?.targetURL || found.targetURL === request.url.pathname) return NEXT;
  // Stored targets are operator data, but still only paths or full URLs on the shop's own domains.
  const location = sameOriginLocation(found.targetURL, request.shopOrigins ?? []);
  if (!location) {
    services.warn('seo redirect target is not on a shop domain; ignored');
    return NEXT;
  }
  const status =
    found.redirectionCode && REDIRECT_CODES.has(found.redirectionCode)
      ? found.redirectionCode
      : DEFAULT_REDIRECT_STATUS;
  return redirectTo(location, status);
};
