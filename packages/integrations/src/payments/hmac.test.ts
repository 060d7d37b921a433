/** Webhook HMAC (Adyen's documented algorithm): a signed body is read, a tampered one refused. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationSignature, signingString } from './hmac.ts';
import { signedNotificationBody, verifyNotificationBody } from './notifications.ts';
import { ProviderError } from './payment-provider.port.ts';

const KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
interface Tampered {
  notificationItems: {
    NotificationRequestItem: {
      amount: { value: number };
      success: string;
      pspReference: string;
      additionalData?: unknown;
    };
  }[];
}
const item = {
  eventCode: 'AUTHORISATION',
  success: true,
  pspReference: '7914073381342284',
  merchantReference: 'TestPayment-1407325143704',
  merchantAccountCode: 'TestMerchant',
  amount: { currency: 'EUR', value: 1130 },
};

describe('notification HMAC', () => {
  it('signs pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success with the hex key', () => {
    expect(signingString({ ...item, success: 'true' })).toBe(
      '7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true',
    );
    const independent = createHmac('sha256', Buffer.from(KEY, 'hex'))
      .update('7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true')
      .digest('base64');
    expect(notificationSignature({ ...item, success: 'true' }, KEY)).toBe(independent);
  });

  it('accepts a validly signed body and reads its items, with the method and the event date it carries', () => {
    const eventDate = new Date('2026-11-25T10:00:00.000Z');
    const items = verifyNotificationBody(
      signedNotificationBody([{ ...item, paymentMethod: 'visa', eventDate }], KEY),
      KEY,
    );
    expect(items).toEqual([{ ...item, originalReference: null, paymentMethod: 'visa', eventDate }]);
  });

  it.each([
    ['amount', (body: Tampered) => (body.notificationItems[0]!.NotificationRequestItem.amount.value = 1)],
    ['success', (body: Tampered) => (body.notificationItems[0]!.NotificationRequestItem.success = 'false')],
    [
      'pspReference',
      (body: Tampered) => (body.notificationItems[0]!.NotificationRequestItem.pspReference = 'X1'),
    ],
    [
      'signature removed',
      (body: Tampered) => delete body.notificationItems[0]!.NotificationRequestItem.additionalData,
    ],
  ])('refuses a body whose %s was tampered with', (_, tamper) => {
    const body = JSON.parse(signedNotificationBody([item, { ...item, pspReference: '2' }], KEY));
    tamper(body);
    expect(() => verifyNotificationBody(JSON.stringify(body), KEY)).toThrow(ProviderError);
  });

  it('refuses a body signed with another key', () => {
    const other = 'AA'.repeat(32);
    expect(() => verifyNotificationBody(signedNotificationBody([item], other), KEY)).toThrow(
      'notification signature invalid',
    );
  });
});
