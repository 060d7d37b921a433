/** /auth/<provider>: starts Google or Facebook sign-in (decision 145). */
import type { Route } from './+types/auth-start.ts';
import { socialStartLoader } from './social.server.ts';

export const loader = (args: Route.LoaderArgs) => socialStartLoader(args);
