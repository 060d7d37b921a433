import { describe, expect, it } from 'vitest';
import {
  hasMaxLength,
  hasMinLength,
  hasValidPasswordCharacters,
  isConfirmed,
  isFilled,
  isOneOf,
  isPositiveInteger,
  isValidEmail,
  isValidPassword,
  isValidPhoneNumber,
  isValidRating,
  isValidStreetNumber,
  normalizePassword,
  PASSWORD_MESSAGE,
  PASSWORD_PROBLEM_MESSAGES,
  passwordProblem,
} from './fields.ts';

describe('phone number', () => {
  it('accepts an optional leading plus, 8+ digits and single spaces', () => {
    expect(isValidPhoneNumber('+49 170 1234567')).toBe(true);
    expect(isValidPhoneNumber('12345678')).toBe(true);
    expect(isValidPhoneNumber('+1234 5678')).toBe(true);
  });

  it('refuses fewer than 8 digits, double spaces, other characters', () => {
    expect(isValidPhoneNumber('1234567')).toBe(false);
    expect(isValidPhoneNumber('+123 4567')).toBe(false);
    expect(isValidPhoneNumber('+49  170 1234567')).toBe(false);
    expect(isValidPhoneNumber(' 12345678')).toBe(false);
    expect(isValidPhoneNumber('12345678 ')).toBe(false);
    expect(isValidPhoneNumber('+49-170-1234567')).toBe(false);
    expect(isValidPhoneNumber('++4912345678')).toBe(false);
    expect(isValidPhoneNumber('4912345678+')).toBe(false);
    expect(isValidPhoneNumber('')).toBe(false);
  });
});

describe('password', () => {
  it('needs one letter and one number', () => {
    expect(isValidPassword('abc1')).toBe(true);
    expect(isValidPassword('Ž1')).toBe(true);
    expect(isValidPassword('abcdef')).toBe(false);
    expect(isValidPassword('123456')).toBe(false);
    expect(isValidPassword('')).toBe(false);
    expect(PASSWORD_MESSAGE).toBe('Password must include one letter and one number');
  });

  it('a new password: 8 characters, a letter and a number, not the e-mail, not a common one', () => {
    const common = new Set(['password1', 'abc12345']);
    const context = { email: ' Jan.Novak1@Example.com ', isCommon: (p: string) => common.has(p) };
    expect(passwordProblem('hammer2026', context)).toBeNull();
    expect(passwordProblem('ham2026', context)).toBe('too-short');
    expect(passwordProblem('hammerdrill', context)).toBe('letter-and-number');
    expect(passwordProblem('2026202620', context)).toBe('letter-and-number');
    expect(passwordProblem('jan.novak1@example.com', context)).toBe('equals-email');
    expect(passwordProblem('Password1', context)).toBe('too-common');
    expect(passwordProblem('PASSWORD1', context)).toBe('too-common');
    expect(passwordProblem(`a1${'x'.repeat(199)}`, context)).toBe('too-long');
    expect(PASSWORD_PROBLEM_MESSAGES['letter-and-number']).toBe(PASSWORD_MESSAGE);
  });

  it('counts characters, not UTF-16 units, and accepts any script', () => {
    expect(passwordProblem('žluťoučký1')).toBeNull();
    expect(passwordProblem('Ωμέγα123')).toBeNull();
    // Seven characters, fourteen UTF-16 units.
    expect(passwordProblem('🔨🔨🔨🔨🔨a1')).toBe('too-short');
  });

  it('refuses control characters and unpaired surrogates — the same rule at sign-up and login', () => {
    for (const bad of [
      'hammer\u00002026',
      'hammer\t2026',
      'hammer\n2026',
      'hammer\u00852026',
      'x\ud800hammer1',
    ]) {
      expect(hasValidPasswordCharacters(bad), JSON.stringify(bad)).toBe(false);
      expect(passwordProblem(bad), JSON.stringify(bad)).toBe('invalid-characters');
    }
    expect(hasValidPasswordCharacters('hammer 2026 ünïcode')).toBe(true);
  });

  it('normalises to NFKC so composed and decomposed forms are one password', () => {
    expect(normalizePassword('cafe\u0301 2026')).toBe(normalizePassword('caf\u00e9 2026'));
    expect(normalizePassword('ｈａｍｍｅｒ２０２６')).toBe('hammer2026');
  });
});

describe('street number', () => {
  it('must contain a digit except in PL and RO', () => {
    expect(isValidStreetNumber('DE', '12a')).toBe(true);
    expect(isValidStreetNumber('DE', 'b')).toBe(false);
    expect(isValidStreetNumber('DE', '')).toBe(false);
    expect(isValidStreetNumber('pl', 'bn')).toBe(true);
    expect(isValidStreetNumber('RO', 'FN')).toBe(true);
    expect(isValidStreetNumber('US', 'x')).toBe(false);
  });
});

describe('generic rules', () => {
  it('email', () => {
    expect(isValidEmail('anna@example.com')).toBe(true);
    expect(isValidEmail(' anna.b+shop@mail.example.co.uk ')).toBe(true);
    expect(isValidEmail('anna@example')).toBe(false);
    expect(isValidEmail('anna@@example.com')).toBe(false);
    expect(isValidEmail('an na@example.com')).toBe(false);
    expect(isValidEmail('anna@example..com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('email: what a mail server refuses is refused here too (one rule for forms and API)', () => {
    for (const refused of [
      'a..b@example.com',
      '.anna@example.com',
      'anna.@example.com',
      'anna@-example.com',
      'anna@example-.com',
      'anna@example.c',
      'anna@example.123',
      'jürgen@müller.de',
      'josé@example.com',
      'anna(x)@example.com',
      `${'a'.repeat(65)}@example.com`,
      `anna@${'a'.repeat(250)}.com`,
    ]) {
      expect(isValidEmail(refused), refused).toBe(false);
    }
    for (const accepted of [
      "o'brien@example.ie",
      'first.last+tag@sub.example.co.uk',
      'a_b-c@x-y.example',
      `${'a'.repeat(64)}@example.com`,
      'JAN@EXAMPLE.PL',
    ]) {
      expect(isValidEmail(accepted), accepted).toBe(true);
    }
  });

  it('required, min, max, confirmed, oneOf', () => {
    expect(isFilled('  ')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled(0)).toBe(true);
    expect(isFilled([])).toBe(false);
    expect(hasMinLength('ab', 3)).toBe(false);
    expect(hasMinLength('abc', 3)).toBe(true);
    expect(hasMaxLength('abcd', 3)).toBe(false);
    expect(isConfirmed('a1', 'a1')).toBe(true);
    expect(isConfirmed('a1', 'A1')).toBe(false);
    expect(isOneOf('b', ['a', 'b'])).toBe(true);
    expect(isOneOf('c', ['a', 'b'])).toBe(false);
  });

  it('rating 1..5 whole stars', () => {
    expect(isValidRating(1)).toBe(true);
    expect(isValidRating(5)).toBe(true);
    expect(isValidRating(0)).toBe(false);
    expect(isValidRating(6)).toBe(false);
    expect(isValidRating(4.5)).toBe(false);
    expect(isValidRating(undefined)).toBe(false);
  });

  it('positive integers from numbers or digit strings', () => {
    expect(isPositiveInteger(1)).toBe(true);
    expect(isPositiveInteger('250000')).toBe(true);
    expect(isPositiveInteger(0)).toBe(false);
    expect(isPositiveInteger('1.5')).toBe(false);
    expect(isPositiveInteger('-1')).toBe(false);
    expect(isPositiveInteger('')).toBe(false);
  });
});
