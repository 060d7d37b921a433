/**
 * The one string schema for outside input. PostgreSQL cannot store a NUL (`\u0000`) in text or
 * jsonb ("invalid byte sequence for encoding UTF8: 0x00") and no field of ours has a use for other
 * control characters, so every string the API accepts is built from `text()`: control characters
 * (C0 and C1, except tab, line feed and carriage return for free text) are a 400 naming the field,
 * checked before anything else about the string.
 */
import { isValidEmail } from '@toolyard/domain';
import { z } from 'zod';

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export const LONE_SURROGATE_MESSAGE = 'Must be valid Unicode (no lone surrogates)';

// With the u flag a surrogate pair is one code point, so \p{Cs} matches only a lone half: JSON
// like "x\ud800" parses to such a string, which PostgreSQL refuses (500) when stored as jsonb.
const LONE_SURROGATE = /\p{Cs}/u;
const WELL_FORMED = /^\P{Cs}*$/u;

export function hasLoneSurrogates(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** A string without control characters; chain `.min`, `.max`, `.trim` … as on `z.string()`. */
export function text() {
  return z
    .string()
    .regex(WELL_FORMED, { message: LONE_SURROGATE_MESSAGE, abort: true })
    .regex(WITHOUT_CONTROL_CHARACTERS, { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/**
 * An e-mail address by the domain's one rule (the storefront's forms ask the same function), that
 * reports control characters as such. Spaces around it are refused, not trimmed: an API caller
 * sends the address it means.
 */
export function email() {
  return text().refine((value) => value === value.trim() && isValidEmail(value), {
    message: 'Invalid email address',
  });
}

/**
 * Free-form JSON (custom fields): any value, but no control characters in its strings or keys.
 * The issue's path points at the offending value.
 */
export function jsonWithoutControlCharacters() {
  return z.unknown().superRefine((value, ctx) => {
    const walk = (node: unknown, path: (string | number)[]): void => {
      if (typeof node === 'string') {
        if (hasLoneSurrogates(node)) ctx.addIssue({ code: 'custom', message: LONE_SURROGATE_MESSAGE, path });
        else if (hasControlCharacters(node))
          ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE, path });
      } else if (Array.isArray(node)) {
        node.forEach((item, index) => {
          walk(item, [...path, index]);
        });
      } else if (node !== null && typeof node === 'object') {
        for (const [key, item] of Object.entries(node)) {
          if (hasControlCharacters(key) || hasLoneSurrogates(key))
            ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE, path });
          walk(item, [...path, key]);
        }
      }
    };
    walk(value, []);
  });
}
