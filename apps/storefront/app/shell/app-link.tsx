/**
 * React Router's `<Link>` in the browser; on the server, for an app path, the anchor it would render
 * without running its hooks (decision 236). On the server a `<Link>` only ever produces
 * `<a href data-discover>`, but resolves its path, location, prefetch state and click handler with
 * several hooks first: a visible share of every uncached page. The browser hydrates the same anchor
 * with the real `<Link>`, so navigation, prefetching and discovery are unchanged. Anything but an
 * absolute path (`/…`), a masked link or one that renders prefetch tags is left to `<Link>`.
 */
import { Link, type LinkProps } from 'react-router';

export type AppLinkProps = LinkProps & { to: string };

/** Exported for the test that holds it to `<Link>`'s markup. */
export function serverAnchor(props: AppLinkProps) {
  const {
    to,
    discover = 'render',
    prefetch = 'none',
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    target,
    ...rest
  } = props;
  const plain = to.startsWith('/') && !to.startsWith('//') && !props.mask;
  if (!plain || prefetch === 'render' || prefetch === 'viewport') {
    return <Link {...props} />;
  }
  return <a {...rest} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}

/**
 * Chosen once per environment, so each side always renders the same component (hooks stay stable).
 * Vite sets `import.meta.env.SSR` at build time, which leaves the server anchor out of the browser's
 * bundle; modules loaded by the server outside Vite (tsx) have no `import.meta.env` and look for a
 * document instead. Without `data-discover` unless asked for: the browser has every route from the
 * start (route discovery "initial", decision 238), so the attribute would only add bytes.
 */
export const AppLink: (props: AppLinkProps) => React.ReactNode = (
  import.meta.env
    ? import.meta.env.SSR
    : typeof document === 'undefined'
)
  ? (props) => serverAnchor({ discover: 'none', ...props })
  : (props) => <Link discover="none" {...props} />;
