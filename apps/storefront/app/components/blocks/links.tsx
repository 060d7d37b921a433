/**
 * Links in CMS content: paths and URLs on the shop's own domains are internal; anything else is
 * external, opens in a new window and carries rel="nofollow noopener" (spec 000 §2.5).
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { AppLink } from '../../shell/app-link.tsx';
import { useBlockEnvironment } from './environment.tsx';

export type ClassifiedHref = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

function sameSite(host: string, own: string): boolean {
  const bare = (value: string) =>
    value
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/:\d+$/, '');
  const a = bare(host);
  const b = bare(own);
  return a === b || a.endsWith(`.${b}`);
}

export function classifyHref(href: string, ownHosts: readonly string[]): ClassifiedHref {
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', path: href };
  try {
    const url = new URL(href.startsWith('//') ? `https:${href}` : href);
    if (ownHosts.some((own) => sameSite(url.host, own))) {
      return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
    }
    return { kind: 'external', url: url.toString() };
  } catch {
    return { kind: 'internal', path: `/${href.replace(/^\/+/, '')}` };
  }
}

export function SmartLink(props: { href: string; className?: string; children: ReactNode; label?: string }) {
  const { ownHosts, Link } = useBlockEnvironment();
  const t = useT();
  const target = classifyHref(props.href, ownHosts);
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
