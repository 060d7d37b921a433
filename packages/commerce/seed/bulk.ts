/**
 * Fast multi-row inserts: each column travels as one array parameter and is unnested on the
 * server, so 10,000 rows cost one round trip and no giant SQL text.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

export type ColumnType = 'text' | 'int4' | 'int8' | 'bool' | 'jsonb' | 'text[]' | 'timestamptz' | 'int2';

// biome-ignore lint/suspicious/noExplicitAny: rows are plain objects of any shape
export type Row = Record<string, any>;

const CHUNK = 10_000;

function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

function encode(value: unknown, type: ColumnType): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'jsonb') return JSON.stringify(value);
  if (type === 'text[]') return arrayLiteral(value as string[]);
  if (type === 'timestamptz') return (value as Date).toISOString();
  return String(value);
}

/** Inserts rows into `table`; `columns` maps SQL column names to their types. */
export async function bulkInsert(
  db: Database,
  table: string,
  columns: Readonly<Record<string, ColumnType>>,
  rows: readonly Row[],
  keyOf: (column: string) => string = (column) =>
    column.replaceAll(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
): Promise<void> {
  const names = Object.keys(columns);
  const list = names.map((name) => `"${name}"`).join(', ');
  const selects = names.map((name, index) => `u.c${index}::${columns[name]}`).join(', ');
  const params = names.map((_, index) => `$${index + 1}::text[]`).join(', ');
  const aliases = names.map((_, index) => `c${index}`).join(', ');
  const text = `insert into "${table}" (${list}) select ${selects} from unnest(${params}) as u(${aliases})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays = names.map((name) => {
      const type = columns[name] as ColumnType;
      const key = keyOf(name);
      return chunk.map((row) => encode(row[key], type));
    });
    const chunks = text.split(/\$\d+/);
    const query = sql.join(
      chunks.map((part, index) =>
        index < arrays.length ? sql`${sql.raw(part)}${sql.param(arrays[index])}` : sql.raw(part),
      ),
    );
    await db.execute(query);
  }
}
