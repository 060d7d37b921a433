/**
 * Where a sign-in sends the customer next: the `redirect` query value when it is a path on this
 * shop, otherwise the account page (docs/decisions/100-account-pages.md). The check is the shop's
 * one Location gate (store/safe-location.ts, decision 077).
 */
import { sameOriginPath } from '../store/safe-location.ts';

/** A same-origin path: one leading "/", no "//" or "/\", no scheme, no control characters. */
export function sameSitePath(value: string | null | undefined): string | null {
  return sameOriginPath(value);
}

/** The page after a sign-in or sign-up. */
export function afterSignIn(requested: string | null | undefined, prefix: string): string {
  return sameSitePath(requested) ?? `${prefix}/my-account`;
}
