/** Where the i18n and content layers report problems; the server may swap in its own logger. */
export interface I18nLogger {
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const consoleLogger: I18nLogger = {
  warn: (message, details) => console.warn(`[i18n] ${message}`, details ?? ''),
  error: (message, details) => console.error(`[i18n] ${message}`, details ?? ''),
};
