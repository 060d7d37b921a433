/**
 * A start-up failure that says what went wrong and what to do about it. `npm start` prints both
 * and exits 1 instead of a bare stack (or, as it once did, `undefined`).
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
  constructor(
    /** What went wrong, in the operator's terms. */
    message: string,
    /** What to do about it. */
    readonly fix: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

interface SystemError {
  code?: string;
  message?: string;
  address?: string;
  port?: number;
}

/** Explains a failure to reach or use an external database (DATABASE_URL). */
export function databaseStartupError(url: string, error: unknown): StartupError {
  if (error instanceof StartupError) return error;
  const where = describeUrl(url);
  const e = (error ?? {}) as SystemError;
  const detail = e.message ?? String(error);
  switch (e.code) {
    case 'ECONNREFUSED':
      return new StartupError(
        `PostgreSQL at ${where} refused the connection (${detail})`,
        'Start that PostgreSQL server, or correct DATABASE_URL, or unset it to use the embedded server.',
        { cause: error },
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(
        `The host of DATABASE_URL (${where}) cannot be resolved`,
        'Correct the host name in DATABASE_URL.',
        { cause: error },
      );
    case 'ETIMEDOUT':
      return new StartupError(
        `PostgreSQL at ${where} did not answer in time`,
        'Check the network and DATABASE_URL.',
        {
          cause: error,
        },
      );
    case '28P01':
    case '28000':
      return new StartupError(
        `PostgreSQL at ${where} refused the user or password of DATABASE_URL`,
        'Correct the user and password in DATABASE_URL.',
        { cause: error },
      );
    case '3D000':
      return new StartupError(
        `The database named in DATABASE_URL (${where}) does not exist`,
        'Create it (createdb), or name an existing database in DATABASE_URL.',
        { cause: error },
      );
    case '42501':
      return new StartupError(
        `The user of DATABASE_URL (${where}) lacks a permission the shop needs: ${detail}`,
        'Grant the user CREATE on the database (migrations create tables), or use its owner.',
        { cause: error },
      );
    default:
      return new StartupError(
        `PostgreSQL at ${where} failed: ${detail}`,
        'Check that DATABASE_URL points to a running PostgreSQL 15 or newer.',
        { cause: error },
      );
  }
}

/** The URL without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const socket = parsed.searchParams.get('host');
    const database = parsed.pathname.slice(1);
    return `${parsed.username ? `${parsed.username}@` : ''}${socket ?? parsed.hostname}:${parsed.port || 5432}/${database}`;
  } catch {
    return '(unparsable URL)';
  }
}
