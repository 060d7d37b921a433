import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

test('tests talk to a real PostgreSQL server', async () => {
  const result = await database.db.execute(sql`select current_setting('server_version_num')::int as version`);
  expect(Number(result.rows[0]?.version)).toBeGreaterThanOrEqual(150000);
});
