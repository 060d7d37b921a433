import type { PasswordProblem } from '@toolyard/domain';

export type CustomerError =
  | {
      code: 'EmailTaken';
      message: 'There is already an existing customer with the provided email.';
      field: 'email';
    }
  | {
      code: 'InvalidCredentials';
      message: 'Customer account with the given credentials not found.';
      /** Set when a form field holds the wrong password (the profile's e-mail change). */
      field?: 'currentPassword';
    }
  | {
      code: 'WeakPassword';
      message: string;
      field: string;
      /** Which rule failed (docs/decisions/083) and the storefront's message for it. */
      reason: PasswordProblem;
      messageKey: string;
    }
  | { code: 'CustomerNotFound'; message: 'Customer not found' }
  | { code: 'ConcurrentModification'; message: string; currentVersion: number }
  | { code: 'AddressNotFound'; message: string; addressId: string }
  | {
      code: 'InvalidAddress';
      message: string;
      /** The first failing field and rule; `problems` lists them all (form errors per field). */
      field: string;
      problems: { field: string; rule: string }[];
    }
  | { code: 'InvalidResetToken'; message: 'The password reset token is invalid or has expired.' }
  | {
      code: 'CurrentPasswordRequired';
      message: 'Changing the e-mail address needs the current password.';
      field: 'currentPassword';
    };

export const invalidCredentials = (
  field?: 'currentPassword',
): Extract<CustomerError, { code: 'InvalidCredentials' }> => ({
  code: 'InvalidCredentials',
  message: 'Customer account with the given credentials not found.',
  ...(field ? { field } : {}),
});

export const weakPassword = (reason: PasswordProblem, message: string, field: string): CustomerError => ({
  code: 'WeakPassword',
  message,
  field,
  reason,
  messageKey: `account-security.password-${reason}`,
});

export const invalidResetToken = (): CustomerError => ({
  code: 'InvalidResetToken',
  message: 'The password reset token is invalid or has expired.',
});
