/**
 * /my-account/shipping-details and /my-account/billing-details (spec 000 §2.1, issue 11): the
 * addresses of one kind with change, remove and make-default, and the form to add or change one.
 * Every button is a form post (works without JavaScript); a saved change answers 303 to the page.
 */
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from 'react-router';
import type { AccountAddress } from '../account/account-api.ts';
import { ADDRESS_FIELDS } from '../account/addresses.ts';
import { AccountForm, AccountPage, Field, FormMessage } from '../account/FormParts.tsx';
import type { FormAnswer } from '../account/forms.ts';
import { accountMeta } from '../account/meta.ts';
import { StreetCombobox } from '../checkout/StreetCombobox.tsx';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { addressBookAction, addressBookLoader } from './address-book.server.ts';

export const loader = (args: LoaderFunctionArgs) => addressBookLoader(args);
export const action = (args: ActionFunctionArgs) => addressBookAction(args);
export const meta: MetaFunction = (args) =>
  accountMeta(
    args.location.pathname.includes('billing-details')
      ? 'account.billing-details'
      : 'account.shipping-details',
  )(args);

function AddressLines({ address, country }: { address: AccountAddress; country: string }) {
  return (
    <address className="address-card__lines">
      <span>
        {address.firstName} {address.lastName}
      </span>
      {address.company ? <span>{address.company}</span> : null}
      <span>
        {address.streetName} {address.streetNumber}
      </span>
      {address.additionalStreetInfo ? <span>{address.additionalStreetInfo}</span> : null}
      <span>
        {address.postalCode} {address.city}
      </span>
      <span>{country}</span>
      {address.phone ? <span>{address.phone}</span> : null}
    </address>
  );
}

export default function AddressBook() {
  const t = useT();
  const { kind, version, country, addresses, defaultId, editing, notice, autocomplete } =
    useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const prefix = useRootData()?.prefix ?? '';
  const page = `${prefix}/my-account/${kind}-details`;
  const title = t(kind === 'shipping' ? 'account.shipping-details' : 'account.billing-details');
  const formAnswer = answer?.intent === 'add' || answer?.intent === 'change' ? answer : undefined;
  const listAnswer = answer && !formAnswer ? answer : undefined;
  const countryName = t(`countries.${country}`);
  const changing = editing ?? null;
  return (
    <AccountPage title={title}>
      <div className="account-page--split">
        <section className="account-card" aria-labelledby="address-list-title">
          <h2 id="address-list-title">{t('account-addresses.saved')}</h2>
          {notice ? (
            <p className="account-message account-message--ok" role="status">
              {t(notice)}
            </p>
          ) : null}
          <FormMessage answer={listAnswer} />
          {addresses.length === 0 ? <p>{t('account-addresses.none')}</p> : null}
          <ul className="address-list">
            {addresses.map((address) => {
              const isDefault = address.id === defaultId;
              return (
                <li key={address.id} className="address-card" data-address-id={address.id}>
                  {isDefault ? (
                    <p className="address-card__badge">
                      {t(kind === 'shipping' ? 'account.default-shipping' : 'account.default-billing')}
                    </p>
                  ) : null}
                  <AddressLines address={address} country={countryName} />
                  <div className="address-card__actions">
                    <Link
                      to={`${page}?edit=${encodeURIComponent(address.id)}`}
                      className="button button--secondary"
                    >
                      {t('account-addresses.change')}
                      <span className="visually-hidden">
                        {' '}
                        {address.streetName} {address.streetNumber}
                      </span>
                    </Link>
                    {isDefault ? null : (
                      <Form method="post" action={page}>
                        <input type="hidden" name="intent" value="default" />
                        <input type="hidden" name="version" value={version} />
                        <input type="hidden" name="addressId" value={address.id} />
                        <button type="submit" className="button button--secondary">
                          {t('account-addresses.make-default')}
                          <span className="visually-hidden">
                            {' '}
                            {address.streetName} {address.streetNumber}
                          </span>
                        </button>
                      </Form>
                    )}
                    <Form method="post" action={page}>
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="version" value={version} />
                      <input type="hidden" name="addressId" value={address.id} />
                      <button type="submit" className="button button--secondary">
                        {t('account-addresses.remove')}
                        <span className="visually-hidden">
                          {' '}
                          {address.streetName} {address.streetNumber}
                        </span>
                      </button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <section className="account-card" aria-labelledby="address-form-title">
          <h2 id="address-form-title">
            {t(changing ? 'account-addresses.change-title' : 'account.add-address')}
          </h2>
          <AccountForm answer={formAnswer}>
            <FormMessage answer={formAnswer} />
            <Form
              method="post"
              action={page}
              noValidate
              className="account-form"
              key={`${changing?.id ?? 'new'}-${version}`}
            >
              <input type="hidden" name="intent" value={changing ? 'change' : 'add'} />
              <input type="hidden" name="version" value={version} />
              {changing ? <input type="hidden" name="addressId" value={changing.id} /> : null}
              {ADDRESS_FIELDS.map((field) =>
                field.name === 'streetName' && autocomplete ? (
                  <StreetCombobox
                    key={field.name}
                    name={field.name}
                    fill={{ streetNumber: 'streetNumber', postalCode: 'postalCode', city: 'city' }}
                    label={t(field.label)}
                    autoComplete={field.autoComplete}
                    answer={formAnswer}
                    defaultValue={changing?.[field.name] ?? ''}
                  />
                ) : (
                  <Field
                    key={field.name}
                    name={field.name}
                    label={t(field.label)}
                    autoComplete={field.autoComplete}
                    answer={formAnswer}
                    defaultValue={changing?.[field.name] ?? ''}
                    required={field.required}
                  />
                ),
              )}
              <p className="account-field">
                <span className="account-field__label">{t('form.country')}</span>
                <span>{countryName}</span>
              </p>
              {changing ? null : (
                <label className="account-check">
                  <input
                    type="checkbox"
                    name="makeDefault"
                    value="1"
                    defaultChecked={addresses.length === 0}
                  />
                  {t(kind === 'shipping' ? 'account.default-shipping' : 'account.default-billing')}
                </label>
              )}
              <div className="account-form__buttons">
                <button type="submit" className="button button--primary account-form__submit">
                  {t('account-addresses.save')}
                </button>
                {changing ? (
                  <Link to={page} className="button button--secondary">
                    {t('account-addresses.cancel')}
                  </Link>
                ) : null}
              </div>
            </Form>
          </AccountForm>
        </section>
      </div>
    </AccountPage>
  );
}
