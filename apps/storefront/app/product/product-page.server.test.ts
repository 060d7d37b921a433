/** What the product page tells a shopper, decided from the catalog's product view and the domain rules. */
import { describe, expect, it } from 'vitest';
import { resolveProductImage } from '../../server/product-detail.ts';
import type { ProductDetail, ProductView } from './product-detail.ts';
import { buildProductPage } from './product-page.server.ts';
import { productStructuredData } from './product-page.ts';

const eur = (centAmount: number) => ({ currencyCode: 'EUR', centAmount, fractionDigits: 2 });
// Monday 23 November 2026, noon UTC.
const MONDAY = new Date('2026-11-23T12:00:00Z');

function product(overrides: Partial<ProductView> = {}, stock = 50, cents = 45_99): ProductView {
  const price = { value: eur(cents), netValue: null, discounted: null };
  const variant = {
    id: 1,
    sku: '10010003',
    kind: 'A',
    isMaster: true,
    images: [],
    attributes: {},
    price,
    availability: { isOnStock: stock > 0, availableQuantity: stock },
  };
  return {
    id: 'p1',
    key: 'EX10010003',
    sku: '10010003',
    productType: 'standard_product',
    name: 'Tarkon Drill bit set TKQ25-2Pro',
    slug: 'tarkon-drill-bit-set-tkq25-2pro-10010003',
    description: null,
    metaTitle: null,
    metaDescription: null,
    metaKeywords: null,
    brand: 'Tarkon',
    model: 'TKQ25-2Pro',
    family: null,
    ean: null,
    tags: [],
    categories: [],
    attributes: {},
    isPackageTypeFreight: false,
    volumeDiscountGroup: null,
    relatedAccessories: [],
    eligibleForSelling: true,
    enabledOnMarket: true,
    taxRate: { amountBasisPoints: 1900, country: 'DE' },
    masterVariant: variant,
    variants: [variant],
    images: [],
    price,
    availability: variant.availability,
    reviewRatingStatistics: { averageRating: 0, count: 0, ratingsDistribution: {} },
    publishedAt: MONDAY.toISOString(),
    createdAt: MONDAY.toISOString(),
    ...overrides,
  } as ProductView;
}

function detail(view: ProductView, deliveryTime = '1-3'): ProductDetail {
  return {
    product: view,
    shipping: {
      id: 's',
      key: 'parcel',
      kind: 'parcel',
      name: 'Parcel',
      isDefault: true,
      localizedDescription: null,
      deliveryTime,
      rate: { price: eur(1_95), freeAbove: eur(59_00) },
    },
    volumeDiscounts: [],
    breadcrumbs: [],
    images: [],
  };
}

const de = { store: { country: 'DE', currency: 'EUR' }, language: 'de' } as Parameters<
  typeof buildProductPage
>[0];
const ch = { store: { country: 'CH', currency: 'CHF' }, language: 'de' } as Parameters<
  typeof buildProductPage
>[0];

describe('buildProductPage', () => {
  it('strikes the standard price through while a discount is active and names the saving', () => {
    const view = product();
    view.price = {
      value: eur(51_99),
      netValue: null,
      discounted: {
        value: eur(45_99),
        discount: {
          id: 'd',
          name: 'Sale',
          value: eur(45_99),
          validFrom: null,
          validUntil: null,
          isActive: true,
        },
      },
    };
    const page = buildProductPage(de, detail(view), MONDAY);
    expect(page.price).toMatchObject({ current: eur(45_99), standard: eur(51_99), savePercent: 12 });
  });

  it('shows the VAT note in price-disclaimer countries only', () => {
    expect(buildProductPage(de, detail(product()), MONDAY).vatNote).toEqual({ ratePercent: 19 });
    const swiss = product({ taxRate: { amountBasisPoints: 810, country: 'CH' } });
    swiss.price = { value: { ...eur(45_99), currencyCode: 'CHF' }, netValue: null, discounted: null };
    expect(buildProductPage(ch, detail(swiss), MONDAY).vatNote).toBeNull();
  });

  it('labels stock by its value against the currency boundaries (EUR 250 / 1000)', () => {
    expect(buildProductPage(de, detail(product({}, 5, 10_00)), MONDAY).stock.level).toBe('low');
    expect(buildProductPage(de, detail(product({}, 25, 10_00)), MONDAY).stock.level).toBe('medium');
    expect(buildProductPage(de, detail(product({}, 100, 10_00)), MONDAY).stock.level).toBe('high');
    const none = buildProductPage(de, detail(product({}, 0, 10_00)), MONDAY);
    expect(none.stock.level).toBe('out-of-stock');
    expect(none.canAdd).toBe(false);
  });

  it('dates delivery by the upper bound of the method text in business days', () => {
    // Monday + 3 business days = Thursday; + 6 = next Tuesday (the weekend is skipped).
    expect(buildProductPage(de, detail(product(), '1-3'), MONDAY).delivery.date).toBe('2026-11-26');
    expect(buildProductPage(de, detail(product(), '3 - 6'), MONDAY).delivery.date).toBe('2026-12-01');
    expect(buildProductPage(de, detail(product(), 'on request'), MONDAY).delivery.date).toBeNull();
  });

  it("counts delivery from the store's calendar day: after Berlin's midnight it is Tuesday there", () => {
    const lateMonday = new Date('2026-11-23T23:30:00Z');
    expect(buildProductPage(de, detail(product(), '1-3'), lateMonday).delivery.date).toBe('2026-11-27');
  });

  it('charges parcel shipping below the free threshold, nothing from it; freight always', () => {
    expect(buildProductPage(de, detail(product({}, 10, 45_99)), MONDAY).shippingFee).toEqual(eur(1_95));
    expect(buildProductPage(de, detail(product({}, 10, 59_00)), MONDAY).shippingFee?.centAmount).toBe(0);
    const freight = product({ isPackageTypeFreight: true }, 10, 599_00);
    expect(buildProductPage(de, detail(freight), MONDAY).shippingFee).toEqual(eur(9_95));
  });

  it("charges the store's live rate of the method, as the cart will", () => {
    const live = detail(product({}, 10, 45_99));
    if (live.shipping) live.shipping.rate = { price: eur(4_90), freeAbove: eur(100_00) };
    expect(buildProductPage(de, live, MONDAY).shippingFee).toEqual(eur(4_90));
    const dear = detail(product({}, 10, 120_00));
    if (dear.shipping) dear.shipping.rate = { price: eur(4_90), freeAbove: eur(100_00) };
    expect(buildProductPage(de, dear, MONDAY).shippingFee?.centAmount).toBe(0);
  });

  it('offers no add to cart for a product not enabled in the market, even if eligible', () => {
    const hidden = product({ enabledOnMarket: false });
    expect(buildProductPage(de, detail(hidden), MONDAY).canAdd).toBe(false);
    expect(buildProductPage(de, detail(product()), MONDAY).canAdd).toBe(true);
  });

  it('prices every volume-discount tier per piece', () => {
    const d = detail(product({}, 10, 100_00));
    d.volumeDiscounts = [
      {
        id: 'b',
        key: 'v5',
        isActive: true,
        value: { type: 'relative', permyriad: 1000 },
        volume: 5,
        discountPercentage: 10,
      },
      {
        id: 'a',
        key: 'v3',
        isActive: true,
        value: { type: 'relative', permyriad: 500 },
        volume: 3,
        discountPercentage: 5,
      },
    ];
    expect(buildProductPage(de, d, MONDAY).volumeDiscounts).toEqual([
      { volume: 3, percent: 5, unitPrice: eur(95_00) },
      { volume: 5, percent: 10, unitPrice: eur(90_00) },
    ]);
  });

  it('reads localized details, keeps only safe links and marks B-ware', () => {
    const view = product({
      key: 'EX20010003',
      attributes: {
        highlights: { en: ['Quick change'], de: ['Schnellwechsel'] },
        techdetails: { en: [{ name: 'Weight', value: '2 kg' }] },
        faq: { de: [{ question: 'Passt es?', answer: 'Ja.' }] },
        manualUrl: 'javascript:alert(1)',
        video: 'https://video.example/clip',
      },
    });
    const page = buildProductPage(de, detail(view), MONDAY);
    expect(page.highlights).toEqual(['Schnellwechsel']);
    expect(page.techDetails).toEqual([['Weight', '2 kg']]);
    expect(page.faq).toEqual([['Passt es?', 'Ja.']]);
    expect(page.manualUrl).toBeNull();
    expect(page.videoUrl).toBe('https://video.example/clip');
    expect(page.bware).toEqual({ condition: null });
  });
});

describe('variants (?sku=, decision 187)', () => {
  /** Master A-ware at 45.99 with 50 in stock; B-ware at 36.79 with 3; a set at 66.69, sold out. */
  function withVariants(): ProductDetail {
    const view = product();
    const master = view.masterVariant;
    const variant = (sku: string, kind: string, cents: number, stock: number, attributes = {}) => ({
      ...master,
      id: master.id + 1,
      sku,
      kind,
      isMaster: false,
      attributes,
      images: [{ url: `https://cdn.example/${sku}.jpg`, label: kind }],
      price: { value: eur(cents), netValue: null, discounted: null },
      availability: { isOnStock: stock > 0, availableQuantity: stock },
    });
    const bware = variant('20010003', 'B', 36_79, 3, {
      isBware: true,
      condition: { de: 'geprüfte Rückgabe' },
    });
    const set = { ...variant('18010003', 'set', 66_69, 0, { power: '750 W' }), id: 3 };
    view.variants = [master, bware, set];
    const d = detail(view);
    d.variantImages = {
      '20010003': [{ src: 'https://cdn.example/20010003.jpg', alt: 'B' }],
      '18010003': [{ src: 'https://cdn.example/18010003.jpg', alt: 'set' }],
    };
    return d;
  }

  it('shows the chosen variant: its SKU, price, stock, images, B-ware condition', () => {
    const page = buildProductPage(de, withVariants(), MONDAY, '20010003');
    expect(page.sku).toBe('20010003');
    expect(page.price?.current).toEqual(eur(36_79));
    expect(page.stock).toMatchObject({ quantity: 3, level: 'low' });
    expect(page.images).toEqual([{ src: 'https://cdn.example/20010003.jpg', alt: 'B' }]);
    expect(page.bware).toEqual({ condition: 'geprüfte Rückgabe' });
    expect(page.variants.map((option) => [option.sku, option.selected])).toEqual([
      ['10010003', false],
      ['20010003', true],
      ['18010003', false],
    ]);
    const soldOut = buildProductPage(de, withVariants(), MONDAY, '18010003');
    expect(soldOut.canAdd).toBe(false);
    expect(soldOut.variants[2]).toMatchObject({ kind: 'set', details: ['750 W'], inStock: false });
  });

  it('falls back to the master for an unknown or missing SKU; single-variant products get no switcher', () => {
    for (const sku of [null, '99999999']) {
      const page = buildProductPage(de, withVariants(), MONDAY, sku);
      expect(page.sku).toBe('10010003');
      expect(page.price?.current).toEqual(eur(45_99));
      expect(page.bware).toBeNull();
    }
    expect(buildProductPage(de, detail(product()), MONDAY, '10010003').variants).toEqual([]);
  });

  it('turns a YouTube link into a lazy no-cookie embed and keeps unknown pages a link', () => {
    const view = product({ attributes: { video: { en: 'https://youtu.be/dQw4w9WgXcQ' } } });
    expect(buildProductPage(de, detail(view), MONDAY).video).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const file = product({ attributes: { video: '/media/clip.mp4', videoCaptions: '/media/clip.vtt' } });
    expect(buildProductPage(de, detail(file), MONDAY).video).toEqual({
      kind: 'file',
      src: '/media/clip.mp4',
      type: 'video/mp4',
      captions: '/media/clip.vtt',
    });
    const other = buildProductPage(de, detail(product({ attributes: { video: 'https://video.example/x' } })));
    expect(other.video).toBeNull();
    expect(other.videoUrl).toBe('https://video.example/x');
  });
});

const ld = (meta: unknown) => (meta as Record<string, unknown> | undefined)?.['script:ld+json'];

describe('image fallback and structured data', () => {
  it('versions our own illustrations and keeps other URLs for the browser to check', () => {
    expect(resolveProductImage('/media/products/drill-tarkon-1.svg')).toMatch(
      /^\/media\/products\/drill-tarkon-1\.svg\?v=[\w-]{12}$/,
    );
    expect(resolveProductImage('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });

  it('describes the product, its offer, rating and breadcrumbs', () => {
    const view = product({
      reviewRatingStatistics: { averageRating: 4.5, count: 2, ratingsDistribution: {} },
    });
    const d = detail(view);
    d.breadcrumbs = [{ name: 'Zubehör', href: '/zubehor/' }];
    const page = buildProductPage(de, d, MONDAY);
    const [productLd, crumbsLd] = productStructuredData(
      page,
      'https://shop.example/x-10010003',
      'https://shop.example',
    );
    expect(ld(productLd)).toMatchObject({
      '@type': 'Product',
      offers: {
        '@type': 'Offer',
        price: '45.99',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(ld(crumbsLd)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Zubehör', item: 'https://shop.example/zubehor/' },
        { position: 2, name: view.name, item: 'https://shop.example/x-10010003' },
      ],
    });
  });
});
