import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './customer.rules.ts';

const passwordRule = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200)
  .regex(/\p{L}/u, 'Password must include one letter and one number')
  .regex(/\p{N}/u, 'Password must include one letter and one number');

export const addressSchema = z
  .object({
    title: z.string().max(100).optional(),
    salutation: z.string().max(50).optional(),
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
    streetName: z.string().max(200).optional(),
    streetNumber: z.string().max(50).optional(),
    additionalStreetInfo: z.string().max(200).optional(),
    additionalAddressInfo: z.string().max(200).optional(),
    postalCode: z.string().max(20).optional(),
    city: z.string().max(100).optional(),
    region: z.string().max(100).optional(),
    state: z.string().max(100).optional(),
    country: z.string().regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code'),
    company: z.string().max(200).optional(),
    department: z.string().max(200).optional(),
    building: z.string().max(100).optional(),
    apartment: z.string().max(100).optional(),
    pOBox: z.string().max(100).optional(),
    phone: z.string().max(50).optional(),
    mobile: z.string().max(50).optional(),
    email: z.email().optional(),
    fax: z.string().max(500).optional(),
    custom: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export const signUpSchema = z.object({
  email: z.email(),
  password: passwordRule,
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  dateOfBirth: z.iso.date().optional(),
  vatId: z.string().max(30).optional(),
  customerType: z.enum(['private', 'company', 'PRIVATE', 'COMPANY']).optional(),
});

export const signInSchema = z.object({ email: z.email(), password: z.string().min(1).max(200) });

export const profileSchema = z.object({
  version: z.number().int().positive(),
  email: z.email().optional(),
  vatId: z.string().max(30).nullable().optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
});

export const changePasswordSchema = z.object({
  version: z.number().int().positive(),
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordRule,
});

export const resetPasswordSchema = z.object({
  token: z.string().min(10).max(200),
  newPassword: passwordRule,
});

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type AddressInput = z.infer<typeof addressSchema>;
