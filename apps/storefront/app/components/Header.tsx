import { hasTrustScore } from '@toolyard/domain';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { ACCOUNT_LINKS, type AccountLink, SelfServiceOrdersForm } from '../account/account-links.tsx';
import { openCartSidebar } from '../cart/cart-shell.ts';
import { formatNumber, useT } from '../i18n/index.ts';
import { AppLink } from '../shell/app-link.tsx';
import type { RootData } from '../shell/root-data.ts';
import { useVisitor } from '../shell/visitor.tsx';
import { CmsBlocks } from './CmsBlocks.tsx';
import { useContactForm } from './contact-form-opener.ts';
import { Icon, Logo } from './icons.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { NavigationMenu } from './NavigationMenu.tsx';
import { SearchBar } from './searchbar/SearchBar.tsx';
import { useDismiss } from './use-dismiss.ts';

/** The contact modal and its request form load when it first opens (it only ever opens in the browser). */
const ContactDialog = lazy(() =>
  import('./ContactDialog.tsx').then((module) => ({ default: module.ContactDialog })),
);

/** Formatters are cached per locale and options (i18n/format.ts): built once, not on every page. */
const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

function TopBar({ root }: { root: RootData }) {
  const t = useT();
  const phone = t.has('shell.care-phone') ? t('shell.care-phone') : '';
  const hours = t.has('shell.care-hours') ? t('shell.care-hours') : '';
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        {phone ? (
          <p className="topbar__care">
            <Icon name="phone" size={16} />
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{t('header.customer-care', { phone })}</a>
            {hours ? <span className="topbar__hours">{hours}</span> : null}
          </p>
        ) : (
          <span />
        )}
        {/* Our own reviews of this store only; none yet, no widget (decision 126). */}
        {hasTrustScore(root.language) && root.storeRating ? (
          <p className="topbar__rating">
            <span className="stars" aria-hidden="true">
              {[1, 2, 3, 4, 5].map((n) => (
                <Icon key={n} name="star" size={14} />
              ))}
            </span>
            {t('shell.rating', {
              rating: formatNumber(root.storeRating.average, root.locale, ONE_DECIMAL),
              count: formatNumber(root.storeRating.count, root.locale),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function CartButton({ root, onOpen }: { root: RootData; onOpen: () => void }) {
  const t = useT();
  const [hint, setHint] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(
    ref,
    hint,
    useCallback(() => setHint(false), []),
  );
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the hint whenever the page changes
  useEffect(() => setHint(false), [location.pathname]);
  // Known after hydration only (GET /api/visitor): the page itself stays the same for everyone.
  const cartCount = useVisitor()?.cartCount ?? 0;
  if (cartCount > 0) {
    return (
      <AppLink
        to={`${root.prefix}/checkout/cart`}
        className="header__action header__cart-link"
        onClick={(event) => {
          onOpen();
          // Spec 000 §4: the cart icon with items opens the cart sidebar; a modified click (new tab)
          // and a page without JavaScript follow the link to the cart page.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          openCartSidebar();
        }}
        aria-label={t('header.cart-count', { count: cartCount })}
      >
        <Icon name="cart" />
        {/* The visible words in the order the name says them (WCAG 2.5.3 "label in name"): the
            badge is placed over the icon by CSS, but it reads after the label. */}
        <span className="header__label" aria-hidden="true">
          {t('header.cart')}
        </span>{' '}
        <span className="badge" aria-hidden="true">
          {cartCount}
        </span>
      </AppLink>
    );
  }
  return (
    <div className="header__cart" ref={ref}>
      <button
        type="button"
        className="header__action"
        aria-expanded={hint}
        aria-controls="cart-hint"
        onClick={() => {
          onOpen();
          setHint((open) => !open);
        }}
      >
        <Icon name="cart" />
        <span className="header__label">{t('header.cart')}</span>
      </button>
      <p id="cart-hint" className="popover" role="status" hidden={!hint}>
        {t('cart.empty')}
      </p>
    </div>
  );
}

/**
 * Spec 000 §4: "If auth says logged in but the session does not, the page reloads at its path" —
 * the page said signed in, but the session ended elsewhere (log-out in another tab, password
 * changed on another device). Asked when the menu opens and when the tab becomes visible again.
 */
function useSessionCheck(isLoggedIn: boolean) {
  return useCallback(async () => {
    if (!isLoggedIn) return;
    try {
      const response = await fetch('/api/new-ct/isLoggedIn', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '[{}]',
      });
      const body = (await response.json()) as { data?: { isLoggedIn?: boolean } };
      if (body.data?.isLoggedIn === false)
        window.location.replace(window.location.pathname + window.location.search);
    } catch {
      // Offline or the API is down: keep the page as it is.
    }
  }, [isLoggedIn]);
}

function AccountMenu({ root }: { root: RootData }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const isLoggedIn = useVisitor()?.isLoggedIn ?? false;
  const checkSession = useSessionCheck(isLoggedIn);
  useDismiss(
    ref,
    open,
    useCallback(() => setOpen(false), []),
  );
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on navigation
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [checkSession]);
  if (!isLoggedIn) {
    return (
      <AppLink to={`${root.prefix}/login`} className="header__action">
        <Icon name="user" />
        <span className="header__label">{t('header.login')}</span>
      </AppLink>
    );
  }
  const menuLink = ({ path, key }: AccountLink) => (
    <li key={path}>
      <AppLink to={`${root.prefix}${path}`}>{t(key)}</AppLink>
    </li>
  );
  const [profile, ...others] = ACCOUNT_LINKS.filter((link) => link.inMenu);
  return (
    <div className="header__account" ref={ref}>
      <button
        type="button"
        className="header__action"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => {
          if (!open) void checkSession();
          setOpen(!open);
        }}
      >
        <Icon name="user" />
        <span className="header__label">{t('header.account')}</span>
      </button>
      {open ? (
        <ul id="account-menu" className="popover popover--menu">
          {profile ? menuLink(profile) : null}
          <li>
            <SelfServiceOrdersForm
              prefix={root.prefix}
              label={t('account.my-orders')}
              buttonClassName="popover__button"
              // Closed after the browser has taken the submission: a form removed during its submit
              // event is not submitted.
              onSubmit={() => setTimeout(() => setOpen(false))}
            />
          </li>
          {others.map(menuLink)}
          <li>
            <Form method="post" action={`${root.prefix}/log-out`}>
              <button type="submit" className="popover__button">
                {t('account.log-out')}
              </button>
            </Form>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

export function Header({ root }: { root: RootData }) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const contact = useContactForm();
  const closeMenu = () => setMenuOpen(false);
  // Marks when the personal state (GET /api/visitor) is shown, so a test can tell "anonymous" from
  // "not asked yet"; it says nothing about the visitor.
  const visitorKnown = useVisitor() !== null;
  return (
    <header className="header" data-visitor={visitorKnown ? 'known' : undefined}>
      <a className="skip-link" href="#main">
        {t('common.skip-to-content')}
      </a>
      <TopBar root={root} />
      <div className="container header__bar">
        <AppLink
          to={root.prefix || '/'}
          className="header__logo"
          onClick={closeMenu}
          aria-label={t('header.logo-alt')}
        >
          <Logo />
        </AppLink>
        <SearchBar prefix={root.prefix} language={root.language} locale={root.tag} onFocus={closeMenu} />
        <nav className="header__actions" aria-label={t('header.account')}>
          <LanguageSwitcher root={root} onOpen={closeMenu} />
          <button
            type="button"
            className="header__action"
            onClick={() => contact.open({ prefill: null, productNumber: null })}
          >
            <Icon name="chat" />
            <span className="header__label">{t('header.contact')}</span>
          </button>
          <AccountMenu root={root} />
          <CartButton root={root} onOpen={closeMenu} />
        </nav>
      </div>
      <NavigationMenu root={root} open={menuOpen} onToggle={setMenuOpen} />
      {root.promoBlocks ? (
        <div className="promo">
          <CmsBlocks blocks={root.promoBlocks} data={{}} />
        </div>
      ) : null}
      {contact.opening ? (
        <Suspense fallback={null}>
          <ContactDialog onClose={contact.close} opening={contact.opening} />
        </Suspense>
      ) : null}
    </header>
  );
}
