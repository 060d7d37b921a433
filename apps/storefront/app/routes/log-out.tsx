/**
 * /log-out (spec 000 §2.1): signing out is a POST (the account menu's button). A GET — a typed or
 * prefetched link — changes nothing and shows the button (docs/decisions/100-account-pages.md).
 */
import { Form } from 'react-router';
import { accountMeta } from '../account/meta.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/log-out.ts';
import { logOutAction, logOutLoader } from './log-out.server.ts';

export const loader = (args: Route.LoaderArgs) => logOutLoader(args);
export const action = (args: Route.ActionArgs) => logOutAction(args);
export const meta = accountMeta('account.log-out');

export default function LogOut() {
  const t = useT();
  const prefix = useRootData()?.prefix ?? '';
  return (
    <div className="container account-page">
      <section className="account-card" aria-labelledby="log-out-title">
        <h1 id="log-out-title" className="page-title">
          {t('account.log-out')}
        </h1>
        <p>{t('account-pages.log-out-question')}</p>
        <Form method="post" action={`${prefix}/log-out`}>
          <button type="submit" className="button button--primary">
            {t('account.log-out')}
          </button>
        </Form>
      </section>
    </div>
  );
}
