import { type CountryCode, PAYMENT_METHODS_BY_COUNTRY } from '@toolyard/domain';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { CartSidebarHost } from './cart/CartSidebarHost.tsx';
import { LiveCart } from './cart/LiveCart.tsx';
import { ErrorPage } from './components/ErrorPage.tsx';
import { Footer } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import { LoadingBar } from './components/LoadingBar.tsx';
import { ShellI18n } from './components/ShellI18n.tsx';
import { VersionBanner } from './components/VersionBanner.tsx';
import { ConfirmationPopup } from './confirmation/ConfirmationPopup.tsx';
import { ConsentHost } from './consent/ConsentHost.tsx';
import { CONSENT_ASK_SCRIPT, CONSENT_UNCHOSEN_ATTRIBUTE, hasStoredConsent } from './consent/consent.ts';
import { importMessages, MESSAGES_META, registerMessages } from './i18n/client-messages.ts';
import { createTranslator } from './i18n/index.ts';
import { messagesAssetOf } from './i18n/messages-asset.server.ts';
import { loadCmsBlocks } from './shell/cms.server.ts';
import { fallbackTo } from './shell/context.ts';
import { builtInDepartments } from './shell/departments.ts';
import { loadFooter } from './shell/footer.server.ts';
import { useNonce } from './shell/nonce.ts';
import { type RootData, rootMessages, useRootData } from './shell/root-data.ts';
import { languageOfPath, rootQuery } from './shell/root-revalidate.ts';
import { BRAND } from './shell/seo.ts';
import { DEFAULT_TOGGLES, resolveToggles } from './shell/toggles.ts';
import { useVisitor, VisitorProvider } from './shell/visitor.tsx';
import { languagePrefix } from './store/domain-map.ts';
// One hashed, immutable stylesheet linked in the head (tokens, shell, blocks, account pages):
// cached across pages and visits instead of weighing on every document (docs/decisions/120).
import stylesheet from './styles/app.css?url';

/**
 * React Aria injects its touch-action rule as an inline <style> unless an element with this id is
 * present: the rule lives in app.css, whose link carries the id (no inline style for the CSP).
 */
export const REACT_ARIA_PRESS_STYLE_ID = 'react-aria-pressable-style';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, id: REACT_ARIA_PRESS_STYLE_ID },
];

/**
 * Only what every visitor of this URL sees alike: no personal data (the cart badge and the account
 * menu ask GET /api/visitor after hydration, app/shell/visitor.tsx), so the document never waits on
 * a session and a shared cache may keep it (docs/decisions/116). The reads run side by side.
 * Awaited: what the first screen shows (messages, header categories, promo banner, store rating —
 * shown late they would push the page down). Deferred: the footer's link columns (CMS page list and
 * top brands), below the fold; React Router streams them into the same document (decision 181).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { shell } = context;
  const promo = loadCmsBlocks(shell, 'promo-banner').catch(fallbackTo(shell, null));
  // The browser messages travel as their own cached module, not in the loader data; this render
  // finds them by its URL (docs/decisions/210).
  const { url: messagesUrl, messages } = await messagesAssetOf(shell.locale);
  registerMessages(messagesUrl, messages);
  const t = createTranslator(shell.locale, messages);
  // Not awaited: a promise in loader data streams (the footer renders it in <Await>).
  const footer = loadFooter(shell).catch(fallbackTo(shell, []));
  const [fromCatalog, promoBlocks, storeRating] = await Promise.all([
    shell.catalog ? shell.catalog.topCategories().catch(fallbackTo(shell, [])) : [],
    promo,
    shell.catalog ? shell.catalog.storeRating().catch(fallbackTo(shell, null)) : null,
  ]);
  const url = new URL(request.url);
  return {
    tag: t.locale,
    locale: shell.locale,
    language: shell.language,
    country: shell.store.country,
    languages: shell.store.languages,
    defaultLanguage: shell.store.defaultLanguage,
    currency: shell.store.currency,
    prefix: languagePrefix(shell.store, shell.language),
    origins: shell.origins,
    toggles: resolveToggles(DEFAULT_TOGGLES, url.searchParams),
    showVersion: url.searchParams.get('version') === 'true',
    appVersion: shell.appVersion,
    year: new Date().getFullYear(),
    messagesUrl,
    categories: fromCatalog.length > 0 ? fromCatalog : builtInDepartments(t),
    categoriesFromCatalog: fromCatalog.length > 0,
    footer,
    // Promo banner area: the CMS page "promo-banner" of the store variant, when an operator made one.
    promoBlocks,
    storeRating,
    paymentMethods: PAYMENT_METHODS_BY_COUNTRY[shell.store.country as CountryCode],
    consentStored: hasStoredConsent(request.headers.get('cookie')),
  };
}

/**
 * Browser navigations that reload the root (another language or store, see shouldRevalidate): the
 * new locale's messages module is imported before the page renders with the new data. Not on
 * hydration (no `hydrate`): entry.client.tsx imports the document's module before hydrating.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const data = await serverLoader();
  await importMessages(data.messagesUrl);
  return data;
}

/**
 * The root's data depends on the store (a new host is a new document), the language (path prefix)
 * and its own query parameters (`version`, `toggle_*`) — nothing personal, so sign-in, sign-out and
 * cart changes do not reload it. Anything else (another page, a filter) keeps it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!defaultShouldRevalidate) return false;
  if (currentUrl.host !== nextUrl.host) return true;
  if (languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)) return true;
  return rootQuery(currentUrl.searchParams) !== rootQuery(nextUrl.searchParams);
}

/** Only used when a page has no meta of its own: errors that reach the root boundary. */
export const meta: Route.MetaFunction = ({ data, error }) => {
  const t = data ? createTranslator(data.locale, rootMessages(data)) : null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = t ? t(notFound ? 'errors.not-found-title' : 'errors.error-occured') : null;
  return [{ title: title ? `${title} | ${BRAND}` : BRAND }, { name: 'robots', content: 'noindex, follow' }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  return (
    // The head script may mark <html> for the cookie banner before React hydrates (decision 243);
    // the server marks it for a browser without JavaScript when no choice is stored (decision 261).
    <html
      lang={root?.tag ?? 'en'}
      {...(root && !root.consentStored ? { [CONSENT_UNCHOSEN_ATTRIBUTE]: '' } : {})}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2326" />
        {root ? <meta name={MESSAGES_META} content={root.messagesUrl} /> : null}
        <Meta />
        <Links />
        {/* Fetched with the other modules after the first paint (paint-first.server.ts). */}
        {root ? <link rel="modulepreload" href={root.messagesUrl} /> : null}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before the first paint: whether the cookie banner shows (decision 243). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, under the CSP nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_ASK_SCRIPT }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export type LayoutKind = 'default' | 'full-width' | 'no-footer' | 'centered';

function useLayoutKind(): LayoutKind {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const layout = (match?.handle as { layout?: LayoutKind | ((m: { id: string }) => LayoutKind) } | undefined)
    ?.layout;
  if (typeof layout === 'function') return match ? layout(match) : 'default';
  return layout ?? 'default';
}

/** True when the page's own CMS content already has a newsletter block. */
function usePageHasNewsletter(): boolean {
  const matches = useMatches();
  const data = matches[matches.length - 1]?.data as
    | { cms?: { hasNewsletterBlock?: boolean } | null }
    | undefined;
  return data?.cms?.hasNewsletterBlock === true;
}

export function Shell({ children, layout }: { children: React.ReactNode; layout: LayoutKind }) {
  const root = useRootData();
  if (!root) return <>{children}</>;
  return (
    <VisitorProvider>
      <ShellFrame root={root} layout={layout}>
        {children}
      </ShellFrame>
    </VisitorProvider>
  );
}

function ShellFrame({
  root,
  layout,
  children,
}: {
  root: RootData;
  layout: LayoutKind;
  children: React.ReactNode;
}) {
  const pageHasNewsletter = usePageHasNewsletter();
  const visitor = useVisitor();
  const signedIn = visitor?.isLoggedIn ?? false;
  return (
    <ShellI18n root={root}>
      <LoadingBar />
      {root.showVersion ? <VersionBanner version={root.appVersion} /> : null}
      <Header root={root} />
      {/* The count is personal: from /api/visitor after hydration (decision 116). */}
      <LiveCart cartCount={visitor?.cartCount ?? 0} />
      <CartSidebarHost />
      <ConfirmationPopup />
      <ConsentHost />
      <main id="main" className={`main main--${layout}`} tabIndex={-1}>
        {children}
      </main>
      {layout === 'no-footer' || layout === 'centered' ? null : (
        <Footer root={root} newsletter={!signedIn && !pageHasNewsletter} />
      )}
    </ShellI18n>
  );
}

export default function App() {
  const layout = useLayoutKind();
  return (
    <Shell layout={layout}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <Shell layout="default">
      <ErrorPage error={error} />
    </Shell>
  );
}
