/**
 * Which tracking service runs: Bloomreach when its four settings are all set, the simulator when
 * none is. A partly set project is a deployment mistake, so it stops the start instead of quietly
 * tracking into the simulator (the storefront's env.ts treats CASE_SERVICE and ADYEN_* alike).
 */
import type { Database } from '@toolyard/commerce';
import { z } from 'zod';
import { createBloomreachTracking } from './bloomreach.adapter.ts';
import type { TrackingService } from './tracking.port.ts';
import { createTrackingSimulator } from './tracking.simulator.ts';

export const BLOOMREACH_ENV_NAMES = [
  'BLOOMREACH_BASE_URL',
  'BLOOMREACH_PROJECT_TOKEN',
  'BLOOMREACH_API_KEY_ID',
  'BLOOMREACH_API_SECRET',
] as const;

/** An env file's `NAME=` means unset, as it does for the shell. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

export const trackingEnvSchema = z
  .object({
    /** https://api.exponea.com or the project's own API domain (Project settings › Access management › API). */
    BLOOMREACH_BASE_URL: setting(z.url({ protocol: /^https?$/ }).optional()),
    BLOOMREACH_PROJECT_TOKEN: setting(
      z
        .string()
        .regex(/^[A-Za-z0-9-]{8,64}$/, 'must be the project token')
        .optional(),
    ),
    /** A private-access API key pair whose group may set the tracked events. */
    BLOOMREACH_API_KEY_ID: setting(z.string().trim().min(8).max(256).optional()),
    BLOOMREACH_API_SECRET: setting(z.string().trim().min(8).max(256).optional()),
    BLOOMREACH_TIMEOUT_MS: setting(z.coerce.number().int().min(100).max(30_000).default(5_000)),
  })
  .superRefine((env, issues) => {
    const missing = BLOOMREACH_ENV_NAMES.filter((name) => env[name] === undefined);
    if (missing.length > 0 && missing.length < BLOOMREACH_ENV_NAMES.length) {
      for (const name of missing) {
        issues.addIssue({
          code: 'custom',
          path: [name],
          message:
            'Bloomreach tracking needs all of BLOOMREACH_BASE_URL, _PROJECT_TOKEN, _API_KEY_ID, _API_SECRET',
        });
      }
    }
  });

export type TrackingEnv = z.output<typeof trackingEnvSchema>;

export type TrackingConfig =
  | { service: 'simulator' }
  | {
      service: 'bloomreach';
      baseUrl: string;
      projectToken: string;
      apiKeyId: string;
      apiSecret: string;
      timeoutMs: number;
    };

/** Throws one error listing every bad or missing setting by name. */
export function parseTrackingEnv(env: Readonly<Record<string, unknown>>): TrackingConfig {
  const result = trackingEnvSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid tracking settings:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  if (
    !parsed.BLOOMREACH_BASE_URL ||
    !parsed.BLOOMREACH_PROJECT_TOKEN ||
    !parsed.BLOOMREACH_API_KEY_ID ||
    !parsed.BLOOMREACH_API_SECRET
  ) {
    return { service: 'simulator' };
  }
  return {
    service: 'bloomreach',
    baseUrl: parsed.BLOOMREACH_BASE_URL,
    projectToken: parsed.BLOOMREACH_PROJECT_TOKEN,
    apiKeyId: parsed.BLOOMREACH_API_KEY_ID,
    apiSecret: parsed.BLOOMREACH_API_SECRET,
    timeoutMs: parsed.BLOOMREACH_TIMEOUT_MS,
  };
}

export function createTrackingService(db: Database, config: TrackingConfig): TrackingService {
  if (config.service === 'simulator') return createTrackingSimulator(db);
  return createBloomreachTracking(config);
}

/** The tracking service the environment names: Bloomreach when fully configured, else the simulator. */
export function trackingServiceFromEnv(
  env: Readonly<Record<string, unknown>>,
  db: Database,
): TrackingService {
  return createTrackingService(db, parseTrackingEnv(env));
}
