import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { AppLink } from '../shell/app-link.tsx';
import type { CmsPage } from '../shell/cms.ts';
import { CmsBlocks } from './CmsBlocks.tsx';
import { useSafeT, useShellData } from './ShellI18n.tsx';

function NotFound({ error }: { error: unknown }) {
  const cms = isRouteErrorResponse(error) ? (error.data as { cms?: CmsPage | null } | null)?.cms : null;
  const t = useSafeT();
  const root = useShellData();
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <h1 id="error-title">{t('errors.not-found-title')}</h1>
      <p>{t('errors.not-found-text')}</p>
      <p className="error-page__actions">
        <AppLink to={root?.prefix || '/'} className="button button--primary">
          {t('errors.go-home')}
        </AppLink>
      </p>
      {cms ? <CmsBlocks blocks={cms.blocks} data={cms.data} /> : null}
    </section>
  );
}

/** Set by the test route to exercise the guard below (see routes/test-error.tsx). */
function failsOnPurpose(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) && (error.data as { failErrorPage?: boolean } | null)?.failErrorPage === true
  );
}

function GeneralError({ error }: { error: unknown }) {
  const t = useSafeT();
  const root = useShellData();
  if (failsOnPurpose(error)) throw new Error('The error page failed on purpose (test route)');
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className="error-page__art-disc" cx="60" cy="60" r="56" />
        <path
          className="error-page__art-line"
          d="M38 82 74 46m-6-8 14 14-6 6-14-14zM36 84l6-16 10 10z"
          strokeWidth="5"
          fill="none"
        />
      </svg>
      <h1 id="error-title">{t('errors.error-occured')}</h1>
      <p>{t('errors.go-back-or-try-again')}</p>
      <p className="error-page__actions">
        <AppLink to={root?.prefix || '/'} className="button button--primary">
          {t('errors.go-home')}
        </AppLink>
        <button type="button" className="button button--link" onClick={() => window.history.back()}>
          {t('errors.go-back')}
        </button>
      </p>
    </section>
  );
}

/** What is shown when the error page itself fails to render. */
export function ErrorPageFailure({ error }: { error: unknown }) {
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <h1 id="error-title">An error occurred while showing the error page</h1>
      <p>Unfortunately an error occurred and while showing the error page another error occurred</p>
      <details>
        <summary>Error details</summary>
        <pre>{error instanceof Error ? error.message : String(error)}</pre>
      </details>
      <a href="/">Go back to home</a>
    </section>
  );
}

class SafeErrorPage extends Component<{ children: ReactNode }, { failure: unknown }> {
  override state: { failure: unknown } = { failure: null };
  static getDerivedStateFromError(failure: unknown) {
    return { failure: failure ?? new Error('unknown') };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('error page failed', error, info.componentStack);
  }
  override render() {
    return this.state.failure ? <ErrorPageFailure error={this.state.failure} /> : this.props.children;
  }
}

/** Not-found view for 404s, the general error view otherwise, guarded against its own failure. */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !isRouteErrorResponse(error)) console.error(error);
  return (
    <SafeErrorPage>{notFound ? <NotFound error={error} /> : <GeneralError error={error} />}</SafeErrorPage>
  );
}
