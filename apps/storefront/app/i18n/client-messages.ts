/**
 * The browser-side messages, kept out of the loader data (docs/decisions/210). The root loader
 * returns only `messagesUrl`, the hashed per-locale module that holds them
 * (`/i18n/<locale>.<hash>.js`, messages-asset.server.ts). Both sides find the messages here, by
 * that URL:
 * - on the server the root loader registers them before the page renders;
 * - in the browser entry.client.tsx imports the document's module before hydrating, and the root's
 *   clientLoader imports another locale's module before a language switch renders.
 * The URL names its content, so an entry never goes stale: a changed catalog is a new URL.
 */
import type { Messages } from './load.ts';

/** Where the modules are served (before the static files: the path ends in .js). */
export const MESSAGES_ASSET_PATH = '/i18n/';

/** The document's messages module: `<meta name=… content=url>` in the head, read before hydration. */
export const MESSAGES_META = 'toolyard-messages';

/** A server holds one entry per locale and catalog version; the bound only guards against leaks. */
const MAX_ENTRIES = 64;
const registry = new Map<string, Messages>();
const EMPTY: Messages = Object.freeze({});

export function registerMessages(url: string, messages: Messages): void {
  if (registry.get(url) === messages) return;
  registry.delete(url);
  registry.set(url, messages);
  if (registry.size > MAX_ENTRIES) {
    const oldest = registry.keys().next().value;
    if (oldest !== undefined) registry.delete(oldest);
  }
}

/**
 * The messages of a root data's `messagesUrl`; {} when they were never registered (then t() shows
 * keys — a bug, not a state the page should reach).
 */
export function messagesAt(url: string | undefined): Messages {
  return (url ? registry.get(url) : undefined) ?? EMPTY;
}

/** Browser: imports the messages module once and registers it (a no-op when already there). */
export async function importMessages(url: string): Promise<Messages> {
  const known = registry.get(url);
  if (known) return known;
  const module = (await import(/* @vite-ignore */ url)) as { default: Messages };
  registerMessages(url, module.default);
  return module.default;
}

/** Browser: the URL the server rendered this document with (null on a document without one). */
export function documentMessagesUrl(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${MESSAGES_META}"]`)?.content || null;
}
