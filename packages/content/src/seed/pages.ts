/**
 * The seeded CMS pages of a store variant: home (hero, promotion slot, categories, product groups,
 * USPs, brands, departments, about text, newsletter) and not-found (shop by department, trusted
 * brands — spec 000 §2.5). Copy per language, amounts and link prefixes per variant.
 */
import {
  COUNTRIES,
  formatMoney,
  type LanguageCode,
  type LocaleCode,
  parseLocale,
  shippingFeesFor,
} from '@toolyard/domain';
import type { ContentBlock, DepartmentIcon } from '../blocks/index.ts';
import { SEED_CATEGORY_KEYS, type SeedCopy } from './copy-schema.ts';

/** The demo catalog's brands (docs/decisions/022-demo-data.md), so brand links find products. */
export const SEED_BRANDS = [
  'Brennwerk',
  'Korvald',
  'Nordhammer',
  'Valtrix',
  'Ferrosa',
  'Tarkon',
  'Helmgrip',
  'Strandvik',
] as const;

const DEPARTMENT_ICONS: Record<(typeof SEED_CATEGORY_KEYS)[number], DepartmentIcon> = {
  'all-power': 'drill',
  'all-hand': 'hammer',
  'all-garden': 'garden',
  'all-workshop': 'workshop',
  'all-air': 'compressor',
  'all-welding': 'welding',
  'all-cleaning': 'cleaning',
  'all-measuring': 'measure',
};

/** Swiss standard German writes "ss" where Germany writes "ß". */
function swissGerman(copy: SeedCopy): SeedCopy {
  return JSON.parse(JSON.stringify(copy).replaceAll('ß', 'ss')) as SeedCopy;
}

const tagQuery = (tag: string) => `search?refinementList%5Btags%5D%5B0%5D=${tag}`;

export function seedPages(locale: LocaleCode, copies: Readonly<Record<LanguageCode, SeedCopy>>) {
  const parts = parseLocale(locale);
  if (!parts) throw new RangeError(`Not a store variant: ${locale}`);
  const store = COUNTRIES[parts.country];
  const copy =
    parts.country === 'CH' && parts.language === 'de' ? swissGerman(copies.de) : copies[parts.language];
  // The default language of a store has no path prefix (spec 000 §2.2).
  const prefix = parts.language === store.defaultLanguage ? '/' : `/${parts.language}/`;
  const freeAbove = formatMoney(
    shippingFeesFor(parts.country).freeAbove,
    `${parts.language}-${parts.country}`,
  );

  const departments: ContentBlock = {
    name: 'DepartmentBlock',
    props: {
      departments: SEED_CATEGORY_KEYS.map((key) => ({
        categoryKey: key,
        title: copy.categories[key],
        icon: DEPARTMENT_ICONS[key],
      })),
    },
  };
  const brands: ContentBlock = {
    name: 'TrustedBrands',
    props: {
      brands: SEED_BRANDS.map((name) => ({
        name,
        href: `${prefix}search?refinementList%5Bbrand%5D%5B0%5D=${encodeURIComponent(name)}`,
      })),
    },
  };
  const banner = (title: string, tag: string, image: string, badge?: string) => ({
    title,
    ...(badge ? { badge } : {}),
    image: { src: `asset:${image}`, alt: '', width: 640, height: 360 },
    link: { label: copy.bannerCta, href: `${prefix}${tagQuery(tag)}` },
  });

  const home: ContentBlock[] = [
    {
      name: 'Hero',
      props: {
        eyebrow: copy.heroEyebrow,
        title: copy.heroTitle,
        text: copy.heroText,
        cta: { label: copy.heroCta, href: `${prefix}${tagQuery('bestseller')}` },
        image: { src: 'asset:hero-workshop', alt: copy.heroAlt, width: 1200, height: 800 },
      },
    },
    {
      name: 'UspSection',
      props: {
        items: [
          { icon: 'truck', title: copy.uspShipping.replace('{amount}', freeAbove) },
          { icon: 'return', title: copy.uspReturns },
          { icon: 'support', title: copy.uspSupport },
          { icon: 'pro', title: copy.uspPro },
        ],
      },
    },
    {
      name: 'HeroBanner',
      props: {
        slot: 'HP Slider',
        banners: [
          banner(copy.bannerSale, 'on-sale', 'banner-sale', '%'),
          banner(copy.bannerNew, 'new', 'banner-new'),
          banner(copy.bannerBware, 'bware', 'banner-bware'),
        ],
      },
    },
    {
      name: 'CategoryBoxes',
      props: {
        title: copy.categoriesTitle,
        items: SEED_CATEGORY_KEYS.map((key) => ({ categoryKey: key, title: copy.categories[key] })),
      },
    },
    {
      name: 'ProductGroupsSlider',
      props: {
        title: copy.productsTitle,
        groups: [
          ['bestsellers', copy.bestsellers, 'bestseller'] as const,
          ['new', copy.newArrivals, 'new'] as const,
          ['on-sale', copy.onSale, 'on-sale'] as const,
        ].map(([key, label, tag]) => ({
          key,
          label,
          source: { kind: 'tag' as const, tag },
          limit: 12,
          more: { label: copy.showAll, href: `${prefix}${tagQuery(tag)}` },
        })),
      },
    },
    departments,
    brands,
    {
      name: 'RichText',
      props: { title: copy.aboutTitle, content: [{ type: 'paragraph', text: copy.aboutText }] },
    },
    { name: 'Newsletter', props: {} },
  ];
  return { home, 'not-found': [departments, brands] };
}
