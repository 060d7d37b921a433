/** /auth/<provider>/callback: the provider sends the browser back here (decision 145). */
import type { Route } from './+types/auth-callback.ts';
import { socialCallbackLoader } from './social.server.ts';

export const loader = (args: Route.LoaderArgs) => socialCallbackLoader(args);
