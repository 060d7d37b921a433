/**
 * Browser entry: React Router's default hydration, started after the browser has painted the
 * server's HTML once. A product or listing document arrives whole and parses in one go; its module
 * scripts then ran hydration (about a second of script on a mid-range phone) before the first
 * frame, so nothing showed until the page was interactive (Lighthouse: observed first paint after
 * the load event). requestAnimationFrame runs just before that frame; the timeout after it
 * (docs/decisions/180). A hidden tab paints no frames: there the timeout alone starts hydration.
 */
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Marks <html data-hydrated> once the first hydration has committed (a parent's effect runs after
 * every child's): the one sign that clicks reach React. React Router's globals exist before
 * hydration even starts (docs/decisions/205); browser tests and scripts wait for this instead.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return children;
}

let started = false;
function hydrate() {
  if (started) return;
  started = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <MarkHydrated>
          <HydratedRouter />
        </MarkHydrated>
      </StrictMode>,
    );
  });
}

if (document.visibilityState === 'hidden') hydrate();
else {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
  // Should no frame come (a background tab, a throttled frame), do not wait for one.
  setTimeout(hydrate, 100);
}
