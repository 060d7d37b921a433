/** Demo products: names, slugs, prices per country, variants, discounts, stock and reviews. */
import {
  COUNTRIES,
  COUNTRY_CODES,
  type CountryCode,
  grossToNet,
  money,
  STANDARD_VAT_RATE_BASIS_POINTS,
} from '@toolyard/domain';
import type { CategoryIndex, SeedCategory } from './categories.ts';
import { type Brand, brandsOfType, EUR_RATES, TOOL_TYPES, TYPES } from './plan.ts';
import { Random, stableId } from './random.ts';
import { generateReviews, type SeedReview } from './reviews.ts';
import {
  DELIVERY_ITEMS,
  DESCRIPTION,
  LANGUAGE_ORDER,
  NUMBER_FORMAT,
  PIECES,
  perLanguage,
  slugify,
  TECH_DETAIL_LABELS,
  type ToolType,
  TYPE_NOUNS,
  type Usage,
} from './vocabulary.ts';

const DAY = 86_400_000;

/** Product number (8 digits) of the i-th product: 10 + six digits; its B-ware twin 20…, set 18…. */
export function productSku(index: number): string {
  return `10${String(10_000 + index).padStart(6, '0')}`;
}

/** Rounds a converted price to a shop-like "nice" price in minor units. */
export function nicePrice(cents: number, currency: string): number {
  const step = (units: number) => Math.max(units, Math.round(cents / units) * units);
  if (currency === 'HUF') return cents >= 1_000_000 ? step(100_000) - 1_000 : step(10_000) - 1_000;
  if (['CZK', 'DKK', 'SEK', 'NOK', 'PLN', 'RON'].includes(currency)) {
    return cents >= 100_000 ? step(10_000) - 100 : step(1_000) - 100;
  }
  return cents >= 10_000 ? step(1_000) - 1 : Math.floor(cents / 100) * 100 + 99;
}

/** EUR minor units to the currency (fixed demo rate, integer maths), then nice-rounded. */
export function priceIn(eurCents: number, currency: string): number {
  const [numerator, denominator] = EUR_RATES[currency] ?? [1, 1];
  const converted = Number(
    (BigInt(eurCents) * BigInt(numerator) + BigInt(denominator) / 2n) / BigInt(denominator),
  );
  return nicePrice(converted, currency);
}

function ean13(base: number): string {
  const digits = `400${String(base).padStart(9, '0')}`.slice(0, 12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}

export interface ProductPlan {
  type: ToolType;
  relatedAccessories: string[];
  parentsForAccessory: string[];
}

/** First pass: each product's type and accessory relations (cheap, whole catalog). */
export function planProducts(count: number, seed: number): ProductPlan[] {
  const random = new Random(seed);
  const weights = TOOL_TYPES.map((type) => [type, TYPES[type].weight] as const);
  const plans: ProductPlan[] = [];
  const byType = new Map<ToolType, number[]>();
  for (let i = 0; i < count; i++) {
    const type = random.weighted(weights);
    plans.push({ type, relatedAccessories: [], parentsForAccessory: [] });
    const list = byType.get(type) ?? [];
    list.push(i);
    byType.set(type, list);
  }
  plans.forEach((plan, i) => {
    for (const accessoryType of TYPES[plan.type].accessories) {
      const candidates = byType.get(accessoryType) ?? [];
      for (const target of random.sample(candidates.slice(0, 400), 2)) {
        plan.relatedAccessories.push(productSku(target));
        const parent = plans[target];
        if (parent && parent.parentsForAccessory.length < 12) parent.parentsForAccessory.push(productSku(i));
      }
    }
  });
  return plans;
}

export interface ProductBatch {
  products: Record<string, unknown>[];
  texts: Record<string, unknown>[];
  variants: Record<string, unknown>[];
  prices: Record<string, unknown>[];
  inventory: Record<string, unknown>[];
  discounts: Record<string, unknown>[];
  reviews: SeedReview[];
}

const FOREIGN_MARKETS: CountryCode[] = ['CH', 'NO', 'GB'];

function pricesFor(sku: string, eurCents: number): Record<string, unknown>[] {
  return COUNTRY_CODES.map((country) => {
    const currency = COUNTRIES[country].currencyCode;
    const centAmount = priceIn(eurCents, currency);
    const net = grossToNet(money(currency, centAmount), STANDARD_VAT_RATE_BASIS_POINTS[country]).net
      .centAmount;
    return { sku, country, currency, centAmount, netCentAmount: net };
  });
}

function discountAmounts(eurCents: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const currency of Object.keys(EUR_RATES))
    out[currency] =
      priceIn(eurCents, currency) +
      (currency === 'HUF' ? 1_000 : currency === 'EUR' || currency === 'CHF' || currency === 'GBP' ? 1 : 100);
  return out;
}

/** Second pass: full rows for products [from, to). Deterministic per product index. */
export function generateProductBatch(
  plans: readonly ProductPlan[],
  from: number,
  to: number,
  categoriesIndex: CategoryIndex,
  now: Date,
  seed: number,
): ProductBatch {
  const batch: ProductBatch = {
    products: [],
    texts: [],
    variants: [],
    prices: [],
    inventory: [],
    discounts: [],
    reviews: [],
  };
  for (let i = from; i < to; i++) {
    const plan = plans[i] as ProductPlan;
    const random = new Random(seed * 7919 + i);
    const type = plan.type;
    const typePlan = TYPES[type];
    const brands = brandsOfType(type);
    const brand = random.pick(brands) as Brand;
    const usage: Usage = random.chance(0.55) ? 'pro' : 'diy';
    const classIndex = random.int(0, 1);
    const classLabel = typePlan.classes[classIndex] ?? typePlan.classes[0];
    const sku = productSku(i);
    const id = stableId(`product:${sku}`);
    const model = `${brand.code}${typePlan.code}${classLabel.replaceAll(/\D/g, '').slice(0, 3)}-${random.int(1, 9)}${random.pick(['', 'X', 'S', 'Pro', 'Plus'])}`;
    const leaf = categoriesIndex.leaf.get(`${type}|${usage}|${classIndex}|${brand.name}`) as SeedCategory;
    const categoryIds = [...leaf.ancestors, leaf.id];
    for (const industry of typePlan.industries) {
      const node = categoriesIndex.industryType.get(`${industry}|${type}`);
      if (node) categoryIds.push(...node.ancestors, node.id);
    }
    const [low, high] = typePlan.eur;
    const mid = low + Math.floor(random.next() * (high - low));
    const eurCents =
      Math.max(low * 100, Math.round((mid * brand.priceLevel) / 100) * 100 - 1) +
      (usage === 'pro' ? 2000 : 0);
    if (eurCents < 6000 && random.chance(0.5))
      categoryIds.push((categoriesIndex.longtail.get('gifts') as SeedCategory).id);
    const ageDays = random.int(0, 720);
    const publishedAt = new Date(now.getTime() - ageDays * DAY - random.int(0, 86_399) * 1000);
    const createdAt = new Date(publishedAt.getTime() - random.int(1, 20) * DAY);
    const isFreight = typePlan.freight === 'all' || typePlan.freight === classIndex;

    // Product discounts: some active, some expired, some scheduled.
    const discountRoll = random.next();
    let onSale = false;
    const discountId = stableId(`discount:${sku}`);
    if (discountRoll < 0.25) {
      const kind = discountRoll < 0.15 ? 'active' : discountRoll < 0.2 ? 'expired' : 'future';
      const relative = random.chance(0.7);
      const validFrom =
        kind === 'active'
          ? new Date(now.getTime() - random.int(1, 20) * DAY)
          : kind === 'expired'
            ? new Date(now.getTime() - 90 * DAY)
            : new Date(now.getTime() + random.int(5, 30) * DAY);
      const validUntil =
        kind === 'active'
          ? new Date(now.getTime() + random.int(7, 60) * DAY)
          : kind === 'expired'
            ? new Date(now.getTime() - 30 * DAY)
            : new Date(validFrom.getTime() + 14 * DAY);
      onSale = kind === 'active';
      batch.discounts.push({
        id: discountId,
        sku,
        country: null,
        name: {
          en: relative ? 'Spring sale' : 'Price cut',
          de: relative ? 'Frühjahrsaktion' : 'Preissenkung',
          sk: relative ? 'Jarná akcia' : 'Zníženie ceny',
        },
        valueType: relative ? 'relative' : 'absolute',
        permyriad: relative ? random.pick([500, 1000, 1500, 2000, 2500, 3000]) : null,
        amounts: relative ? null : discountAmounts(Math.max(500, Math.floor(eurCents / 1000) * 100)),
        validFrom,
        validUntil,
        isActive: true,
        sortOrder: 0,
      });
    }

    // Variants: A-ware master, sometimes B-ware (EX20…), a set (EX18…) or a test unit (EX5…).
    const hasBware = random.chance(0.08);
    const hasSet = !typePlan.accessory && random.chance(0.05);
    const hasTest = random.chance(0.005);
    const imageKey = `${type}-${brand.name.toLowerCase()}-${i % 6}`;
    const variantList: Array<{ sku: string; kind: string; eur: number }> = [
      { sku, kind: 'A', eur: eurCents },
    ];
    if (hasBware) variantList.push({ sku: `20${sku.slice(2)}`, kind: 'B', eur: Math.round(eurCents * 0.8) });
    if (hasSet) variantList.push({ sku: `18${sku.slice(2)}`, kind: 'set', eur: Math.round(eurCents * 1.45) });
    if (hasTest) variantList.push({ sku: `5${sku.slice(1)}`, kind: 'test', eur: Math.round(eurCents * 0.6) });

    const name = (language: (typeof LANGUAGE_ORDER)[number]) =>
      `${brand.name} ${TYPE_NOUNS[type][language]} ${model}`;
    variantList.forEach((variant, v) => {
      batch.variants.push({
        sku: variant.sku,
        productId: id,
        variantId: v + 1,
        kind: variant.kind,
        isMaster: v === 0,
        imageKey,
        images: [
          { url: `/media/products/${imageKey}.svg`, label: name('en') },
          {
            url: `/media/products/${type}-${brand.name.toLowerCase()}-${(i + 1) % 6}.svg`,
            label: `${name('en')} – 2`,
          },
        ],
        attributes:
          variant.kind === 'B'
            ? { isBware: true, condition: 'returned, fully tested' }
            : variant.kind === 'set'
              ? { setContents: [sku, ...plan.relatedAccessories.slice(0, 2)] }
              : {},
      });
      batch.prices.push(...pricesFor(variant.sku, variant.eur));
      const stockRoll = random.next();
      const stock = stockRoll < 0.1 ? 0 : stockRoll < 0.22 ? random.int(1, 5) : random.int(6, 400);
      batch.inventory.push({ sku: variant.sku, availableQuantity: stock, updatedAt: now });
    });

    const reviewCount = random.chance(0.4) ? random.int(1, 12) : 0;
    const reviews = generateReviews(random, id, sku, publishedAt, now, reviewCount);
    batch.reviews.push(...reviews);
    const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    let ratingSum = 0;
    for (const review of reviews) {
      distribution[String(review.rating)] = (distribution[String(review.rating)] ?? 0) + 1;
      ratingSum += review.rating;
    }

    const tags: string[] = [];
    if (ageDays <= 30) tags.push('new');
    if (random.chance(0.08)) tags.push('bestseller');
    if (onSale) tags.push('on-sale', 'Sale');
    if (hasBware) tags.push('bware');
    if (reviews.length >= 3 && ratingSum * 10 >= reviews.length * 45) tags.push('topRated');
    if (random.chance(0.06)) tags.push('campaign:black_friday');
    if (random.chance(0.04)) tags.push('campaign:cyber_week');
    if (random.chance(0.12)) tags.push('Popular');
    if (onSale) categoryIds.push((categoriesIndex.longtail.get('deals') as SeedCategory).id);

    const markets = random.chance(0.04)
      ? COUNTRY_CODES.filter((c) => !FOREIGN_MARKETS.includes(c))
      : [...COUNTRY_CODES];
    const eligible = random.chance(0.01) ? markets.filter((c) => c !== 'DE') : markets;
    // Drawn here, where the object below drew it before, so the demo catalog stays the same.
    const kilograms = random.int(4, 60) / 2;
    batch.products.push({
      id,
      key: `EX${sku}`,
      productType: typePlan.accessory ? 'accessory' : 'standard_product',
      brand: brand.name,
      family: `${brand.name} ${typePlan.code}-Line`,
      model,
      ean: ean13(10_000 + i),
      attributes: {
        techdetails: perLanguage((language) => [
          {
            name: TECH_DETAIL_LABELS.class[language],
            value: classLabel.replace(/ pcs$/, ` ${PIECES[language]}`),
          },
          {
            name: TECH_DETAIL_LABELS.weight[language],
            value: `${NUMBER_FORMAT[language].format(kilograms)} kg`,
          },
        ]),
        bruttoWeight: random.int(300, 40_000),
        bruttoLength: random.int(100, 1_500),
        bruttoWidth: random.int(80, 800),
        bruttoHeight: random.int(50, 900),
        manualUrl: `/manuals/${sku}.pdf`,
        numberOf360Images: random.chance(0.2) ? 36 : 0,
        deliveryPackage: perLanguage((language) =>
          [
            name(language),
            DELIVERY_ITEMS.manual[language],
            ...(typePlan.accessory ? [] : [DELIVERY_ITEMS.case[language]]),
          ].join(', '),
        ),
        ...(type === 'vacuum' || type === 'washer'
          ? { energyRating: { label: random.pick(['A', 'B', 'C']) } }
          : {}),
      },
      tags,
      categoryIds,
      referencedCategoryIds: typePlan.accessories.map(
        (accessory) => (categoriesIndex.type.get(accessory) as SeedCategory).id,
      ),
      relatedAccessories: plan.relatedAccessories,
      parentProductsForAccessory: plan.parentsForAccessory,
      isPackageTypeFreight: isFreight,
      isBware: false,
      volumeDiscountGroup: typePlan.volumeGroup ? 'volume_discount_default' : null,
      eligibleForSelling: eligible,
      enabledOnMarket: markets,
      taxCategory: 'standard',
      releaseDate: createdAt,
      publishedAt,
      createdAt,
      reviewCount: reviews.length,
      reviewRatingSum: ratingSum,
      ratingsDistribution: distribution,
    });
    for (const language of LANGUAGE_ORDER) {
      const text = name(language);
      batch.texts.push({
        productId: id,
        language,
        name: text,
        slug: `${slugify(text)}-${sku}`,
        description: DESCRIPTION[language].replace('{name}', text).replace('{brand}', brand.name),
        metaTitle: `${text} | Toolyard`,
        metaDescription: DESCRIPTION[language].replace('{name}', text).replace('{brand}', brand.name),
        metaKeywords: `${brand.name}, ${TYPE_NOUNS[type][language]}, ${model}`,
      });
    }
  }
  return batch;
}
