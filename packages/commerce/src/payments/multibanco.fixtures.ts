/** Test fixtures: a Multibanco provider answering as Adyen's voucher action does. */
import type { MultibancoIssuer } from './multibanco.ts';

/** Issues a voucher (reference, entity, expiry) for the order it was asked about. */
export const answeringIssuer: MultibancoIssuer = {
  async issueVoucher(_ctx, request) {
    return {
      reference: '123 456 789',
      entity: '12101',
      expiresAt: '2026-03-05T10:00:00+00:00',
      merchantReference: request.merchantReference,
    };
  },
};
