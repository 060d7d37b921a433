/**
 * Structured JSON logs (issue 8 point 7, docs/decisions/080): one pino logger for the server, a
 * request id on every line written while a request is handled (AsyncLocalStorage), and nothing
 * secret in any line — passwords, hashes, tokens, e-mail addresses, postal addresses and cookies
 * are redacted by key anywhere in a logged object and by pattern inside strings, and a failing
 * query's parameter list (Drizzle's "params: …") never leaves the process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

const REDACTED = '[redacted]';

/** Keys whose values are secret or personal wherever they appear. */
const SECRET_KEY =
  /pass(word)?|hash|token|secret|cookie|authorization|session|e-?mail|address|street|postal|zip|phone|mobile|iban|vat|first_?name|last_?name|city|^params$|^parameters$/i;

const STRING_SCRUBS: readonly [RegExp, string][] = [
  // Drizzle: "Failed query: <sql>\nparams: <every bound value>" — the values go, the SQL stays.
  [/\n?params: [\s\S]*$/, '\nparams: [redacted]'],
  [/\$argon2[a-z]*\$[^\s"',]*/gi, '[hash]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\b(hash|token|email_token|ty_session|reset|code)=[^\s&;"']+/gi, '$1=[redacted]'],
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
];

export function scrubString(value: string): string {
  let result = value;
  for (const [pattern, replacement] of STRING_SCRUBS) result = result.replace(pattern, replacement);
  return result;
}

/** A copy of `value` with secret keys replaced and strings scrubbed; cycles and depth bounded. */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value);
  if (seen.has(value) || depth > 8) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      SECRET_KEY.test(key) && item !== null && item !== undefined ? REDACTED : redact(item, depth + 1, seen);
  }
  return copy;
}

/** An error for the log: type, scrubbed message and stack, database code; never query params. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) {
    // Already serialized (pino runs the log formatter before the serializers).
    if (error !== null && typeof error === 'object') return redact(error) as Record<string, unknown>;
    return { message: scrubString(String(error)) };
  }
  const withCode = error as Error & { code?: unknown; cause?: unknown };
  const out: Record<string, unknown> = {
    type: error.name,
    message: scrubString(error.message),
    stack: error.stack ? scrubString(error.stack) : undefined,
  };
  if (typeof withCode.code === 'string') out.code = withCode.code;
  if (withCode.cause instanceof Error) {
    const cause = withCode.cause as Error & { code?: unknown };
    out.cause = { type: cause.name, message: scrubString(cause.message), code: cause.code };
  }
  return out;
}

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** A client-given X-Request-Id when it looks like one, else a fresh UUID. */
export function requestIdFrom(headers: Headers): string {
  return requestIdOf(headers.get('x-request-id'));
}

/** requestIdFrom() for the header's value as Node gives it (no Headers object per request). */
export function requestIdOf(given: string | string[] | null | undefined): string {
  return typeof given === 'string' && /^[\w.-]{8,100}$/.test(given) ? given : randomUUID();
}

/** Runs `fn` with `requestId` on every log line written inside it (also in awaited callbacks). */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

export function currentRequestId(): string | null {
  return requestScope.getStore()?.requestId ?? null;
}

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      base: { service: 'toolyard-storefront' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => redact(object) as Record<string, unknown>,
      },
      serializers: { err: serializeError, error: serializeError },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: {
        // Messages are scrubbed too: "confirmation link …?hash=…", "login failed for a@b.de".
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubString(arg) : arg));
          return method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    options.destination,
  );
}

/**
 * The "line" logger the older modules take (`log('warn: …')`): a leading `warn:`/`error:` picks
 * the level.
 */
export function lineLogger(logger: Logger): (line: string) => void {
  return (line) => {
    const match = /^(warn|error|debug|info): /.exec(line);
    const level = (match?.[1] ?? 'info') as 'warn' | 'error' | 'debug' | 'info';
    logger[level](match ? line.slice(match[0].length) : line);
  };
}

/**
 * Sends console.* (React Router, React, route modules) through the logger, so those lines are JSON,
 * carry the request id and are redacted too. Errors among the arguments become `err`.
 */
export function routeConsoleTo(logger: Logger): void {
  const levels = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const;
  for (const [method, level] of Object.entries(levels)) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const text = args
        .filter((arg) => arg !== err)
        .map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(redact(arg))))
        .join(' ');
      if (err) logger[level]({ err }, text);
      else logger[level](text);
    };
  }
}
