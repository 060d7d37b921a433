import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/index.ts';
import { useLinkClicks } from '../shell/link-clicks.ts';
import type { RootData } from '../shell/root-data.ts';
import { Icon } from './icons.tsx';
import { useDismiss } from './use-dismiss.ts';

/**
 * First-level categories of the store's language-country. On small screens a menu button opens and
 * closes the list; it closes on navigation and on logo, language, cart or search clicks (the header
 * passes `onToggle(false)` to those), and like the header's other menus on Escape or a click
 * outside it.
 */
export function NavigationMenu({
  root,
  open,
  onToggle,
}: {
  root: RootData;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const t = useT();
  const location = useLocation();
  const onLinkClick = useLinkClicks();
  const ref = useRef<HTMLElement>(null);
  useDismiss(
    ref,
    open,
    useCallback(() => onToggle(false), [onToggle]),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every page change
  useEffect(() => onToggle(false), [location.pathname]);
  const href = (slug: string, name: string) =>
    root.categoriesFromCatalog
      ? `${root.prefix}/${slug}/`
      : `${root.prefix}/search?q=${encodeURIComponent(name)}`;
  return (
    <nav className="nav" aria-label={t('shell.main-navigation')} ref={ref}>
      <div className="container nav__inner">
        <button
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls="nav-list"
          onClick={() => onToggle(!open)}
        >
          <Icon name="menu" size={20} />
          {t('navigation.all-categories')}
        </button>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the anchors' clicks (Enter clicks too) */}
        <ul
          id="nav-list"
          className={`nav__list${open ? ' nav__list--open' : ''}`}
          onClick={(event) => {
            if ((event.target as Element).closest?.('a')) onToggle(false);
            onLinkClick(event);
          }}
        >
          {root.categories.map((category) => (
            <li key={category.slug}>
              <a href={href(category.slug, category.name)}>{category.name}</a>
            </li>
          ))}
          <li>
            <a href={`${root.prefix}/search?tags=on-sale`} className="nav__sale">
              {t('navigation.sale')}
            </a>
          </li>
        </ul>
      </div>
    </nav>
  );
}
