/** /my-account/my-newsletter (spec 000 §2.1): subscribe (double opt-in) or unsubscribe. */
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  useActionData,
  useLoaderData,
} from 'react-router';
import { AccountPage, FormMessage } from '../account/FormParts.tsx';
import type { FormAnswer } from '../account/forms.ts';
import { accountMeta } from '../account/meta.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { myNewsletterAction, myNewsletterLoader } from './my-newsletter.server.ts';

export const loader = (args: LoaderFunctionArgs) => myNewsletterLoader(args);
export const action = (args: ActionFunctionArgs) => myNewsletterAction(args);
export const meta = accountMeta('account.my-newsletter');

export default function MyNewsletter() {
  const t = useT();
  const { email, status, notice } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const prefix = useRootData()?.prefix ?? '';
  const subscribed = status === 'confirmed' || status === 'pending';
  return (
    <AccountPage title={t('account.my-newsletter')}>
      <section className="account-card" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{t('newsletter.title')}</h2>
        {notice ? (
          <p className="account-message account-message--ok" role="status">
            {t(notice)}
          </p>
        ) : null}
        <FormMessage answer={answer} />
        <p>{t('newsletter.text')}</p>
        <p>
          {t(
            status === 'confirmed'
              ? 'account-newsletter.status-confirmed'
              : status === 'pending'
                ? 'account-newsletter.status-pending'
                : 'account-newsletter.status-none',
            { email },
          )}
        </p>
        <Form method="post" action={`${prefix}/my-account/my-newsletter`}>
          <input type="hidden" name="intent" value={subscribed ? 'unsubscribe' : 'subscribe'} />
          <button
            type="submit"
            className={subscribed ? 'button button--secondary' : 'button button--primary'}
          >
            {t(subscribed ? 'newsletter.unsubscribe' : 'newsletter.subscribe')}
          </button>
        </Form>
      </section>
    </AccountPage>
  );
}
