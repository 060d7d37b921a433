/**
 * The showcase page (page key "showcase", every store variant): one seeded example of every block
 * this shop renders, in BLOCK_SCHEMAS order after a page title. The examples are demo content in
 * English for every language (decision 167); links get the variant's language prefix. The block
 * tests use the same examples, so a new block without an example fails to compile.
 */
import { COUNTRIES, type LocaleCode, parseLocale } from '@toolyard/domain';
import type { z } from 'zod';
import { BLOCK_SCHEMAS, type BlockName, type ContentBlock } from '../blocks/index.ts';
import { SEED_BRANDS } from './pages.ts';

export type BlockExamples = { readonly [N in BlockName]: z.input<(typeof BLOCK_SCHEMAS)[N]> };

const img = (name: string, alt: string, width = 640, height = 360) => ({
  src: `asset:${name}`,
  alt,
  width,
  height,
});

/** Examples of every block; `p` is the language prefix ("" or "/de") for internal links. */
export function blockExamples(p: string): BlockExamples {
  const searchLink = (label: string, query: string) => ({
    label,
    href: `${p}/search?query=${encodeURIComponent(query)}`,
  });
  const paragraphs = ['Every order ships from our own warehouse.', 'Returns are free within 30 days.'];
  return {
    PageTitle: { title: 'Block showcase', subtitle: 'Every CMS block with its seeded example' },
    Hero: {
      eyebrow: 'Pro tools',
      title: 'Tools for professionals',
      text: 'Cordless, corded and hand tools from brands trades people trust.',
      image: img('hero-workshop', 'A workbench with power tools', 1200, 800),
      cta: searchLink('Shop drills', 'drill'),
    },
    HeroBanner: {
      banners: [
        { title: 'Sale', badge: '%', image: img('banner-sale', ''), link: searchLink('Discover', 'sale') },
        { title: 'New arrivals', image: img('banner-new', ''), link: searchLink('Discover', 'new') },
      ],
    },
    CategoryBoxes: {
      title: 'Popular categories',
      items: [
        { categoryKey: 'all-power', title: 'Power tools' },
        { categoryKey: 'all-garden', title: 'Garden' },
      ],
    },
    ProductGroupsSlider: {
      title: 'Recommended',
      groups: [
        { key: 'showcase-bestsellers', label: 'Bestsellers', source: { kind: 'tag', tag: 'bestseller' } },
        { key: 'showcase-new', label: 'New arrivals', source: { kind: 'tag', tag: 'new' } },
      ],
    },
    UspSection: {
      items: [
        { icon: 'truck', title: 'Fast delivery' },
        { icon: 'return', title: '30-day returns' },
      ],
    },
    TrustedBrands: {
      brands: SEED_BRANDS.slice(0, 4).map((name) => ({ name, href: `${p}/search?query=${name}` })),
    },
    DepartmentBlock: {
      departments: [
        { categoryKey: 'all-power', title: 'Power tools', icon: 'drill' },
        { categoryKey: 'all-hand', title: 'Hand tools', icon: 'hammer' },
      ],
    },
    Newsletter: {},
    RichText: {
      title: 'About the showcase',
      content: [
        { type: 'paragraph', text: 'Rich text is structured: paragraphs, headings, lists and links.' },
        { type: 'list', items: ['No raw HTML', 'Links follow the link rule'] },
        { type: 'link', link: { label: 'Manufacturer site', href: 'https://www.example.com/' } },
      ],
    },
    Alert: { tone: 'info', title: 'Good to know', text: 'Orders placed before 2 pm ship the same day.' },
    Heading: { text: 'Section heading', subtitle: 'A heading block with a subtitle' },
    NotificationBanner: { text: 'Free delivery this week.', link: searchLink('See offers', 'offer') },
    PromoBanners: {
      title: 'Promotions',
      items: [
        { title: 'Workshop week', image: img('banner-bware', ''), link: searchLink('Shop', 'workshop') },
      ],
    },
    TrustedPayments: { methods: ['scheme', 'paypal', 'bank-transfer'] },
    FaqSection: {
      title: 'Questions and answers',
      items: [{ question: 'How fast is delivery?', answer: 'One to three working days.' }],
    },
    Accordion: {
      title: 'Delivery and returns',
      items: [
        { title: 'Delivery', paragraphs },
        { title: 'Returns', paragraphs: ['Send it back in its box with the return label.'] },
      ],
    },
    Tabs: {
      title: 'Product care',
      tabs: [
        { label: 'Batteries', paragraphs: ['Store batteries half charged in a dry place.'] },
        {
          label: 'Blades',
          paragraphs: ['Clean blades after each use.'],
          link: searchLink('Blades', 'blade'),
        },
      ],
    },
    Carousel: {
      title: 'Highlights',
      slides: [
        { title: 'Cordless range', text: 'One battery for every tool.', image: img('banner-new', '') },
        { title: 'Garden season', image: img('banner-sale', ''), link: searchLink('Garden', 'garden') },
      ],
    },
    VideoBanner: {
      title: 'See it in action',
      text: 'A short clip of our workshop.',
      video: { src: '/media/showcase.mp4', type: 'video/mp4' },
      poster: img('hero-workshop', 'Workshop video', 1200, 800),
    },
    HtmlInjection: {
      title: 'Partner note',
      html: '<p>Certified by <a href="https://www.example.org/">an independent lab</a>.</p><script>alert(1)</script>',
    },
    ProductListing: {
      title: 'Bestsellers',
      productsKey: 'showcase-listing',
      query: { text: '', tags: ['bestseller'] },
      limit: 4,
      more: searchLink('View all', 'drill'),
    },
    ProductZone: {
      title: 'Garden zone',
      productsKey: 'showcase-zone',
      query: { text: '', tags: ['new'] },
      banner: { image: img('banner-new', ''), link: searchLink('Garden deals', 'garden') },
    },
    MarketingCard: {
      title: 'Trade account',
      text: 'Net prices and invoices for businesses.',
      image: img('banner-bware', ''),
      link: searchLink('Learn more', 'trade'),
    },
    MarketingCardWide: {
      title: 'Workshop planner',
      text: 'Plan your workshop with our experts.',
      image: img('hero-workshop', '', 1200, 800),
      link: searchLink('Start planning', 'workbench'),
    },
    MarketingCardContainer: {
      title: 'Services',
      cards: [
        { title: 'Tool hire', image: img('banner-sale', ''), link: searchLink('Hire', 'hire') },
        { title: 'Repairs', image: img('banner-new', ''), link: searchLink('Repairs', 'repair') },
      ],
    },
    BannerBox: { title: 'Clearance', image: img('banner-sale', ''), link: searchLink('Shop', 'clearance') },
    BannerBoxes: {
      items: [
        { title: 'Compressors', image: img('banner-new', ''), link: searchLink('Shop', 'compressor') },
        { title: 'Welding', image: img('banner-bware', ''), link: searchLink('Shop', 'welding') },
      ],
    },
    BlogPosts: {
      title: 'From the blog',
      posts: [{ title: 'Choosing a cordless drill', date: '2026-03-02', href: `${p}/search?query=drill` }],
    },
    CategoryBoxesLinks: {
      title: 'Browse by category',
      items: [{ categoryKey: 'all-power', title: 'Power tools', links: [searchLink('Drills', 'drill')] }],
    },
    CategoryCards: {
      title: 'Category cards',
      items: [{ categoryKey: 'all-garden', title: 'Garden', image: img('banner-new', '') }],
    },
    CategoryItems: {
      title: 'Categories',
      items: [
        { categoryKey: 'all-air', title: 'Compressed air' },
        { categoryKey: 'all-welding', title: 'Welding' },
      ],
    },
    CenteredTextIcon: { icon: 'support', title: 'Expert advice', text: 'Our team answers within a day.' },
    DeliveryCards: {
      title: 'Delivery options',
      items: [
        { icon: 'truck', title: 'Standard', text: 'Two to three working days.' },
        { icon: 'stock', title: 'Pick-up point', text: 'Collect near you.' },
      ],
    },
    Gallery: {
      title: 'Gallery',
      images: [img('banner-sale', 'Sale banner'), img('banner-new', 'New arrivals banner')],
    },
    Grid: {
      title: 'Why Toolyard',
      columns: 3,
      cells: [
        { title: 'Range', text: 'Thousands of tools.' },
        { title: 'Service', text: 'Real people.' },
        { title: 'Prices', text: 'Fair and clear.' },
      ],
    },
    ImgBanner: {
      image: img('banner-bware', 'Returned goods at lower prices'),
      link: searchLink('B-ware', 'bware'),
    },
    List: { title: 'Checklist', ordered: true, items: ['Measure', 'Mark', 'Cut'] },
    MarketingBanner: {
      title: 'Spring sale',
      text: 'Up to 30% off garden tools.',
      image: img('banner-sale', ''),
      link: searchLink('Shop the sale', 'garden'),
    },
    MarketingLandingPageConfig: { keywords: ['cordless drill', 'angle grinder', 'workbench'] },
    NavImageGrid: {
      title: 'Shop by project',
      items: [
        { label: 'Decking', href: `${p}/search?query=decking`, image: img('banner-new', '') },
        { label: 'Fencing', href: `${p}/search?query=fence`, image: img('banner-sale', '') },
      ],
    },
    Navigation: { title: 'Quick links', links: [searchLink('Drills', 'drill'), searchLink('Saws', 'saw')] },
    PromoList: {
      title: 'Current offers',
      items: [{ title: 'Free bits set', text: 'With every drill.', link: searchLink('Details', 'drill') }],
    },
    RichTextHighlights: {
      title: 'Highlights',
      highlights: [
        { title: '2 years warranty', text: 'On every power tool.' },
        { title: 'Trade prices', text: 'For business customers.' },
      ],
    },
    Steps: {
      title: 'How ordering works',
      steps: [{ title: 'Choose' }, { title: 'Pay', text: 'Card, PayPal or invoice.' }, { title: 'Receive' }],
    },
    StrapWithLink: { text: 'Need help choosing?', link: searchLink('Ask an expert', 'advice') },
    TrustReviewCarousel: { title: 'What our customers say' },
    UspCarousel: {
      items: [
        { icon: 'shield', title: 'Secure payment' },
        { icon: 'price', title: 'Best prices' },
      ],
    },
    WorkingTime: {
      rows: [
        { days: 'Monday–Friday', opens: '08:00', closes: '18:00' },
        { days: 'Saturday', opens: '09:00', closes: '13:00' },
      ],
    },
    HelpMenu: {
      items: [
        { icon: 'support', label: 'Contact', href: `${p}/customer-service` },
        { icon: 'truck', label: 'Track an order', href: `${p}/order-tracking` },
      ],
    },
    FeaturedCategory: {
      categoryKey: 'all-workshop',
      title: 'Workshop equipment',
      text: 'Benches, storage and lighting.',
      image: img('hero-workshop', '', 1200, 800),
    },
    Slide: { title: 'Lander slide', text: 'A single lander slide.', image: img('banner-new', '') },
    HomeProducts: {
      title: 'Popular now',
      productsKey: 'showcase-home',
      query: { tags: ['on-sale'] },
      limit: 3,
    },
    ImageBanner: { image: img('banner-sale', 'Sale banner'), caption: 'Seasonal sale' },
    RenderContent: { pageKey: 'not-found' },
    LinkoutImage: {
      image: img('banner-new', ''),
      caption: 'Our partner academy',
      link: { label: 'Visit', href: 'https://academy.example.com/' },
    },
    // Shown only while the store runs the campaign (its dates are the store's, not the CMS's).
    CampaignBanner: { campaignName: 'black_friday' },
    CampaignCountdown: {},
  };
}

/** The showcase page of a store variant. */
export function showcasePage(locale: LocaleCode): ContentBlock[] {
  const parts = parseLocale(locale);
  if (!parts) throw new RangeError(`Not a store variant: ${locale}`);
  const prefix = parts.language === COUNTRIES[parts.country].defaultLanguage ? '' : `/${parts.language}`;
  const examples = blockExamples(prefix);
  const names = [
    'PageTitle',
    ...Object.keys(BLOCK_SCHEMAS).filter((name) => name !== 'PageTitle'),
  ] as BlockName[];
  return names.map((name) => ({ name, props: examples[name] }) as ContentBlock);
}
