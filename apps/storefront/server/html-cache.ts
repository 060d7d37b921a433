/**
 * Shared cache of anonymous HTML documents (issue 9 §8, docs/decisions/116): a bounded LRU in the
 * node, keyed by scheme + host + path + query + locale cookie + whether a cookie choice is stored
 * (decision 261), fresh for PAGE_FRESH_SECONDS and then served stale for PAGE_STALE_SECONDS while
 * one background render refreshes it. Only GET/HEAD of a visitor without a session cookie, and only
 * a 200 `text/html` answer that sets no cookie and that the middleware marked `public` (no personal
 * route) is stored. The owner drops everything on a catalog or content change (notifier).
 *
 * The CSP nonce: a stored document carries the nonce it was rendered with. Every answer from the
 * cache replaces that value with the fresh nonce of its own response (and its CSP names only the
 * fresh one), so no two responses share a nonce: one seen in a cached page is useless against any
 * later response. The old value is 128 random bits, so every occurrence in the bytes is ours.
 */
import { catalogChanged, contentChanged, type Notifier } from '@toolyard/commerce';
import { LRUCache } from 'lru-cache';
import { hasStoredConsent } from '../app/consent/consent.ts';
import { PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS } from '../app/middleware/set-cache-control.ts';
import { bufferedWebStream } from '../app/shell/node-body.server.ts';
import { createNonce } from './security-headers.ts';

export type CacheStatus = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';
export const X_CACHE = 'x-cache';

/** Renders a page with the given nonce (the app's handler, without the security headers). */
export type RenderPage = (request: Request, nonce: string) => Promise<Response>;

interface Entry {
  status: number;
  headers: [string, string][];
  /** The document's UTF-8 bytes cut at every occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  bytes: number;
  storedAt: number;
}

/** Encoded once when stored: an answer only puts its own nonce between the parts (no re-encoding). */
function entryOf(
  status: number,
  headers: [string, string][],
  body: string,
  nonce: string,
  storedAt: number,
): Entry {
  const parts = body.split(nonce).map((part) => Buffer.from(part, 'utf8'));
  return { status, headers, parts, bytes: parts.reduce((sum, part) => sum + part.length, 0), storedAt };
}

/** The stored parts around the answer's own nonce, not joined: the server writes them as they are. */
function bodyWith(entry: Entry, nonce: string): Uint8Array[] {
  const separator = Buffer.from(nonce, 'utf8');
  const chunks: Uint8Array[] = [];
  entry.parts.forEach((part, index) => {
    if (index > 0) chunks.push(separator);
    chunks.push(part);
  });
  return chunks;
}

export interface HtmlCacheOptions {
  /** Most documents kept (LRU beyond). */
  maxEntries?: number;
  /** Most bytes of documents kept (their UTF-8 size). */
  maxBytes?: number;
  freshMs?: number;
  staleMs?: number;
  /** Name of the session cookie: its presence makes a request personal. */
  sessionCookie: string;
  now?: () => number;
  /** Background refreshes that fail are reported here, not thrown. */
  warn?: (message: string) => void;
}

export interface HtmlCache {
  /** Answers from the cache, or renders (and stores when allowed); sets X-Cache. */
  serve(request: Request, nonce: string, render: RenderPage, keyExtra?: string): Promise<Response>;
  /** Drops every entry; renders started before it will not store their result. */
  invalidate(): void;
  readonly size: number;
  /** Resolves when no background refresh is running (tests). */
  settled(): Promise<void>;
}

const SKIPPED_HEADERS = new Set(['set-cookie', 'date', 'content-length', X_CACHE, 'age']);

function hasCookie(request: Request, name: string): boolean {
  const header = request.headers.get('cookie');
  if (!header) return false;
  return header.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

function cookieValue(request: Request, name: string): string {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1).toLowerCase();
  }
  return '';
}

/** Whether the request may be answered from the shared cache at all. */
export function isCacheableRequest(request: Request, sessionCookie: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.has('authorization')) return false;
  if (hasCookie(request, sessionCookie)) return false;
  const { pathname } = new URL(request.url);
  // Data requests, the API, assets: only documents are kept.
  return !pathname.startsWith('/api/') && !pathname.endsWith('.data') && pathname !== '/__manifest';
}

const incompleteRenders = new WeakSet<Request>();

/**
 * Marks the render of `request` as incomplete (a read failed and the page shows less; the shell's
 * `degraded()`): shown to its visitor, never stored, even when the failure comes while the page
 * streams (the footer is deferred).
 */
export function markIncompleteRender(request: Request): void {
  incompleteRenders.add(request);
}

export function isIncompleteRender(request: Request): boolean {
  return incompleteRenders.has(request);
}

/** Whether a rendered answer holds nothing personal and may be stored. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return false;
  if (response.headers.has('set-cookie')) return false;
  return /(^|,)\s*public\b/i.test(response.headers.get('cache-control') ?? '');
}

function withStatus(response: Response, status: CacheStatus): Response {
  const headers = new Headers(response.headers);
  headers.set(X_CACHE, status);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function createHtmlCache(options: HtmlCacheOptions): HtmlCache {
  const now = options.now ?? Date.now;
  const freshMs = options.freshMs ?? PAGE_FRESH_SECONDS * 1000;
  const staleMs = options.staleMs ?? PAGE_STALE_SECONDS * 1000;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 2000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  });
  /** Bumped by invalidate(): a render that began before it must not store an outdated page. */
  let generation = 0;
  const refreshing = new Map<string, Promise<void>>();

  function keyOf(request: Request, keyExtra: string): string {
    const url = new URL(request.url);
    const host = (request.headers.get('host') ?? url.host).toLowerCase();
    // The locale cookie selects the language where neither the host nor the path does. Whether a
    // cookie choice is stored marks <html> for browsers without JavaScript (decision 261): two
    // variants of every page, both shared, never one visitor's page.
    const consent = hasStoredConsent(request.headers.get('cookie')) ? 'c' : '';
    return `${keyExtra}|${host}|${url.pathname}${url.search}|${cookieValue(request, 'locale')}|${consent}`;
  }

  function fromEntry(entry: Entry, request: Request, nonce: string, status: CacheStatus): Response {
    const headers = new Headers(entry.headers);
    headers.set(X_CACHE, status);
    headers.set('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
    const body = request.method === 'HEAD' ? null : bufferedWebStream(bodyWith(entry, nonce));
    return new Response(body, { status: entry.status, headers });
  }

  /** Keeps the body as the client reads it (tee), stores it when complete and still current. */
  function storeWhileStreaming(
    key: string,
    request: Request,
    response: Response,
    nonce: string,
    started: number,
  ): Response {
    if (!response.body) return response;
    const [toClient, toCache] = response.body.tee();
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!SKIPPED_HEADERS.has(name)) headers.push([name, value]);
    });
    const status = response.status;
    void new Response(toCache)
      .text()
      .then((body) => {
        if (generation !== started || isIncompleteRender(request)) return;
        entries.set(key, entryOf(status, headers, body, nonce, now()));
      })
      .catch(() => {
        // An aborted render is simply not stored.
      });
    return new Response(toClient, { status, statusText: response.statusText, headers: response.headers });
  }

  function refresh(key: string, request: Request, render: RenderPage) {
    if (refreshing.has(key)) return;
    const started = generation;
    // A request of its own: the visitor's may be aborted once their stale answer is sent.
    const fresh = new Request(request.url, { method: 'GET', headers: request.headers });
    const nonce = createNonce();
    const job = (async () => {
      const response = await render(fresh, nonce);
      if (!isStorableResponse(response)) {
        entries.delete(key);
        await response.body?.cancel();
        return;
      }
      const body = await response.text();
      if (generation !== started) return;
      // The stale copy was complete and stays until it expires: better than a page without its menu.
      if (isIncompleteRender(fresh)) return;
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (!SKIPPED_HEADERS.has(name)) headers.push([name, value]);
      });
      entries.set(key, entryOf(response.status, headers, body, nonce, now()));
    })()
      .catch((error: unknown) => {
        options.warn?.(
          `page cache refresh failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => refreshing.delete(key));
    refreshing.set(key, job);
  }

  return {
    async serve(request, nonce, render, keyExtra = '') {
      if (!isCacheableRequest(request, options.sessionCookie)) {
        const response = await render(request, nonce);
        return /^text\/html\b/i.test(response.headers.get('content-type') ?? '')
          ? withStatus(response, 'BYPASS')
          : response;
      }
      const key = keyOf(request, keyExtra);
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age <= freshMs) return fromEntry(entry, request, nonce, 'HIT');
        if (age <= freshMs + staleMs) {
          refresh(key, request, render);
          return fromEntry(entry, request, nonce, 'STALE');
        }
        entries.delete(key);
      }
      const started = generation;
      const response = await render(request, nonce);
      if (request.method !== 'GET' || !isStorableResponse(response)) {
        return /^text\/html\b/i.test(response.headers.get('content-type') ?? '')
          ? withStatus(response, 'MISS')
          : response;
      }
      return withStatus(storeWhileStreaming(key, request, response, nonce, started), 'MISS');
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    async settled() {
      while (refreshing.size > 0) await Promise.all(refreshing.values());
    },
  };
}

/**
 * Drops the cache on every catalog change (price, stock, texts, reviews, categories, reference data)
 * and content change from any node, and when messages may have been missed (reconnect): a price
 * can show on home, listings and the product page, so the whole cache goes rather than guessing.
 * Listings read the search index, which takes a change in only after a short coalescing wait and
 * its reindex: a page rendered in between still shows the old price or stock, so the cache is
 * dropped once more when this node's index has the change (`search`).
 */
export function invalidateOnChanges(
  cache: HtmlCache,
  notifier: Notifier,
  search?: { onIndexChanged(listener: () => void): () => void },
): () => void {
  const drop = () => cache.invalidate();
  const off = [
    notifier.subscribe(catalogChanged, drop, { onMissed: drop }),
    notifier.subscribe(contentChanged, drop, { onMissed: drop }),
    ...(search ? [search.onIndexChanged(drop)] : []),
  ];
  return () => {
    for (const unsubscribe of off) unsubscribe();
  };
}
