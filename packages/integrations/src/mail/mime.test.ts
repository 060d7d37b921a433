import { describe, expect, it } from 'vitest';
import { decodeHeaderWords, decodeMail } from './mime.ts';

describe('MIME decoding for the mailbox', () => {
  it('joins adjacent encoded words in B and Q encoding', () => {
    expect(decodeHeaderWords('=?UTF-8?Q?Best=C3=A4tigen?= =?UTF-8?Q?_Sie?=')).toBe('Bestätigen Sie');
    expect(decodeHeaderWords('=?utf-8?B?0J/QsNGA0L7Qu9Cw?= ok')).toBe('Парола ok');
    expect(decodeHeaderWords('plain')).toBe('plain');
  });

  it('reads a single-part base64 body and folded headers', () => {
    const raw = [
      'Subject: =?UTF-8?Q?Zur=C3=BCck?=',
      '  setzen',
      'Message-ID: <1@x>',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Grüße\r\n').toString('base64'),
    ].join('\r\n');
    expect(decodeMail(raw)).toEqual({
      subject: 'Zurück setzen',
      messageId: '<1@x>',
      text: 'Grüße\n',
      html: null,
    });
  });

  it('reads the text and HTML parts of a multipart message, quoted-printable with soft breaks', () => {
    const raw = [
      'Subject: Hi',
      'Content-Type: multipart/alternative; boundary="--_b1"',
      '',
      '----_b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Sch=C3=B6n, a long li=',
      'ne',
      '----_b1',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>x</p>',
      '----_b1--',
      '',
    ].join('\r\n');
    expect(decodeMail(raw)).toMatchObject({ text: 'Schön, a long line', html: '<p>x</p>' });
  });
});
