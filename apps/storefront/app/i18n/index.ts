export { formatDate, formatMoney, formatNumber } from './format.ts';
export { createI18n, type I18n, I18nProvider, useI18n, useT } from './I18nProvider.tsx';
export { cachedMessages, clearMessageCache, type LoadOptions, loadMessages, type Messages } from './load.ts';
export { REFERENCE_LOCALE, type ResolvedLocale, resolveLocale } from './locale.ts';
export { consoleLogger, type I18nLogger } from './logger.ts';
export { bundledMessageSource, type MessageSource, type MessageTree } from './source.ts';
export { createTranslator, intlLocale, type MessageValues, type Translator } from './translator.ts';
