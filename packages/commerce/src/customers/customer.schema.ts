import { hasValidPasswordCharacters, PASSWORD_MAX_LENGTH, VAT_ID_MIN_INPUT_LENGTH } from '@toolyard/domain';
import { z } from 'zod';
import { version } from '../validation/numbers.ts';
import { CONTROL_CHARACTER_MESSAGE, email, jsonWithoutControlCharacters, text } from '../validation/text.ts';

/**
 * Every password field — sign-up, login, current, new and reset — has the same character rule (the
 * domain's), so nothing can be set that login would refuse. Strength (length, letter and number,
 * e-mail, common passwords) is the service's check on new passwords: one typed `WeakPassword`.
 */
export function password() {
  return z
    .string()
    .min(1)
    .max(PASSWORD_MAX_LENGTH)
    .refine(hasValidPasswordCharacters, CONTROL_CHARACTER_MESSAGE);
}

export const addressSchema = z
  .object({
    title: text().max(100).optional(),
    salutation: text().max(50).optional(),
    firstName: text().max(100).optional(),
    lastName: text().max(100).optional(),
    streetName: text().max(200).optional(),
    streetNumber: text().max(50).optional(),
    additionalStreetInfo: text().max(200).optional(),
    additionalAddressInfo: text().max(200).optional(),
    postalCode: text().max(20).optional(),
    city: text().max(100).optional(),
    region: text().max(100).optional(),
    state: text().max(100).optional(),
    country: text().regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code'),
    company: text().max(200).optional(),
    department: text().max(200).optional(),
    building: text().max(100).optional(),
    apartment: text().max(100).optional(),
    pOBox: text().max(100).optional(),
    phone: text().max(50).optional(),
    mobile: text().max(50).optional(),
    email: email().optional(),
    fax: text().max(500).optional(),
    custom: z.record(text(), jsonWithoutControlCharacters()).optional(),
  })
  .strict();

/** A name, when given, is not blank: the pages require one, and the API may not store less. */
const personName = () => text().trim().min(1, 'must not be blank').max(100);
/** 001 §5 VAT ID: "Input rule: minimum length 2". */
const vatIdInput = () =>
  text()
    .trim()
    .min(VAT_ID_MIN_INPUT_LENGTH, `must have at least ${VAT_ID_MIN_INPUT_LENGTH} characters`)
    .max(30);

export const signUpSchema = z.object({
  email: email(),
  password: password(),
  firstName: personName().optional(),
  lastName: personName().optional(),
  dateOfBirth: z.iso.date().optional(),
  vatId: vatIdInput().optional(),
  customerType: z.enum(['private', 'company', 'PRIVATE', 'COMPANY']).optional(),
});

export const signInSchema = z.object({ email: email(), password: password() });

export const profileSchema = z.object({
  version: version(),
  email: email().optional(),
  vatId: vatIdInput().nullable().optional(),
  firstName: personName().optional(),
  lastName: personName().optional(),
  /** Needed when `email` changes (decision 257). */
  currentPassword: password().optional(),
});

export const changePasswordSchema = z.object({
  version: version(),
  currentPassword: password(),
  newPassword: password(),
});

export const resetPasswordSchema = z.object({
  token: text().min(10).max(200),
  newPassword: password(),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type AddressInput = z.infer<typeof addressSchema>;
