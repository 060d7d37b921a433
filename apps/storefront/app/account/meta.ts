import type { MetaFunction } from 'react-router';
import { pageMeta, rootDataOf, unprefixed } from '../shell/page-meta.ts';

/** Account pages: titled, never indexed, no language alternates (personal pages). */
export function accountMeta(titleKey: string): MetaFunction {
  return ({ matches, location }) => {
    const root = rootDataOf(matches);
    return pageMeta({
      root,
      path: unprefixed(location.pathname, root?.prefix ?? ''),
      search: location.search,
      title: root?.messages[titleKey] ?? null,
      robots: 'noindex, nofollow',
      alternates: false,
    });
  };
}
