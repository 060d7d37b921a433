import { createContext, type ReactNode, useContext } from 'react';
import { I18nProvider, useI18n } from '../i18n/index.ts';
import { type RootData, rootMessages } from '../shell/root-data.ts';

const ShellDataContext = createContext<RootData | null>(null);

/** The i18n provider with the root loader's locale and messages, plus the root data itself. */
export function ShellI18n({ root, children }: { root: RootData; children: ReactNode }) {
  return (
    <ShellDataContext.Provider value={root}>
      <I18nProvider locale={root.tag} messages={rootMessages(root)}>
        {children}
      </I18nProvider>
    </ShellDataContext.Provider>
  );
}

export function useShellData(): RootData | null {
  return useContext(ShellDataContext);
}

/** English texts of the error pages, for the case where messages could not be loaded at all. */
const ENGLISH_FALLBACK: Record<string, string> = {
  'errors.error-occured': 'An error occurred',
  'errors.go-back-or-try-again': 'Please go back or try again later.',
  'errors.go-home': 'Go to the home page',
  'errors.go-back': 'Go back',
  'errors.not-found-title': 'This page could not be found',
  'errors.not-found-text': 'The page you are looking for does not exist or has been moved.',
  'errors.error-page-failed-title': 'An error occurred while showing the error page',
  'errors.error-page-failed-text':
    'Unfortunately an error occurred and while showing the error page another error occurred',
  'errors.error-details': 'Error details',
  'errors.go-back-to-home': 'Go back to home',
};

/** t() that also works outside the provider (error pages when the root loader failed). */
export function useSafeT(): (key: string, values?: Record<string, string | number>) => string {
  const shell = useContext(ShellDataContext);
  // biome-ignore lint/correctness/useHookAtTopLevel: the context presence never changes within a tree
  const t = shell ? useI18n().t : null;
  return (key, values) => (t ? t(key, values) : (ENGLISH_FALLBACK[key] ?? key));
}
