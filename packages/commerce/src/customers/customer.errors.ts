export type CustomerError =
  | {
      code: 'EmailTaken';
      message: 'There is already an existing customer with the provided email.';
      field: 'email';
    }
  | { code: 'InvalidCredentials'; message: 'Customer account with the given credentials not found.' }
  | { code: 'WeakPassword'; message: 'Password must include one letter and one number'; field: string }
  | { code: 'CustomerNotFound'; message: 'Customer not found' }
  | { code: 'ConcurrentModification'; message: string; currentVersion: number }
  | { code: 'AddressNotFound'; message: string; addressId: string }
  | { code: 'InvalidResetToken'; message: 'The password reset token is invalid or has expired.' };

export const invalidCredentials = (): CustomerError => ({
  code: 'InvalidCredentials',
  message: 'Customer account with the given credentials not found.',
});
