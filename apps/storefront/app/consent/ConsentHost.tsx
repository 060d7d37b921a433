/**
 * The cookie banner in every page's HTML, the same for everyone (so cacheable): CSS shows it only
 * when the head script found no choice (CONSENT_ASK_ATTRIBUTE), so it paints with the page instead
 * of appearing late over it. The footer's "Cookie settings" shows it again.
 */
import { useEffect, useState } from 'react';
import { OPEN_CONSENT_EVENT } from './browser.ts';
import ConsentBanner from './ConsentBanner.tsx';
import { CONSENT_ASK_ATTRIBUTE } from './consent.ts';

export function ConsentHost() {
  const [state, setState] = useState<'page' | 'asked' | 'done'>('page');
  useEffect(() => {
    const reopen = () => setState('asked');
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);
  if (state === 'done') return null;
  return (
    <ConsentBanner
      asked={state === 'asked'}
      onDone={() => {
        document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
        setState('done');
      }}
    />
  );
}
