/**
 * The product page (spec 000 §2.1 product detail, §3 product, 001 §9): gallery, price and stock,
 * delivery and shipping, volume discounts, buying, and the product's details; then, streamed after
 * them (decision 111), the reviews at #rating-reviews, the comparison and the product rails.
 */
import { lazy, Suspense, useState } from 'react';
import { shippingText } from '../checkout/shipping-text.ts';
import { DefaultImageIcon, reportFailureBeforeHydration } from '../components/ProductImage.tsx';
import { useI18n } from '../i18n/index.ts';
import { AppLink } from '../shell/app-link.tsx';
import { useRootData } from '../shell/root-data.ts';
import { useTrackView } from '../tracking/track.ts';
import { BuyBox } from './BuyBox.tsx';
import { ProductVideo } from './ProductVideo.tsx';
import productCss from './product.css?url';
import type { ProductExtras } from './product-extras.ts';
import type { ProductPageData } from './product-page.ts';
import { RequestLinks } from './RequestLinks.tsx';
import { VariantSwitcher } from './VariantSwitcher.tsx';

/**
 * Reviews, comparison and rails: below the fold, in their own chunk, so the catch-all route's
 * script (which the home page loads too) does not grow with them (decision 111).
 */
const Extras = lazy(() => import('./ProductExtras.tsx'));

function DefaultImage({ label }: { label: string }) {
  return (
    <div className="pdp-gallery__fallback" role="img" aria-label={label}>
      <DefaultImageIcon size={96} />
    </div>
  );
}

/** Gallery with the image fallback rule: a missing or failing image shows the default image. */
function Gallery({ images, name }: { images: ProductPageData['images']; name: string }) {
  const { t } = useI18n();
  const [active, setActive] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const image = images[active];
  const markFailed = (index: number) => setFailed((previous) => new Set(previous).add(index));
  const showable = (index: number) => Boolean(images[index]?.src) && !failed.has(index);
  return (
    <section className="pdp-gallery" aria-label={t('pdp.gallery')}>
      <div className="pdp-gallery__main">
        {image && showable(active) ? (
          <img
            src={image.src ?? ''}
            alt={image.alt || name}
            width={400}
            height={400}
            fetchPriority="high"
            ref={(img) => reportFailureBeforeHydration(img, () => markFailed(active))}
            onError={() => markFailed(active)}
          />
        ) : (
          <DefaultImage label={t('pdp.no-image')} />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="pdp-gallery__thumbs">
          {images.map((thumb, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; two images may share a URL
            <li key={index}>
              <button
                type="button"
                className="pdp-gallery__thumb"
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('pdp.show-image', { index: index + 1 })}
                onClick={() => setActive(index)}
              >
                {showable(index) ? (
                  <img
                    src={thumb.src ?? ''}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                    ref={(img) => reportFailureBeforeHydration(img, () => markFailed(index))}
                    onError={() => markFailed(index)}
                  />
                ) : (
                  <span className="pdp-gallery__thumb-empty" aria-hidden="true" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Stock({ page }: { page: ProductPageData }) {
  const { t } = useI18n();
  const { level, quantity } = page.stock;
  if (page.isVirtual) return null;
  const text =
    level === 'out-of-stock'
      ? t('product.out-of-stock')
      : level === 'low'
        ? t('pdp.stock-low', { count: quantity })
        : level === 'medium'
          ? t('pdp.stock-medium')
          : t('product.in-stock');
  return <p className={`pdp-stock pdp-stock--${level}`}>{text}</p>;
}

function PriceAndDelivery({ page }: { page: ProductPageData }) {
  const { t, formatMoney, formatDate } = useI18n();
  const { price } = page;
  return (
    <div className="pdp-price-box">
      {price ? (
        <div className="pdp-price">
          <p className="pdp-price__current" data-testid="pdp-price">
            {formatMoney(price.current)}
          </p>
          {price.standard ? (
            <p className="pdp-price__standard">
              <s>{t('product.price-before', { price: formatMoney(price.standard) })}</s>
              {price.savePercent ? (
                <span className="pdp-price__save">
                  {t('product.save-percent', { percent: price.savePercent })}
                </span>
              ) : null}
            </p>
          ) : null}
          {page.vatNote ? (
            <p className="pdp-price__vat">{t('common.price-incl-vat', { rate: page.vatNote.ratePercent })}</p>
          ) : null}
        </div>
      ) : null}
      <Stock page={page} />
      <ul className="pdp-facts">
        {page.delivery.date && page.stock.quantity > 0 ? (
          <li data-testid="pdp-delivery">
            {t('pdp.delivery-date', {
              date: formatDate(`${page.delivery.date}T12:00:00Z`, {
                weekday: 'short',
                day: 'numeric',
                month: 'short',
                timeZone: 'UTC',
              }),
            })}
          </li>
        ) : null}
        {page.delivery.kind === 'freight' ? <li>{t('product.freight')}</li> : null}
        {page.shippingFee ? (
          <li data-testid="pdp-shipping">
            {t('pdp.shipping', {
              fee: shippingText(page.shippingFee, { t, formatMoney }),
            })}
          </li>
        ) : null}
      </ul>
      {page.volumeDiscounts.length > 0 ? (
        <table className="pdp-volume">
          <caption>{t('pdp.volume-title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cart.quantity')}</th>
              <th scope="col">{t('pdp.volume-discount')}</th>
              <th scope="col">{t('pdp.volume-unit-price')}</th>
            </tr>
          </thead>
          <tbody>
            {page.volumeDiscounts.map((tier) => (
              <tr key={tier.volume}>
                <td>{t('pdp.volume-from', { volume: tier.volume })}</td>
                <td>−{tier.percent}%</td>
                <td>{formatMoney(tier.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

function Details({ page }: { page: ProductPageData }) {
  const { t } = useI18n();
  return (
    <div className="pdp-details">
      {page.highlights.length > 0 ? (
        <section aria-labelledby="pdp-highlights">
          <h2 id="pdp-highlights">{t('product.highlights')}</h2>
          <ul>
            {page.highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.description ? (
        <section aria-labelledby="pdp-description">
          <h2 id="pdp-description">{t('product.description')}</h2>
          <p>{page.description}</p>
        </section>
      ) : null}
      {page.techDetails.length > 0 ? (
        <section aria-labelledby="pdp-tech">
          <h2 id="pdp-tech">{t('product.tech-details')}</h2>
          <dl className="pdp-tech">
            {page.techDetails.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            {page.ean ? (
              <div>
                <dt>EAN</dt>
                <dd>{page.ean}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      {page.deliveryPackage ? (
        <section aria-labelledby="pdp-package">
          <h2 id="pdp-package">{t('pdp.delivery-package')}</h2>
          <p>{page.deliveryPackage}</p>
        </section>
      ) : null}
      {page.faq.length > 0 ? (
        <section aria-labelledby="pdp-faq">
          <h2 id="pdp-faq">{t('pdp.faq')}</h2>
          {page.faq.map(([question, answer]) => (
            <details key={question} className="pdp-faq">
              <summary>{question}</summary>
              <p>{answer}</p>
            </details>
          ))}
        </section>
      ) : null}
      {page.videoUrl ? (
        <section aria-labelledby="pdp-video">
          <h2 id="pdp-video">{t('pdp.video')}</h2>
          {page.video ? (
            <ProductVideo video={page.video} name={page.name} poster={page.images[0]?.src ?? null} />
          ) : (
            <p>
              <a href={page.videoUrl} rel="noopener">
                {t('pdp.video')}
              </a>
            </p>
          )}
        </section>
      ) : null}
      {page.manualUrl ? (
        <p className="pdp-manual">
          <a href={page.manualUrl}>{t('product.manual')}</a>
        </p>
      ) : null}
    </div>
  );
}

export function ProductPage({
  page,
  extras = null,
}: {
  page: ProductPageData;
  extras?: ProductExtras | null;
}) {
  const { t, formatNumber } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  useTrackView('view-item', { sku: page.sku });
  return (
    <div className="container pdp">
      <link rel="stylesheet" href={productCss} precedence="default" />
      <nav className="pdp-crumbs" aria-label={t('pdp.breadcrumbs')}>
        <ol>
          <li>
            <AppLink to={prefix || '/'}>{t('common.home')}</AppLink>
          </li>
          {page.breadcrumbs.map((crumb) => (
            <li key={crumb.href}>
              <AppLink to={crumb.href}>{crumb.name}</AppLink>
            </li>
          ))}
          <li aria-current="page">{page.name}</li>
        </ol>
      </nav>
      <div className="pdp-top">
        {/* Keyed by SKU: another variant starts at its own first image. */}
        <Gallery key={page.sku} images={page.images} name={page.name} />
        <div className="pdp-summary">
          {page.brand ? <p className="pdp-brand">{page.brand}</p> : null}
          <h1 className="page-title pdp-title">{page.name}</h1>
          <p className="pdp-codes muted">
            {t('product.sku', { sku: page.sku })}
            {page.model ? ` · ${page.model}` : null}
          </p>
          {page.rating ? (
            <p className="pdp-rating">
              <a href="#rating-reviews">
                {t('product.rating', {
                  rating: formatNumber(page.rating.averageRating, { maximumFractionDigits: 1 }),
                })}{' '}
                ({t('product.review-count', { count: page.rating.count })})
              </a>
            </p>
          ) : null}
          {page.bware ? (
            <div className="pdp-bware" role="note">
              <strong>{t('product.b-ware')}</strong> {t('pdp.bware-notice')}
              {page.bware.condition ? <> {t('pdp.condition', { condition: page.bware.condition })}</> : null}
            </div>
          ) : null}
          {page.energyLabel ? (
            <p className="pdp-energy">
              <span className="pdp-energy__label" aria-hidden="true">
                {page.energyLabel}
              </span>
              {t('pdp.energy-label', { label: page.energyLabel })}
            </p>
          ) : null}
          {/* Not keyed: a keyed switcher left its server-rendered form behind after hydration
              (two forms in Chromium); its radios keep the shopper's pick on their own. */}
          <VariantSwitcher variants={page.variants} />
          <PriceAndDelivery page={page} />
          <BuyBox
            key={page.sku}
            sku={page.sku}
            name={page.name}
            price={page.price?.current ?? null}
            stock={page.stock.quantity}
            max={page.stock.max}
            sellable={page.canAdd}
          />
        </div>
      </div>
      <Details page={page} />
      <RequestLinks productNumber={page.sku} />
      <Suspense fallback={null}>
        <Extras page={page} extras={extras} />
      </Suspense>
    </div>
  );
}
