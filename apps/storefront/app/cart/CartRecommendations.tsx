/**
 * The cart-recommendation rail of the cart page (spec 001 §7 "Other calls", decision 157): after
 * hydration, `POST /api/recommendation` with the cart's SKUs (the spec's cart-recommendation shape)
 * answered by our own ranking (decision 110). Errors show nothing, as the spec's client logs them.
 */
import type { Money } from '@toolyard/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../components/ProductImage.tsx';
import { useI18n } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';

interface Recommended {
  sku: string;
  name: string;
  slug: string;
  image: string | null;
  price: Money | null;
}

/** Shown at most: one row on a wide screen. */
const SHOWN = 4;

export function CartRecommendations({ skus }: { skus: readonly string[] }) {
  const { t, formatMoney } = useI18n();
  const root = useRootData();
  const prefix = root?.prefix ?? '';
  const locale = root?.locale ?? 'en-GB';
  const key = skus.join(',');
  const [products, setProducts] = useState<Recommended[]>([]);
  useEffect(() => {
    if (!key) return;
    let live = true;
    fetch('/api/recommendation', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        typeId: 'cart-recommendation',
        domainId: 'toolyard',
        languageAndCountry: locale,
        sourceSku: key.split(','),
      }),
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { results?: Array<{ value?: Recommended[] }> } | null) => {
        if (live) setProducts((body?.results?.[0]?.value ?? []).slice(0, SHOWN));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [key, locale]);
  if (products.length === 0) return null;
  return (
    <section className="cart-recommendations" aria-labelledby="cart-recommendations-title">
      <h2 id="cart-recommendations-title" className="cart-summary__heading">
        {t('cart-page.recommendations')}
      </h2>
      <ul className="cart-recommendations__list">
        {products.map((product) => (
          <li key={product.sku} className="cart-recommendations__item">
            <ProductImage src={product.image} size={96} className="cart-recommendations__image" />
            <Link to={`${prefix}/${product.slug}`} className="cart-line__name">
              {product.name}
            </Link>
            {product.price ? <p className="cart-line__unit">{formatMoney(product.price)}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
