/**
 * Multibanco (PT): the card provider issues a voucher — entity, reference, expiry — that the
 * shopper pays at an ATM or in home banking (spec 000 §3 "Order": for Multibanco a payment action
 * JSON with reference, entity, expiresAt, merchantReference). The provider is an outside service,
 * reached through this port; its answer is checked before it is stored or shown.
 */
import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import type { Money } from '../ports/index.ts';

export const multibancoActionSchema = z.object({
  /** Nine digits, as printed on the voucher ("123 456 789" is accepted and stored without spaces). */
  reference: z
    .string()
    .regex(/^\d{3} ?\d{3} ?\d{3}$/)
    .transform((value) => value.replaceAll(' ', '')),
  /** Five-digit Multibanco entity of the provider. */
  entity: z.string().regex(/^\d{5}$/),
  expiresAt: z.iso.datetime({ offset: true }),
  /** Our order number, so the provider's notification finds the order. */
  merchantReference: z.string().min(1).max(80),
});
export type MultibancoAction = z.infer<typeof multibancoActionSchema>;

export interface MultibancoVoucherRequest {
  merchantReference: string;
  amount: Money;
  /**
   * Absolute URL of the shop's payment return. Adyen's /payments requires one for every method,
   * vouchers included (decision 256); an issuer that needs it refuses without it.
   */
  returnUrl?: string;
}

export interface MultibancoIssuer {
  /** Asks the provider for a voucher of `amount`; rejects when the provider cannot issue one. */
  issueVoucher(ctx: RequestContext, request: MultibancoVoucherRequest): Promise<unknown>;
}
