/**
 * A page write's body, read up front: in bytes, bounded, and parsed once, so an action never
 * waits on a slow or endless body nor fails on a malformed one.
 */
import { ApiFailure, readBodyText } from '@toolyard/commerce';

/** A plain-text answer (errors the shell gives before any page renders). */
export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}

/** Largest form post a page action accepts (the newsletter form is a few hundred bytes). */
export const MAX_FORM_BYTES = 64 * 1024;
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * A page write with its body read up front, in bytes and at most MAX_FORM_BYTES (413 before the
 * rest arrives), so an action never waits on a slow or endless body.
 */
export async function withBoundedBody(request: Request): Promise<Request | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (!FORM_TYPES.test(type)) {
    return text(415, 'Forms are sent as application/x-www-form-urlencoded or multipart/form-data');
  }
  let body: string;
  try {
    body = await readBodyText(request, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof ApiFailure) return text(error.status, error.body.message);
    throw error;
  }
  const bounded = () =>
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
    });
  // Parsed once here so an action's formData() cannot fail on it (a multipart body without its
  // boundary made the newsletter action answer 500).
  try {
    await bounded().formData();
  } catch {
    return text(400, 'Malformed form body');
  }
  return bounded();
}
