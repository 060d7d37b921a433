import type { RequestContext } from '@toolyard/commerce';
import type { MailMessage } from '@toolyard/integrations';
import { describe, expect, it } from 'vitest';
import { emailConfirmationMailHook } from './mail.ts';

const ctx = { storeKey: 'store-de', country: 'DE', language: 'de', locale: 'de-DE' } as RequestContext;

async function confirmationMail(reason: 'registration' | 'again'): Promise<MailMessage> {
  const sent: MailMessage[] = [];
  const hook = emailConfirmationMailHook(
    {
      send: async (message) => {
        sent.push(message);
        return { messageId: 'm1' };
      },
      close: () => {},
    },
    () => 'http://de.localhost:3000',
  );
  await hook(ctx, 'max@example.de', 'token-123', reason);
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe('the e-mail confirmation mail', () => {
  it('after registration thanks for the new account; asked for again, it says the older links are void', async () => {
    const first = await confirmationMail('registration');
    expect(first.text).toContain('vielen Dank für Ihr Toolyard-Konto');
    const again = await confirmationMail('again');
    expect(again.text).not.toContain('vielen Dank');
    expect(again.text).toContain('Früher gesendete Links gelten nicht mehr');
    expect(again.text).toContain('http://de.localhost:3000/create-account/confirm-email/?token=token-123');
    expect(again.subject).toBe(first.subject);
  });
});
