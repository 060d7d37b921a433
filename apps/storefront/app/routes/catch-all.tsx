/**
 * Home, category, product and content pages by slug (spec 000 §2.1 catch-all). A leading segment
 * naming one of the store's other languages is the language prefix; a product slug ends in "-"
 * and an 8-digit number. Unknown slugs are 404 'This page could not be found'.
 */
import type { ComponentProps } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
} from 'react-router';
import { CampaignBanner } from '../campaigns/CampaignBanner.tsx';
import { loadCampaigns } from '../campaigns/campaigns.server.ts';
import type { CampaignData } from '../campaigns/campaigns.ts';
import { CmsBlocks } from '../components/CmsBlocks.tsx';
import { Home } from '../components/Home.tsx';
import { useT } from '../i18n/index.ts';
import { lazyListingPage } from '../listing/LazyListingPage.tsx';
import {
  categoryPageData,
  isDefaultListing,
  loadListing,
  popularCategories,
} from '../listing/listing.server.ts';
import type { CategoryPageData, ListingData } from '../listing/listing.ts';
import type { ProductPage } from '../product/ProductPage.tsx';
import type { ProductExtras } from '../product/product-extras.ts';
import { loadProductExtras, loadProductPage } from '../product/product-page.server.ts';
import { type ProductPageData, productStructuredData } from '../product/product-page.ts';
import { reviewAction } from '../product/review-form.server.ts';
import { loadCmsPage } from '../shell/cms.server.ts';
import { type CmsPage, NOINDEX_CONTENT_PAGES } from '../shell/cms.ts';
import { fallbackTo, type StoreReviewCard } from '../shell/context.ts';
import { pageMeta, rootDataOf, rootMessage } from '../shell/page-meta.ts';
import { preloadable } from '../shell/preloadable.tsx';
import { homeStructuredData } from '../shell/seo.ts';
import { languagePrefix } from '../store/domain-map.ts';
import { PRODUCT_SLUG, productNumberOf } from '../store/paths.ts';
import { TrustReviewCarousel } from '../trust/TrustReviewCarousel.tsx';
import { loadStoreReviews } from '../trust/trust.server.ts';

/** The product page as the route's own chunk: home and listings do not download it. */
const lazyProductPage = preloadable<ComponentProps<typeof ProductPage>>(() =>
  import('../product/ProductPage.tsx').then((module) => module.ProductPage),
);

/** CMS page keys that are parts of other pages, never pages of their own under their key. */
const NOT_CONTENT_PAGES = new Set(['home', 'not-found', 'promo-banner']);

type PageData =
  | {
      kind: 'home';
      cms: CmsPage | null;
      campaigns: CampaignData[];
      renderedAt: number;
      reviews: StoreReviewCard[];
    }
  | { kind: 'content'; cms: CmsPage; title: string | null; indexable: boolean }
  | {
      kind: 'category';
      name: string;
      metaTitle: string | null;
      description: string | null;
      slug: string;
      slugs: Readonly<Record<string, string>>;
      category: CategoryPageData;
      listing: ListingData;
      popular: Array<{ name: string; href: string }>;
      /** The category's default listing; filtered, re-sorted or resized variants are not to be indexed. */
      indexable: boolean;
    }
  | {
      kind: 'product';
      markets?: readonly string[];
      name: string;
      metaTitle?: string | null;
      description: string | null;
      slug: string;
      slugs: Readonly<Record<string, string>>;
      /** Product pages: price, stock, buying and details (null without the commerce engine). */
      page?: ProductPageData | null;
      /** Product pages: the first page of reviews (the rails load in the browser, decision 221). */
      extras?: ProductExtras | null;
    };

export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<PageData> {
  const { shell } = context;
  const prefix = languagePrefix(shell.store, shell.language);
  const segments = (params['*'] ?? '').split('/').filter(Boolean);
  if (prefix && segments[0] === prefix.slice(1)) segments.shift();
  if (segments.length === 0) {
    const renderedAt = Date.now();
    const [cms, campaigns, reviews] = await Promise.all([
      loadCmsPage(shell, 'home'),
      loadCampaigns(shell, renderedAt),
      loadStoreReviews(shell),
    ]);
    return { kind: 'home', cms, campaigns, renderedAt, reviews };
  }
  // Not found: the not-found view shows the CMS blocks of the 'not-found' page (spec 000 §2.5).
  const notFoundBlocks = async () => (await loadCmsPage(shell, 'not-found').catch(() => null)) ?? null;
  const notFound = async () => data({ cms: await notFoundBlocks() }, { status: 404 });
  if (segments.length === 1 && PRODUCT_SLUG.test(segments[0] ?? '')) {
    const slug = segments[0] ?? '';
    const product = shell.catalog ? await shell.catalog.productBySlug(slug) : null;
    if (!product || !shell.catalog) throw await notFound();
    // Non-canonical → canonical: same product number, different text part.
    if (product.slug !== slug && productNumberOf(product.slug) === productNumberOf(slug)) {
      throw redirect(`${prefix}/${product.slug}${new URL(request.url).search}`, 308);
    }
    const url = new URL(request.url);
    // `?sku=` picks a variant (the switcher's shareable URL); unknown SKUs show the master.
    const [page] = await Promise.all([
      loadProductPage(shell, product.slug, url.searchParams.get('sku')),
      lazyProductPage.preload(),
    ]);
    if (!page && shell.catalog.productDetail) throw await notFound();
    // Reviews only: the rails and the comparison load in the browser near the viewport (decision 221).
    // Awaited: review pages are kept per node like the product (decision 235), so the whole page
    // goes out in one piece instead of streaming a boundary after the shell.
    const extras = page ? await loadProductExtras(shell, page, url, 'reviews') : null;
    return { kind: 'product', ...product, page, extras };
  }
  const slug = segments.join('/');
  // Information pages (spec 000 §2.1: /payment/, /privacy-data/, …): a CMS page of that key.
  if (segments.length === 1 && shell.content && !NOT_CONTENT_PAGES.has(slug)) {
    const keys = await shell.content.pageKeys().catch(fallbackTo(shell, new Set<string>()));
    const cms = keys.has(slug) ? await loadCmsPage(shell, slug) : null;
    if (cms) return contentPage(cms, slug);
  }
  const category = shell.catalog ? await shell.catalog.categoryBySlug(slug) : null;
  if (!category) throw await notFound();
  const path = `${prefix}/${category.slug}/`;
  const [listing] = await Promise.all([
    loadListing(shell, new URL(request.url), {
      path,
      prefix,
      // Without an id (shell tests' catalogs) the listing is the whole catalog's.
      ...(category.id ? { categoryId: category.id } : {}),
    }),
    lazyListingPage.preload(),
  ]);
  const popular = await popularCategories(shell, prefix, listing);
  return {
    kind: 'category',
    name: category.name,
    metaTitle: category.metaTitle ?? null,
    description: category.description,
    slug: category.slug,
    slugs: category.slugs,
    category: categoryPageData(category, prefix),
    listing,
    popular,
    indexable: isDefaultListing(listing.state),
  };
}

/** The first Heading block is the page title (h1); the other blocks follow it. */
function contentPage(cms: CmsPage, key: string): PageData {
  const first = cms.blocks[0];
  const title = first?.name === 'Heading' && typeof first.props.text === 'string' ? first.props.text : null;
  return {
    kind: 'content',
    cms: title ? { ...cms, blocks: cms.blocks.slice(1) } : cms,
    title,
    indexable: !NOINDEX_CONTENT_PAGES.has(key),
  };
}

/** Posts to a product page: the add-review form; other pages take no posts. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const segments = (params['*'] ?? '').split('/').filter(Boolean);
  if (!PRODUCT_SLUG.test(segments.at(-1) ?? '')) throw data('Method not allowed', { status: 405 });
  return reviewAction(request, context.shell);
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  const root = rootDataOf(matches);
  const prefix = root?.prefix ?? '';
  const path =
    prefix && location.pathname.startsWith(prefix)
      ? location.pathname.slice(prefix.length) || '/'
      : location.pathname;
  if (!page || page.kind === 'home') {
    const meta = pageMeta({
      root,
      path: '/',
      search: location.search,
      title: null,
      description: rootMessage(root, 'shell.hero-text'),
    });
    return root ? [...meta, ...homeStructuredData(root.origins[root.country], prefix)] : meta;
  }
  if (page.kind === 'content') {
    return pageMeta({
      root,
      path,
      search: location.search,
      title: page.title,
      ...(page.indexable ? {} : { robots: 'noindex, follow', alternates: false }),
    });
  }
  if (page.kind === 'category') {
    return pageMeta({
      root,
      path,
      search: location.search,
      title: page.name,
      metaTitle: page.metaTitle,
      description: page.description,
      robots: page.indexable ? 'index, follow' : 'noindex, follow',
      pathsByLanguage: page.slugs,
    });
  }
  const meta = pageMeta({
    root,
    path,
    search: location.search,
    title: page.name,
    metaTitle: page.metaTitle ?? null,
    description: page.description,
    pathsByLanguage: page.slugs,
    countries: page.markets,
  });
  if (page.kind !== 'product' || !page.page || !root) return meta;
  const origin = root.origins[root.country];
  return [...meta, ...productStructuredData(page.page, `${origin}${prefix}${path}`, origin)];
};

export default function CatchAll() {
  const page = useLoaderData<typeof loader>();
  const t = useT();
  if (page.kind === 'home') {
    const banner =
      page.campaigns.length > 0 ? (
        <div className="container">
          <CampaignBanner campaigns={page.campaigns} renderedAt={page.renderedAt} />
        </div>
      ) : null;
    return page.cms ? (
      <>
        {banner}
        <div className="container cms-page">
          <CmsBlocks blocks={page.cms.blocks} data={page.cms.data} />
          <TrustReviewCarousel reviews={page.reviews} />
        </div>
      </>
    ) : (
      <>
        {banner}
        <Home />
        <div className="container">
          <TrustReviewCarousel reviews={page.reviews} />
        </div>
      </>
    );
  }
  if (page.kind === 'content') {
    return (
      <article className="container container--narrow cms-page cms-page--info">
        {page.title ? <h1 className="page-title">{page.title}</h1> : null}
        <CmsBlocks blocks={page.cms.blocks} data={page.cms.data} />
      </article>
    );
  }
  if (page.kind === 'category') {
    const tagLink = (tag: string) => `${page.listing.path}?refinementList%5Btags%5D%5B0%5D=${tag}`;
    return (
      <lazyListingPage.Component
        data={page.listing}
        title={page.name}
        category={page.category}
        popular={page.popular}
        shortcuts={[
          { label: t('listing.on-sale-in', { name: page.name }), href: tagLink('on-sale') },
          { label: t('listing.bestsellers-in', { name: page.name }), href: tagLink('bestseller') },
        ]}
      />
    );
  }
  if (page.page) return <lazyProductPage.Component page={page.page} extras={page.extras ?? null} />;
  return (
    <div className="container">
      <h1 className="page-title">{page.name}</h1>
      {page.description ? <p>{page.description}</p> : null}
    </div>
  );
}
