/**
 * A listing (spec 000 §2.4): search and category pages alike. Server-rendered; every control is a
 * link or a GET form, so sorting, page sizes, pagination and facets work without JavaScript. With
 * JavaScript, selects navigate on change and small screens get the filter modal.
 */
import { LISTING_PAGE_SIZES, LISTING_SORTS, QUICK_FILTER_TAGS } from '@toolyard/domain';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { AppLink } from '../shell/app-link.tsx';
import { useRootData } from '../shell/root-data.ts';
import { useTrackView } from '../tracking/track.ts';
import { FacetPanel, HiddenState, useHydrated } from './Facets.tsx';
import listingCss from './listing.css?url';
import type { CategoryPageData, ListingData } from './listing.ts';
import { Pagination, ProductGrid } from './ProductGrid.tsx';
import { campaignOf, campaignTitleOf, useTagLabel } from './tag-label.ts';
import {
  clearedFilters,
  hasFilters,
  type ListingState,
  listingHref,
  toggled,
  withFilters,
} from './url-state.ts';

const FilterDialog = lazy(() => import('./FilterDialog.tsx'));
const SMALL_SCREEN = '(max-width: 1023px)';

function useSmallScreen(): boolean {
  const [small, setSmall] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(SMALL_SCREEN);
    const update = () => setSmall(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return small;
}

function Toolbar({ data }: { data: ListingData }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { state, path } = data;
  // Without JavaScript the selects need a submit button; with it they navigate on change. In
  // <noscript> a browser with scripting never lays the button out: removing it after hydration
  // shrank the toolbar and moved the grid (CLS 0.08 on mobile, docs/decisions/180).
  const apply = (
    <noscript>
      <button type="submit" className="plp-button">
        {t('listing.apply')}
      </button>
    </noscript>
  );
  return (
    <div className="plp-toolbar">
      <form method="get" action={path} className="plp-toolbar__form">
        <HiddenState state={withFilters(state, { sort: 'relevance' })} />
        <label>
          <span>{t('listing.sort-by')}</span>
          <select
            name="sortBy"
            value={state.sort}
            onChange={(event) =>
              navigate(
                listingHref(path, withFilters(state, { sort: event.target.value as ListingState['sort'] })),
              )
            }
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`listing.sort-${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {apply}
      </form>
      <form method="get" action={path} className="plp-toolbar__form">
        <HiddenState state={withFilters(state, { hitsPerPage: 24 })} />
        <label>
          <span>{t('listing.page-size')}</span>
          <select
            name="hitsPerPage"
            value={state.hitsPerPage}
            onChange={(event) =>
              navigate(
                listingHref(
                  path,
                  withFilters(state, {
                    hitsPerPage: Number(event.target.value) as ListingState['hitsPerPage'],
                  }),
                ),
              )
            }
          >
            {LISTING_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('listing.page-size-option', { size })}
              </option>
            ))}
          </select>
        </label>
        {apply}
      </form>
    </div>
  );
}

function QuickFilters({ data }: { data: ListingData }) {
  const { t } = useI18n();
  const { state, path } = data;
  const counts = Object.fromEntries(data.facets.tags.map((value) => [value.value, value.count]));
  return (
    <nav className="plp-quick" aria-label={t('listing.quick-filters')}>
      <ul>
        {QUICK_FILTER_TAGS.map((tag) => {
          const selected = state.tags.includes(tag);
          return (
            <li key={tag}>
              <AppLink
                className="plp-chip"
                to={listingHref(path, withFilters(state, { tags: toggled(state.tags, tag) }))}
                aria-current={selected ? 'true' : undefined}
                rel="nofollow"
              >
                {t(`listing.tag-${tag}`)}
                {counts[tag] !== undefined ? <span className="plp-chip__count">{counts[tag]}</span> : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ActiveFilters({ data }: { data: ListingData }) {
  const { t, formatNumber } = useI18n();
  const tagLabel = useTagLabel();
  const { state, path } = data;
  if (!hasFilters(state)) return null;
  const chips: Array<{ key: string; label: string; href: string }> = [];
  const href = (change: Partial<ListingState>) => listingHref(path, withFilters(state, change));
  for (const brand of state.brand)
    chips.push({ key: `b:${brand}`, label: brand, href: href({ brand: toggled(state.brand, brand) }) });
  for (const tag of state.tags)
    chips.push({ key: `t:${tag}`, label: tagLabel(tag), href: href({ tags: toggled(state.tags, tag) }) });
  for (const [level, ids] of Object.entries(state.categories) as Array<
    [keyof ListingState['categories'], string[]]
  >) {
    for (const id of ids)
      chips.push({
        key: `c:${level}:${id}`,
        label: data.categoryNames[id] ?? id,
        href: href({ categories: { ...state.categories, [level]: toggled(ids, id) } }),
      });
  }
  if (state.price) {
    const bound = (n: number | null) => (n === null ? '…' : formatNumber(n));
    chips.push({
      key: 'price',
      label: `${t('listing.filter-price')}: ${bound(state.price.min)} – ${bound(state.price.max)}`,
      href: href({ price: null }),
    });
  }
  if (state.rating !== null)
    chips.push({
      key: 'rating',
      label: t('listing.rating-and-up', { rating: state.rating }),
      href: href({ rating: null }),
    });
  return (
    <section className="plp-active" aria-label={t('listing.active-filters')}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <AppLink
              className="plp-chip plp-chip--active"
              to={chip.href}
              rel="nofollow"
              aria-label={t('listing.remove-filter', { label: chip.label })}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </AppLink>
          </li>
        ))}
      </ul>
      <AppLink className="plp-active__clear" to={listingHref(path, clearedFilters(state))} rel="nofollow">
        {t('listing.clear-filters')}
      </AppLink>
    </section>
  );
}

function EmptyState(props: { data: ListingData; popular: ReadonlyArray<{ name: string; href: string }> }) {
  const { t } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  const { state, path } = props.data;
  if (props.data.unavailable) return <p className="plp-empty">{t('listing.search-unavailable')}</p>;
  return (
    <div className="plp-empty">
      <p className="plp-empty__title">
        {state.query ? t('search.no-results', { query: state.query }) : t('listing.empty-title')}
      </p>
      <ul className="plp-empty__tips">
        {state.query ? <li>{t('search.no-results-hint')}</li> : null}
        {hasFilters(state) ? (
          <li>
            {t('listing.empty-fewer-filters')}{' '}
            <AppLink to={listingHref(path, clearedFilters(state))}>{t('listing.clear-filters')}</AppLink>
          </li>
        ) : null}
      </ul>
      {props.popular.length > 0 ? (
        <>
          <h2 className="plp-empty__heading">{t('listing.popular-categories')}</h2>
          <ul className="plp-links">
            {props.popular.map((link) => (
              <li key={link.href}>
                <AppLink to={link.href}>{link.name}</AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <AppLink
          className="button button--accent"
          to={`${prefix}/search?refinementList%5Btags%5D%5B0%5D=bestseller`}
        >
          {t('listing.all-bestsellers')}
        </AppLink>
      </p>
    </div>
  );
}

export interface ListingPageProps {
  data: ListingData;
  title: string;
  category?: CategoryPageData | null;
  /** Shortcut links under the title (on-sale, bestsellers). */
  shortcuts: ReadonlyArray<{ label: string; href: string }>;
  popular: ReadonlyArray<{ name: string; href: string }>;
}

export function ListingPage({ data, title, category, shortcuts, popular }: ListingPageProps) {
  const { t } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  const hydrated = useHydrated();
  const small = useSmallScreen();
  const campaign = campaignOf(data.state);
  // No results and no filter to undo: facets would only list zeros.
  const nothingToFilter = data.total === 0 && !hasFilters(data.state);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A category's slug is the last segment of its path ("/nl/gereedschap/" → "gereedschap").
  useTrackView('view-category', category ? { slug: data.path.split('/').filter(Boolean).pop() ?? '' } : null);
  // The modal's code is fetched on the first open and kept mounted afterwards.
  const filtersLoaded = useRef(false);
  if (filtersOpen) filtersLoaded.current = true;
  const facets: ReactNode = <FacetPanel data={data} />;
  return (
    // data-hydrated: a marker for browser tests, which have no other sign (nothing moves on hydration).
    <div className="container plp" data-hydrated={hydrated ? '' : undefined}>
      <link rel="stylesheet" href={listingCss} precedence="default" />
      {category ? (
        <nav className="plp-crumbs" aria-label={t('navigation.breadcrumb')}>
          <ol>
            <li>
              <AppLink to={prefix || '/'}>{t('common.home')}</AppLink>
            </li>
            {category.breadcrumbs.map((crumb) => (
              <li key={crumb.href}>
                <AppLink to={crumb.href}>{crumb.name}</AppLink>
              </li>
            ))}
            <li aria-current="page">{category.name}</li>
          </ol>
        </nav>
      ) : null}
      {campaign ? (
        <section className="plp-campaign" aria-labelledby="plp-campaign-title">
          <p className="plp-campaign__eyebrow">{t('listing.campaign')}</p>
          <p className="plp-campaign__title" id="plp-campaign-title">
            {campaignTitleOf(t, campaign)}
          </p>
          <p>{t('listing.campaign-text')}</p>
        </section>
      ) : null}
      <header className="plp-head">
        <h1 className="page-title">{title}</h1>
        <p className="plp-head__count" aria-live="polite">
          {t('listing.results', { count: data.total })}
        </p>
        {shortcuts.length > 0 ? (
          <ul className="plp-links plp-shortcuts">
            {shortcuts.map((link) => (
              <li key={link.href}>
                <AppLink to={link.href}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <QuickFilters data={data} />
      <div className="plp-bar">
        {nothingToFilter ? null : hydrated && small ? (
          <>
            <button
              type="button"
              className="plp-button plp-filter-button"
              onClick={() => setFiltersOpen(true)}
            >
              {t('listing.filters')}
            </button>
            {filtersLoaded.current ? (
              <Suspense fallback={null}>
                <FilterDialog
                  isOpen={filtersOpen}
                  onOpenChange={setFiltersOpen}
                  label={t('listing.filters')}
                  closeLabel={t('common.close')}
                  resultsLabel={t('listing.show-results', { count: data.total })}
                >
                  {facets}
                </FilterDialog>
              </Suspense>
            ) : null}
          </>
        ) : (
          <a className="plp-button plp-filter-link" href="#filters">
            {t('listing.filters')}
          </a>
        )}
        <Toolbar data={data} />
      </div>
      <ActiveFilters data={data} />
      <div className={nothingToFilter ? 'plp-layout plp-layout--single' : 'plp-layout'}>
        {(hydrated && small) || nothingToFilter ? null : (
          <aside className="plp-aside" id="filters" aria-label={t('listing.filters')}>
            <a className="plp-aside__close button button--link" href="#plp-results">
              {t('common.close')}
            </a>
            {facets}
          </aside>
        )}
        <div className="plp-results" id="plp-results">
          {data.cards.length > 0 ? (
            <ProductGrid cards={data.cards} />
          ) : (
            <EmptyState data={data} popular={popular} />
          )}
          <Pagination path={data.path} state={data.state} pages={data.pages} />
        </div>
      </div>
      {category?.related.length ? (
        <section className="plp-related">
          <h2>{t('listing.related-categories')}</h2>
          <ul className="plp-links">
            {category.related.map((link) => (
              <li key={link.href}>
                <AppLink to={link.href}>{link.name}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {category?.contentHtml ? (
        // Sanitised on the server (listing.server.ts sanitizeCategoryHtml).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised category content
        <div className="plp-content" dangerouslySetInnerHTML={{ __html: category.contentHtml }} />
      ) : null}
    </div>
  );
}
