/**
 * The customer-service request form ('submit a request', spec 000 §4/§5, 001 §5): reason →
 * subreason, the subreason's extra fields from the domain matrix, the domain's rules checked here
 * for quick feedback and again by the server action (routes/customer-service.tsx). Errors sit on
 * their fields (aria-invalid, aria-describedby) and the first invalid field gets the focus.
 */
import {
  extraFieldsOf,
  prefillRequestForm,
  REQUEST_DESCRIPTION_ROWS,
  REQUEST_REASONS,
  type RequestFormData,
  type RequestFormErrors,
  type RequestFormField,
  type RequestPrefillKind,
  selectRequestReason,
  subreasonsOf,
  validateRequestForm,
} from '@toolyard/domain';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../i18n/index.ts';
import requestFormCss from './request-form.css?url';
import { EXTRA_FIELD_LABELS, REQUEST_FIELD_ORDER, requestErrorMessage } from './request-form-model.ts';

/** What the action answers (routes/customer-service.tsx). */
export type RequestFormAnswer =
  | { ok: true; caseNumber: string }
  | { ok: false; errors: RequestFormErrors; formError: string | null };

/** The action's body: the answer, and the values sent (shown again after a post without JavaScript). */
export interface RequestActionData {
  answer: RequestFormAnswer;
  values: RequestFormData;
}

export interface RequestFormProps {
  /** Language prefix of the page, e.g. "/fr" or "". */
  prefix: string;
  prefill?: { kind: RequestPrefillKind; productNumber: string } | null;
  /** A post without JavaScript answered with the page: its answer and the values sent. */
  initialAnswer?: RequestFormAnswer | null;
  initialValues?: RequestFormData;
}

/** After an answer with errors, the first invalid field (in screen order) gets the focus. */
function focusFirstInvalid(form: HTMLFormElement | null, found: RequestFormErrors) {
  const first = REQUEST_FIELD_ORDER.find((field) => found[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

function initialState(props: RequestFormProps) {
  if (props.prefill) {
    const { data, readOnlyFields } = prefillRequestForm(props.prefill.kind, props.prefill.productNumber);
    return { values: data, readOnly: new Set<RequestFormField>(readOnlyFields) };
  }
  return { values: props.initialValues ?? {}, readOnly: new Set<RequestFormField>() };
}

export function RequestForm(props: RequestFormProps) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<RequestActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const [{ values, readOnly }, setState] = useState(() => initialState(props));
  const [clientErrors, setClientErrors] = useState<RequestFormErrors | null>(null);
  const answer =
    fetcher.state === 'idle' && fetcher.data ? fetcher.data.answer : (props.initialAnswer ?? null);
  const serverErrors = answer && !answer.ok ? answer.errors : {};
  const errors = clientErrors ?? serverErrors;

  const reason = String(values.reason ?? '');
  const subreason = String(values.subreason ?? '');
  const extras = extraFieldsOf(reason, subreason) ?? [];
  const subreasons = useMemo(() => subreasonsOf(reason), [reason]);

  useEffect(() => {
    const posted = fetcher.data?.answer;
    if (fetcher.state === 'idle' && posted && !posted.ok) focusFirstInvalid(formRef.current, posted.errors);
  }, [fetcher.state, fetcher.data]);

  const set = (field: RequestFormField, value: string) => {
    setState((state) => ({
      ...state,
      values:
        field === 'reason' ? selectRequestReason(state.values, value) : { ...state.values, [field]: value },
    }));
    setClientErrors((previous) => (previous ? { ...previous, [field]: undefined } : previous));
  };

  if (answer?.ok) {
    return (
      <div className="request-form__sent" role="status" data-testid="request-form-sent">
        <link rel="stylesheet" href={requestFormCss} precedence="default" />
        <p>{t('customer-service.sent')}</p>
        <p>
          <strong>{t('request-form.sent-case', { caseNumber: answer.caseNumber })}</strong>
        </p>
      </div>
    );
  }

  const errorOf = (field: RequestFormField) => {
    const rule = errors[field];
    if (!rule) return null;
    const message = requestErrorMessage(field, rule);
    return t(message.key, message.values);
  };

  const field = (
    name: RequestFormField,
    label: string,
    control: (a11y: Record<string, unknown>) => ReactNode,
  ) => {
    const error = errorOf(name);
    const errorId = `${id}-${name}-error`;
    return (
      <div className="request-form__field" key={name}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {control({
          id: `${id}-${name}`,
          name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
        {error ? (
          <p className="request-form__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const input = (name: RequestFormField, label: string, extra: Record<string, unknown> = {}) =>
    field(name, label, (a11y) => (
      <input
        {...a11y}
        {...extra}
        value={String(values[name] ?? '')}
        readOnly={readOnly.has(name)}
        onChange={(event) => set(name, event.target.value)}
      />
    ));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRequestForm(values);
    if (Object.keys(found).length > 0) {
      setClientErrors(found);
      focusFirstInvalid(formRef.current, found);
      return;
    }
    setClientErrors(null);
    const form = new FormData(event.currentTarget);
    form.set('currentUrl', window.location.href);
    fetcher.submit(form, { method: 'post', action: `${props.prefix}/customer-service` });
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={`${props.prefix}/customer-service`}
      className="request-form"
      noValidate
      onSubmit={onSubmit}
      data-testid="request-form"
    >
      <link rel="stylesheet" href={requestFormCss} precedence="default" />
      {answer && !answer.ok && answer.formError ? (
        <p className="request-form__error" role="alert">
          {t(answer.formError)}
        </p>
      ) : null}
      {field('reason', t('customer-service.reason'), (a11y) => (
        <select {...a11y} value={reason} onChange={(event) => set('reason', event.target.value)}>
          <option value="">{t('customer-service.choose')}</option>
          {REQUEST_REASONS.map((key) => (
            <option key={key} value={key}>
              {t(`customer-service.reasons.${key}`)}
            </option>
          ))}
        </select>
      ))}
      {field('subreason', t('customer-service.subreason'), (a11y) => (
        <select
          {...a11y}
          value={subreason}
          disabled={subreasons.length === 0}
          onChange={(event) => set('subreason', event.target.value)}
        >
          <option value="">{t('customer-service.choose')}</option>
          {subreasons.map((key) => (
            <option key={key} value={key}>
              {t(`customer-service.topics.${reason}.${key}`)}
            </option>
          ))}
        </select>
      ))}
      {extras.map((name) =>
        input(
          name,
          t(EXTRA_FIELD_LABELS[name]),
          name === 'productNumber'
            ? { inputMode: 'numeric', maxLength: 8 }
            : name === 'quantity'
              ? { type: 'number', min: 1, inputMode: 'numeric' }
              : name === 'phoneNumber'
                ? { type: 'tel', autoComplete: 'tel' }
                : {},
        ),
      )}
      {input('contactName', t('customer-service.contact-name'), { autoComplete: 'name' })}
      {input('company', `${t('customer-service.company')} ${t('form.optional')}`, {
        autoComplete: 'organization',
      })}
      {input('email', t('customer-service.email'), { type: 'email', autoComplete: 'email' })}
      {input('subject', t('customer-service.subject'))}
      {field('description', t('customer-service.description'), (a11y) => (
        <textarea
          {...a11y}
          rows={REQUEST_DESCRIPTION_ROWS}
          value={String(values.description ?? '')}
          onChange={(event) => set('description', event.target.value)}
        />
      ))}
      <button type="submit" className="button button--primary" disabled={fetcher.state !== 'idle'}>
        {t('customer-service.submit')}
      </button>
    </form>
  );
}
