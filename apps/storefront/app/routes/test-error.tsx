/**
 * Browser tests only (env SHELL_TEST_ROUTES=true; 404 otherwise): `?kind=error` fails the loader so
 * the general error page shows; `?kind=error-page-failure` also makes the error page fail, showing
 * the rendering-failure page.
 */
import { data } from 'react-router';
import type { Route } from './+types/test-error.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.shell.testRoutes) throw data(null, { status: 404 });
  const kind = new URL(request.url).searchParams.get('kind');
  if (kind === 'error-page-failure') throw data({ failErrorPage: true }, { status: 500 });
  throw new Error('Loader failed on purpose (test route)');
}

export default function TestError() {
  return null;
}
