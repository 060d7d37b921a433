/**
 * Web-to-Case contract against a fake Salesforce at the network layer, with the local case store on
 * real PostgreSQL: the fields posted, the number mailed, and what stays recorded.
 */
import { schema } from '@toolyard/commerce';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { type FakeAnswer, type FakeVendor, startFakeVendor } from '../testing/fake-vendor.ts';
import type { CaseRequest } from './case-service.port.ts';
import { createCaseService } from './index.ts';
import { createLocalCaseStore } from './local-case-store.ts';
import { createWebToCaseAdapter } from './web-to-case.adapter.ts';

let database: TestDatabase;
let vendor: FakeVendor | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});
afterEach(async () => {
  await vendor?.close();
  vendor = null;
});

const QUOTE: CaseRequest = {
  storeKey: 'toolyard-de',
  country: 'DE',
  locale: 'de-DE',
  returnUrl: 'https://toolyard.de/customer-service/',
  reason: 'sales',
  subreason: 'discount-request',
  contactName: 'Erika Mustermann',
  company: 'Muster GmbH',
  email: 'erika@example.com',
  subject: 'Angebot für 12 Sägen',
  description: 'Bitte ein Angebot für zwölf Stück.',
  productNumber: '12345678',
  vatId: 'DE136695976',
  quantity: 12,
  phoneNumber: '+49 30 1234567',
};

async function adapterAgainst(answer: FakeAnswer, debug = false) {
  vendor = await startFakeVendor(() => answer);
  return createWebToCaseAdapter({
    url: `${vendor.baseUrl}/servlet/servlet.WebToCase?encoding=UTF-8`,
    orgId: '00D000000000001',
    debug,
    debugEmail: 'cases-debug@toolyard.test',
    recordType: '0125g000000ABCD',
    store: createLocalCaseStore(database.db),
  });
}

describe('Web-to-Case adapter', () => {
  it('posts the spec’s fields form-encoded under Salesforce names and answers the recorded case number', async () => {
    const adapter = await adapterAgainst({ status: 200, body: '<html>ok</html>', contentType: 'text/html' });
    const { caseNumber } = await adapter.submitCase(QUOTE);

    expect(caseNumber).toMatch(/^TY-\d{8,}$/);
    const [sent] = vendor?.requests ?? [];
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/servlet/servlet.WebToCase?encoding=UTF-8');
    const form = Object.fromEntries(new URLSearchParams(sent?.body ?? ''));
    expect(form).toEqual({
      orgid: '00D000000000001',
      retURL: 'https://toolyard.de/customer-service/',
      recordType: '0125g000000ABCD',
      reason: 'sales',
      Subreason__c: 'discount-request',
      name: 'Erika Mustermann',
      company: 'Muster GmbH',
      VAT_ID__c: 'DE136695976',
      email: 'erika@example.com',
      phone: '+49 30 1234567',
      subject: 'Angebot für 12 Sägen',
      description: 'Bitte ein Angebot für zwölf Stück.',
      Product_Number__c: '12345678',
      Quantity__c: '12',
      Country__c: 'DE',
      Locale__c: 'de-DE',
      External_Case_Number__c: caseNumber,
    });

    const number = Number(caseNumber.slice(3));
    const [row] = await database.db
      .select()
      .from(schema.requestCases)
      .where(eq(schema.requestCases.number, number));
    expect(row?.service).toBe('web-to-case');
    expect(row?.forwardedAt).toBeInstanceOf(Date);
    expect(row?.forwardResponse).toEqual({ status: 200, body: '<html>ok</html>' });
  });

  it('sends debug mode with the debug address outside production, and accepts the redirect to retURL', async () => {
    const adapter = await adapterAgainst({ status: 302, body: '' }, true);
    await adapter.submitCase({ ...QUOTE, company: undefined });
    const form = new URLSearchParams(vendor?.requests[0]?.body ?? '');
    expect(form.get('debug')).toBe('1');
    expect(form.get('debugEmail')).toBe('cases-debug@toolyard.test');
    expect(form.has('company')).toBe(false);
  });

  it('answers the case number when the endpoint fails, keeping the case due for the outbox', async () => {
    const adapter = await adapterAgainst({ status: 500, body: 'down' });
    const { caseNumber } = await adapter.submitCase(QUOTE);
    const [row] = await database.db
      .select()
      .from(schema.requestCases)
      .where(eq(schema.requestCases.number, Number(caseNumber.slice(3))));
    expect(row?.forwardedAt).toBeNull();
    expect(row?.nextDeliveryAt).toBeInstanceOf(Date);
    expect(row?.lastDeliveryError).toBe('Web-to-Case answered 500');
  });

  it('throws without a domain or an organisation id (spec 001 §8)', () => {
    const store = createLocalCaseStore(database.db);
    expect(() => createWebToCaseAdapter({ url: undefined, orgId: '00D1', debug: false, store })).toThrow(
      /domain/,
    );
    expect(() => createWebToCaseAdapter({ url: 'not a url', orgId: '00D1', debug: false, store })).toThrow(
      /domain/,
    );
    expect(() =>
      createWebToCaseAdapter({ url: 'https://webto.salesforce.com/x', orgId: ' ', debug: false, store }),
    ).toThrow(/organisation id/);
    expect(() =>
      createCaseService(database.db, {
        service: 'web-to-case',
        url: 'https://webto.salesforce.com/x',
        debug: false,
      }),
    ).toThrow(/organisation id/);
  });
});

describe('local case store', () => {
  it('stores each request in PostgreSQL with its own increasing case number', async () => {
    const service = createCaseService(database.db, { service: 'local', debug: false });
    const first = await service.submitCase(QUOTE);
    const second = await service.submitCase({ ...QUOTE, email: 'other@example.com' });
    expect(first.caseNumber).not.toBe(second.caseNumber);
    expect(Number(second.caseNumber.slice(3))).toBeGreaterThan(Number(first.caseNumber.slice(3)));
    const rows = await database.db
      .select()
      .from(schema.requestCases)
      .where(eq(schema.requestCases.email, 'other@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: 'local',
      reason: 'sales',
      subreason: 'discount-request',
      locale: 'de-DE',
    });
    expect(rows[0]?.request).toMatchObject({ productNumber: '12345678', quantity: 12 });
    expect(rows[0]?.forwardedAt).toBeNull();
  });
});
