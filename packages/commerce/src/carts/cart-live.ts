/**
 * Live cart updates (spec 000 §4, 001 §4): the `toolyard_cart` channel every node hears, and the
 * reads a websocket needs — may this session watch this cart, and what does the cart look like now.
 * Messages carry ids and the version only; each node re-reads the cart for its own sockets, so a
 * lost or duplicated message costs one extra read, never a wrong badge (decision 140).
 */
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { defineChannel } from '../notifier/notifier.ts';
import { createSessionService } from '../sessions/session.service.ts';
import { createCartRepository } from './cart.repository.ts';
import { canAccessCart } from './cart.service.ts';

/** A committed cart write; `ended` after an order or a deletion: the cart's live updates stop. */
export const cartChanged = defineChannel(
  'toolyard_cart',
  z.object({
    cartId: z.string().min(1).max(64),
    version: z.number().int().nonnegative(),
    ended: z.boolean(),
  }),
);
export type CartChange = z.infer<typeof cartChanged.schema>;

/** What a socket is sent on `cart-update`: enough for a badge, ids to re-read the rest. */
export interface LiveCartSummary {
  id: string;
  version: number;
  /** `Active`, `Ordered`, …; `null` when the cart no longer exists. */
  state: string | null;
  lineCount: number;
  /** Quantities of product lines (extra guarantees ride on their product, as the badge counts). */
  itemCount: number;
}

export type LiveCartAccess = 'allowed' | 'no-session' | 'forbidden';

export function createLiveCartReader(db: Database, clock: () => Date = () => new Date()) {
  const sessions = createSessionService(db, clock);
  const repository = createCartRepository(db);
  return {
    /** Same rule as the JSON API: the store's session owns the cart (customer or anonymous id). */
    async access(
      token: string | null | undefined,
      storeKey: string,
      cartId: string,
    ): Promise<LiveCartAccess> {
      const session = await sessions.resolve(token, storeKey);
      if (!session) return 'no-session';
      const row = await repository.findById(cartId).catch(() => null);
      if (row?.state !== 'Active') return 'forbidden';
      const ctx = { storeKey, customerId: session.customerId, anonymousId: session.anonymousId };
      return canAccessCart(ctx as Parameters<typeof canAccessCart>[0], row) ? 'allowed' : 'forbidden';
    },

    async summary(cartId: string): Promise<LiveCartSummary> {
      const row = await repository.findById(cartId).catch(() => null);
      if (!row) return { id: cartId, version: 0, state: null, lineCount: 0, itemCount: 0 };
      const lines = row.document.lineItems ?? [];
      return {
        id: row.id,
        version: row.version,
        state: row.state,
        lineCount: lines.length,
        itemCount: lines
          .filter((line) => line.type !== 'extra_guarantee')
          .reduce((sum, line) => sum + line.quantity, 0),
      };
    },
  };
}
export type LiveCartReader = ReturnType<typeof createLiveCartReader>;
