/**
 * Reading a JSON API body safely (docs/decisions/078): the size is counted in bytes while the
 * stream arrives, so an oversized body is a 413 before it is read whole; bytes must be UTF-8; the
 * parsed value must not nest deeper than MAX_JSON_DEPTH or carry lone UTF-16 surrogates (JSON's
 * `"\ud800"` escape), which PostgreSQL refuses in jsonb. Every refusal is an ApiFailure (4xx).
 */
import { hasLoneSurrogates } from '../validation/text.ts';
import { ApiFailure } from './api.http.ts';

export const MAX_BODY_BYTES = 64 * 1024;
/** Deepest params are a cart action's address fields (~6 levels); 32 leaves room and stops abuse. */
export const MAX_JSON_DEPTH = 32;
/** Longest piece of client input repeated in an error message. */
export const MAX_ECHO_CHARS = 80;

/** Client input for an error message: at most MAX_ECHO_CHARS characters, marked when cut. */
export function echo(value: string): string {
  const chars = Array.from(value);
  if (chars.length <= MAX_ECHO_CHARS) return value;
  return `${chars.slice(0, MAX_ECHO_CHARS).join('')}…`;
}

const tooLarge = () =>
  new ApiFailure(413, {
    code: 'payload_too_large',
    message: `Body larger than ${MAX_BODY_BYTES} bytes`,
  });
const badRequest = (message: string, field = 'body') =>
  new ApiFailure(400, { code: 'bad_request', message, field });

/** The body as UTF-8 text, refused (413) as soon as more than `limit` bytes have arrived. */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('Body is not valid UTF-8');
  }
}

/**
 * Refuses values nested deeper than `maxDepth` and strings or keys with lone surrogates; walks
 * iteratively, so a hostile nesting cannot overflow the stack.
 */
export function checkJsonShape(value: unknown, maxDepth = MAX_JSON_DEPTH): void {
  const stack: { node: unknown; depth: number; path: string }[] = [{ node: value, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop() as (typeof stack)[number];
    if (typeof node === 'string') {
      if (hasLoneSurrogates(node))
        throw badRequest(`${path || 'body'}: lone UTF-16 surrogate`, path || 'body');
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth >= maxDepth) throw badRequest(`Body nests deeper than ${maxDepth} levels`, path || 'body');
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${echo(key)}` : echo(key);
      if (hasLoneSurrogates(key)) throw badRequest(`${childPath}: lone UTF-16 surrogate in a key`, childPath);
      stack.push({ node: child, depth: depth + 1, path: childPath });
    }
  }
}

/** Reads, parses and checks the body; an empty body counts as `[{}]`. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  if (text.trim() === '') return [{}];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Body is not valid JSON');
  }
  checkJsonShape(body);
  return body;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The path of the first field the client sent that the method's schema does not know, or null.
 * zod drops unknown keys silently, so a misspelt optional field (`quantitty`) would succeed with
 * its default: the caller is told instead (decision 262). Found by walking the sent value beside
 * the parsed one, so every schema (tuples, unions, refinements) is covered without restating it;
 * a schema that means to accept anything (`passthrough`) keeps the key and is left alone.
 */
export function firstUnknownField(sent: unknown, parsed: unknown, path: string[] = []): string | null {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    for (let index = 0; index < Math.min(sent.length, parsed.length); index++) {
      const found = firstUnknownField(sent[index], parsed[index], [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return null;
  for (const key of Object.keys(sent)) {
    if (!Object.hasOwn(parsed, key)) return [...path, key].join('.');
    const found = firstUnknownField(sent[key], parsed[key], [...path, key]);
    if (found) return found;
  }
  return null;
}
