/** /my-account/my-data: download everything we hold, or delete the account (GDPR, decision 146). */
import { Form, useLocation } from 'react-router';
import { accountMeta } from '../account/meta.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/my-data.ts';
import { myDataAction, myDataLoader } from './my-data.server.ts';

export const loader = (args: Route.LoaderArgs) => myDataLoader(args);

export const action = (args: Route.ActionArgs) => myDataAction(args);

export const meta = accountMeta('account-data.title');

export default function MyData({ loaderData, actionData: answer }: Route.ComponentProps) {
  const t = useT();
  const prefix = useRootData()?.prefix ?? '';
  const { search } = useLocation();
  const invalid = answer?.kind === 'invalid-token' || new URLSearchParams(search).has('invalid-token');
  const { confirm, token } = loaderData;
  return (
    <div className="container account-page">
      <section className="account-card account-card--wide" aria-labelledby="my-data-title">
        <h1 id="my-data-title" className="page-title">
          {t('account-data.title')}
        </h1>
        {answer?.kind === 'mailed' ? (
          <p className="account-message account-message--ok" role="status">
            {t('account-data.mail-sent')}
          </p>
        ) : null}
        {invalid ? (
          <p className="account-message account-message--error" role="alert">
            {t('account-data.invalid-link')}
          </p>
        ) : null}
        {confirm === 'export' && token && !invalid ? (
          <Form method="post" action={`${prefix}/my-account/my-data/download`} reloadDocument>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary">
              {t('account-data.download')}
            </button>
          </Form>
        ) : null}
        {confirm === 'delete' && token && !invalid ? (
          <Form method="post" className="account-form">
            <p>{t('account-data.delete-warning')}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" name="intent" value="delete" className="button button--primary">
              {t('account-data.delete-confirm')}
            </button>
          </Form>
        ) : null}
        <h2>{t('account-data.export-title')}</h2>
        <p>{t('account-data.export-text')}</p>
        <Form method="post">
          <button type="submit" name="intent" value="request-export" className="button button--secondary">
            {t('account-data.request-export')}
          </button>
        </Form>
        <h2>{t('account-data.delete-title')}</h2>
        <p>{t('account-data.delete-text')}</p>
        <Form method="post">
          <button type="submit" name="intent" value="request-delete" className="button button--secondary">
            {t('account-data.request-delete')}
          </button>
        </Form>
      </section>
    </div>
  );
}
