/**
 * t(key, values): ICU MessageFormat (arguments, plural, selectordinal, select) via the small
 * formatter of icu.ts (intl-messageformat stays out of the browser bundle), compiled once per key
 * and locale. A missing key renders the key itself and is warned about once.
 */
import { type CompiledMessage, compileMessage } from './icu.ts';
import type { Messages } from './load.ts';
import { resolveLocale } from './locale.ts';
import { consoleLogger, type I18nLogger } from './logger.ts';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface Translator {
  readonly locale: string;
  (key: string, values?: MessageValues): string;
  has(key: string): boolean;
}

const intlTags = new Map<string, string>();

/** BCP 47 tag of a locale; memoised (called for every formatted price and message). */
export function intlLocale(locale: string): string {
  let tag = intlTags.get(locale);
  if (tag === undefined) {
    tag = resolveLocale(locale)?.tag ?? locale;
    // Inputs are the 28 store variants in a few spellings; the cap only guards against odd callers.
    if (intlTags.size < 512) intlTags.set(locale, tag);
  }
  return tag;
}

/**
 * Compiled messages shared by every translator of a locale, keyed by the message text: a
 * translator is created per request (and per render), and compiling the same catalog messages
 * again for each was a visible share of a page's server time. Failures are not kept here, so each
 * translator still logs them.
 */
const compiledByTag = new Map<string, Map<string, CompiledMessage>>();
const COMPILED_PER_TAG_LIMIT = 20_000;

function sharedCompile(message: string, tag: string): CompiledMessage {
  let compiled = compiledByTag.get(tag);
  if (!compiled) {
    compiled = new Map();
    compiledByTag.set(tag, compiled);
  }
  let format = compiled.get(message);
  if (!format) {
    format = compileMessage(message, tag);
    if (compiled.size >= COMPILED_PER_TAG_LIMIT) compiled.clear();
    compiled.set(message, format);
  }
  return format;
}

export function createTranslator(
  locale: string,
  messages: Messages,
  options: { logger?: I18nLogger } = {},
): Translator {
  const logger = options.logger ?? consoleLogger;
  const tag = intlLocale(locale);
  const compiled = new Map<string, CompiledMessage | null>();
  const warned = new Set<string>();

  const t = ((key: string, values?: MessageValues): string => {
    const message = messages[key];
    if (message === undefined) {
      if (!warned.has(key)) {
        warned.add(key);
        logger.warn('Missing message', { locale: tag, key });
      }
      return key;
    }
    let format = compiled.get(key);
    if (format === undefined) {
      try {
        format = sharedCompile(message, tag);
      } catch (error) {
        logger.error('Message does not parse', { locale: tag, key, error: String(error) });
        format = null;
      }
      compiled.set(key, format);
    }
    if (!format) return message;
    try {
      return format(values);
    } catch (error) {
      logger.error('Message could not be formatted', { locale: tag, key, error: String(error) });
      return message;
    }
  }) as Translator;
  Object.defineProperty(t, 'locale', { value: tag });
  t.has = (key) => messages[key] !== undefined;
  return t;
}
