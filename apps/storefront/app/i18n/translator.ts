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

export function intlLocale(locale: string): string {
  return resolveLocale(locale)?.tag ?? locale;
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
        format = compileMessage(message, tag);
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
