/**
 * The visitor's cookie choice (decision 243): necessary cookies always, statistics and marketing
 * only when granted. Kept in a first-party cookie the browser and the server both read: the banner
 * writes it, the tracking endpoint refuses events without statistics consent. Pages never depend on
 * it, so the HTML stays the same for everyone and cacheable.
 */
export const CONSENT_COOKIE = 'ty_consent';
/** Asked again after 12 months (EDPB and CNIL guidance: 6–13 months). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const CONSENT_CATEGORIES = ['statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

/** Nothing beyond the necessary: what "Reject all" stores. */
export const NECESSARY_ONLY: ConsentChoice = { statistics: false, marketing: false };
export const ALL_GRANTED: ConsentChoice = { statistics: true, marketing: true };

const NONE = 'none';

/** The cookie's value: the granted categories joined with '.', or "none". */
export function serializeConsent(choice: ConsentChoice): string {
  const granted = CONSENT_CATEGORIES.filter((category) => choice[category]);
  return granted.length > 0 ? granted.join('.') : NONE;
}

/** The stored choice; null when the visitor has not chosen yet (or the value is not ours). */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  if (value === NONE) return NECESSARY_ONLY;
  const parts = value.split('.');
  if (!parts.every((part) => (CONSENT_CATEGORIES as readonly string[]).includes(part))) return null;
  return { statistics: parts.includes('statistics'), marketing: parts.includes('marketing') };
}

/**
 * Set on <html> by a script in the head, before the first paint, when the visitor has not chosen:
 * the server-rendered banner shows only then (CSS). Returning visitors never see it flash, the HTML
 * stays the same for everyone, and without JavaScript (when nothing is tracked) it never shows.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/** A stored choice in a Cookie header, as the head script tests it (no parser there). */
export const STORED_CHOICE = new RegExp(
  `(?:^|; )${CONSENT_COOKIE}=(?:none|${CONSENT_CATEGORIES.join('|')}|${CONSENT_CATEGORIES.join('\\.')})(?:;|$)`,
);

/**
 * Set on <html> by the server when the request carries no stored choice (decision 261). Only a
 * browser without scripting reads it (CSS `@media (scripting: none)`): the head script decides for
 * the others. The HTML cache keeps the two variants apart (html-cache.ts).
 */
export const CONSENT_UNCHOSEN_ATTRIBUTE = 'data-consent-unchosen';

/** Whether a Cookie header holds a stored choice: the same test as the head script's. */
export function hasStoredConsent(cookieHeader: string | null): boolean {
  return cookieHeader !== null && STORED_CHOICE.test(cookieHeader);
}

/** Where the banner's form posts a choice made before hydration or without JavaScript (decision 261). */
export const CONSENT_FORM_PATH = '/api/consent';

/** The head script's text (it runs under the page's CSP nonce). */
export const CONSENT_ASK_SCRIPT = `if(!${STORED_CHOICE}.test(document.cookie))document.documentElement.setAttribute('${CONSENT_ASK_ATTRIBUTE}','')`;

/** The Set-Cookie / document.cookie text that stores a choice. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const attributes = [
    `Path=/`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${CONSENT_COOKIE}=${serializeConsent(choice)}`, ...attributes].join('; ');
}
