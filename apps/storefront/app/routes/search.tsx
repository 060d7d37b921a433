/**
 * /search: the search listing (spec 000 §2.1, §2.4) with the query in `query` (the header form's `q`
 * is read too) and the `new-arrivals` and `sales` sub-parameters; results and facets come from the
 * request locale's search index (app/listing).
 */
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { createTranslator, type Translator, useT } from '../i18n/index.ts';
import { ListingPage } from '../listing/ListingPage.tsx';
import { loadListing, popularCategories } from '../listing/listing.server.ts';
import { campaignOf, campaignTitleOf, searchVariantOf } from '../listing/tag-label.ts';
import { pageMeta, rootDataOf } from '../shell/page-meta.ts';
import { rootMessages } from '../shell/root-data.ts';
import { languagePrefix } from '../store/domain-map.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  const prefix = languagePrefix(shell.store, shell.language);
  if (params.lang !== undefined && `/${params.lang}` !== prefix) {
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  const listing = await loadListing(shell, url, { path: `${prefix}/search`, prefix });
  const popular = await popularCategories(shell, prefix, listing);
  return { listing, popular, prefix };
}

type SearchData = Awaited<ReturnType<typeof loader>>;

function titleOf(t: Translator, page: Pick<SearchData, 'listing'>): string {
  const { state } = page.listing;
  if (state.query) return t('search.results-for', { query: state.query });
  const campaign = campaignOf(state);
  if (campaign) return campaignTitleOf(t, campaign);
  const variant = searchVariantOf(state);
  if (variant) return t(`search.${variant}`);
  return t('header.search-button');
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  const root = rootDataOf(matches);
  const t = root ? createTranslator(root.locale, rootMessages(root)) : null;
  return pageMeta({
    root,
    path: '/search',
    search: location.search,
    title: page && t ? titleOf(t, page) : null,
    robots: 'noindex, follow',
    alternates: false,
  });
};

export default function Search() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  const tagLink = (tag: string) => `${page.prefix}/search?refinementList%5Btags%5D%5B0%5D=${tag}`;
  return (
    <ListingPage
      data={page.listing}
      title={titleOf(t, page)}
      popular={page.popular}
      shortcuts={[
        { label: t('listing.all-on-sale'), href: tagLink('on-sale') },
        { label: t('listing.all-bestsellers'), href: tagLink('bestseller') },
      ]}
    />
  );
}
