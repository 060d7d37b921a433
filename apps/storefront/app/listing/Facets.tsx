/**
 * The facet panel: brand, tags, category levels, average rating as links, and the price range as a
 * GET form — all of it works without JavaScript. With JavaScript the price form gets a slider
 * (react-aria-components, loaded on demand) and submits straight to the canonical URL.
 */
import { PRICE_RANGE } from '@toolyard/domain';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { useLinkClicks } from '../shell/link-clicks.ts';
import type { FacetValue, ListingData } from './listing.ts';
import { useTagLabel } from './tag-label.ts';
import {
  type ListingState,
  listingHref,
  parseListingState,
  serialiseListingState,
  toggled,
  withFilters,
} from './url-state.ts';

const PriceSlider = lazy(() => import('./PriceSlider.tsx'));
/** Facet values shown before "Show more". */
const VISIBLE_VALUES = 8;

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Hidden inputs carrying the rest of the state through a no-JS GET form. */
export function HiddenState({ state }: { state: ListingState }) {
  const entries = [...new URLSearchParams(serialiseListingState(state))];
  return (
    <>
      {entries.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function ValueList(props: { values: readonly FacetValue[]; href: (value: FacetValue) => string }) {
  const { t } = useI18n();
  const onClick = useLinkClicks();
  const item = (value: FacetValue) => (
    <li key={value.value}>
      <a
        href={props.href(value)}
        className="plp-facet__value"
        aria-current={value.selected ? 'true' : undefined}
        rel="nofollow"
      >
        <span className="plp-facet__label">{value.label}</span>
        <span className="plp-facet__count">{value.count}</span>
      </a>
    </li>
  );
  const first = props.values.slice(0, VISIBLE_VALUES);
  const more = props.values.slice(VISIBLE_VALUES);
  // Plain anchors with one click handler per list (decision 222).
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the anchors' clicks (Enter clicks too) */}
      <ul className="plp-facet__values" onClick={onClick}>
        {first.map(item)}
      </ul>
      {more.length > 0 ? (
        <details className="plp-facet__more">
          <summary>{t('common.show-more')}</summary>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the anchors' clicks (Enter clicks too) */}
          <ul className="plp-facet__values" onClick={onClick}>
            {more.map(item)}
          </ul>
        </details>
      ) : null}
    </>
  );
}

function Facet(props: { title: string; children: React.ReactNode }) {
  return (
    <section className="plp-facet">
      <h2 className="plp-facet__title">{props.title}</h2>
      {props.children}
    </section>
  );
}

function PriceForm({ data }: { data: ListingData }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  const { state } = data;
  const bounds = {
    min: Math.min(data.facets.price?.min ?? PRICE_RANGE.min, state.price?.min ?? Number.POSITIVE_INFINITY),
    max: Math.max(data.facets.price?.max ?? PRICE_RANGE.min, state.price?.max ?? 0),
  };
  const [min, setMin] = useState(state.price?.min?.toString() ?? '');
  const [max, setMax] = useState(state.price?.max?.toString() ?? '');
  useEffect(() => {
    setMin(state.price?.min?.toString() ?? '');
    setMax(state.price?.max?.toString() ?? '');
  }, [state.price]);
  const rest = withFilters(state, { price: null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The same rules as a no-JS submit (clamping, ordering), then the canonical URL.
    const price = parseListingState(
      new URLSearchParams({ 'range[price][min]': min, 'range[price][max]': max }),
    ).price;
    navigate(listingHref(data.path, { ...rest, price }));
  };
  return (
    <form method="get" action={data.path} className="plp-price" onSubmit={submit}>
      <HiddenState state={rest} />
      {hydrated && bounds.max > bounds.min ? (
        <Suspense fallback={null}>
          <PriceSlider
            label={t('listing.filter-price')}
            minLabel={t('listing.price-min')}
            maxLabel={t('listing.price-max')}
            bounds={bounds}
            value={[Number(min || bounds.min), Number(max || bounds.max)]}
            onChange={([low, high]) => {
              setMin(String(low));
              setMax(String(high));
            }}
          />
        </Suspense>
      ) : null}
      <div className="plp-price__inputs">
        <label htmlFor={`${id}-min`}>
          {t('listing.price-min')}
          <input
            id={`${id}-min`}
            name="range[price][min]"
            type="number"
            inputMode="numeric"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            placeholder={String(bounds.min === Number.POSITIVE_INFINITY ? '' : bounds.min)}
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-max`}>
          {t('listing.price-max')}
          <input
            id={`${id}-max`}
            name="range[price][max]"
            type="number"
            inputMode="numeric"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            placeholder={String(bounds.max || '')}
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="plp-button">
        {t('listing.apply')}
      </button>
    </form>
  );
}

export function FacetPanel({ data }: { data: ListingData }) {
  const { t } = useI18n();
  const tagLabel = useTagLabel();
  const { state, path, facets } = data;
  const href = (change: Partial<ListingState>) => listingHref(path, withFilters(state, change));
  return (
    <div className="plp-facets">
      {facets.categories.map((facet) => (
        <Facet key={facet.level} title={t('listing.filter-category')}>
          <ValueList
            values={facet.values}
            href={(value) =>
              href({
                categories: {
                  ...state.categories,
                  [facet.level]: toggled(state.categories[facet.level] ?? [], value.value),
                },
              })
            }
          />
        </Facet>
      ))}
      {facets.brand.length > 0 ? (
        <Facet title={t('listing.filter-brand')}>
          <ValueList
            values={facets.brand}
            href={(value) => href({ brand: toggled(state.brand, value.value) })}
          />
        </Facet>
      ) : null}
      {facets.tags.length > 0 ? (
        <Facet title={t('listing.filter-tags')}>
          <ValueList
            values={facets.tags.map((value) => ({ ...value, label: tagLabel(value.value) }))}
            href={(value) => href({ tags: toggled(state.tags, value.value) })}
          />
        </Facet>
      ) : null}
      <Facet title={t('listing.filter-price')}>
        <PriceForm data={data} />
      </Facet>
      <Facet title={t('listing.filter-rating')}>
        <ValueList
          values={facets.rating.map((value) => ({
            ...value,
            label: t('listing.rating-and-up', { rating: Number(value.value) }),
          }))}
          href={(value) => href({ rating: value.selected ? null : Number(value.value) })}
        />
      </Facet>
    </div>
  );
}
