/** Shipping methods and rates, volume tiers, coupons, extra guarantees and SEO redirects. */
import {
  COUNTRIES,
  COUNTRY_CODES,
  type CountryCode,
  EXTRA_GUARANTEE_PLANS,
  EXTRA_GUARANTEE_SKUS,
  sellsExtraGuarantee,
  shippingFeesFor,
} from '@toolyard/domain';
import { EUR_RATES } from './plan.ts';
import { stableId } from './random.ts';
import { GUARANTEE, LANGUAGE_ORDER, type Localized, SHIPPING_NAMES, slugify, YEARS } from './vocabulary.ts';

const FAST: CountryCode[] = ['SK', 'CZ', 'HU', 'AT', 'DE', 'PL'];
const SLOW: CountryCode[] = ['GR', 'BG', 'RO', 'PT', 'IE', 'GB', 'NO', 'FI', 'LT', 'HR'];

function deliveryTimes(kind: 'parcel' | 'freight'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const country of COUNTRY_CODES) {
    out[country] =
      kind === 'freight'
        ? SLOW.includes(country)
          ? '6-10'
          : '5-8'
        : FAST.includes(country)
          ? '1-3'
          : SLOW.includes(country)
            ? '3-6'
            : '2-4';
  }
  return out;
}

export function shippingRows() {
  const methods = [
    {
      id: stableId('shipping:parcel'),
      key: 'parcel',
      name: SHIPPING_NAMES.parcel as Record<string, string>,
      isDefault: true,
      description: {
        en: 'Delivered by parcel service to your door.',
        de: 'Lieferung per Paketdienst bis an die Haustür.',
      },
      deliveryTime: deliveryTimes('parcel'),
      sortOrder: 1,
    },
    {
      id: stableId('shipping:freight'),
      key: 'freight',
      name: SHIPPING_NAMES.freight as Record<string, string>,
      isDefault: false,
      description: {
        en: 'Bulky goods delivered by a freight carrier, kerbside.',
        de: 'Sperrige Ware per Spedition bis zur Bordsteinkante.',
      },
      deliveryTime: deliveryTimes('freight'),
      sortOrder: 2,
    },
  ];
  // Fees from the domain table (per currency, FR/HU temporary overrides, BG in euro).
  const rates = COUNTRY_CODES.flatMap((country) => {
    const fees = shippingFeesFor(country);
    return [
      {
        id: stableId(`rate:parcel:${country}`),
        methodId: methods[0]?.id as string,
        country,
        currency: fees.parcel.currencyCode,
        centAmount: fees.parcel.centAmount,
        freeAboveCentAmount: fees.freeAbove.centAmount,
      },
      {
        id: stableId(`rate:freight:${country}`),
        methodId: methods[1]?.id as string,
        country,
        currency: fees.freight.currencyCode,
        centAmount: fees.freight.centAmount,
        freeAboveCentAmount: null,
      },
    ];
  });
  return { methods, rates };
}

/** EUR minor units in every store currency at the demo rates (whole units). */
function inEveryCurrency(eurCents: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [currency, [numerator, denominator]] of Object.entries(EUR_RATES)) {
    const units =
      (BigInt(eurCents) * BigInt(numerator) + BigInt(denominator) * 50n) / (BigInt(denominator) * 100n);
    out[currency] = Number(units) * 100;
  }
  return out;
}

export function cartDiscountRows() {
  const tiers = [
    [3, 500],
    [5, 1000],
    [10, 1500],
  ] as const;
  const volume = tiers.map(([count, permyriad], index) => ({
    id: stableId(`cart-discount:volume:${count}`),
    key: `volume_discount_default_${count}`,
    kind: 'volume' as const,
    name: {
      en: `${permyriad / 100} % off from ${count} pieces`,
      de: `${permyriad / 100} % Rabatt ab ${count} Stück`,
    },
    valueType: 'relative' as const,
    permyriad,
    volume: count,
    volumeDiscountGroup: 'volume_discount_default',
    storeKey: null,
    isActive: true,
    requiresDiscountCode: false,
    sortOrder: `0.${index + 1}`,
  }));
  const welcome = {
    id: stableId('cart-discount:welcome10'),
    key: 'welcome10',
    kind: 'code' as const,
    name: { en: 'Welcome discount 10 %', de: 'Willkommensrabatt 10 %' },
    valueType: 'relative' as const,
    permyriad: 1000,
    requiresDiscountCode: true,
    sortOrder: '0.8',
  };
  const tools5 = {
    id: stableId('cart-discount:tools5'),
    key: 'tools5',
    kind: 'code' as const,
    name: { en: '5 € off your order', de: '5 € Rabatt auf Ihre Bestellung' },
    valueType: 'absolute' as const,
    amounts: inEveryCurrency(500),
    minimumAmounts: inEveryCurrency(2000),
    requiresDiscountCode: true,
    sortOrder: '0.9',
  };
  const codes = [
    { id: stableId('code:WELCOME10'), code: 'WELCOME10', cartDiscountId: welcome.id },
    { id: stableId('code:TOOLS5'), code: 'TOOLS5', cartDiscountId: tools5.id },
  ];
  return { discounts: [...volume, welcome, tools5], codes };
}

/** The plans of the domain table, by placeholder SKU (the premium-guarantee page lists the same). */
const GUARANTEE_PLAN = EXTRA_GUARANTEE_PLANS.map((plan) => ({
  years: plan.years,
  rate: plan.rateBasisPoints,
}));
const FIRST_PLAN = { years: EXTRA_GUARANTEE_PLANS[0].years, rate: EXTRA_GUARANTEE_PLANS[0].rateBasisPoints };

export function extraGuaranteeRows() {
  const products: Record<string, unknown>[] = [];
  const texts: Record<string, unknown>[] = [];
  const variants: Record<string, unknown>[] = [];
  const guarantees: Record<string, unknown>[] = [];
  EXTRA_GUARANTEE_SKUS.forEach((sku, index) => {
    const plan = GUARANTEE_PLAN[index] ?? FIRST_PLAN;
    const id = stableId(`product:${sku}`);
    const markets = COUNTRY_CODES.filter(sellsExtraGuarantee);
    products.push({
      id,
      key: `EXG${sku}`,
      productType: 'extra_guarantee',
      brand: null,
      attributes: {},
      tags: [],
      categoryIds: [],
      referencedCategoryIds: [],
      relatedAccessories: [],
      parentProductsForAccessory: [],
      isPackageTypeFreight: false,
      isBware: false,
      taxCategory: 'standard',
      reviewCount: 0,
      reviewRatingSum: 0,
      ratingsDistribution: {},
      eligibleForSelling: markets,
      enabledOnMarket: markets,
      publishedAt: new Date('2024-01-01T00:00:00Z'),
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    for (const language of LANGUAGE_ORDER) {
      const name = `${(GUARANTEE as Localized)[language]} +${plan.years} ${(YEARS as Localized)[language]}`;
      texts.push({ productId: id, language, name, slug: `${slugify(name)}-${sku}` });
    }
    variants.push({
      sku,
      productId: id,
      variantId: 1,
      kind: 'A',
      isMaster: true,
      imageKey: 'guarantee-toolyard-0',
      attributes: {},
      images: [],
    });
    guarantees.push({
      sku,
      rateBasisPoints: plan.rate,
      excludedSkus: [],
      excludedBrands: plan.years === 5 ? ['Helmgrip'] : [],
      excludedRelations: ['accessory'],
      enabledOnMarket: markets,
      sortOrder: index,
    });
  });
  return { products, texts, variants, guarantees };
}

export function seoRedirectRows(productSlugs: ReadonlyArray<{ language: string; slug: string }>) {
  const rows = [
    { sourceUrl: '/home', targetUrl: '/', redirectionCode: 308 },
    { sourceUrl: '/aktionen', targetUrl: '/search?refinementList[tags][0]=on-sale', redirectionCode: 301 },
    {
      sourceUrl: '/black-friday',
      targetUrl: '/search?refinementList[tags][0]=campaign:black_friday',
      redirectionCode: 302,
    },
  ];
  productSlugs.slice(0, 3).forEach(({ language, slug }, index) => {
    const prefix = language === COUNTRIES.SK.defaultLanguage ? '' : `/${language}`;
    rows.push({
      sourceUrl: `${prefix}/old-product-${index + 1}`,
      targetUrl: `${prefix}/${slug}`,
      redirectionCode: 308,
    });
  });
  return rows;
}
