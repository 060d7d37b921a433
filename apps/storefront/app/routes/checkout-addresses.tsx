/**
 * /checkout/addresses (000 §4, §5): billing and shipping addresses, private or company, the VAT ID;
 * a form POST that works without JavaScript. Thin: the server side is checkout-addresses.server.ts.
 */
import { CHECKOUT_STEPS } from '@toolyard/domain';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Field } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { AddressFields, asFormAnswer } from '../checkout/AddressFields.tsx';
import { addressLine, type CheckoutAnswer } from '../checkout/address-form.ts';
import { CheckoutSteps } from '../checkout/CheckoutSteps.tsx';
import { CheckoutSummary } from '../checkout/CheckoutSummary.tsx';
import { VatField } from '../checkout/VatField.tsx';
import { useT } from '../i18n/index.ts';
import { useTrackView } from '../tracking/track.ts';
import type { Route } from './+types/checkout-addresses.ts';
import { checkoutAddressesAction, checkoutAddressesLoader } from './checkout-addresses.server.ts';

export const loader = (args: Route.LoaderArgs) => checkoutAddressesLoader(args);

export const action = (args: Route.ActionArgs) => checkoutAddressesAction(args);

export const meta = accountMeta('checkout-steps.addresses-title');

export const handle = { layout: 'centered' };

/** After a refused post: the notifications are read out, the first failed field scrolled to and focused (000 §5). */
function useFocusFirstError(answer: CheckoutAnswer | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.intent !== 'submit') return;
    const target =
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      document.getElementById('checkout-notifications');
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [answer]);
  return ref;
}

export default function CheckoutAddresses({ loaderData: data, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer = actionData as CheckoutAnswer | undefined;
  const form = useFocusFirstError(answer);
  const busy = useNavigation().state === 'submitting';
  const values = answer?.values ?? {};
  const clientType = values.clientType ?? data.clientType;
  const shippingChoice = values.shippingChoice ?? data.shippingChoice;
  const billingSource = values.billingSource ?? data.billingSource;
  const vatCustom = (data.billing.custom ?? {}) as Record<string, unknown>;
  // Shipping and billing share this page: it counts as the shipping step (000 §4).
  useTrackView('checkout', { cart_id: data.cartId, step: CHECKOUT_STEPS.shipping });
  const notifications = answer?.notifications ?? [];
  const [vatCleared, setVatCleared] = useState(0);
  return (
    <div className="container checkout-page">
      <CheckoutSteps current={2} />
      <h1 className="page-title">{t('checkout-steps.addresses-title')}</h1>
      {data.email ? (
        <p className="checkout-page__email">
          {t('form.email-label')}: <strong>{data.email}</strong>
        </p>
      ) : null}
      <div
        id="checkout-notifications"
        className="checkout-notifications"
        role="alert"
        tabIndex={-1}
        hidden={notifications.length === 0}
      >
        {notifications.length > 0 ? (
          <ul>
            {notifications.map((note) => (
              <li key={note.key}>{t(note.key, note.values)}</li>
            ))}
          </ul>
        ) : null}
        {answer?.addressCheck ? (
          <p>
            {answer.addressCheck.formattedAddress
              ? t('checkout-steps.address-suggestion', { address: answer.addressCheck.formattedAddress })
              : null}{' '}
            {t('checkout-steps.address-check-hint')}
          </p>
        ) : null}
      </div>
      <Form method="post" noValidate className="checkout-form" ref={form}>
        <input type="hidden" name="intent" value="submit" />
        {data.email ? null : (
          <Field
            name="guestEmail"
            type="email"
            label={t('form.email-label')}
            autoComplete="email"
            answer={asFormAnswer(answer)}
          />
        )}
        <fieldset className="checkout-fieldset">
          <legend>{t('checkout.billing-address')}</legend>
          {data.saved.length > 0 ? (
            <div
              className="checkout-choices"
              role="radiogroup"
              aria-label={t('checkout-steps.billing-choice')}
            >
              {data.saved.map((address) => (
                <label key={address.id} className="checkout-choice">
                  <input
                    type="radio"
                    name="billingSource"
                    value={address.id}
                    defaultChecked={billingSource === address.id}
                  />
                  <span>{addressLine(address)}</span>
                </label>
              ))}
              <label className="checkout-choice">
                <input
                  type="radio"
                  name="billingSource"
                  value="new"
                  defaultChecked={billingSource === 'new'}
                />
                <span>{t('checkout-steps.new-address')}</span>
              </label>
            </div>
          ) : null}
          <div className="checkout-new-billing">
            <div
              className="checkout-choices checkout-choices--inline"
              role="radiogroup"
              aria-label={t('checkout-steps.client-type')}
            >
              {(['PRIVATE', 'COMPANY'] as const).map((type) => (
                <label key={type} className="checkout-choice">
                  <input
                    type="radio"
                    name="clientType"
                    value={type}
                    defaultChecked={clientType === type}
                    onChange={() => {
                      // Switching to private clears the VAT number and its result (000 §4).
                      if (type === 'PRIVATE') setVatCleared((count) => count + 1);
                    }}
                  />
                  <span>{t(type === 'PRIVATE' ? 'checkout.client-private' : 'checkout.client-company')}</span>
                </label>
              ))}
            </div>
            <div className="checkout-company">
              <Field
                name="billing-company"
                label={t('form.company')}
                autoComplete="organization"
                answer={asFormAnswer(answer)}
                defaultValue={typeof data.billing.company === 'string' ? data.billing.company : ''}
              />
              <VatField
                key={vatCleared}
                country={data.country}
                placeholder={data.vatPlaceholder}
                defaultValue={
                  vatCleared > 0
                    ? ''
                    : (values['billing-vatNumber'] ??
                      (typeof vatCustom.vatNumber === 'string' ? vatCustom.vatNumber : ''))
                }
                error={answer?.fieldErrors['billing-vatNumber']}
                initial={vatCleared > 0 ? null : (answer?.vat ?? data.vat)}
                enabled={data.settings.vatValidation}
              />
            </div>
            <AddressFields
              kind="billing"
              address={data.billing}
              answer={answer}
              skip={['company']}
              autocomplete={data.settings.addressAutocomplete}
            />
          </div>
        </fieldset>
        <fieldset className="checkout-fieldset">
          <legend>{t('checkout.shipping-address')}</legend>
          <div className="checkout-choices" role="radiogroup" aria-label={t('checkout.shipping-address')}>
            {(
              [
                'SAME_AS_BILLING',
                'DIFFERENT_FROM_BILLING',
                ...(data.saved.length > 0 ? ['SAVED_ADDRESS'] : []),
              ] as const
            ).map((choice) => (
              <label key={choice} className="checkout-choice">
                <input
                  type="radio"
                  name="shippingChoice"
                  value={choice}
                  defaultChecked={shippingChoice === choice}
                />
                <span>
                  {t(
                    choice === 'SAME_AS_BILLING'
                      ? 'checkout.same-as-billing'
                      : choice === 'DIFFERENT_FROM_BILLING'
                        ? 'checkout.different-from-billing'
                        : 'checkout.saved-address',
                  )}
                </span>
              </label>
            ))}
          </div>
          {data.saved.length > 0 ? (
            <div className="checkout-saved-shipping">
              <label htmlFor="shippingSavedId">{t('checkout.saved-address')}</label>
              <select
                id="shippingSavedId"
                name="shippingSavedId"
                defaultValue={values.shippingSavedId ?? data.defaultShippingId ?? ''}
                aria-invalid={answer?.fieldErrors.shippingSavedId ? true : undefined}
              >
                {data.saved.map((address) => (
                  <option key={address.id} value={address.id}>
                    {addressLine(address)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="checkout-different-shipping">
            <AddressFields
              kind="shipping"
              address={data.shipping}
              answer={answer}
              autocomplete={data.settings.addressAutocomplete}
            />
          </div>
        </fieldset>
        {data.signedIn ? (
          <label className="checkout-choice">
            <input type="checkbox" name="saveAddress" defaultChecked={values.saveAddress === 'on'} />
            <span>{t('checkout.save-address')}</span>
          </label>
        ) : null}
        <CheckoutSummary summary={data.summary} />
        <button type="submit" className="button button--primary checkout-form__submit" disabled={busy}>
          {t('checkout-steps.continue-to-payment')}
        </button>
      </Form>
    </div>
  );
}
