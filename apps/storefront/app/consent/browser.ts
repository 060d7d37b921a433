/** The consent choice in the browser: read and written as the first-party cookie (consent.ts). */
import { parseCookies } from '../store/cookies.ts';
import { CONSENT_COOKIE, type ConsentChoice, consentCookie, parseConsent } from './consent.ts';

/** Dispatched on window to open the banner again (the footer's "Cookie settings"). */
export const OPEN_CONSENT_EVENT = 'toolyard:open-consent';

export function readConsent(): ConsentChoice | null {
  return parseConsent(parseCookies(document.cookie)[CONSENT_COOKIE]);
}

export function writeConsent(choice: ConsentChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party preference the server reads too; no cookie store API on Safari
  document.cookie = consentCookie(choice, location.protocol === 'https:');
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
