export interface ContentLogger {
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const consoleContentLogger: ContentLogger = {
  warn: (message, details) => console.warn(`[content] ${message}`, details ?? ''),
  error: (message, details) => console.error(`[content] ${message}`, details ?? ''),
};
