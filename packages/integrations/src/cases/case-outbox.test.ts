/**
 * The Web-to-Case outbox on real PostgreSQL against a fake CRM at the network layer (decision 261):
 * a CRM that is down or hangs costs the shopper nothing, the case is forwarded once it is back —
 * exactly once — and a CRM that refuses the data, or stays down, ends the tries with a log line.
 */
import { schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { type FakeAnswer, type FakeVendor, startFakeVendor } from '../testing/fake-vendor.ts';
import { runCaseDelivery } from './case-delivery.job.ts';
import { CASE_DELIVERY_POLICY, type CaseRequest } from './case-service.port.ts';
import { createLocalCaseStore } from './local-case-store.ts';
import { createWebToCaseAdapter } from './web-to-case.adapter.ts';

let database: TestDatabase;
let crm: FakeVendor | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});
afterEach(async () => {
  await crm?.close();
  crm = null;
});

const REQUEST: CaseRequest = {
  storeKey: 'toolyard-at',
  country: 'AT',
  locale: 'de-AT',
  returnUrl: 'https://toolyard.at/customer-service/',
  reason: 'sales',
  subreason: 'discount-request',
  contactName: 'Anna Berger',
  email: 'anna@example.at',
  subject: 'Angebot für 5 Bohrer',
  description: 'Bitte ein Angebot.',
};

const MINUTE = 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** A CRM whose answer the test changes as it goes; `logs` collects the adapter's lines. */
async function outboxAgainst(first: FakeAnswer, options: { inlineTimeoutMs?: number } = {}) {
  const state = { answer: first };
  crm = await startFakeVendor(() => state.answer);
  const logs: string[] = [];
  const adapter = createWebToCaseAdapter({
    url: `${crm.baseUrl}/servlet/servlet.WebToCase?encoding=UTF-8`,
    orgId: '00D000000000001',
    debug: false,
    store: createLocalCaseStore(database.db),
    log: (line) => logs.push(line),
    ...options,
  });
  return { adapter, state, logs, vendor: crm };
}

async function rowOf(caseNumber: string) {
  const [row] = await database.db
    .select()
    .from(schema.requestCases)
    .where(eq(schema.requestCases.number, Number(caseNumber.slice(3))));
  if (!row) throw new Error(`no row for ${caseNumber}`);
  return row;
}

const postsOf = (vendor: FakeVendor, caseNumber: string) =>
  vendor.requests.filter(
    (request) => new URLSearchParams(request.body).get('External_Case_Number__c') === caseNumber,
  );

describe('Web-to-Case outbox', () => {
  it('keeps the case while the CRM answers 503 and forwards it exactly once when it is back', async () => {
    const { adapter, state, vendor } = await outboxAgainst({ status: 503, body: 'maintenance' });
    const { caseNumber } = await adapter.submitCase(REQUEST);
    const filed = await rowOf(caseNumber);
    expect(filed).toMatchObject({ forwardedAt: null, deliveryAttempts: 1 });
    expect(filed.nextDeliveryAt?.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: the job leaves it alone.
    expect(await runCaseDelivery(database.db, adapter)).toEqual({
      ran: true,
      counts: { forwarded: 0, retrying: 0, gaveUp: 0 },
    });
    // Still down a minute later: one more try, a longer wait.
    const later = at(new Date(), 2 * MINUTE);
    expect(await runCaseDelivery(database.db, adapter, { now: later })).toMatchObject({
      counts: { retrying: 1 },
    });
    expect((await rowOf(caseNumber)).nextDeliveryAt?.getTime()).toBe(later.getTime() + 2 * MINUTE);

    state.answer = { status: 200, body: '<html>ok</html>', contentType: 'text/html' };
    const back = at(later, 5 * MINUTE);
    expect(await runCaseDelivery(database.db, adapter, { now: back })).toMatchObject({
      counts: { forwarded: 1, retrying: 0 },
    });
    // Later runs find nothing: the case went once.
    await runCaseDelivery(database.db, adapter, { now: at(back, 24 * 60 * MINUTE) });
    const posts = postsOf(vendor, caseNumber);
    expect(posts).toHaveLength(3);
    expect(posts.map((post) => new URLSearchParams(post.body).get('subject'))).toEqual(
      Array(3).fill(REQUEST.subject),
    );
    const delivered = await rowOf(caseNumber);
    expect(delivered).toMatchObject({ nextDeliveryAt: null, deliveryAttempts: 3, lastDeliveryError: null });
    expect(delivered.forwardedAt).toBeInstanceOf(Date);
    expect(delivered.forwardResponse).toEqual({ status: 200, body: '<html>ok</html>' });
  });

  it('a CRM that does not answer in time leaves the case to the job', async () => {
    const { adapter, state, vendor } = await outboxAgainst('hang', { inlineTimeoutMs: 200 });
    const { caseNumber } = await adapter.submitCase(REQUEST);
    expect((await rowOf(caseNumber)).lastDeliveryError).toMatch(/^Web-to-Case not reached/);

    state.answer = { status: 302, body: '' };
    await runCaseDelivery(database.db, adapter, { now: at(new Date(), 5 * MINUTE) });
    expect((await rowOf(caseNumber)).forwardedAt).toBeInstanceOf(Date);
    expect(postsOf(vendor, caseNumber)).toHaveLength(2);
  });

  it('does not retry a case the CRM refuses as bad data (400), and logs it', async () => {
    const { adapter, logs, vendor } = await outboxAgainst({ status: 400, body: 'invalid field Quantity__c' });
    const { caseNumber } = await adapter.submitCase(REQUEST);
    const refused = await rowOf(caseNumber);
    expect(refused).toMatchObject({ nextDeliveryAt: null, forwardedAt: null, deliveryAttempts: 1 });
    expect(refused.deliveryGaveUpAt).toBeInstanceOf(Date);
    expect(refused.forwardResponse).toEqual({ status: 400, body: 'invalid field Quantity__c' });

    await runCaseDelivery(database.db, adapter, { now: at(new Date(), 30 * 24 * 60 * MINUTE) });
    expect(postsOf(vendor, caseNumber)).toHaveLength(1);
    expect(logs).toContainEqual(
      `error: case ${caseNumber} not forwarded to Web-to-Case, given up (refused): Web-to-Case answered 400`,
    );
  });

  it('gives up after the last attempt while the CRM stays down', async () => {
    const { adapter, logs, vendor } = await outboxAgainst({ status: 500, body: 'down' });
    const { caseNumber } = await adapter.submitCase(REQUEST);
    let now = new Date();
    // A day apart each time: always past the longest wait.
    for (let run = 0; run < CASE_DELIVERY_POLICY.maxAttempts + 3; run++) {
      now = at(now, 24 * 60 * MINUTE);
      await runCaseDelivery(database.db, adapter, { now });
    }
    expect(postsOf(vendor, caseNumber)).toHaveLength(CASE_DELIVERY_POLICY.maxAttempts);
    const row = await rowOf(caseNumber);
    expect(row).toMatchObject({ nextDeliveryAt: null, forwardedAt: null });
    expect(row.deliveryGaveUpAt).toBeInstanceOf(Date);
    expect(logs).toContainEqual(
      `error: case ${caseNumber} not forwarded to Web-to-Case, given up (${CASE_DELIVERY_POLICY.maxAttempts} attempts): Web-to-Case answered 500`,
    );
  });

  it('one forward at a time: a case the job has claimed is not posted again by a second sender', async () => {
    const { adapter, state, vendor } = await outboxAgainst({ status: 503, body: 'down' });
    const { caseNumber } = await adapter.submitCase(REQUEST);
    let release: (answer: { status: number; body: string }) => void = () => {};
    state.answer = new Promise((resolve) => {
      release = resolve;
    });
    const due = at(new Date(), 5 * MINUTE);
    const first = adapter.deliverDue(due);
    await expect.poll(() => postsOf(vendor, caseNumber).length).toBe(2);
    // The second sender finds it claimed while the first post is under way.
    expect(await adapter.deliverDue(due)).toEqual({ forwarded: 0, retrying: 0, gaveUp: 0 });
    release({ status: 200, body: 'ok' });
    expect(await first).toMatchObject({ forwarded: 1 });
    expect(postsOf(vendor, caseNumber)).toHaveLength(2);
  });
});
