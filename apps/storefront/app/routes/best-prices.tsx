/**
 * /best-prices-guaranteed (spec 000 §2.1 "best prices"): the price guarantee, its conditions and a
 * claim form. The form is a plain post (works without JavaScript); with JavaScript React Router
 * submits it without a reload. Copy: info-pages namespace; decision 171.
 */
import { DEFAULT_INPUT_MIN_LENGTH } from '@toolyard/domain';
import { useId } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import requestFormCss from '../components/request-form.css?url';
import { useT } from '../i18n/index.ts';
import type { ClaimField } from '../info/best-price-claim.ts';
import { pageMeta, rootDataOf, rootMessage, unprefixed } from '../shell/page-meta.ts';
import type { Route } from './+types/best-prices.ts';
import { bestPricesAction, bestPricesLoader, type ClaimAnswer } from './best-prices.server.ts';

export const loader = (args: Route.LoaderArgs) => bestPricesLoader(args);
export const action = (args: Route.ActionArgs) => bestPricesAction(args);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return pageMeta({
    root,
    path: unprefixed(location.pathname, root?.prefix ?? ''),
    search: location.search,
    title: rootMessage(root, 'info-pages.best-prices.title'),
    description: rootMessage(root, 'info-pages.best-prices.intro'),
    robots: 'index, follow',
    alternates: true,
  });
};

const FIELDS: ReadonlyArray<{
  name: ClaimField;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'url';
  optional?: boolean;
}> = [
  { name: 'productNumber', label: 'customer-service.product-number', inputMode: 'numeric' },
  { name: 'competitorUrl', label: 'info-pages.best-prices.competitor-url', type: 'url', inputMode: 'url' },
  { name: 'competitorPrice', label: 'info-pages.best-prices.competitor-price', inputMode: 'decimal' },
  { name: 'contactName', label: 'customer-service.contact-name', autoComplete: 'name' },
  { name: 'email', label: 'customer-service.email', type: 'email', autoComplete: 'email' },
];

export default function BestPrices() {
  const t = useT();
  const id = useId();
  const answer = useActionData<ClaimAnswer>();
  const sending = useNavigation().state === 'submitting';
  const errors = answer && !answer.ok ? answer.errors : {};
  const values = answer && !answer.ok ? answer.values : null;
  const message = (key: string) => t(key, key === 'form.min' ? { min: DEFAULT_INPUT_MIN_LENGTH } : {});
  const field = (name: ClaimField, control: (props: Record<string, unknown>) => React.ReactNode) => {
    const error = errors[name];
    const errorId = `${id}-${name}-error`;
    return (
      <div className="request-form__field" key={name}>
        {control({
          id: `${id}-${name}`,
          name,
          defaultValue: values?.[name] ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
        {error ? (
          <p className="request-form__error" id={errorId}>
            {message(error)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <article className="container container--narrow cms-page cms-page--info" data-testid="best-prices">
      <link rel="stylesheet" href={requestFormCss} precedence="default" />
      <h1 className="page-title">{t('info-pages.best-prices.title')}</h1>
      <p>{t('info-pages.best-prices.intro')}</p>
      <h2>{t('info-pages.best-prices.conditions-title')}</h2>
      <ul>
        <li>{t('info-pages.best-prices.condition-same')}</li>
        <li>{t('info-pages.best-prices.condition-total')}</li>
        <li>{t('info-pages.best-prices.condition-before')}</li>
      </ul>
      <h2 id={`${id}-form-title`}>{t('info-pages.best-prices.form-title')}</h2>
      {answer?.ok ? (
        <p className="request-form__sent" role="status" data-testid="best-price-sent">
          {t('info-pages.best-prices.sent', { caseNumber: answer.caseNumber })}
        </p>
      ) : (
        <Form method="post" className="request-form" aria-labelledby={`${id}-form-title`} noValidate>
          {answer && !answer.ok && answer.formError ? (
            <p className="request-form__error" role="alert">
              {t(answer.formError)}
            </p>
          ) : null}
          {FIELDS.map((spec) =>
            field(spec.name, (props) => (
              <>
                <label htmlFor={String(props.id)}>{t(spec.label)}</label>
                <input
                  {...props}
                  type={spec.type ?? 'text'}
                  autoComplete={spec.autoComplete}
                  inputMode={spec.inputMode}
                  required
                />
              </>
            )),
          )}
          {field('note', (props) => (
            <>
              <label htmlFor={String(props.id)}>{t('info-pages.best-prices.note')}</label>
              <textarea {...props} rows={4} />
            </>
          ))}
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('info-pages.best-prices.submit')}
          </button>
        </Form>
      )}
    </article>
  );
}
