/**
 * Loading a locale's messages: every namespace file of every catalog in the locale's chain, merged
 * so the most specific wins (de-CH overrides → de-DE overrides → de → en). Results are cached per
 * locale: the server loads a locale once and then reads it synchronously on every request.
 */

import { REFERENCE_LOCALE, resolveLocale } from './locale.ts';
import { consoleLogger, type I18nLogger } from './logger.ts';
import { bundledMessageSource, type MessageSource, type MessageTree } from './source.ts';

/** Flat messages: "namespace.key" → ICU message. */
export type Messages = Readonly<Record<string, string>>;

export interface LoadOptions {
  source?: MessageSource;
  logger?: I18nLogger;
}

export function flattenTree(namespace: string, tree: MessageTree, into: Record<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${namespace}.${key}`;
    if (typeof value === 'string') into[path] = value;
    else if (value && typeof value === 'object') flattenTree(path, value, into);
  }
}

async function loadFolder(
  source: MessageSource,
  folder: string,
  logger: I18nLogger,
): Promise<Messages | null> {
  let namespaces: Readonly<Record<string, MessageTree>>;
  try {
    namespaces = await source.load(folder);
  } catch (error) {
    // Spec 001 §8: a locale file that fails to load is logged; the rest of the chain still serves.
    logger.error('Locale file failed to load', { folder, error: String(error) });
    return null;
  }
  const messages: Record<string, string> = {};
  for (const [namespace, tree] of Object.entries(namespaces)) flattenTree(namespace, tree, messages);
  return messages;
}

const cache = new Map<string, { source: MessageSource; messages: Promise<Messages>; value?: Messages }>();

/**
 * Messages of a locale ("de-ch", "de-CH"). An unsupported locale is warned about (spec 001 §8) and
 * served in English.
 */
export function loadMessages(locale: string, options: LoadOptions = {}): Promise<Messages> {
  const logger = options.logger ?? consoleLogger;
  const source = options.source ?? bundledMessageSource();
  let resolved = resolveLocale(locale);
  if (!resolved) {
    logger.warn('Missing locale, falling back to English', { locale });
    resolved = resolveLocale(REFERENCE_LOCALE)!;
  }
  const cached = cache.get(resolved.tag);
  if (cached && cached.source === source) return cached.messages;
  const folders: string[] = [...[...resolved.languages].reverse(), ...[...resolved.overrides].reverse()];
  const entry: { source: MessageSource; messages: Promise<Messages>; value?: Messages } = {
    source,
    messages: Promise.all(folders.map((folder) => loadFolder(source, folder, logger))).then((layers) => {
      const merged: Messages = Object.freeze(
        layers.reduce<Record<string, string>>((all, layer) => Object.assign(all, layer ?? {}), {}),
      );
      // A partial catalog serves this request but is not kept: the next one tries the failed file again.
      if (layers.includes(null)) cache.delete(resolved.tag);
      else entry.value = merged;
      return merged;
    }),
  };
  entry.messages.catch(() => cache.delete(resolved.tag));
  cache.set(resolved.tag, entry);
  return entry.messages;
}

/** Already loaded messages of a locale, synchronously; undefined until loadMessages has finished. */
export function cachedMessages(locale: string): Messages | undefined {
  const resolved = resolveLocale(locale);
  return resolved ? cache.get(resolved.tag)?.value : undefined;
}

/** Forgets loaded catalogs (tests, or a server reloading translations). */
export function clearMessageCache(): void {
  cache.clear();
}
