import type { MetaFunction } from 'react-router';
import { pageMeta, rootDataOf, rootMessage, unprefixed } from '../shell/page-meta.ts';

/** Account pages: titled, never indexed, no language alternates (personal pages). */
export function accountMeta(titleKey: string): MetaFunction {
  return ({ matches, location }) => {
    const root = rootDataOf(matches);
    return pageMeta({
      root,
      path: unprefixed(location.pathname, root?.prefix ?? ''),
      search: location.search,
      title: rootMessage(root, titleKey),
      robots: 'noindex, nofollow',
      alternates: false,
    });
  };
}
