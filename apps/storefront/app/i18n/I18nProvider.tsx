/** React access to the active locale: <I18nProvider locale messages> with useT() and useI18n(). */
import type { Money } from '@toolyard/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { formatDate, formatMoney, formatNumber } from './format.ts';
import type { Messages } from './load.ts';
import { createTranslator, intlLocale, type Translator } from './translator.ts';

export interface I18n {
  /** BCP 47 tag, e.g. "de-AT". */
  readonly locale: string;
  readonly t: Translator;
  formatMoney(amount: Money): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
}

export function createI18n(locale: string, messages: Messages): I18n {
  const tag = intlLocale(locale);
  return {
    locale: tag,
    t: createTranslator(tag, messages),
    formatMoney: (amount) => formatMoney(amount, tag),
    formatNumber: (value, options) => formatNumber(value, tag, options),
    formatDate: (value, options) => formatDate(value, tag, options),
  };
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: { locale: string; messages: Messages; children?: ReactNode }) {
  const value = useMemo(() => createI18n(props.locale, props.messages), [props.locale, props.messages]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

/** The active I18n; throws outside <I18nProvider> (a wiring bug, not a user error). */
export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n() needs an <I18nProvider> above it');
  return value;
}

export function useT(): Translator {
  return useI18n().t;
}
