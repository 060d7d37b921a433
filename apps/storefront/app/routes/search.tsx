/** /search: the listing frame with the query in the title; results come from the search module. */
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { useT } from '../i18n/index.ts';
import { pageMeta, rootDataOf } from '../shell/page-meta.ts';
import { languagePrefix } from '../store/domain-map.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  if (params.lang !== undefined && `/${params.lang}` !== languagePrefix(shell.store, shell.language)) {
    throw data(null, { status: 404 });
  }
  const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  return { query };
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  const root = rootDataOf(matches);
  const messages = root?.messages ?? {};
  const title = page?.query
    ? (messages['search.results-for'] ?? '').replace('{query}', page.query)
    : (messages['header.search-button'] ?? null);
  return pageMeta({
    root,
    path: '/search',
    search: location.search,
    title,
    robots: 'noindex, follow',
    alternates: false,
  });
};

export default function Search() {
  const { query } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="container">
      <h1 className="page-title">{query ? t('search.results-for', { query }) : t('header.search-button')}</h1>
      {query ? (
        <>
          <p>{t('search.no-results', { query })}</p>
          <p className="muted">{t('search.no-results-hint')}</p>
        </>
      ) : null}
    </div>
  );
}
