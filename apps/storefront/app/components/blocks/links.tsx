/**
 * Links in CMS content: paths and URLs on the shop's own domains are internal; anything else is
 * external, opens in a new window and carries rel="nofollow noopener" (spec 000 §2.5). A URL on
 * another of the shop's domains (another country store, a subdomain) is internal too, but keeps its
 * host: made a path, it would lead to the same path on the current store.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { AppLink } from '../../shell/app-link.tsx';
import { useBlockEnvironment } from './environment.tsx';

export type ClassifiedHref =
  | { kind: 'internal'; path: string }
  | { kind: 'own-site'; url: string }
  | { kind: 'external'; url: string };

const bareHost = (value: string) =>
  value
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/:\d+$/, '');

function sameSite(host: string, own: string): boolean {
  const a = bareHost(host);
  const b = bareHost(own);
  return a === b || a.endsWith(`.${b}`);
}

/**
 * `currentHost`: the host of the store the page belongs to; only its URLs become paths. Without it,
 * every own host counts as the current one (content checked outside a request).
 */
export function classifyHref(
  href: string,
  ownHosts: readonly string[],
  currentHost?: string,
): ClassifiedHref {
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', path: href };
  try {
    const url = new URL(href.startsWith('//') ? `https:${href}` : href);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (currentHost === undefined) {
      if (ownHosts.some((own) => sameSite(url.host, own))) return { kind: 'internal', path };
    } else {
      if (bareHost(url.host) === bareHost(currentHost)) return { kind: 'internal', path };
      if ([currentHost, ...ownHosts].some((own) => sameSite(url.host, own))) {
        return { kind: 'own-site', url: url.toString() };
      }
    }
    return { kind: 'external', url: url.toString() };
  } catch {
    return { kind: 'internal', path: `/${href.replace(/^\/+/, '')}` };
  }
}

export interface ShopHosts {
  /** Every store's host: links to them are internal (no nofollow, same window). */
  ownHosts: readonly string[];
  /** The page's own store's host: only its URLs become in-app paths. */
  currentHost: string | undefined;
}

/** Per origins record (one per request host, kept by the server): parsed once, not per render. */
const hostsByOrigins = new WeakMap<object, Map<string, ShopHosts>>();

/** The hosts `classifyHref` needs, from the shell's store origins and the page's country. */
export function shopHosts(origins: Readonly<Record<string, string>>, country: string): ShopHosts {
  let byCountry = hostsByOrigins.get(origins);
  if (!byCountry) {
    byCountry = new Map();
    hostsByOrigins.set(origins, byCountry);
  }
  let hosts = byCountry.get(country);
  if (!hosts) {
    const current = origins[country];
    hosts = {
      ownHosts: Object.values(origins).map((origin) => new URL(origin).host),
      currentHost: current ? new URL(current).host : undefined,
    };
    byCountry.set(country, hosts);
  }
  return hosts;
}

export function SmartLink(props: { href: string; className?: string; children: ReactNode; label?: string }) {
  const { ownHosts, currentHost, Link } = useBlockEnvironment();
  const t = useT();
  const target = classifyHref(props.href, ownHosts, currentHost);
  if (target.kind === 'internal') {
    if (Link) {
      return (
        <AppLink to={target.path} className={props.className} aria-label={props.label}>
          {props.children}
        </AppLink>
      );
    }
    return (
      <a href={target.path} className={props.className} aria-label={props.label}>
        {props.children}
      </a>
    );
  }
  if (target.kind === 'own-site') {
    return (
      <a href={target.url} className={props.className} aria-label={props.label}>
        {props.children}
      </a>
    );
  }
  return (
    <a
      href={target.url}
      className={props.className}
      target="_blank"
      rel="nofollow noopener"
      aria-label={props.label}
    >
      {props.children}
      <span className="visually-hidden"> {t('blocks.new-window')}</span>
    </a>
  );
}
