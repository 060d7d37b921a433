/**
 * Built client assets: hashed files under /assets/ are immutable for a year; the rest (favicon,
 * robots.txt) are cached for an hour and then revalidated by ETag / Last-Modified (304).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export function createStaticHandler(root: string) {
  const base = path.resolve(root);
  return async (request: Request): Promise<Response | null> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const { pathname } = new URL(request.url);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // As the page guard answers it: the request is broken, not the file missing.
      return new Response('Malformed percent-encoding in the path', {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    const file = path.resolve(base, `.${decoded}`);
    if (!file.startsWith(`${base}${path.sep}`)) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const immutable = decoded.startsWith('/assets/');
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers = new Headers({
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      etag,
      'last-modified': info.mtime.toUTCString(),
    });
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      headers.delete('content-type');
      return new Response(null, { status: 304, headers });
    }
    headers.set('content-length', String(info.size));
    if (request.method === 'HEAD') return new Response(null, { headers });
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
  };
}
