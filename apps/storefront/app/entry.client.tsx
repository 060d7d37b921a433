/**
 * Browser entry: React Router's default hydration, started after the browser has painted the
 * server's HTML once. A product or listing document arrives whole and parses in one go; its module
 * scripts then ran hydration (about a second of script on a mid-range phone) before the first
 * frame, so nothing showed until the page was interactive (Lighthouse: observed first paint after
 * the load event). requestAnimationFrame runs just before that frame; the timeout after it
 * (docs/decisions/180). A hidden tab paints no frames: there the timeout alone starts hydration.
 *
 * The browser messages are no longer in the loader data but a module of their own (docs/decisions/
 * 210): hydration renders with exactly the messages the server rendered, so it waits for that module
 * (preloaded with the route modules, so normally already there). Should it fail to load, the page
 * stays as the server rendered it — links and forms work — rather than hydrate into message keys.
 */
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentMessagesUrl, importMessages } from './i18n/client-messages.ts';

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

/** Started at once: the import runs while the browser waits for its frame. */
const messagesUrl = documentMessagesUrl();
const messagesReady: Promise<boolean> = messagesUrl
  ? importMessages(messagesUrl).then(
      () => true,
      (error: unknown) => {
        console.error('The page messages could not be loaded; the page is not hydrated', error);
        return false;
      },
    )
  : Promise.resolve(true);

let started = false;
async function hydrate() {
  if (started) return;
  started = true;
  if (!(await messagesReady)) return;
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

if (document.visibilityState === 'hidden') void hydrate();
else {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
  // Should no frame come (a background tab, a throttled frame), do not wait for one.
  setTimeout(hydrate, 100);
}
