/**
 * The default case management: requests kept in PostgreSQL (request_cases), numbered by the
 * table's sequence. Web-to-Case records through it too, so every case has our number and a copy.
 */
import { type Database, schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import type { CaseRequest, CaseService, CaseServiceName, FiledCase } from './case-service.port.ts';

/** "TY-" and at least 8 digits: short enough to read out on the phone. */
export function formatCaseNumber(number: number): string {
  return `TY-${String(number).padStart(8, '0')}`;
}

export interface RecordedCase extends FiledCase {
  id: string;
}

export function createLocalCaseStore(db: Database) {
  async function record(request: CaseRequest, service: CaseServiceName): Promise<RecordedCase> {
    const [row] = await db
      .insert(schema.requestCases)
      .values({
        storeKey: request.storeKey,
        locale: request.locale,
        reason: request.reason,
        subreason: request.subreason,
        email: request.email,
        request,
        service,
      })
      .returning({ id: schema.requestCases.id, number: schema.requestCases.number });
    if (!row) throw new Error('request case not stored');
    return { id: row.id, caseNumber: formatCaseNumber(row.number) };
  }

  async function markForwarded(id: string, response: { status: number; body: string }): Promise<void> {
    await db
      .update(schema.requestCases)
      .set({ forwardResponse: response, forwardedAt: new Date() })
      .where(eq(schema.requestCases.id, id));
  }

  const service: CaseService = {
    name: 'local',
    async submitCase(request) {
      const { caseNumber } = await record(request, 'local');
      return { caseNumber };
    },
  };
  return { record, markForwarded, service };
}

export type LocalCaseStore = ReturnType<typeof createLocalCaseStore>;
