/**
 * Outside services through the real server (no SMTP_URL, VAT_SERVICE unset): the newsletter and
 * password-reset mails travel over SMTP to the embedded server and are stored, and their links
 * work; the VAT ID check answers by check digits and keeps its proof. The development mailbox is a
 * 404 here because the server runs in production mode.
 */
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, get, port } from './helpers.ts';

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
});

function post(
  host: string,
  path: string,
  body: string,
  contentType: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        path,
        method: 'POST',
        headers: {
          host: `${host}:${port()}`,
          'content-type': contentType,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function mailsTo(address: string) {
  const result = await client.query<{ subject: string; text_body: string; envelope_from: string }>(
    'select subject, text_body, envelope_from from mailbox_messages where $1 = any(envelope_to) order by received_at',
    [address],
  );
  return result.rows;
}

function linkIn(text: string, marker: string): URL {
  const found = text.match(/https?:\/\/\S+/g)?.find((link) => link.includes(marker));
  if (!found) throw new Error(`no link with ${marker} in:\n${text}`);
  return new URL(found);
}

describe('mail through the embedded SMTP server', () => {
  it('a newsletter sign-up stores a confirmation mail in the page language whose link confirms it', async () => {
    const email = `mail-${Date.now()}@example.be`;
    const form = new URLSearchParams({ email, source: 'footer' }).toString();
    const answer = await post('be.localhost', '/nl/newsletter', form, 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(200);

    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Bevestig je inschrijving voor de nieuwsbrief');
    expect(mail?.envelope_from).toBe('no-reply@toolyard.localhost');
    const link = linkIn(mail?.text_body ?? '', '/exConsents/confirm');
    expect(link.origin).toBe(`http://be.localhost:${port()}`);
    expect(link.pathname).toBe('/nl/exConsents/confirm');

    const pending = await client.query('select status from newsletter_subscriptions where email_lower = $1', [
      email,
    ]);
    expect(pending.rows).toEqual([{ status: 'pending' }]);
    const followed = await get('be.localhost', `${link.pathname}${link.search}`);
    expect(followed.status).toBe(302);
    const confirmed = await client.query(
      'select status from newsletter_subscriptions where email_lower = $1',
      [email],
    );
    expect(confirmed.rows).toEqual([{ status: 'confirmed' }]);
  });

  it('a password reset mails a link whose token sets a new password', async () => {
    const email = `reset-${Date.now()}@example.de`;
    const registered = await api('de.localhost', 'register', { email, password: 'drill2026' }, null);
    expect(registered.status).toBe(200);
    const requested = await api('de.localhost', 'requestPasswordReset', { email }, null);
    expect(requested.status).toBe(200);

    // Registering also mails the e-mail confirmation link (decision 177): the reset mail is the newest.
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      'Passwort zurücksetzen',
    ]);
    const mail = mails[1];
    const link = linkIn(mail?.text_body ?? '', '/password-reset/change-password');
    expect(link.origin).toBe(`http://de.localhost:${port()}`);
    const token = link.searchParams.get('token') ?? '';

    const reset = await api(
      'de.localhost',
      'customerResetPassword',
      { token, newPassword: 'hammer2027' },
      null,
    );
    expect(reset.status).toBe(200);
    const signedIn = await api('de.localhost', 'login', { email, password: 'hammer2027' }, null);
    expect(signedIn.status).toBe(200);
  });

  it('an unknown address gets the same answer and no mail', async () => {
    const email = `nobody-${Date.now()}@example.de`;
    const requested = await api('de.localhost', 'requestPasswordReset', { email }, null);
    expect(requested.status).toBe(200);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('the development mailbox does not exist in production', async () => {
    expect((await get('de.localhost', '/dev/mailbox/')).status).toBe(404);
  });
});

describe('VAT ID check (simulator)', () => {
  const validate = (host: string, body: unknown) =>
    post(host, '/api/vat-id/validate', JSON.stringify(body), 'application/json').then((response) => ({
      status: response.status,
      json: JSON.parse(response.body) as {
        data?: { vatId: string; outcome: string; timedOut: boolean; proofId: string };
        error?: { code: string; message: string };
      },
    }));

  it('answers valid and invalid by check digits and stores each check as proof', async () => {
    const valid = await validate('at.localhost', { country: 'AT', vatId: 'atu 135 856 27' });
    expect(valid.status).toBe(200);
    expect(valid.json.data).toMatchObject({ vatId: 'ATU13585627', outcome: 'valid', timedOut: false });
    const invalid = await validate('de.localhost', { country: 'DE', vatId: 'DE136695977' });
    expect(invalid.json.data).toMatchObject({ outcome: 'invalid' });

    const proof = await client.query(
      'select store_key, vat_id, service, outcome from vat_id_checks where id = $1',
      [valid.json.data?.proofId],
    );
    expect(proof.rows).toEqual([
      { store_key: 'store-at', vat_id: 'ATU13585627', service: 'simulator', outcome: 'valid' },
    ]);
  });

  it('bad input is a 400 with a message and stores nothing', async () => {
    const before = await client.query('select count(*)::int as n from vat_id_checks');
    const wrong = await validate('de.localhost', { country: 'Germany', vatId: 'DE136695976' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error?.message).toBe('country must be a two-letter country code');
    const short = await validate('de.localhost', { country: 'DE', vatId: 'D' });
    expect(short.status).toBe(400);
    expect(short.json.error?.message).toBe('The VAT ID needs at least 2 characters.');
    const after = await client.query('select count(*)::int as n from vat_id_checks');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
