/**
 * The request form's server side against the domain matrix, on real PostgreSQL: every topic asks
 * for exactly its extra fields, a valid request is filed with only those, mailed with its case
 * number in the page's language, and the request-form-ip limit holds; with Web-to-Case down, the
 * shopper is told the case number all the same and the case is forwarded later (decision 261).
 */
import { createRateLimiter, poolOf, schema } from '@toolyard/commerce';
import {
  allRequestTopicKeys,
  extraFieldsOf,
  type RequestExtraField,
  type RequestFormData,
} from '@toolyard/domain';
import {
  type CaseOutbox,
  createCaseService,
  createMailbox,
  createSmtpMailer,
  type EmbeddedSmtpServer,
  type Mailer,
  runCaseDelivery,
  startEmbeddedSmtpServer,
} from '@toolyard/integrations';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
// The global setup's ProvidedContext (databaseUrl) for the type checker.
import type {} from '../../../packages/commerce/test/global-setup.ts';
import { startFakeVendor } from '../../../packages/integrations/src/testing/fake-vendor.ts';
import { storeOfCountry } from '../app/store/domain-map.ts';
import { requestFormFor } from './request-form.ts';

let database: TestDatabase;
let smtp: EmbeddedSmtpServer;
let mailer: Mailer;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startEmbeddedSmtpServer({ db: database.db });
  mailer = createSmtpMailer({ url: smtp.url, from: 'Toolyard <no-reply@toolyard.test>' });
});
afterAll(async () => {
  mailer?.close();
  await smtp?.stop();
  await database?.destroy();
});

const BASE: RequestFormData = {
  contactName: 'Anna Berger',
  email: 'anna@example.at',
  subject: 'Frage zur Lieferung',
  description: 'Wann kommt meine Bestellung an?',
};
const VALID_EXTRAS: Record<RequestExtraField, string> = {
  productNumber: '12345678',
  orderNumber: 'ORD-100200',
  invoiceNumber: 'INV-2026-17',
  vatId: 'ATU13585627',
  quantity: '3',
  phoneNumber: '+43 1 5551234',
};

let nextIp = 1;
function formFor(clientIp = `198.51.100.${nextIp++}`) {
  const deps = {
    cases: createCaseService(database.db, { service: 'local', debug: false }),
    rateLimiter: createRateLimiter({ pool: poolOf(database.db) }),
    mailer,
    log: () => {},
  };
  return requestFormFor(deps, storeOfCountry('AT'), 'de-AT', 'http://at.localhost:3000', '', clientIp);
}

async function storedCase(caseNumber: string) {
  const [row] = await database.db
    .select()
    .from(schema.requestCases)
    .where(eq(schema.requestCases.number, Number(caseNumber.slice(3))));
  return row;
}

describe('request form on the server', () => {
  it('every reason/subreason requires exactly the domain’s extra fields and files only those', async () => {
    const topics = allRequestTopicKeys();
    expect(topics.length).toBeGreaterThan(50);
    for (const topic of topics) {
      const [reason = '', subreason = ''] = topic.split('.');
      const shown = [...(extraFieldsOf(reason, subreason) ?? [])].sort();
      const form = formFor();

      const missing = await form.submit({ ...BASE, reason, subreason });
      expect(missing.ok, topic).toBe(shown.length === 0);
      if (!missing.ok && 'errors' in missing) {
        expect(Object.keys(missing.errors).sort(), topic).toEqual(shown);
        expect(new Set(Object.values(missing.errors)), topic).toEqual(new Set(['required']));
      }

      // Every extra field filled, shown or not: only the shown ones reach the case.
      const filed = await formFor().submit({ ...BASE, ...VALID_EXTRAS, reason, subreason });
      if (!filed.ok) throw new Error(`${topic}: ${JSON.stringify(filed)}`);
      const row = await storedCase(filed.caseNumber);
      const request = row?.request as Record<string, unknown>;
      const extrasFiled = Object.keys(VALID_EXTRAS).filter((field) => request[field] !== undefined);
      expect(extrasFiled.sort(), topic).toEqual(shown);
      expect(row).toMatchObject({ reason, subreason, locale: 'de-AT', service: 'local' });
    }
  });

  it('an unknown reason or a subreason of another reason is refused with the fallback rule', async () => {
    const unknown = await formFor().submit({ ...BASE, reason: 'lottery', subreason: 'win' });
    expect(unknown).toMatchObject({ ok: false, errors: { reason: 'oneOf', subreason: 'oneOf' } });
    const crossed = await formFor().submit({ ...BASE, reason: 'account', subreason: 'discount-request' });
    expect(crossed).toMatchObject({ ok: false, errors: { subreason: 'oneOf' } });
  });

  it('the product number is exactly 8 digits; required texts need 3 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), async (productNumber) => {
        const outcome = await formFor().submit({
          ...BASE,
          subject: 'ab',
          reason: 'consulting',
          subreason: 'availability',
          productNumber,
        });
        if (outcome.ok || !('errors' in outcome)) throw new Error('expected errors');
        expect(outcome.errors.subject).toBe('min');
        const valid = /^\d{8}$/.test(productNumber.trim());
        expect(outcome.errors.productNumber === undefined).toBe(valid);
      }),
      { numRuns: 60 },
    );
  });

  it('mails the case number to the shopper in the page language', async () => {
    const email = `mail-${Date.now()}@example.at`;
    const outcome = await formFor().submit({
      ...BASE,
      email,
      reason: 'sales',
      subreason: 'discount-request',
      ...VALID_EXTRAS,
    });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const mailbox = createMailbox(database.db);
    await expect
      .poll(async () => (await mailbox.latest()).find((mail) => mail.to.includes(email)), { timeout: 10_000 })
      .toBeTruthy();
    const mail = (await mailbox.latest()).find((entry) => entry.to.includes(email));
    expect(mail?.subject).toBe('Wir haben Ihre Anfrage erhalten');
    expect(mail?.text).toContain(`Ihre Vorgangsnummer lautet ${outcome.caseNumber}`);
    const row = await storedCase(outcome.caseNumber);
    expect(row?.request).toMatchObject({ vatId: 'ATU13585627', quantity: 3, country: 'AT' });
  });

  it('a sixth valid request from one address within the hour is refused and not filed', async () => {
    const form = formFor('203.0.113.77');
    const valid = { ...BASE, reason: 'other', subreason: 'marketing', email: 'limit@example.at' };
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await form.submit(valid)).ok, `${attempt}`).toBe(true);
    const refused = await form.submit(valid);
    expect(refused).toMatchObject({ ok: false, rateLimited: true });
    const rows = await database.db
      .select()
      .from(schema.requestCases)
      .where(eq(schema.requestCases.email, 'limit@example.at'));
    expect(rows).toHaveLength(5);
  });

  it('with Web-to-Case down the shopper still gets the case number and the mail; the case goes once it is back', async () => {
    const crm = { answer: { status: 503, body: 'Service Unavailable' } };
    const vendor = await startFakeVendor(() => crm.answer);
    try {
      const cases = createCaseService(database.db, {
        service: 'web-to-case',
        url: `${vendor.baseUrl}/servlet/servlet.WebToCase?encoding=UTF-8`,
        orgId: '00D000000000001',
        debug: false,
      });
      const deps = {
        cases,
        rateLimiter: createRateLimiter({ pool: poolOf(database.db) }),
        mailer,
        log: () => {},
      };
      const email = `outage-${Date.now()}@example.at`;
      const form = requestFormFor(
        deps,
        storeOfCountry('AT'),
        'de-AT',
        'http://at.localhost:3000',
        '',
        '192.0.2.9',
      );
      const outcome = await form.submit({ ...BASE, email, reason: 'other', subreason: 'marketing' });
      if (!outcome.ok) throw new Error(JSON.stringify(outcome));
      expect(outcome.caseNumber).toMatch(/^TY-\d{8}$/);
      const mailbox = createMailbox(database.db);
      await expect
        .poll(async () => (await mailbox.latest()).find((mail) => mail.to.includes(email))?.text, {
          timeout: 10_000,
        })
        .toContain(outcome.caseNumber);
      expect((await storedCase(outcome.caseNumber))?.forwardedAt).toBeNull();

      crm.answer = { status: 200, body: 'ok' };
      const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
      await runCaseDelivery(database.db, cases as CaseOutbox, { now: tomorrow });
      await runCaseDelivery(database.db, cases as CaseOutbox, {
        now: new Date(tomorrow.getTime() + 60 * 60_000),
      });
      expect((await storedCase(outcome.caseNumber))?.forwardedAt).toBeInstanceOf(Date);
      const posted = vendor.requests.filter(
        (request) => new URLSearchParams(request.body).get('email') === email,
      );
      // The failed try in the request, and the one forward that passed.
      expect(posted).toHaveLength(2);
    } finally {
      await vendor.close();
    }
  });
});
