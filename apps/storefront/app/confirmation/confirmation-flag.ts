/** The confirmation-popup query flag (spec 000 §2.3), shared by the popup and the redirects that set it. */
export const CONFIRMATION_FLAG = 'confirmation-popup';
/** What a confirmation can be about; each has info-pages.confirmation.<kind>-title and -text. */
export const CONFIRMATIONS = ['newsletter'] as const;
export type ConfirmationKind = (typeof CONFIRMATIONS)[number];

export function confirmationKindOf(value: string | null): ConfirmationKind | null {
  return (CONFIRMATIONS as readonly (string | null)[]).includes(value) ? (value as ConfirmationKind) : null;
}

/** `path` with the flag set (the path may have a query and a fragment already). */
export function withConfirmationFlag(path: string, kind: ConfirmationKind): string {
  const hashAt = path.indexOf('#');
  const [base, hash] = hashAt < 0 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${CONFIRMATION_FLAG}=${kind}${hash}`;
}
