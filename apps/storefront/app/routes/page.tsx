/**
 * The fixed routes of spec 000 §2.1 without a module of their own yet: /checkout and /my-account
 * (routes.ts). The shell renders their frame, title and meta. Every checkout step, account page and
 * the payment error page has its own module; a step or page added to store/paths.ts without one
 * lands here with the brand as its title.
 */
import { data, useMatches } from 'react-router';
import { useT } from '../i18n/index.ts';
import type { LayoutKind } from '../root.tsx';
import { pageMeta, rootDataOf, rootMessage, unprefixed } from '../shell/page-meta.ts';
import { languagePrefix } from '../store/domain-map.ts';
import type { Route } from './+types/page.ts';

interface PageInfo {
  titleKey: string;
  layout: LayoutKind;
  indexable: boolean;
}

const PAGES: Record<string, PageInfo> = {
  checkout: { titleKey: 'cart.title', layout: 'no-footer', indexable: false },
};

export const handle = {
  layout: (match: { id: string }) => PAGES[match.id]?.layout ?? 'default',
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { shell } = context;
  if (params.lang !== undefined && `/${params.lang}` !== languagePrefix(shell.store, shell.language)) {
    throw data(null, { status: 404 });
  }
  return { ok: true };
}

function usePageInfo(): PageInfo {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return PAGES[id] ?? { titleKey: 'common.brand', layout: 'default', indexable: false };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const id = matches[matches.length - 1]?.id ?? '';
  const info = PAGES[id];
  const title = info ? rootMessage(root, info.titleKey) : null;
  return pageMeta({
    root,
    path: unprefixed(location.pathname, root?.prefix ?? ''),
    search: location.search,
    title,
    robots: info?.indexable ? 'index, follow' : 'noindex, nofollow',
    alternates: info?.indexable ?? false,
  });
};

export default function Page() {
  const t = useT();
  const info = usePageInfo();
  return (
    <div className={info.layout === 'centered' ? 'container container--narrow' : 'container'}>
      <h1 className="page-title">{t(info.titleKey)}</h1>
    </div>
  );
}
