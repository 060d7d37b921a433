/** One address's fields in the checkout form (the account's address fields, prefixed by kind). */

import type { AddressKind } from '../account/addresses.ts';
import { Field } from '../account/FormParts.tsx';
import { emptyAnswer, type FormAnswer } from '../account/forms.ts';
import { useT } from '../i18n/index.ts';
import { CHECKOUT_ADDRESS_FIELDS, type CheckoutAnswer, fieldName } from './address-form.ts';
import { StreetCombobox } from './StreetCombobox.tsx';

/** The checkout answer in the shape the account form parts read. */
export function asFormAnswer(answer: CheckoutAnswer | undefined): FormAnswer | undefined {
  return answer ? { ...emptyAnswer(), fieldErrors: answer.fieldErrors, values: answer.values } : undefined;
}

export function AddressFields(props: {
  kind: AddressKind;
  address: Record<string, unknown>;
  answer: CheckoutAnswer | undefined;
  /** Billing shows company (and the VAT ID) in its own company block. */
  skip?: readonly string[];
  /** The store's address autocomplete (decision 260): the street field suggests addresses. */
  autocomplete?: boolean;
}) {
  const t = useT();
  const answer = asFormAnswer(props.answer);
  return (
    <>
      {CHECKOUT_ADDRESS_FIELDS.filter((field) => !props.skip?.includes(field.name)).map((field) => {
        const name = fieldName(props.kind, field.name);
        const value = props.address[field.name];
        const autoComplete = `${props.kind} ${field.autoComplete === 'off' ? 'address-line1' : field.autoComplete}`;
        if (field.name === 'streetName' && props.autocomplete) {
          return (
            <StreetCombobox
              key={name}
              name={name}
              fill={{
                streetNumber: fieldName(props.kind, 'streetNumber'),
                postalCode: fieldName(props.kind, 'postalCode'),
                city: fieldName(props.kind, 'city'),
              }}
              label={t(field.label)}
              autoComplete={autoComplete}
              answer={answer}
              defaultValue={typeof value === 'string' ? value : ''}
            />
          );
        }
        return (
          <Field
            key={name}
            name={name}
            label={t(field.label)}
            autoComplete={autoComplete}
            answer={answer}
            defaultValue={typeof value === 'string' ? value : ''}
            required={field.required}
          />
        );
      })}
    </>
  );
}
