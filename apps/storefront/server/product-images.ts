/**
 * Product illustrations: generated SVGs addressed by image key. Pages link them with a content
 * version (`?v=<hash>`), so a versioned URL is immutable for a year; an unversioned or stale one is
 * cached for a day and revalidated by ETag (docs/decisions/043).
 */
import { createHash } from 'node:crypto';
import { productImageSvg } from '@toolyard/commerce';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=86400';
/** Image keys form a small fixed set; the bound only guards against a flood of unknown keys. */
const MAX_CACHED = 10_000;
const versions = new Map<string, string | null>();

/** Short content hash of an SVG: the `v` query of its URL and its ETag. */
export function svgVersion(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 12);
}

function svgOf(key: string): string | null {
  try {
    return productImageSvg(key);
  } catch {
    return null;
  }
}

/** Content version of a product image, or null for an unknown key (memoized per key). */
export function productImageVersion(key: string): string | null {
  const known = versions.get(key);
  if (known !== undefined) return known;
  const svg = svgOf(key);
  const version = svg === null ? null : svgVersion(svg);
  if (versions.size < MAX_CACHED) versions.set(key, version);
  return version;
}

/** The URL pages link: `/media/products/<key>.svg?v=<version>`. */
export function productImageUrl(key: string): string {
  const version = productImageVersion(key);
  return `/media/products/${key}.svg${version ? `?v=${version}` : ''}`;
}

/** Answer for an SVG: 200 or 304 (If-None-Match), immutable when the URL carries its version. */
export function svgResponse(svg: string, request: Request): Response {
  const version = svgVersion(svg);
  const etag = `"${version}"`;
  const headers = new Headers({
    'content-type': 'image/svg+xml',
    etag,
    'cache-control': new URL(request.url).searchParams.get('v') === version ? IMMUTABLE : REVALIDATE,
  });
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    headers.delete('content-type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(svg, { headers });
}
