/**
 * The fixed routes of spec 000 §2.1 without a module of their own yet (checkout steps, the other
 * account pages, payment error): the shell renders their frame, title and meta.
 * Sign-in, registration, log-out, password reset and my profile have their own modules.
 */
import { data, useMatches } from 'react-router';
import { useT } from '../i18n/index.ts';
import type { LayoutKind } from '../root.tsx';
import { pageMeta, rootDataOf, unprefixed } from '../shell/page-meta.ts';
import { languagePrefix } from '../store/domain-map.ts';
import type { Route } from './+types/page.ts';

interface PageInfo {
  titleKey: string;
  layout: LayoutKind;
  indexable: boolean;
}

const PAGES: Record<string, PageInfo> = {
  checkout: { titleKey: 'cart.title', layout: 'no-footer', indexable: false },
  'checkout-login': { titleKey: 'header.login', layout: 'no-footer', indexable: false },
  'checkout-addresses': { titleKey: 'checkout.step-shipping', layout: 'centered', indexable: false },
  'checkout-payment': { titleKey: 'checkout.step-payment', layout: 'centered', indexable: false },
  'checkout-password-reset': { titleKey: 'account.password-reset', layout: 'no-footer', indexable: false },
  'checkout-create-account': { titleKey: 'account.create-account', layout: 'no-footer', indexable: false },
  'checkout-cart': { titleKey: 'cart.title', layout: 'no-footer', indexable: false },
  'checkout-thank-you': { titleKey: 'checkout.thank-you-title', layout: 'centered', indexable: false },
  'my-account': { titleKey: 'account.my-account', layout: 'default', indexable: false },
  'shipping-details': { titleKey: 'account.shipping-details', layout: 'default', indexable: false },
  'billing-details': { titleKey: 'account.billing-details', layout: 'default', indexable: false },
  'my-newsletter': { titleKey: 'account.my-newsletter', layout: 'default', indexable: false },
  'order-history': { titleKey: 'account.order-history', layout: 'default', indexable: false },
  'my-reviews': { titleKey: 'account.my-reviews', layout: 'default', indexable: false },
  'loyalty-card': { titleKey: 'account.loyalty-card', layout: 'default', indexable: false },
  'payment-error': { titleKey: 'shell.payment-error-title', layout: 'default', indexable: false },
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
  const messages = root?.messages ?? {};
  const title = info ? (messages[info.titleKey] ?? null) : null;
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
