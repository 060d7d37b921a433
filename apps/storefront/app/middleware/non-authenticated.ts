import { languagePrefix } from '../store/domain-map.ts';
import { type Middleware, NEXT, redirectTo, TEMPORARY_REDIRECT_STATUS } from './types.ts';

/** Guest-only pages (login, create account, password reset) send logged-in customers home. */
export const nonAuthenticated: Middleware = async ({ request, state, services }) => {
  state.customerId ??= await services.customerId(request);
  if (!state.customerId) return NEXT;
  return redirectTo(languagePrefix(request.store, state.language) || '/', TEMPORARY_REDIRECT_STATUS);
};
