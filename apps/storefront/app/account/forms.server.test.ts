import { describe, expect, it } from 'vitest';
import { answerFromApi, checkNewPassword } from './forms.server.ts';

const typed = { email: 'anna@example.de', password: 'secret', firstName: 'Anna' };

describe('API refusals as form answers', () => {
  it('puts each refusal where the customer looks: on the field or over the form', () => {
    expect(answerFromApi({ code: 'email_taken', message: '', field: 'email' }, typed).fieldErrors).toEqual({
      email: 'account-pages.email-taken',
    });
    expect(
      answerFromApi(
        {
          code: 'weak_password',
          message: '',
          field: 'newPassword',
          messageKey: 'account-security.password-too-common',
        },
        typed,
        { newPassword: 'password' },
      ).fieldErrors,
    ).toEqual({ password: 'account-security.password-too-common' });
    expect(answerFromApi({ code: 'too_many_requests', message: '' }, typed).formError).toBe(
      'account-security.too-many-requests',
    );
    expect(answerFromApi({ code: 'invalid_credentials', message: '' }, typed).formError).toBe(
      'account-pages.invalid-credentials',
    );
    expect(answerFromApi({ code: 'internal', message: 'Internal error' }, typed).formError).toBe(
      'account-pages.unexpected-error',
    );
  });

  it('shows the typed values again, never the password', () => {
    expect(answerFromApi({ code: 'invalid_credentials', message: '' }, typed).values).toEqual({
      email: 'anna@example.de',
      firstName: 'Anna',
    });
  });
});

describe('a new password on the page', () => {
  it("is checked by the domain's rule first, then against its confirmation", () => {
    const check = (password: string, confirmation: string, email: string | null = null) => {
      const errors: Record<string, string> = {};
      checkNewPassword(
        { password, confirmation },
        errors,
        { password: 'password', confirmation: 'confirmation' },
        email,
      );
      return errors;
    };
    expect(check('', '')).toEqual({ password: 'form.required' });
    expect(check('short1', 'short1')).toEqual({ password: 'account-security.password-too-short' });
    expect(check('onlyletters', 'onlyletters')).toEqual({
      password: 'account-security.password-letter-and-number',
    });
    expect(check('anna@example.de1', 'anna@example.de1', 'anna@example.de1')).toEqual({
      password: 'account-security.password-equals-email',
    });
    expect(check('Werkbank2026', 'Werkbank2027')).toEqual({ confirmation: 'form.confirmed' });
    expect(check('Werkbank2026', 'Werkbank2026')).toEqual({});
  });
});
