/**
 * Where a sign-in sends the customer next: the `redirect` query value when it is a path on this
 * shop, otherwise the account page (docs/decisions/100-account-pages.md).
 */

/** A same-origin path: one leading "/", no "//" or "/\", no scheme, no control characters. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null;
  const parsed = new URL(value, 'http://shop.invalid');
  if (parsed.origin !== 'http://shop.invalid') return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.startsWith('//') ? null : path;
}

/** The page after a sign-in or sign-up. */
export function afterSignIn(requested: string | null | undefined, prefix: string): string {
  return sameSitePath(requested) ?? `${prefix}/my-account`;
}
