/**
 * Sign-in: check the credentials, sign the session in under a new token, then give the guest's
 * cart to the customer — adopted when the customer has none, merged (guest cart → Merged) otherwise.
 */
import { createCartRepository } from '../carts/cart.repository.ts';
import type { RequestContext } from '../context.ts';
import type { SignInInput } from '../customers/customer.schema.ts';
import type { CustomerService } from '../customers/customer.service.ts';
import type { Database } from '../db/client.ts';
import type { Session, SessionService } from '../sessions/session.service.ts';
import { mergeCartDocuments } from './merge-carts.rules.ts';

export type CartMergeOutcome = 'none' | 'adopted' | 'merged';

export async function mergeGuestCart(
  db: Database,
  storeKey: string,
  anonymousId: string,
  customerId: string,
): Promise<CartMergeOutcome> {
  return db.transaction(async (tx) => {
    const repository = createCartRepository(tx);
    const guest = await repository.findActive(storeKey, { customerId: null, anonymousId });
    if (!guest) return 'none';
    const own = await repository.findActive(storeKey, { customerId, anonymousId: null });
    if (!own) {
      return (await repository.updateIfVersion(guest.id, guest.version, { customerId })) === null
        ? 'none'
        : 'adopted';
    }
    const mergedVersion = await repository.updateIfVersion(own.id, own.version, {
      document: mergeCartDocuments(own.document, guest.document),
    });
    if (mergedVersion === null) throw new Error('customer cart changed during sign-in merge');
    await repository.updateIfVersion(guest.id, guest.version, { state: 'Merged' });
    return 'merged';
  });
}

export async function signInFlow(
  deps: { db: Database; customers: CustomerService; sessions: SessionService },
  ctx: RequestContext,
  session: Session,
  input: SignInInput,
) {
  const signedIn = await deps.customers.signIn(ctx, input);
  if (!signedIn.ok) return signedIn;
  const customerId = signedIn.value.id;
  const next = await deps.sessions.signIn(session, customerId);
  const cartMerge = await mergeGuestCart(deps.db, ctx.storeKey, session.anonymousId, customerId);
  return {
    ok: true as const,
    value: { customer: signedIn.value, token: next.token, session: next.session, cartMerge },
  };
}
