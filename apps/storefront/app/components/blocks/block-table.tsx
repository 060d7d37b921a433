/**
 * Test table: every registered block with its seeded example (packages/content showcase), content
 * its schema must refuse, and a text a visitor sees once it renders. Shared by the component and
 * accessibility tests, so adding a block without a row fails to compile.
 */
import { type BlockName, blockExamples, seededPages } from '@toolyard/content';
import { consoleLogger } from '../../i18n/index.ts';
import type { BlockData } from './environment.tsx';
import { sampleData } from './fixtures.tsx';
import { prepareBlocks } from './prepare.server.ts';

export interface BlockRow {
  name: BlockName;
  example: unknown;
  invalid: unknown;
  shows: string;
}

const EXAMPLES = blockExamples('');

/** Content each schema refuses, and what the seeded example shows, by block. */
const CASES: { readonly [N in BlockName]: { invalid: unknown; shows: string } } = {
  Hero: { invalid: { title: 'No image' }, shows: 'Tools for professionals' },
  HeroBanner: { invalid: { banners: [] }, shows: 'New arrivals' },
  CategoryBoxes: {
    invalid: { title: 'x', items: [{ categoryKey: 'Not A Key', title: 'x' }] },
    shows: 'Power tools',
  },
  ProductGroupsSlider: { invalid: { title: 'x', groups: [] }, shows: 'Cordless drill 18 V' },
  UspSection: { invalid: { items: [{ icon: 'rocket', title: 'x' }] }, shows: '30-day returns' },
  TrustedBrands: { invalid: { brands: [] }, shows: 'Brennwerk' },
  DepartmentBlock: { invalid: { departments: [] }, shows: 'Hand tools' },
  Newsletter: { invalid: { title: '' }, shows: 'name="consent"' },
  RichText: { invalid: { content: [{ type: 'html', html: '<b>x</b>' }] }, shows: 'No raw HTML' },
  Alert: { invalid: { tone: 'loud', text: 'x' }, shows: 'Orders placed before 2 pm' },
  Heading: { invalid: { text: 'x', level: 1 }, shows: 'A heading block with a subtitle' },
  NotificationBanner: { invalid: { text: '' }, shows: 'Free delivery this week.' },
  PromoBanners: { invalid: { items: [] }, shows: 'Workshop week' },
  TrustedPayments: { invalid: { methods: ['bitcoin'] }, shows: 'PayPal' },
  FaqSection: { invalid: { title: 'FAQ', items: [] }, shows: 'How fast is delivery?' },
  Accordion: { invalid: { items: [{ title: 'x', paragraphs: [] }] }, shows: 'Delivery and returns' },
  Tabs: { invalid: { tabs: [{ label: 'Only one', paragraphs: ['x'] }] }, shows: 'Batteries' },
  Carousel: { invalid: { title: 'x', slides: [EXAMPLES.Slide] }, shows: 'Cordless range' },
  VideoBanner: {
    invalid: { ...EXAMPLES.VideoBanner, video: { src: '/media/clip.exe', type: 'video/mp4' } },
    shows: 'preload="none"',
  },
  HtmlInjection: { invalid: { html: '' }, shows: 'an independent lab' },
  ProductListing: {
    invalid: { title: 'x', productsKey: 'x', query: { text: '' } },
    shows: 'Angle grinder 125 mm',
  },
  ProductZone: {
    invalid: { title: 'x', productsKey: 'Bad Key', query: { text: 'x' } },
    shows: 'Garden deals',
  },
  MarketingCard: { invalid: { title: 'x', link: { label: 'x', href: '/x' } }, shows: 'Trade account' },
  MarketingCardWide: { invalid: { title: 'x', image: EXAMPLES.Hero.image }, shows: 'tb-mcard--wide' },
  MarketingCardContainer: { invalid: { cards: [] }, shows: 'Tool hire' },
  BannerBox: {
    invalid: { title: 'x', image: EXAMPLES.Hero.image, link: { label: 'x', href: 'javascript:alert(1)' } },
    shows: 'Clearance',
  },
  BannerBoxes: { invalid: { items: [] }, shows: 'Compressors' },
  BlogPosts: {
    invalid: { title: 'x', posts: [{ title: 'x', date: 'yesterday', href: '/x' }] },
    shows: 'Choosing a cordless drill',
  },
  CategoryBoxesLinks: { invalid: { title: 'x', items: [] }, shows: 'Drills' },
  CategoryCards: {
    invalid: { title: 'x', items: [{ categoryKey: 'all-garden', title: 'x' }] },
    shows: 'Category cards',
  },
  CategoryItems: { invalid: { items: [] }, shows: 'Compressed air' },
  CenteredTextIcon: { invalid: { icon: 'rocket', title: 'x' }, shows: 'Expert advice' },
  DeliveryCards: { invalid: { title: 'x', items: [{ icon: 'truck', title: 'x' }] }, shows: 'Pick-up point' },
  Gallery: { invalid: { images: [{ ...EXAMPLES.Hero.image, alt: '' }] }, shows: 'alt="Sale banner"' },
  Grid: { invalid: { columns: 5, cells: [{ title: 'x' }] }, shows: 'Thousands of tools.' },
  ImgBanner: {
    invalid: { image: { src: 'x', alt: 'x', width: 0, height: 1 } },
    shows: 'aria-label="B-ware"',
  },
  List: { invalid: { items: [] }, shows: '<ol><li>Measure</li>' },
  MarketingBanner: {
    invalid: { title: 'x', image: EXAMPLES.Hero.image },
    shows: 'Up to 30% off garden tools.',
  },
  MarketingLandingPageConfig: { invalid: { keywords: [] }, shows: 'href="/search?query=angle%20grinder"' },
  NavImageGrid: { invalid: { title: 'x', items: [] }, shows: 'Decking' },
  Navigation: { invalid: { title: 'x', links: [] }, shows: 'Quick links' },
  PageTitle: { invalid: { subtitle: 'x' }, shows: 'Block showcase' },
  PromoList: { invalid: { title: 'x', items: [{ title: 'x' }] }, shows: 'Free bits set' },
  RichTextHighlights: { invalid: { highlights: [] }, shows: '2 years warranty' },
  Steps: { invalid: { title: 'x', steps: [{ title: 'one' }] }, shows: 'Card, PayPal or invoice.' },
  StrapWithLink: { invalid: { text: 'x' }, shows: 'Need help choosing?' },
  TrustReviewCarousel: { invalid: { title: '' }, shows: 'Fast delivery and well packed.' },
  UspCarousel: { invalid: { items: [{ icon: 'truck', title: 'only one' }] }, shows: 'Secure payment' },
  WorkingTime: { invalid: { rows: [{ days: 'Mon', opens: '8am', closes: '18:00' }] }, shows: '08:00' },
  HelpMenu: { invalid: { items: [] }, shows: 'Track an order' },
  FeaturedCategory: {
    invalid: { categoryKey: 'all-workshop', title: 'x' },
    shows: 'Benches, storage and lighting.',
  },
  Slide: { invalid: { title: 'x' }, shows: 'A single lander slide.' },
  HomeProducts: {
    invalid: { title: 'x', productsKey: 'x', query: { text: 'x' }, limit: 50 },
    shows: 'Popular now',
  },
  ImageBanner: { invalid: { caption: 'x' }, shows: 'Seasonal sale' },
  LinkoutImage: { invalid: { image: EXAMPLES.Hero.image, caption: 'x' }, shows: 'Our partner academy' },
  RenderContent: {
    invalid: { pageKey: 'Not A Key' },
    shows: 'class="tb-embedded"><nav class="tb-section tb-departments"',
  },
  // Dates in the content are refused: when a campaign runs is the store's data (decision 185).
  CampaignBanner: {
    invalid: { campaignName: 'black_friday', startDate: '2026-11-24', endDate: '2026-11-30' },
    shows: 'Shop the Black Friday offers',
  },
  CampaignCountdown: { invalid: { campaignName: 'Black Friday' }, shows: 'data-testid="campaign-countdown"' },
};

export const BLOCK_ROWS: readonly BlockRow[] = (Object.keys(CASES) as BlockName[]).map((name) => ({
  name,
  example: EXAMPLES[name],
  ...CASES[name],
}));

const DAY = 86_400_000;
const NOW = Date.now();

const someProducts = [...(sampleData.productGroups?.bestsellers ?? [])];

/**
 * Catalog data for the examples: categories, products for every product key they use, and the
 * not-found page that RenderContent shows.
 */
export const showcaseData: BlockData = {
  categories: sampleData.categories,
  embedded: { 'not-found': prepareBlocks(seededPages('en-gb')['not-found'], 'development', consoleLogger) },
  productGroups: {
    ...sampleData.productGroups,
    'showcase-bestsellers': someProducts,
    'showcase-new': sampleData.productGroups?.new ?? [],
    'showcase-listing': someProducts,
    'showcase-zone': someProducts,
    'showcase-home': someProducts,
  },
  // What the loader reads from the reviews table for TrustReviewCarousel.
  storeReviews: {
    average: 4.6,
    count: 3,
    reviews: [
      { id: 'r1', authorName: 'Jana', rating: 5, text: 'Fast delivery and well packed.' },
      { id: 'r2', authorName: 'Marek', rating: 4, text: 'Good prices, clear tracking.' },
    ],
  },
  // What the loader reads from the store's campaigns: Black Friday runs now, Cyber Week is next.
  storeCampaigns: {
    renderedAt: NOW,
    campaigns: [
      { name: 'black_friday', startsAt: NOW - DAY, endsAt: NOW + 2 * DAY },
      { name: 'cyber_week', startsAt: NOW + 3 * DAY, endsAt: NOW + 10 * DAY },
    ],
  },
};
