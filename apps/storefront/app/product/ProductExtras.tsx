/**
 * The product page below its details (decision 111): reviews at #rating-reviews with the add-review
 * form (streamed: the loader's `extras` promise); the comparison table, accessories, related and
 * similar products, loaded by the browser when they come near the viewport (decision 221); and the
 * browser-kept "recently viewed" rail.
 */
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { Comparison, LastSeen, Rail } from './ProductRails.tsx';
import { ReviewForm, ReviewList } from './ProductReviews.tsx';
import { type ProductExtras, type ProductRailsData, productRailsHref } from './product-extras.ts';
import type { ProductPageData } from './product-page.ts';
import reviewsCss from './reviews.css?url';

/** How far below the viewport the rails start loading: they are there by the time one scrolls to them. */
const RAILS_MARGIN = '800px 0px';

/** The rails route's JSON (a resource route answers a plain request with its data as JSON). */
async function fetchRails(href: string): Promise<ProductRailsData | null> {
  try {
    const response = await fetch(href, { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as ProductRailsData) : null;
  } catch {
    return null; // offline or aborted: the page simply shows no rails
  }
}

/**
 * The comparison and the rails of a product, from the rails route once their place nears the
 * viewport (decision 221): below the fold, they are not in the document, so uncached product pages
 * neither render nor serialise them. A plain fetch, not a router fetcher: the router would discover
 * the route (patching its route tree under the page) and revalidate it after every cart action.
 * Without IntersectionObserver they load at once.
 */
function NearbyRails({ href, name }: { href: string; name: string }) {
  const { t } = useI18n();
  const place = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ href: string; data: ProductRailsData } | null>(null);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    let live = true;
    const start = () => {
      void fetchRails(href).then((data) => {
        if (live && data) setLoaded({ href, data });
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: RAILS_MARGIN },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [href]);
  // Another product's rails stay hidden while this product's load (client-side navigation).
  const rails = loaded?.href === href ? loaded.data : null;
  return (
    <div ref={place} data-testid="pdp-rails">
      {rails ? (
        <>
          {rails.comparison ? <Comparison data={rails.comparison} name={name} /> : null}
          <Rail id="pdp-accessories" title={t('product.accessories')} products={rails.accessories} />
          <Rail id="pdp-related" title={t('product.related')} products={rails.related} />
          <Rail id="pdp-similar" title={t('pdp-reviews.similar')} products={rails.similar} />
        </>
      ) : null}
    </div>
  );
}

export default function Extras({ page, extras }: { page: ProductPageData; extras: ProductExtras | null }) {
  const { t } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  return (
    <>
      <link rel="stylesheet" href={reviewsCss} precedence="default" />
      <section id="rating-reviews" className="pdp-reviews" aria-labelledby="pdp-reviews-title">
        <h2 id="pdp-reviews-title">{t('product.reviews')}</h2>
        {extras ? <ReviewList reviews={extras.reviews} /> : null}
        <ReviewForm sku={page.sku} consent={page.reviewConsent} />
      </section>
      {extras ? <NearbyRails href={productRailsHref(prefix, page.slug, page.sku)} name={page.name} /> : null}
      <LastSeen
        current={{
          sku: page.sku,
          name: page.name,
          href: `${prefix}/${page.slug}`,
          brand: page.brand,
          image: page.images[0]?.src ?? null,
          price: page.price?.current ?? null,
          rating: page.rating ? { average: page.rating.averageRating, count: page.rating.count } : null,
          inStock: page.stock.quantity > 0 || page.isVirtual,
        }}
      />
    </>
  );
}
