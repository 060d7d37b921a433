/**
 * The browser's side of the tracking calls (001 §7): `POST /api/tracking/<event>` with the event's
 * fields and the page locale, only when the visitor allowed statistics (decision 243; the server
 * checks again). Best effort: a failed event is dropped, the page never waits for it.
 */
import { useEffect } from 'react';
import { readConsent } from '../consent/browser.ts';

export function track(event: string, fields: Record<string, unknown>): void {
  if (typeof document === 'undefined' || !readConsent()?.statistics) return;
  post(event, fields);
}

/**
 * The visitor's choice, sent whatever it is: a withdrawal must reach the tracker too (the server
 * records it under the tracking id it ends, and ends it).
 */
export function trackConsent(consents: Record<string, boolean>): void {
  post('consent', { consents });
}

function post(event: string, fields: Record<string, unknown>): void {
  void fetch(`/api/tracking/${event}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // "locale always" (001 §7): the page's own, as <html lang> names it.
    body: JSON.stringify({ ...fields, locale: document.documentElement.lang }),
    // Sent even when the visitor is leaving the page (a product click, a checkout step).
    keepalive: true,
  }).catch(() => {});
}

/** Tracks once per page view and whenever the fields change (a product page's variant, say). */
export function useTrackView(event: string, fields: Record<string, string | number> | null): void {
  const key = fields ? JSON.stringify(fields) : null;
  useEffect(() => {
    if (key) track(event, JSON.parse(key) as Record<string, string | number>);
  }, [event, key]);
}
