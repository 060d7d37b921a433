/**
 * The auth sync of 001 §6: a Google or Facebook access token becomes a signed-in session. The token
 * is checked with the provider (its userinfo endpoint, through the `IdentityVerifier` port); an
 * e-mail sent by the client is never believed. The customer is found by the provider's subject,
 * else an existing account is linked by a *verified* e-mail, else a new one is created
 * (docs/decisions/145-social-sign-in.md).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { err, ok, type Result } from '../carts/result.ts';
import type { RequestContext } from '../context.ts';
import * as rules from '../customers/customer.rules.ts';
import { type CustomerService, type CustomerView, customerView } from '../customers/customer.service.ts';
import type { Database } from '../db/client.ts';
import { customerIdentities, customers } from '../db/schema/customers.ts';
import type { Session, SessionService } from '../sessions/session.service.ts';
import { attachGuestOrders } from './confirm-email.flow.ts';
import { type CartMergeOutcome, mergeGuestCart } from './sign-in.flow.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What the provider itself says about the token's owner. */
export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** Asks the provider who owns `accessToken`; null when the provider rejects it. */
export type IdentityVerifier = (
  provider: SocialProvider,
  accessToken: string,
) => Promise<VerifiedIdentity | null>;

export type SocialSignInError =
  | { code: 'InvalidSocialToken'; message: 'The provider did not accept the access token.' }
  | { code: 'ProviderNotConfigured'; message: string }
  | {
      code: 'UnverifiedEmail';
      message: 'The provider has not verified this e-mail; sign in with your password and link the account there.';
    }
  | { code: 'EmailMissing'; message: 'The provider did not share an e-mail address.' };

export interface AuthSyncInput {
  accessToken: string;
  tokenType: 'Bearer';
  provider: SocialProvider;
}

export type SocialLinkOutcome = 'existing' | 'linked' | 'created';

/** An unusable password: random bytes under argon2, so the account has no password until reset. */
async function unusablePasswordHash(customersService: CustomerService): Promise<string> {
  return customersService.hashPassword(`${randomBytes(32).toString('base64url')}Aa1`);
}

async function findOrCreateCustomer(
  deps: { db: Database; customers: CustomerService },
  ctx: RequestContext,
  provider: SocialProvider,
  identity: VerifiedIdentity,
): Promise<Result<{ customer: CustomerView; outcome: SocialLinkOutcome }, SocialSignInError>> {
  const { db } = deps;
  const [known] = await db
    .select({ customer: customers })
    .from(customerIdentities)
    .innerJoin(customers, eq(customers.id, customerIdentities.customerId))
    .where(
      and(
        eq(customerIdentities.storeKey, ctx.storeKey),
        eq(customerIdentities.provider, provider),
        eq(customerIdentities.subject, identity.subject),
      ),
    )
    .limit(1);
  if (known) return ok({ customer: customerView(known.customer), outcome: 'existing' });
  if (!identity.email) {
    return err({ code: 'EmailMissing', message: 'The provider did not share an e-mail address.' });
  }
  const emailLower = rules.normalizeEmail(identity.email);
  const [sameEmail] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.storeKey, ctx.storeKey), eq(customers.emailLower, emailLower)))
    .limit(1);
  // Linking to an account by an e-mail the provider has not verified would let anyone who types
  // a victim's address at the provider take the account over.
  if (sameEmail && !identity.emailVerified) {
    return err({
      code: 'UnverifiedEmail',
      message:
        'The provider has not verified this e-mail; sign in with your password and link the account there.',
    });
  }
  const passwordHash = sameEmail ? null : await unusablePasswordHash(deps.customers);
  return db.transaction(async (tx) => {
    let row = sameEmail;
    if (!row) {
      const inserted = await tx
        .insert(customers)
        .values({
          storeKey: ctx.storeKey,
          email: identity.email!.trim(),
          emailLower,
          passwordHash: passwordHash!,
          firstName: identity.givenName,
          lastName: identity.familyName,
          locale: ctx.locale,
          customerType: 'private',
        })
        .returning();
      row = inserted[0]!;
    }
    await tx
      .insert(customerIdentities)
      .values({ storeKey: ctx.storeKey, provider, subject: identity.subject, customerId: row.id })
      .onConflictDoNothing();
    // The provider's verified e-mail is proof like the confirmation link: guest orders join (177).
    if (identity.emailVerified) {
      const [verified] = await tx
        .update(customers)
        .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, now())` })
        .where(eq(customers.id, row.id))
        .returning();
      row = verified ?? row;
      await attachGuestOrders(tx as unknown as Database, ctx.storeKey, row.id, emailLower);
    }
    return ok({ customer: customerView(row), outcome: sameEmail ? 'linked' : 'created' });
  });
}

export async function socialSignInFlow(
  deps: {
    db: Database;
    customers: CustomerService;
    sessions: SessionService;
    verifyIdentity?: IdentityVerifier;
  },
  ctx: RequestContext,
  session: Session,
  input: AuthSyncInput,
): Promise<
  Result<
    {
      customer: CustomerView;
      outcome: SocialLinkOutcome;
      token: string;
      session: Session;
      cartMerge: CartMergeOutcome;
    },
    SocialSignInError
  >
> {
  if (!deps.verifyIdentity) {
    return err({ code: 'ProviderNotConfigured', message: `Sign-in with ${input.provider} is not set up.` });
  }
  const identity = await deps.verifyIdentity(input.provider, input.accessToken);
  if (!identity) {
    return err({ code: 'InvalidSocialToken', message: 'The provider did not accept the access token.' });
  }
  const found = await findOrCreateCustomer(deps, ctx, input.provider, identity);
  if (!found.ok) return found;
  const customerId = found.value.customer.id;
  const next = await deps.sessions.signIn(session, customerId);
  const cartMerge = await mergeGuestCart(deps.db, ctx.storeKey, session.anonymousId, customerId);
  return ok({ ...found.value, token: next.token, session: next.session, cartMerge });
}
