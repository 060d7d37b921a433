/**
 * Shows the cookie banner to a visitor who has not chosen yet, and again when the footer's
 * "Cookie settings" asks. Drawn only in the browser, after hydration, so every visitor gets the
 * same cacheable HTML; the banner's code and styles load only when it shows.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_CONSENT_EVENT, readConsent } from './browser.ts';

const ConsentBanner = lazy(() => import('./ConsentBanner.tsx'));

export function ConsentHost() {
  const [shown, setShown] = useState<'first-visit' | 'asked' | null>(null);
  useEffect(() => {
    if (readConsent() === null) setShown('first-visit');
    const reopen = () => setShown('asked');
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner takeFocus={shown === 'asked'} onDone={() => setShown(null)} />
    </Suspense>
  );
}
