/** One address's fields in the checkout form (the account's address fields, prefixed by kind). */

import type { AddressKind } from '../account/addresses.ts';
import { Field } from '../account/FormParts.tsx';
import { emptyAnswer, type FormAnswer } from '../account/forms.ts';
import { useT } from '../i18n/index.ts';
import { CHECKOUT_ADDRESS_FIELDS, type CheckoutAnswer, fieldName } from './address-form.ts';

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
}) {
  const t = useT();
  const answer = asFormAnswer(props.answer);
  return (
    <>
      {CHECKOUT_ADDRESS_FIELDS.filter((field) => !props.skip?.includes(field.name)).map((field) => {
        const name = fieldName(props.kind, field.name);
        const value = props.address[field.name];
        return (
          <Field
            key={name}
            name={name}
            label={t(field.label)}
            autoComplete={`${props.kind} ${field.autoComplete === 'off' ? 'address-line1' : field.autoComplete}`}
            answer={answer}
            defaultValue={typeof value === 'string' ? value : ''}
            required={field.required}
          />
        );
      })}
    </>
  );
}
