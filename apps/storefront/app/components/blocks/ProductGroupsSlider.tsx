import type { ProductGroupsSliderProps } from '@toolyard/content/blocks';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { Icon } from '../icons.tsx';
import { ProductImage } from '../ProductImage.tsx';
import { type BlockPosition, type ProductCard, useBlockEnvironment } from './environment.tsx';
import { SmartLink } from './links.tsx';

export function Card(props: { product: ProductCard }) {
  const { t, formatMoney, formatNumber } = useI18n();
  const { product } = props;
  const discounted = product.originalPrice && product.originalPrice.centAmount > product.price.centAmount;
  return (
    <article className="tb-product">
      <SmartLink href={product.href} className="tb-product__link">
        <span className="tb-product__media">
          <ProductImage src={product.image?.src} alt={product.image?.alt ?? ''} size={225} />
        </span>
        {product.brand ? <span className="tb-product__brand">{product.brand}</span> : null}
        <h3 className="tb-product__name">{product.name}</h3>
      </SmartLink>
      {product.rating && product.rating.count > 0 ? (
        <p className="tb-product__rating">
          <Icon name="star" size={14} className="tb-star" />
          <span>
            {t('blocks.rating', {
              rating: formatNumber(product.rating.average, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            })}
          </span>
          <span className="muted"> ({product.rating.count})</span>
        </p>
      ) : null}
      <p className="tb-product__price">
        <span className={discounted ? 'tb-price tb-price--sale' : 'tb-price'}>
          {formatMoney(product.price)}
        </span>
        {discounted && product.originalPrice ? (
          <s className="tb-price tb-price--before">{formatMoney(product.originalPrice)}</s>
        ) : null}
      </p>
      {product.inStock === false ? <p className="tb-product__stock">{t('blocks.out-of-stock')}</p> : null}
    </article>
  );
}

/** Product rows in tabs; products come from the route loader by group key, empty groups are hidden. */
export function ProductGroupsSlider(props: ProductGroupsSliderProps & { position: BlockPosition }) {
  const { t } = useI18n();
  const { data } = useBlockEnvironment();
  const baseId = useId();
  const groups = props.groups
    .map((group) => ({ ...group, products: (data.productGroups?.[group.key] ?? []).slice(0, group.limit) }))
    .filter((group) => group.products.length > 0);
  const [active, setActive] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  if (groups.length === 0) return null;
  const current = groups[Math.min(active, groups.length - 1)]!;
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step !== 0) setActive((active + step + groups.length) % groups.length);
  };
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.8, behavior: 'smooth' });
  const titleId = `${baseId}-title`;
  return (
    <section className="tb-section tb-products" aria-labelledby={titleId}>
      <div className="tb-products__head">
        <h2 id={titleId} className="tb-section__title">
          {props.title}
        </h2>
        {groups.length > 1 ? (
          <div role="tablist" aria-labelledby={titleId} className="tb-tabs" tabIndex={-1} onKeyDown={onKey}>
            {groups.map((group, index) => (
              <button
                key={group.key}
                type="button"
                role="tab"
                id={`${baseId}-tab-${group.key}`}
                aria-selected={group === current}
                aria-controls={`${baseId}-panel`}
                tabIndex={group === current ? 0 : -1}
                className="tb-tab"
                onClick={() => setActive(index)}
              >
                {group.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div
        id={`${baseId}-panel`}
        {...(groups.length > 1
          ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-tab-${current.key}` }
          : {})}
        className="tb-slider"
      >
        <button type="button" className="tb-slider__nav tb-slider__nav--prev" onClick={() => scroll(-1)}>
          <Icon name="chevron-left" />
          <span className="visually-hidden">{t('blocks.slider-prev')}</span>
        </button>
        <ul className="tb-slider__track" ref={track}>
          {current.products.map((product) => (
            <li key={product.sku} className="tb-slider__item">
              <Card product={product} />
            </li>
          ))}
        </ul>
        <button type="button" className="tb-slider__nav tb-slider__nav--next" onClick={() => scroll(1)}>
          <Icon name="chevron-right" />
          <span className="visually-hidden">{t('blocks.slider-next')}</span>
        </button>
      </div>
      {current.more ? (
        <p className="tb-products__more">
          <SmartLink href={current.more.href} className="tb-link-arrow">
            {current.more.label}
          </SmartLink>
        </p>
      ) : null}
    </section>
  );
}
