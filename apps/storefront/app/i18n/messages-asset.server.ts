/**
 * The browser's messages as a hashed, immutable module per locale (docs/decisions/210):
 * `GET /i18n/<locale>.<hash>.js` answers `export default JSON.parse("…")` with the locale's client
 * keys (client-keys.ts). Before, the root loader put them (~41 kB, ~800 strings) into every
 * document's loader data, and React Router's serialisation and the HTML escaping of those strings
 * cost every uncached page; a module is fetched once and then cached across pages and visits.
 *
 * The hash is of the module's text, so every node computes the same URL for the same catalog. The
 * module is built once per merged catalog: loadMessages() keeps one per locale and hands out a new
 * object only when it loads the locale again (cache cleared, or a partial catalog after a failed
 * file) — keyed by that object, a reloaded catalog gets its own module and the old one is dropped
 * with it, so the cache is bounded by the locales.
 *
 * Reached through the server build (entry.server.tsx re-exports messagesAssetResponse): the
 * catalogs are bundled (source.ts), so this runs in the bundle's module instance, next to the root
 * loader that registers the same messages for the server render.
 */
import { createHash } from 'node:crypto';
import { CLIENT_KEYS, clientKeyMatcher } from './client-keys.ts';
import { MESSAGES_ASSET_PATH } from './client-messages.ts';
import { loadMessages, type Messages } from './load.ts';
import { REFERENCE_LOCALE, resolveLocale } from './locale.ts';

export interface MessagesAsset {
  /** `/i18n/de-ch.0123456789abcdef.js` */
  url: string;
  hash: string;
  /** Only the client keys, frozen. */
  messages: Messages;
  body: Uint8Array<ArrayBuffer>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASH_LENGTH = 16;
const ASSET = new RegExp(`^${MESSAGES_ASSET_PATH}([a-z]{2}-[a-z]{2})\\.([0-9a-f]{${HASH_LENGTH}})\\.js$`);

const isClientKey = clientKeyMatcher(CLIENT_KEYS);
const assets = new WeakMap<Messages, MessagesAsset>();

function buildAsset(tag: string, catalog: Messages): MessagesAsset {
  const messages: Messages = Object.freeze(
    Object.fromEntries(Object.entries(catalog).filter(([key]) => isClientKey(key))),
  );
  // JSON.parse of a string literal parses faster than the same object as a JavaScript literal.
  const text = `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
  const hash = createHash('sha256').update(text).digest('hex').slice(0, HASH_LENGTH);
  return {
    url: `${MESSAGES_ASSET_PATH}${tag.toLowerCase()}.${hash}.js`,
    hash,
    messages,
    body: new TextEncoder().encode(text),
  };
}

/** The messages module of a locale; an unsupported locale gets English (as loadMessages does). */
export async function messagesAssetOf(locale: string): Promise<MessagesAsset> {
  const tag = (resolveLocale(locale) ?? resolveLocale(REFERENCE_LOCALE))?.tag ?? REFERENCE_LOCALE;
  const catalog = await loadMessages(tag);
  let asset = assets.get(catalog);
  if (!asset) {
    asset = buildAsset(tag, catalog);
    assets.set(catalog, asset);
  }
  return asset;
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', ...headers },
  });
}

/**
 * The answer to a request under /i18n/, or null for any other path. A locale's current hash: the
 * module, immutable for a year. Another well-formed hash of a supported locale (a document
 * rendered before the catalog changed, kept by a cache or open in a tab during a deploy): a
 * temporary redirect to the current module, never cached. Anything else: 404.
 */
export async function messagesAssetResponse(request: Request): Promise<Response | null> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(MESSAGES_ASSET_PATH)) return null;
  const match = ASSET.exec(pathname);
  const resolved = match?.[1] ? resolveLocale(match[1]) : null;
  if (!match || !resolved || resolved.tag.toLowerCase() !== match[1]) {
    return text(404, 'No such messages module: /i18n/<locale>.<hash>.js of a store locale');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return text(405, 'Method not allowed', { allow: 'GET, HEAD' });
  }
  const asset = await messagesAssetOf(resolved.tag);
  if (match[2] !== asset.hash) {
    return new Response(null, { status: 302, headers: { location: asset.url, 'cache-control': 'no-cache' } });
  }
  const headers = {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': String(asset.body.byteLength),
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
  };
  return new Response(request.method === 'HEAD' ? null : asset.body, { headers });
}
