/** The header's personal state as GET /api/visitor answers it (server and browser share this). */
export const VISITOR_PATH = '/api/visitor';

export interface Visitor {
  isLoggedIn: boolean;
  cartCount: number;
}

export function parseVisitor(value: unknown): Visitor | null {
  if (!value || typeof value !== 'object') return null;
  const { isLoggedIn, cartCount } = value as Record<string, unknown>;
  if (typeof isLoggedIn !== 'boolean' || typeof cartCount !== 'number') return null;
  return { isLoggedIn, cartCount: Number.isInteger(cartCount) && cartCount > 0 ? cartCount : 0 };
}
