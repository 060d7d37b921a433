import { type Middleware, NEXT, redirectTo, TEMPORARY_REDIRECT_STATUS } from './types.ts';

/** Logged-in-only pages send anonymous visitors to / with a warning in the log. */
export const isAuthenticated: Middleware = async ({ request, state, services }) => {
  state.customerId ??= await services.customerId(request);
  if (state.customerId) return NEXT;
  services.warn(`anonymous visitor sent home from logged-in-only page ${request.url.pathname}`);
  return redirectTo('/', TEMPORARY_REDIRECT_STATUS);
};
