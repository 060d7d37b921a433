/**
 * Accessible pieces of the account forms: labelled fields whose error is tied to the input
 * (aria-invalid, aria-describedby), a form-level alert, and focus on the first error after a post.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n/index.ts';
import type { FormAnswer } from './forms.ts';

interface FieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  answer: FormAnswer | undefined;
  defaultValue?: string;
  hint?: string;
  /** For forms sharing a page: ids stay unique. */
  idPrefix?: string;
  required?: boolean;
}

export function Field(props: FieldProps) {
  const t = useT();
  const id = `${props.idPrefix ?? ''}${props.name}`;
  const error = props.answer?.fieldErrors[props.name];
  const described = [props.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  const value =
    props.type === 'password' ? undefined : (props.answer?.values[props.name] ?? props.defaultValue);
  return (
    <div className={error ? 'account-field account-field--error' : 'account-field'}>
      <label htmlFor={id}>
        {props.label}
        {props.required === false ? (
          <span className="account-field__optional"> {t('form.optional')}</span>
        ) : null}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        aria-required={props.required === false ? undefined : true}
        key={`${id}-${value ?? ''}`}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {props.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="account-field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The form's own error (role=alert) or success note (role=status). */
export function FormMessage({ answer }: { answer: FormAnswer | undefined }) {
  const t = useT();
  if (answer?.formError)
    return (
      <p className="account-message account-message--error" role="alert" tabIndex={-1}>
        {t(answer.formError)}
      </p>
    );
  if (answer?.notice)
    return (
      <p className="account-message account-message--ok" role="status">
        {t(answer.notice)}
      </p>
    );
  return null;
}

/** After a refused post: focus the first invalid field, else the form's error message. */
export function AccountForm(props: {
  answer: FormAnswer | undefined;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!props.answer) return;
    const target = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], .account-message--error');
    target?.focus();
  }, [props.answer]);
  return (
    <div ref={ref} className={props.className}>
      {props.children}
    </div>
  );
}

/**
 * The frame of the account form pages (login, create account, password reset, e-mail
 * confirmation): one card whose heading is the page's h1 (the card is labelled by it), optionally
 * followed by further cards side by side (`split`).
 */
export function AccountFormPage(props: {
  /** Prefix of the heading's id: `<id>-title`. */
  id: string;
  title: string;
  wide?: boolean;
  split?: boolean;
  children: ReactNode;
  /** Cards after the main one (login: "new customer?"). */
  after?: ReactNode;
}) {
  return (
    <div className={props.split ? 'container account-page account-page--split' : 'container account-page'}>
      <section
        className={props.wide ? 'account-card account-card--wide' : 'account-card'}
        aria-labelledby={`${props.id}-title`}
      >
        <h1 id={`${props.id}-title`} className="page-title">
          {props.title}
        </h1>
        {props.children}
      </section>
      {props.after}
    </div>
  );
}

/** Account pages of several cards under one page heading (address book, newsletter, tracking). */
export function AccountPage(props: { title: string; children: ReactNode }) {
  return (
    <div className="container account-page">
      <h1 className="page-title">{props.title}</h1>
      {props.children}
    </div>
  );
}

/** A new password and its confirmation (registration, password reset), the rules as the hint. */
export function NewPasswordFields(props: { label: string; answer: FieldProps['answer'] }) {
  const t = useT();
  return (
    <>
      <Field
        name="password"
        type="password"
        label={props.label}
        autoComplete="new-password"
        answer={props.answer}
        hint={t('account-pages.password-hint')}
      />
      <Field
        name="passwordConfirmation"
        type="password"
        label={t('form.confirm-password')}
        autoComplete="new-password"
        answer={props.answer}
      />
    </>
  );
}
