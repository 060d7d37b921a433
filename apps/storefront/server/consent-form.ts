/**
 * The cookie banner's buttons as a plain form post (decision 261): `POST /api/consent` with
 * `choice` (none | all | custom, the categories as checkboxes) and `return`, the page it came from.
 * A tap before the page's JavaScript has loaded, or in a browser without it, stores the same cookie
 * the banner writes in the browser and comes back to the page with 303. After hydration the banner
 * handles its buttons itself and nothing is posted. The return path goes through safe-location:
 * another site is never a target ("/" instead).
 */
import { ApiFailure, isSameOriginRequest, readBodyText } from '@toolyard/commerce';
import { z } from 'zod';
import { ALL_GRANTED, type ConsentChoice, consentCookie, NECESSARY_ONLY } from '../app/consent/consent.ts';
import { sameOriginPath } from '../app/store/safe-location.ts';
import { TRACKING_ID_COOKIE } from './tracking.ts';

/** The banner's fields are a few dozen bytes; a return path at most 2 kB. */
const MAX_BODY_BYTES = 4096;

const checkbox = z.literal('on').optional();
const consentForm = z.object({
  choice: z.enum(['none', 'all', 'custom']),
  statistics: checkbox,
  marketing: checkbox,
  return: z.string().max(2048).optional(),
});

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

function choiceOf(form: z.infer<typeof consentForm>): ConsentChoice {
  if (form.choice === 'none') return NECESSARY_ONLY;
  if (form.choice === 'all') return ALL_GRANTED;
  return { statistics: form.statistics === 'on', marketing: form.marketing === 'on' };
}

/** `host`: the Host the request was sent to; `secure`: whether the cookie gets `Secure`. */
export async function consentFormPost(request: Request, host: string, secure: boolean): Promise<Response> {
  if (request.method !== 'POST') return text(405, 'Method not allowed', { allow: 'POST' });
  // Another site must not choose for the visitor (a cross-site form would otherwise set the cookie).
  if (!isSameOriginRequest(request.headers, host))
    return text(403, 'Forms from other sites are not accepted');
  if (!/^\s*application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return text(415, 'The choice is sent as application/x-www-form-urlencoded');
  }
  let body: string;
  try {
    body = await readBodyText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof ApiFailure) return text(error.status, error.body.message);
    throw error;
  }
  const parsed = consentForm.safeParse(Object.fromEntries(new URLSearchParams(body)));
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    return text(400, `Not a cookie choice: ${fields}`);
  }
  const choice = choiceOf(parsed.data);
  const headers = new Headers({
    location: sameOriginPath(parsed.data.return) ?? '/',
    'cache-control': 'no-store',
  });
  headers.append('set-cookie', consentCookie(choice, secure));
  // Without statistics the tracking id ends, as with the banner's withdrawal event (decision 243).
  if (!choice.statistics) {
    headers.append(
      'set-cookie',
      `${TRACKING_ID_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }
  return new Response(null, { status: 303, headers });
}
