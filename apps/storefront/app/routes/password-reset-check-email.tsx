/** /password-reset/check-email: the link is on its way (the same text whether the account exists). */
import { Link } from 'react-router';
import { AccountFormPage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/password-reset-check-email.ts';
import { passwordResetLoader } from './password-reset.server.ts';

export const loader = (args: Route.LoaderArgs) => passwordResetLoader(args);
export const meta = accountMeta('account.check-email');

export default function CheckEmail() {
  const t = useT();
  const prefix = useRootData()?.prefix ?? '';
  return (
    <AccountFormPage id="check-email" title={t('account.check-email')}>
      <p role="status">{t('account-pages.check-email-text')}</p>
      <p>{t('account-pages.check-email-spam')}</p>
      <p className="account-form__aside">
        <Link to={`${prefix}/password-reset`}>{t('account-pages.request-new-link')}</Link>
        {' · '}
        <Link to={`${prefix}/login`}>{t('account-pages.back-to-login')}</Link>
      </p>
    </AccountFormPage>
  );
}
