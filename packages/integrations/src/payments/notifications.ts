/**
 * Webhook bodies in Adyen's standard notification shape (`notificationItems[].NotificationRequestItem`),
 * shared by the Adyen adapter and the sandbox (which signs its own notifications the same way).
 */
import { z } from 'zod';
import { isValidNotificationSignature, notificationSignature } from './hmac.ts';
import { type NotificationItem, type ProviderAmount, ProviderError } from './payment-provider.port.ts';

const itemSchema = z.object({
  additionalData: z.object({ hmacSignature: z.string().optional() }).passthrough().optional(),
  amount: z.object({ currency: z.string().length(3), value: z.number().int() }),
  eventCode: z.string().min(1).max(64),
  eventDate: z.string().max(64).optional(),
  merchantAccountCode: z.string().max(200),
  merchantReference: z.string().max(200),
  originalReference: z.string().max(64).optional(),
  paymentMethod: z.string().max(64).optional(),
  pspReference: z.string().min(1).max(64),
  success: z.enum(['true', 'false']),
});

const bodySchema = z.object({
  live: z.string().optional(),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: itemSchema }))
    .min(1)
    .max(100),
});

export function verifyNotificationBody(body: string, hexKey: string): NotificationItem[] {
  let parsed: z.infer<typeof bodySchema>;
  try {
    parsed = bodySchema.parse(JSON.parse(body));
  } catch {
    throw new ProviderError('malformed notification', 400);
  }
  return parsed.notificationItems.map(({ NotificationRequestItem: item }) => {
    if (!isValidNotificationSignature(item, item.additionalData?.hmacSignature, hexKey)) {
      throw new ProviderError('notification signature invalid', 401);
    }
    return {
      eventCode: item.eventCode,
      success: item.success === 'true',
      pspReference: item.pspReference,
      originalReference: item.originalReference ?? null,
      merchantReference: item.merchantReference,
      merchantAccountCode: item.merchantAccountCode,
      amount: item.amount,
      paymentMethod: item.paymentMethod ?? null,
      eventDate: dateOf(item.eventDate),
    };
  });
}

function dateOf(value: string | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** A signed notification body, as the provider sends it (the sandbox and the tests use it). */
export function signedNotificationBody(
  items: {
    eventCode: string;
    success: boolean;
    pspReference: string;
    merchantReference: string;
    merchantAccountCode: string;
    amount: ProviderAmount;
    originalReference?: string;
    paymentMethod?: string;
    eventDate?: Date;
  }[],
  hexKey: string,
): string {
  return JSON.stringify({
    live: 'false',
    notificationItems: items.map(({ paymentMethod, eventDate, ...item }) => {
      const fields = { ...item, success: String(item.success) };
      return {
        NotificationRequestItem: {
          ...fields,
          ...(paymentMethod ? { paymentMethod } : {}),
          eventDate: (eventDate ?? new Date()).toISOString(),
          additionalData: { hmacSignature: notificationSignature(fields, hexKey) },
        },
      };
    }),
  });
}
