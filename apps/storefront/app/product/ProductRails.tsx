/**
 * The product page's rails (spec 001 §7, §9; decision 110): related products, accessories,
 * similar products and the comparison table, rendered on the server from the deferred data; and
 * "recently viewed", kept in the visitor's own browser (localStorage) and drawn there, so the
 * page's HTML is the same for everyone and stays cacheable.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../components/ProductImage.tsx';
import { useI18n } from '../i18n/index.ts';
import { track } from '../tracking/track.ts';
import { Stars } from './ProductReviews.tsx';
import type { ComparisonData, RailProduct } from './product-extras.ts';

function Card({ product, onOpen }: { product: RailProduct; onOpen: () => void }) {
  const { formatMoney, t } = useI18n();
  return (
    <li className="pdp-card">
      <Link to={product.href} className="pdp-card__link" onClick={onOpen}>
        <ProductImage src={product.image} size={160} className="pdp-card__image" />
        {product.brand ? <span className="pdp-card__brand">{product.brand}</span> : null}
        <span className="pdp-card__name">{product.name}</span>
      </Link>
      {product.rating ? (
        <span className="pdp-card__rating">
          <Stars rating={product.rating.average} /> ({product.rating.count})
        </span>
      ) : null}
      {product.price ? <span className="pdp-card__price">{formatMoney(product.price)}</span> : null}
      {product.inStock ? null : <span className="pdp-card__stock muted">{t('product.out-of-stock')}</span>}
    </li>
  );
}

export function Rail({ id, title, products }: { id: string; title: string; products: RailProduct[] }) {
  if (products.length === 0) return null;
  // 001 §7 "recommendation": which rail a shopper followed, from which page.
  const opened = () =>
    track('recommendation', {
      path: window.location.pathname,
      recommendation_id: id,
      recommendation_name: title,
      action: 'click',
    });
  return (
    <section className="pdp-rail" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      <ul className="pdp-rail__list">
        {products.map((product) => (
          <Card key={product.sku} product={product} onOpen={opened} />
        ))}
      </ul>
    </section>
  );
}

export function Comparison({ data, name }: { data: ComparisonData; name: string }) {
  const { t } = useI18n();
  return (
    <section className="pdp-compare" aria-labelledby="pdp-compare" data-testid="pdp-compare">
      <h2 id="pdp-compare">{t('product.compare')}</h2>
      {/* A focusable scroll area: keyboard users can scroll the wide table on small screens. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1) */}
      <div className="pdp-compare__scroll" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('pdp-reviews.attribute')}</th>
              <th scope="col">
                {name} <span className="muted">({t('pdp-reviews.this-product')})</span>
              </th>
              {data.products.map((product) => (
                <th scope="col" key={product.sku}>
                  <Link to={product.href}>{product.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, fixed order
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const LAST_SEEN_KEY = 'ty-last-seen';
const LAST_SEEN_LIMIT = 12;

function readLastSeen(): RailProduct[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAST_SEEN_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is RailProduct =>
        typeof item?.sku === 'string' &&
        typeof item.name === 'string' &&
        typeof item.href === 'string' &&
        item.href.startsWith('/') &&
        !item.href.startsWith('//'),
    );
  } catch {
    return [];
  }
}

/**
 * Recently viewed: the products this browser opened before (not this one), newest first; then
 * this product is remembered. Nothing of it is on the server or in the page's HTML.
 */
export function LastSeen({ current }: { current: RailProduct }) {
  const { t } = useI18n();
  const [seen, setSeen] = useState<RailProduct[]>([]);
  // Once per product: `current` is rebuilt on every render of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the SKU on purpose
  useEffect(() => {
    const before = readLastSeen().filter((item) => item.sku !== current.sku);
    setSeen(before.slice(0, 8));
    try {
      localStorage.setItem(LAST_SEEN_KEY, JSON.stringify([current, ...before].slice(0, LAST_SEEN_LIMIT)));
    } catch {
      // Storage full or blocked (private mode): the rail just stays empty.
    }
  }, [current.sku]);
  return <Rail id="pdp-last-seen" title={t('pdp-reviews.last-seen')} products={seen} />;
}
