/**
 * The product page below its details (decision 111): reviews at #rating-reviews with the add-review
 * form, the comparison table, accessories, related and similar products (streamed: the loader's
 * `extras` promise), and the browser-kept "recently viewed" rail.
 */
import { Suspense } from 'react';
import { Await } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { Comparison, LastSeen, Rail } from './ProductRails.tsx';
import { ReviewForm, ReviewList } from './ProductReviews.tsx';
import type { ProductExtras } from './product-extras.ts';
import type { ProductPageData } from './product-page.ts';
import reviewsCss from './reviews.css?url';

export default function Extras({
  page,
  extras,
}: {
  page: ProductPageData;
  extras: Promise<ProductExtras | null> | null;
}) {
  const { t } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  return (
    <>
      <link rel="stylesheet" href={reviewsCss} precedence="default" />
      <section id="rating-reviews" className="pdp-reviews" aria-labelledby="pdp-reviews-title">
        <h2 id="pdp-reviews-title">{t('product.reviews')}</h2>
        {extras ? (
          <Suspense fallback={<p className="muted pdp-loading">{t('pdp-reviews.loading')}</p>}>
            <Await resolve={extras} errorElement={null}>
              {(loaded) => (loaded ? <ReviewList reviews={loaded.reviews} /> : null)}
            </Await>
          </Suspense>
        ) : null}
        <ReviewForm sku={page.sku} consent={page.reviewConsent} />
      </section>
      {extras ? (
        <Suspense fallback={null}>
          <Await resolve={extras} errorElement={null}>
            {(loaded) =>
              loaded ? (
                <>
                  {loaded.comparison ? <Comparison data={loaded.comparison} name={page.name} /> : null}
                  <Rail id="pdp-accessories" title={t('product.accessories')} products={loaded.accessories} />
                  <Rail id="pdp-related" title={t('product.related')} products={loaded.related} />
                  <Rail id="pdp-similar" title={t('pdp-reviews.similar')} products={loaded.similar} />
                </>
              ) : null
            }
          </Await>
        </Suspense>
      ) : null}
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
