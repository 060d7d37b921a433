/**
 * What the operator API's method modules share (decisions 266, 268): the outcome a method answers,
 * the list pages' bounds, and the 400 that names the body's first bad field.
 */
import type { z } from 'zod';

/** What an operator method answers: `{ data }` with 200, or the error body with its status. */
export type OperatorOutcome =
  | { ok: true; value: unknown }
  | { ok: false; status: number; error: { code: string; message: string; [detail: string]: unknown } };

export type OperatorMethod = (body: unknown, now: Date) => Promise<OperatorOutcome>;

/** Pages of a list: at most 100 rows each, and not deeper than 10,000 (filter instead). */
export const MAX_LIST_LIMIT = 100;
export const MAX_LIST_OFFSET = 10_000;

/** The first problem of a body, named by its field: what a 400 tells the operator. */
export function badBody(error: z.ZodError): OperatorOutcome {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  const message =
    issue?.code === 'unrecognized_keys'
      ? `${issue.keys.join(', ')}: unknown field`
      : `${field}: ${issue?.message ?? 'invalid'}`;
  return { ok: false, status: 400, error: { code: 'bad_request', message, field } };
}
