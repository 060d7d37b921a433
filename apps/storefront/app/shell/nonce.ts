/**
 * The CSP nonce of the response being rendered (docs/decisions/079). Set by entry.server.tsx on
 * the server; in the browser it stays empty — scripts already run, and browsers hide the value.
 */
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
