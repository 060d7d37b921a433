import { trackingEnvSchema } from '@toolyard/integrations';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads, parsed once at boot; nothing else reads process.env. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('.data'),
    /** Unset: 54329 when free, else a free port (decision 074). Set: exactly this port, or a clear error. */
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Enables the operator API (/api/operator/…) for callers presenting it as a bearer token. */
    OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Signs the "my orders" links (decision 131); the same on every node. Unset: one per process. */
    ORDERS_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Measured (docs/decisions/037): on a 2-core node 4 connections outrun 20.
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(4),
    DEMO_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    SEED_ON_EMPTY: booleanFlag.default(true),
    STORE_DOMAINS: z.string().optional(),
    /** Search engine of packages/search; PostgreSQL full text by default (docs/decisions/091). */
    SEARCH_ENGINE: z.enum(['postgres', 'orama']).default('postgres'),
    /**
     * A proxy in front terminates TLS and sets X-Forwarded-Proto/-For: only then are they believed
     * (HSTS over HTTPS, the client address of rate limits). Anyone can send them otherwise.
     */
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Browser tests only: enables /shell-test/error, which fails on purpose to show the error pages. */
    SHELL_TEST_ROUTES: booleanFlag.default(false),
    /** Shared cache of anonymous HTML documents in each node (docs/decisions/116); false renders every page. */
    HTML_CACHE: booleanFlag.default(true),
    /**
     * Redis for cross-node state: cache invalidation over pub/sub instead of PostgreSQL LISTEN/NOTIFY
     * (decision 072) and rate-limit counters (decision 082). PostgreSQL does without it.
     */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Outgoing mail server; unset starts an embedded SMTP server whose mails the dev mailbox shows. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('Toolyard <no-reply@toolyard.localhost>'),
    /** The shop's customer-service inbox: a notice of each withdrawal (decision 268); unset: the seller's e-mail. */
    SHOP_INBOX_EMAIL: z.email().optional(),
    /** VAT ID checks: docs/decisions/092-vat-id-check-port.md */
    VAT_SERVICE: z.enum(['simulator', 'evatr', 'vies']).default('simulator'),
    VAT_EVATR_PROTOCOL: z.enum(['rest', 'xmlrpc']).default('rest'),
    /** Overrides the service's address (a proxy, a test double). */
    VAT_SERVICE_URL: z.url().optional(),
    /** The shop's own VAT ID, sent as the requester (eVatR needs a German one). */
    VAT_REQUESTER_ID: z
      .string()
      .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'must be a VAT ID with its prefix')
      .optional(),
    VAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
    /** Checkout address validation (docs/decisions/163): the simulator unless set; off or google. */
    ADDRESS_VALIDATION_SERVICE: z.enum(['off', 'simulator', 'google']).default('simulator'),
    /** Google Maps Platform key with the Address Validation API (ADDRESS_VALIDATION_SERVICE=google). */
    GOOGLE_MAPS_API_KEY: z.string().min(10).optional(),
    /** Overrides Google's address (a proxy, a test double). */
    ADDRESS_VALIDATION_URL: z.url().optional(),
    ADDRESS_VALIDATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
    /** Checkout address autocomplete (docs/decisions/260): the simulator unless set; off or google (Places API New). */
    ADDRESS_AUTOCOMPLETE_SERVICE: z.enum(['off', 'simulator', 'google']).default('simulator'),
    /** Overrides Google's Places address (a proxy, a test double). */
    ADDRESS_AUTOCOMPLETE_URL: z.url().optional(),
    /** Case management of the request form: docs/decisions/135. */
    CASE_SERVICE: z.enum(['local', 'web-to-case']).default('local'),
    /** Card provider (decision 150): the sandbox served by the app, or Adyen Checkout v71. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'adyen']).default('sandbox'),
    /** Browser tests only: the sandbox's held-webhook card (decision 267); off unless set, never with adyen. */
    SANDBOX_HELD_WEBHOOKS: booleanFlag.default(false),
    ADYEN_API_KEY: z.string().optional(),
    ADYEN_MERCHANT_ACCOUNT: z.string().optional(),
    /** Hex HMAC key of the Adyen webhook (decision 153). */
    ADYEN_HMAC_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters')
      .optional(),
    ADYEN_CHECKOUT_URL: z.url().optional(),
    /** The Web-to-Case endpoint, e.g. https://webto.salesforce.com/servlet/servlet.WebToCase?encoding=UTF-8 */
    CASE_SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The Salesforce organisation id (orgid). */
    CASE_ORG_ID: z
      .string()
      .regex(/^[0-9A-Za-z]{15,18}$/, 'must be a 15- or 18-character org id')
      .optional(),
    /** Outside production Web-to-Case runs in debug mode and mails its debug page here. */
    CASE_DEBUG_EMAIL: z.email().optional(),
    /** The Case record type id (recordType), when the org uses record types. */
    CASE_RECORD_TYPE: z.string().min(1).optional(),
    /** Google sign-in (decision 145): shown only with client id and secret. */
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Who an access token was issued to, for an issuer without RFC 7662 introspection (Google). */
    GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
    /** Facebook sign-in (decision 145): shown only with client id and secret. */
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
    FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
    FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/v19.0/me'),
    FACEBOOK_DEBUG_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/debug_token'),
    /** The tracking service (001 §7, decision 243): Bloomreach with all four set, the simulator with none. */
    ...trackingEnvSchema.shape,
  })
  .superRefine((env, issues) => {
    if (env.SANDBOX_HELD_WEBHOOKS && env.PAYMENT_PROVIDER !== 'sandbox') {
      issues.addIssue({
        code: 'custom',
        path: ['SANDBOX_HELD_WEBHOOKS'],
        message: 'only the sandbox holds webhooks',
      });
    }
    if (env.CASE_SERVICE === 'web-to-case') {
      for (const name of ['CASE_SERVICE_URL', 'CASE_ORG_ID'] as const) {
        if (!env[name])
          issues.addIssue({ code: 'custom', path: [name], message: 'CASE_SERVICE=web-to-case needs it' });
      }
    }
    if (env.ADDRESS_VALIDATION_SERVICE === 'google' && !env.GOOGLE_MAPS_API_KEY) {
      issues.addIssue({
        code: 'custom',
        path: ['GOOGLE_MAPS_API_KEY'],
        message: 'ADDRESS_VALIDATION_SERVICE=google needs GOOGLE_MAPS_API_KEY',
      });
    }
    if (env.ADDRESS_AUTOCOMPLETE_SERVICE === 'google' && !env.GOOGLE_MAPS_API_KEY) {
      issues.addIssue({
        code: 'custom',
        path: ['GOOGLE_MAPS_API_KEY'],
        message: 'ADDRESS_AUTOCOMPLETE_SERVICE=google needs GOOGLE_MAPS_API_KEY',
      });
    }
    if (env.PAYMENT_PROVIDER === 'adyen') {
      for (const name of ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY'] as const) {
        if (!env[name])
          issues.addIssue({ code: 'custom', path: [name], message: 'PAYMENT_PROVIDER=adyen needs it' });
      }
    }
    if (env.VAT_SERVICE === 'evatr' && !env.VAT_REQUESTER_ID?.startsWith('DE')) {
      issues.addIssue({
        code: 'custom',
        path: ['VAT_REQUESTER_ID'],
        message: 'VAT_SERVICE=evatr needs the shop’s German VAT ID (DE + 9 digits)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The subset the browser may see; secrets and connection strings never leave the server. */
export function publicEnv(env: Env) {
  return { NODE_ENV: env.NODE_ENV } as const;
}
