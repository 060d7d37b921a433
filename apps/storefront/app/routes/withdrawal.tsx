/**
 * /withdrawal: "Withdraw from contract here" (Directive 2011/83/EU art. 11a, decision 265). Step 1
 * takes the name, the order (number + the e-mail it was placed with, prefilled on a signed-in
 * customer's own order) and optionally some of its lines; step 2 shows the statement with
 * "Confirm withdrawal". Plain forms: both steps work before hydration and without JavaScript.
 */
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  useActionData,
  useLoaderData,
} from 'react-router';
import { AccountForm, AccountPage, Field, FormMessage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { useRootData } from '../shell/root-data.ts';
import {
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_PATH,
  WITHDRAWAL_RECEIVED_PATH,
  type WithdrawalAnswer,
  type WithdrawalLineView,
} from '../withdrawal/withdrawal.ts';
import { withdrawalAction, withdrawalLoader } from './withdrawal.server.ts';

export const loader = (args: LoaderFunctionArgs) => withdrawalLoader(args);
export const action = (args: ActionFunctionArgs) => withdrawalAction(args);
export const meta = accountMeta('withdrawal.title');

/** Why the order cannot be withdrawn from, and where to turn instead. */
function Refusal({ refusal }: { refusal: NonNullable<WithdrawalAnswer['refusal']> }) {
  const { t, formatDate } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  const lastDay = refusal.lastDay ? formatDate(`${refusal.lastDay}T12:00:00Z`, { dateStyle: 'long' }) : '';
  return (
    <div className="account-message account-message--error" role="alert">
      <p>{t(WITHDRAWAL_MESSAGES.refusal[refusal.reason], { date: lastDay })}</p>
      <p>
        {t('withdrawal.contact')} <a href={`${prefix}/customer-service/`}>{t('footer.customer-service')}</a>
      </p>
    </div>
  );
}

function LineChoice({ lines, selected }: { lines: WithdrawalLineView[]; selected: string[] }) {
  const { t } = useI18n();
  return (
    <fieldset className="account-choice withdrawal-lines" aria-describedby="withdrawal-lines-hint">
      <legend>
        {t('withdrawal.lines')} <span className="account-field__optional">{t('form.optional')}</span>
      </legend>
      <p id="withdrawal-lines-hint" className="account-field__hint">
        {t('withdrawal.lines-hint')}
      </p>
      {lines.map((line) => (
        <label key={line.lineId} className="account-check">
          <input
            type="checkbox"
            name="line"
            value={line.lineId}
            defaultChecked={selected.includes(line.lineId)}
          />
          {t('withdrawal.line', { quantity: line.quantity, name: line.name || line.sku })}
        </label>
      ))}
    </fieldset>
  );
}

/** Step 2: the statement as it will be sent, with the button that sends it. */
function Review({ answer, action }: { answer: WithdrawalAnswer; action: string }) {
  const { t } = useI18n();
  const chosen = (answer.lines ?? []).filter((line) => answer.selected.includes(line.lineId));
  const hidden = (
    <>
      <input type="hidden" name="name" value={answer.values.name} />
      <input type="hidden" name="orderNumber" value={answer.values.orderNumber} />
      <input type="hidden" name="email" value={answer.values.email} />
      {answer.selected.map((id) => (
        <input key={id} type="hidden" name="line" value={id} />
      ))}
    </>
  );
  return (
    <section className="account-card account-card--wide" aria-labelledby="withdrawal-review-title">
      <p className="withdrawal-step">{t('withdrawal.step', { step: 2 })}</p>
      <h2 id="withdrawal-review-title">{t('withdrawal.review-title')}</h2>
      <p>{t('withdrawal.review-intro')}</p>
      <dl className="order-states withdrawal-summary">
        <dt>{t('withdrawal.name')}</dt>
        <dd>{answer.values.name}</dd>
        <dt>{t('withdrawal.order-number')}</dt>
        <dd>{answer.values.orderNumber}</dd>
        <dt>{t('withdrawal.scope')}</dt>
        <dd>
          {chosen.length === 0 ? (
            t('withdrawal.whole-order')
          ) : (
            <ul>
              {chosen.map((line) => (
                <li key={line.lineId}>
                  {t('withdrawal.line', { quantity: line.quantity, name: line.name || line.sku })}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t('withdrawal.confirmation-to')}</dt>
        <dd>{answer.values.email}</dd>
      </dl>
      <div className="account-form__buttons">
        <Form method="post" action={action}>
          {hidden}
          <input type="hidden" name="intent" value="confirm" />
          <button type="submit" className="button button--primary">
            {t('withdrawal.confirm')}
          </button>
        </Form>
        <Form method="post" action={action}>
          {hidden}
          <input type="hidden" name="intent" value="change" />
          <button type="submit" className="button">
            {t('withdrawal.change')}
          </button>
        </Form>
      </div>
    </section>
  );
}

export default function Withdrawal() {
  const { t, formatDate } = useI18n();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<WithdrawalAnswer>();
  const prefix = useRootData()?.prefix ?? '';
  const action = `${prefix}${WITHDRAWAL_PATH}`;
  if (answer?.step === 'review' && !answer.refusal && !answer.already) {
    return (
      <AccountPage title={t('withdrawal.title')}>
        <Review answer={answer} action={action} />
      </AccountPage>
    );
  }
  const values = answer?.values ?? loaded.values;
  const lines = answer?.lines ?? loaded.lines;
  const refusal = answer?.refusal ?? loaded.refusal;
  return (
    <AccountPage title={t('withdrawal.title')}>
      <section className="account-card account-card--wide" aria-labelledby="withdrawal-form-title">
        <p className="withdrawal-step">{t('withdrawal.step', { step: 1 })}</p>
        <h2 id="withdrawal-form-title">{t('withdrawal.form-title')}</h2>
        <p>{t('withdrawal.intro')}</p>
        {refusal ? <Refusal refusal={refusal} /> : null}
        {answer?.already ? (
          <p className="account-message account-message--ok" role="status">
            {t('withdrawal.already', {
              date: formatDate(answer.already.receivedAt, { dateStyle: 'long' }),
            })}{' '}
            <Link to={`${prefix}${WITHDRAWAL_RECEIVED_PATH}?id=${encodeURIComponent(answer.already.id)}`}>
              {t('withdrawal.show-receipt')}
            </Link>
          </p>
        ) : null}
        <AccountForm answer={answer}>
          <FormMessage answer={answer} />
          <Form method="post" action={action} noValidate className="account-form">
            <Field
              name="name"
              label={t('withdrawal.name')}
              autoComplete="name"
              answer={answer}
              defaultValue={values.name}
            />
            <Field
              name="orderNumber"
              label={t('withdrawal.order-number')}
              autoComplete="off"
              answer={answer}
              defaultValue={values.orderNumber}
            />
            <Field
              name="email"
              type="email"
              label={t('withdrawal.email')}
              hint={t('withdrawal.email-hint')}
              autoComplete="email"
              answer={answer}
              defaultValue={values.email}
            />
            {lines && lines.length > 1 ? (
              <LineChoice lines={lines} selected={answer?.selected ?? []} />
            ) : null}
            <input type="hidden" name="intent" value="review" />
            <button type="submit" className="button button--primary account-form__submit">
              {t('withdrawal.next')}
            </button>
          </Form>
        </AccountForm>
      </section>
    </AccountPage>
  );
}
