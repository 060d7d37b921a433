/**
 * The account pages as the header's account menu and the account's start page link them, and the
 * "my orders" form both use (000 §2.1, §2.5).
 */
import type { FormEvent } from 'react';
import { useT } from '../i18n/index.ts';

export interface AccountLink {
  path: string;
  key: string;
  /** In the header's account menu (000 §2.5); the start page lists every page. */
  inMenu: boolean;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { path: '/my-account/my-profile', key: 'account.my-profile', inMenu: true },
  // The menu's "my orders" is the self-service view instead (SelfServiceOrdersForm).
  { path: '/my-account/order-history', key: 'account.my-orders', inMenu: false },
  { path: '/my-account/shipping-details', key: 'account.shipping-details', inMenu: true },
  { path: '/my-account/billing-details', key: 'account.billing-details', inMenu: true },
  { path: '/my-account/my-newsletter', key: 'account.my-newsletter', inMenu: true },
  // Beyond the spec's menu: the reviews page needs a way in (decision 176).
  { path: '/my-account/my-reviews', key: 'account.my-reviews', inMenu: true },
  { path: '/my-account/loyalty-card', key: 'account.loyalty-card', inMenu: false },
  { path: '/my-account/my-data', key: 'account-data.title', inMenu: false },
];

/**
 * "My orders": the self-service orders, opened in a new window through the tokenised link (000
 * §2.1, decision 131). A plain form, so the browser opens the window.
 */
export function SelfServiceOrdersForm(props: {
  prefix: string;
  label: string;
  className?: string;
  buttonClassName: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useT();
  return (
    <form
      method="post"
      action={`${props.prefix}/my-account/order-history`}
      target="_blank"
      rel="noopener"
      className={props.className}
      onSubmit={props.onSubmit}
    >
      <input type="hidden" name="intent" value="link" />
      <button type="submit" className={props.buttonClassName}>
        {props.label}
        <span className="visually-hidden"> {t('blocks.new-window')}</span>
      </button>
    </form>
  );
}
