/**
 * Client-side navigation for many plain `<a href>`s at once (decision 222). React Router's `<Link>`
 * resolves its path, builds its href and click handler with several hooks for every link it
 * renders; on the server that was a visible share of each uncached page (header, footer, facets,
 * cards). Lists of links render plain anchors instead, and their container takes this one click
 * handler, which navigates the way a `<Link>` would: only plain left clicks on same-origin paths
 * without a target or download, so new tabs, modifiers and external links behave as before.
 * The anchors carry no `data-discover`: the browser knows every route from the start (decision 238).
 */
import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The path a click on this anchor should navigate to in the app, or null to leave it to the browser. */
export function appPathOf(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.hasAttribute('data-reload-document')) return null;
  const href = anchor.getAttribute('href');
  if (!href?.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

/** One click handler for a container of plain links: navigates in the app like `<Link>`. */
export function useLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = event.target as Element | null;
      const anchor = target?.closest?.('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const path = appPathOf(anchor, event);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate],
  );
}
