/**
 * What the operator API's method modules share (decisions 266, 268): the outcome a method answers,
 * the list pages' bounds and how a page is answered, and the 400 that names the body's first bad field.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';

/** What an operator method answers: `{ data }` with 200, or the error body with its status. */
export type OperatorOutcome =
  | { ok: true; value: unknown }
  | { ok: false; status: number; error: { code: string; message: string; [detail: string]: unknown } };

export type OperatorMethod = (body: unknown, now: Date) => Promise<OperatorOutcome>;

/** Pages of a list: at most 100 rows each, and not deeper than 10,000 (filter instead). */
export const MAX_LIST_LIMIT = 100;
export const MAX_LIST_OFFSET = 10_000;

/**
 * A list method's answer: this page's rows (the caller's query, already limited to the page) read
 * together with how many rows of the table match the filter, so the operator can page on.
 */
export async function listPage<Row>(
  db: Database,
  list: {
    table: PgTable;
    where: SQL | undefined;
    limit: number;
    offset: number;
    rows: PromiseLike<Row[]>;
    view: (row: Row) => unknown;
  },
): Promise<OperatorOutcome> {
  const { table, where, limit, offset } = list;
  const [rows, [count]] = await Promise.all([
    list.rows,
    db.select({ total: sql<number>`count(*)::int` }).from(table).where(where),
  ]);
  return {
    ok: true,
    value: { offset, limit, count: rows.length, total: count?.total ?? 0, results: rows.map(list.view) },
  };
}

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
