/**
 * The product page's loader data (spec 000 §3 product, 001 §9): everything a shopper reads about
 * price, stock and delivery is decided here with the domain's rules, so the page and its JSON-LD
 * show the same values. Critical data only; reviews and related products come later, deferred.
 */
import {
  COUNTRIES,
  type CountryCode,
  type CurrencyCode,
  canAddToCart,
  deliveryDate,
  isVirtualSku,
  MAX_QUANTITY_PER_PRODUCT,
  type Money,
  percentOf,
  type ShippingKind,
  shippingCost,
  shippingPrice,
  stockLevel,
  storeLocalDate,
} from '@toolyard/domain';
import type { ShellContext } from '../shell/context.ts';
import type { ProductDetail } from './product-detail.ts';
import { type ExtrasParts, type ProductExtras, reviewQueryOf } from './product-extras.ts';
import type { ProductPageData } from './product-page.ts';
import { productVideo } from './product-video.ts';

type Localized<T> = Record<string, T>;

/** A localized attribute value in the language, else English (as catalog texts fall back). */
function localized<T>(value: unknown, language: string): T | null {
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) return null;
  const map = value as Localized<T>;
  return map[language] ?? map.en ?? null;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function pairs(value: unknown, a: string, b: string): Array<[string, string]> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const row = item as Record<string, unknown> | null;
    const first = row?.[a];
    const second = row?.[b];
    return typeof first === 'string' && typeof second === 'string'
      ? [[first, second] as [string, string]]
      : [];
  });
}

function text(value: unknown, language: string): string | null {
  if (typeof value === 'string') return value || null;
  const picked = localized<unknown>(value, language);
  return typeof picked === 'string' && picked ? picked : null;
}

/** Only links a shopper can follow safely: our own paths and http(s) URLs. */
function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Variant attributes a shopper tells variants apart by (spec 000 §3 product variants), in this order. */
const SWITCHER_ATTRIBUTES = ['size', 'power', 'voltage', 'capacity', 'color', 'condition'] as const;

/** The switcher's options: only for products with more than one variant, master first. */
function variantOptions(
  detail: ProductDetail,
  selectedSku: string,
  language: string,
): ProductPageData['variants'] {
  const { variants } = detail.product;
  if (variants.length < 2) return [];
  return [...variants]
    .sort((a, b) => Number(b.isMaster) - Number(a.isMaster) || a.id - b.id)
    .map((variant) => {
      const price = variant.price ? (variant.price.discounted?.value ?? variant.price.value) : null;
      return {
        sku: variant.sku,
        kind: variant.kind,
        details: SWITCHER_ATTRIBUTES.flatMap((name) => {
          const value = variant.attributes[name];
          const shown = typeof value === 'number' ? String(value) : text(value, language);
          return shown ? [shown] : [];
        }),
        price: price ? { ...price, currencyCode: price.currencyCode as CurrencyCode } : null,
        inStock: variant.availability.availableQuantity > 0 || isVirtualSku(variant.sku),
        selected: variant.sku === selectedSku,
      };
    });
}

/**
 * Shipping for one piece: the live rate of the method that carries it, as the cart prices it (spec
 * 001 §9: live values come from the country zone's rate); the spec's table when no such method is
 * set up for the store.
 */
function shippingFeeOf(
  method: ProductDetail['shipping'],
  kind: ShippingKind,
  country: CountryCode,
  unit: Money,
): Money {
  if (method?.kind !== kind || method.rate.price.currencyCode !== unit.currencyCode) {
    return shippingCost({ country, kind, itemsGross: unit });
  }
  const { price, freeAbove } = method.rate;
  return shippingPrice({
    kind,
    rate: { price: asMoney(price), freeAbove: freeAbove ? asMoney(freeAbove) : null },
    itemsGross: unit,
  });
}

/** The engine's money carries a store currency code (checked when the price was read). */
function asMoney(amount: { currencyCode: string; centAmount: number; fractionDigits: number }): Money {
  return { ...amount, currencyCode: amount.currencyCode as CurrencyCode };
}

/**
 * `sku` picks the variant (`?sku=` on the product URL, so a variant is shareable and
 * server-rendered); an unknown or missing one shows the master variant.
 */
export function buildProductPage(
  shell: Pick<ShellContext, 'store' | 'language'>,
  detail: ProductDetail,
  now: Date = new Date(),
  sku: string | null = null,
): ProductPageData {
  const { product, shipping } = detail;
  const { language } = shell;
  const country = shell.store.country as CountryCode;
  const attributes = product.attributes;
  const chosen = product.variants.find((candidate) => candidate.sku === sku && !candidate.isMaster);
  const variant = chosen ?? product.masterVariant;
  // The product's own price and availability are its master variant's (the engine's view).
  const price = chosen ? chosen.price : product.price;
  const unit: Money | null = price ? asMoney(price.discounted?.value ?? price.value) : null;
  const stock = (chosen ?? product).availability.availableQuantity;
  const virtual = isVirtualSku(variant.sku);
  const kind = product.isPackageTypeFreight ? 'freight' : 'parcel';
  const deliveryText = shipping?.deliveryTime ?? null;
  const energy = attributes.energyRating as { label?: unknown } | undefined;
  const bware =
    variant.attributes.isBware === true ||
    variant.kind === 'B' ||
    (variant.isMaster && product.key.startsWith('EX20'));
  const variantEan = variant.attributes.ean;
  const videoUrl = safeUrl(
    typeof attributes.video === 'object' ? localized(attributes.video, language) : attributes.video,
  );
  return {
    id: product.id,
    sku: variant.sku,
    key: product.key,
    name: product.name,
    slug: product.slug,
    description: product.description,
    brand: product.brand,
    model: product.model,
    ean: typeof variantEan === 'string' && variantEan ? variantEan : product.ean,
    tags: product.tags,
    images: variant.isMaster ? detail.images : (detail.variantImages?.[variant.sku] ?? detail.images),
    variants: variantOptions(detail, variant.sku, language),
    breadcrumbs: detail.breadcrumbs,
    price:
      price && unit
        ? {
            current: unit,
            standard: price.discounted ? asMoney(price.value) : null,
            savePercent: price.discounted
              ? Math.round(((price.value.centAmount - unit.centAmount) * 100) / price.value.centAmount)
              : null,
            validUntil: price.discounted?.discount.validUntil ?? null,
          }
        : null,
    vatNote: COUNTRIES[country].showsPriceDisclaimer
      ? { ratePercent: product.taxRate.amountBasisPoints / 100 }
      : null,
    stock: {
      quantity: stock,
      level: unit ? stockLevel({ country, availableQuantity: stock, unitPrice: unit }) : 'out-of-stock',
      max: MAX_QUANTITY_PER_PRODUCT,
    },
    isVirtual: virtual,
    // The engine refuses a product that is not both eligible and enabled in the market (catalog rule).
    canAdd:
      product.eligibleForSelling &&
      product.enabledOnMarket &&
      unit !== null &&
      canAddToCart({ sku: variant.sku, stock, inCart: 0 }),
    delivery: {
      // "Today" is the store's calendar day (decision 060), as the cart counts it.
      date: deliveryText
        ? deliveryDate(deliveryText, storeLocalDate(country, now), { businessDays: true })
        : null,
      kind,
    },
    shippingFee: unit ? shippingFeeOf(shipping, kind, country, unit) : null,
    volumeDiscounts: unit
      ? detail.volumeDiscounts
          .map((tier) => ({
            volume: tier.volume,
            percent: tier.discountPercentage,
            unitPrice: {
              ...unit,
              centAmount: unit.centAmount - percentOf(unit, tier.value.permyriad).centAmount,
            },
          }))
          .sort((a, b) => a.volume - b.volume)
      : [],
    rating: product.reviewRatingStatistics.count > 0 ? product.reviewRatingStatistics : null,
    highlights: stringList(localized(attributes.highlights, language)),
    techDetails: pairs(localized(attributes.techdetails, language), 'name', 'value'),
    faq: pairs(localized(attributes.faq, language), 'question', 'answer'),
    deliveryPackage: text(attributes.deliveryPackage, language),
    manualUrl: safeUrl(attributes.manualUrl),
    videoUrl,
    video: productVideo(videoUrl, safeUrl(text(attributes.videoCaptions, language))),
    energyLabel: typeof energy?.label === 'string' ? energy.label : null,
    bware: bware ? { condition: text(variant.attributes.condition, language) } : null,
    reviewConsent: COUNTRIES[country].asksReviewConsent,
  };
}

/** Loader entry: the detail through the catalog services, or null (the route answers 404). */
export async function loadProductPage(
  shell: ShellContext,
  slug: string,
  sku: string | null = null,
): Promise<ProductPageData | null> {
  const detail = shell.catalog?.productDetail ? await shell.catalog.productDetail(slug) : null;
  return detail ? buildProductPage(shell, detail, new Date(), sku) : null;
}

/**
 * Reviews and rails, read apart from the product (decisions 111, 221). A failure shows the page
 * without them (logged) rather than failing the product page.
 */
export function loadProductExtras(
  shell: ShellContext,
  page: ProductPageData,
  url: URL,
  parts: ExtrasParts = 'all',
): Promise<ProductExtras | null> | null {
  const read = shell.catalog?.productExtras;
  if (!read) return null;
  return read(
    { id: page.id, sku: page.sku, techDetails: page.techDetails },
    reviewQueryOf(url.searchParams),
    parts,
  ).catch((error: unknown) => {
    console.error('product page: reviews and rails failed', error);
    shell.degraded?.();
    return null;
  });
}
