/**
 * Customer accounts: sign-up / sign-in with argon2id, profile, password change and reset, and the
 * address book. Customers belong to the store they registered in (docs/decisions/032).
 */
import { hash, verify } from '@node-rs/argon2';
import {
  normalizePassword,
  normalizeVatId,
  PASSWORD_PROBLEM_MESSAGES,
  passwordProblem,
} from '@toolyard/domain';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { err, ok, type Result } from '../carts/result.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { customers, passwordResetTokens } from '../db/schema/customers.ts';
import { sessions } from '../db/schema/sessions.ts';
import { hashToken, newToken } from '../sessions/session.rules.ts';
import { addressProblems } from './address.rules.ts';
import { isCommonPassword } from './common-passwords.ts';
import {
  type CustomerError,
  invalidCredentials,
  invalidResetToken,
  weakPassword,
} from './customer.errors.ts';
import * as rules from './customer.rules.ts';
import type { AddressInput, ProfileInput, SignInInput, SignUpInput } from './customer.schema.ts';

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The expensive part of a password check; replaceable so tests can see how often it runs. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2_OPTIONS),
  verify: (passwordHash, password) => verify(passwordHash, password),
};

/** The first rule of the domain's password rule a new password breaks, as a typed error. */
export function newPasswordError(password: string, email: string, field: string): CustomerError | null {
  const problem = passwordProblem(password, { email, isCommon: isCommonPassword });
  return problem ? weakPassword(problem, PASSWORD_PROBLEM_MESSAGES[problem], field) : null;
}

type Row = typeof customers.$inferSelect;

export function customerView(row: Row) {
  return {
    id: row.id,
    version: row.version,
    email: row.email,
    /** commercetools' name: the address was proven by its confirmation link or a provider (decision 177). */
    isEmailVerified: row.emailVerifiedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    vatId: row.vatId,
    locale: row.locale,
    custom: { fields: { customerType: row.customerType } },
    addresses: rules.addressesView(row),
    shippingAddressIds: row.shippingAddressIds,
    billingAddressIds: row.billingAddressIds,
    defaultShippingAddressId: row.defaultShippingAddressId,
    defaultBillingAddressId: row.defaultBillingAddressId,
  };
}
export type CustomerView = ReturnType<typeof customerView>;
export type CustomerResult = Result<CustomerView, CustomerError>;

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

export function createCustomerService(db: Database, options: { hasher?: PasswordHasher } = {}) {
  const hasher = options.hasher ?? argon2Hasher;
  // Unknown e-mails are verified against this hash, so sign-in costs one verification either way.
  const dummyHash = hasher.hash('not-a-real-password-1');
  async function load(ctx: RequestContext, id: string): Promise<Row | null> {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), eq(customers.storeKey, ctx.storeKey)))
      .limit(1);
    return row ?? null;
  }

  /** Writes `changes` when the customer still has `version`; same contract as carts. */
  async function update(
    ctx: RequestContext,
    version: number,
    changes: Partial<Row>,
  ): Promise<CustomerResult> {
    if (!ctx.customerId) return err({ code: 'CustomerNotFound', message: 'Customer not found' });
    try {
      const [row] = await db
        .update(customers)
        .set({ ...changes, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
        .where(
          and(
            eq(customers.id, ctx.customerId),
            eq(customers.storeKey, ctx.storeKey),
            eq(customers.version, version),
          ),
        )
        .returning();
      if (row) return ok(customerView(row));
    } catch (error) {
      if (isUniqueViolation(error)) {
        return err({
          code: 'EmailTaken',
          message: 'There is already an existing customer with the provided email.',
          field: 'email',
        });
      }
      throw error;
    }
    const current = await load(ctx, ctx.customerId);
    return current
      ? err({
          code: 'ConcurrentModification',
          message: `Object version mismatch: the customer has version ${current.version}.`,
          currentVersion: current.version,
        })
      : err({ code: 'CustomerNotFound', message: 'Customer not found' });
  }

  async function withBook(
    ctx: RequestContext,
    version: number,
    change: (book: rules.AddressBook) => rules.AddressBook | null,
    addressId: string,
  ): Promise<CustomerResult> {
    const row = ctx.customerId ? await load(ctx, ctx.customerId) : null;
    if (!row) return err({ code: 'CustomerNotFound', message: 'Customer not found' });
    const next = change(row);
    if (!next) return err({ code: 'AddressNotFound', message: `No address ${addressId}.`, addressId });
    return update(ctx, version, next);
  }

  return {
    /** argon2id of a password, for accounts created without one (social sign-in). */
    hashPassword: (password: string) => hasher.hash(normalizePassword(password)),

    async signUp(ctx: RequestContext, input: SignUpInput): Promise<CustomerResult> {
      const weak = newPasswordError(input.password, input.email, 'password');
      if (weak) return err(weak);
      const passwordHash = await hasher.hash(normalizePassword(input.password));
      try {
        const [row] = await db
          .insert(customers)
          .values({
            storeKey: ctx.storeKey,
            email: input.email.trim(),
            emailLower: rules.normalizeEmail(input.email),
            passwordHash,
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
            dateOfBirth: input.dateOfBirth ?? null,
            vatId: input.vatId ? normalizeVatId(ctx.country, input.vatId) : null,
            locale: ctx.locale,
            customerType: input.customerType?.toLowerCase() ?? 'private',
          })
          .returning();
        return ok(customerView(row!));
      } catch (error) {
        if (isUniqueViolation(error)) {
          return err({
            code: 'EmailTaken',
            message: 'There is already an existing customer with the provided email.',
            field: 'email',
          });
        }
        throw error;
      }
    },

    async signIn(ctx: RequestContext, input: SignInInput): Promise<CustomerResult> {
      const [row] = await db
        .select()
        .from(customers)
        .where(
          and(
            eq(customers.storeKey, ctx.storeKey),
            eq(customers.emailLower, rules.normalizeEmail(input.email)),
          ),
        )
        .limit(1);
      const password = normalizePassword(input.password);
      if (!row) {
        await hasher.verify(await dummyHash, password);
        return err(invalidCredentials());
      }
      return (await hasher.verify(row.passwordHash, password))
        ? ok(customerView(row))
        : err(invalidCredentials());
    },

    async get(ctx: RequestContext): Promise<CustomerView | null> {
      const row = ctx.customerId ? await load(ctx, ctx.customerId) : null;
      return row ? customerView(row) : null;
    },

    async updateProfile(ctx: RequestContext, input: ProfileInput): Promise<CustomerResult> {
      const changes: Partial<Row> = {};
      if (input.email !== undefined) {
        const emailLower = rules.normalizeEmail(input.email);
        // The e-mail is the key to the account (sign-in, reset links, orders): a session alone, which
        // may be a stolen one, cannot move it to another mailbox (decision 257).
        const row = ctx.customerId ? await load(ctx, ctx.customerId) : null;
        if (row && row.emailLower !== emailLower) {
          if (!input.currentPassword) {
            return err({
              code: 'CurrentPasswordRequired',
              message: 'Changing the e-mail address needs the current password.',
              field: 'currentPassword',
            });
          }
          if (!(await hasher.verify(row.passwordHash, normalizePassword(input.currentPassword))))
            return err(invalidCredentials('currentPassword'));
        }
        // A new address is unproven (decision 177); re-saving the same one keeps the proof.
        Object.assign(changes, {
          email: input.email.trim(),
          emailLower,
          emailVerifiedAt: sql`case when ${customers.emailLower} = ${emailLower} then ${customers.emailVerifiedAt} end`,
        });
      }
      // Stored as the storefront shows it: one normal form per store country (001 §5).
      if (input.vatId !== undefined)
        changes.vatId = input.vatId ? normalizeVatId(ctx.country, input.vatId) : null;
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      return update(ctx, input.version, changes);
    },

    /**
     * Needs the current password. One transaction: the new hash, every other session of the
     * customer ended (whoever knew the old password is signed out), open reset links revoked.
     */
    async changePassword(
      ctx: RequestContext,
      input: { version: number; currentPassword: string; newPassword: string },
      keepSessionId: string | null = null,
    ): Promise<CustomerResult> {
      const row = ctx.customerId ? await load(ctx, ctx.customerId) : null;
      if (!row) return err({ code: 'CustomerNotFound', message: 'Customer not found' });
      if (!(await hasher.verify(row.passwordHash, normalizePassword(input.currentPassword))))
        return err(invalidCredentials());
      const weak = newPasswordError(input.newPassword, row.email, 'newPassword');
      if (weak) return err(weak);
      const passwordHash = await hasher.hash(normalizePassword(input.newPassword));
      return db.transaction(async (tx) => {
        const [changed] = await tx
          .update(customers)
          .set({ passwordHash, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(customers.id, row.id), eq(customers.version, input.version)))
          .returning();
        if (!changed) {
          return err({
            code: 'ConcurrentModification',
            message: `Object version mismatch: the customer has version ${row.version}.`,
            currentVersion: row.version,
          });
        }
        const others = keepSessionId
          ? and(eq(sessions.customerId, row.id), ne(sessions.id, keepSessionId))
          : eq(sessions.customerId, row.id);
        await tx.delete(sessions).where(others);
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, row.id));
        return ok(customerView(changed));
      });
    },

    /**
     * A single-use token valid for one hour, or null for unknown e-mails (the API answers the same
     * either way so accounts cannot be probed). A newer token revokes the older ones. Delivering it
     * by e-mail is the integrations' job.
     */
    async createResetToken(
      ctx: RequestContext,
      email: string,
    ): Promise<{ token: string; customerId: string } | null> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.storeKey, ctx.storeKey), eq(customers.emailLower, rules.normalizeEmail(email))),
        )
        .limit(1);
      if (!row) return null;
      const token = newToken();
      await db.transaction(async (tx) => {
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, row.id));
        await tx.insert(passwordResetTokens).values({
          tokenHash: hashToken(token),
          customerId: row.id,
          expiresAt: new Date(ctx.now.getTime() + RESET_TOKEN_TTL_MS),
        });
      });
      return { token, customerId: row.id };
    },

    /**
     * Sets a new password with a reset token. The token is looked up (and locked) before anything
     * expensive: a wrong token costs no hash. One transaction: token used, new hash, every session
     * of the customer ended.
     */
    async resetPassword(
      ctx: RequestContext,
      input: { token: string; newPassword: string },
    ): Promise<CustomerResult> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({
            tokenHash: passwordResetTokens.tokenHash,
            customerId: customers.id,
            email: customers.email,
          })
          .from(passwordResetTokens)
          .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(input.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, ctx.now),
              eq(customers.storeKey, ctx.storeKey),
            ),
          )
          .for('update', { of: passwordResetTokens })
          .limit(1);
        if (!found) return err(invalidResetToken());
        const weak = newPasswordError(input.newPassword, found.email, 'newPassword');
        if (weak) return err(weak);
        const passwordHash = await hasher.hash(normalizePassword(input.newPassword));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: ctx.now })
          .where(eq(passwordResetTokens.tokenHash, found.tokenHash));
        const [row] = await tx
          .update(customers)
          .set({ passwordHash, version: sql`${customers.version} + 1`, updatedAt: sql`now()` })
          .where(eq(customers.id, found.customerId))
          .returning();
        await tx.delete(sessions).where(eq(sessions.customerId, found.customerId));
        return ok(customerView(row!));
      });
    },

    addAddress(
      ctx: RequestContext,
      input: {
        version: number;
        address: AddressInput;
        defaultShipping?: boolean;
        defaultBilling?: boolean;
        kind?: 'shipping' | 'billing';
      },
    ): Promise<CustomerResult> {
      const address = { ...input.address, country: input.address.country.toUpperCase() };
      const invalid = invalidAddress(address);
      if (invalid) return Promise.resolve(err(invalid));
      return withBook(ctx, input.version, (book) => rules.addAddress(book, address, input).book, '');
    },
    changeAddress(
      ctx: RequestContext,
      input: { version: number; addressId: string; address: AddressInput },
    ): Promise<CustomerResult> {
      const address = { ...input.address, country: input.address.country.toUpperCase() };
      const invalid = invalidAddress(address);
      if (invalid) return Promise.resolve(err(invalid));
      return withBook(
        ctx,
        input.version,
        (book) => rules.changeAddress(book, input.addressId, address),
        input.addressId,
      );
    },
    removeAddress(ctx: RequestContext, input: { version: number; addressId: string }) {
      return withBook(
        ctx,
        input.version,
        (book) => rules.removeAddress(book, input.addressId),
        input.addressId,
      );
    },
    setDefaultAddress(
      ctx: RequestContext,
      input: { version: number; addressId: string; kind: 'shipping' | 'billing' },
    ) {
      return withBook(
        ctx,
        input.version,
        (book) => rules.setDefault(book, input.addressId, input.kind),
        input.addressId,
      );
    },
  };
}

/** The address rules' refusal, naming every failing field (the account forms show them all). */
function invalidAddress(address: Record<string, unknown>): CustomerError | null {
  const problems = addressProblems(address);
  const first = problems[0];
  if (!first) return null;
  return {
    code: 'InvalidAddress',
    message: `The address is not valid: ${problems.map((problem) => `${problem.field} (${problem.rule})`).join(', ')}.`,
    field: first.field,
    problems,
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
