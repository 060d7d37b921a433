/**
 * Footer link columns (spec 000 §2.5): a link shows only with a name (or translation key) and a url
 * (or route key); a column shows only with at least one such link. A link to a CMS information page
 * shows only when that page exists for the store variant (no footer link is ever a 404), and the
 * brand column lists the catalog's brands with the most products in the store.
 */
export interface FooterLink {
  name?: string;
  nameKey?: string;
  url?: string;
  /** Internal path without language prefix, e.g. "/privacy-data/". */
  route?: string;
  /** CMS page key the route renders; the link shows only when the variant has that page. */
  page?: string;
  external?: boolean;
}

export interface FooterColumn {
  titleKey: string;
  links: FooterLink[];
}

export function isValidLink(link: FooterLink, pages?: ReadonlySet<string>): boolean {
  if (link.page !== undefined && !pages?.has(link.page)) return false;
  return Boolean((link.name?.trim() || link.nameKey) && (link.url?.trim() || link.route));
}

export function visibleColumns(
  columns: readonly FooterColumn[],
  pages?: ReadonlySet<string>,
): FooterColumn[] {
  return columns
    .map((column) => ({ ...column, links: column.links.filter((link) => isValidLink(link, pages)) }))
    .filter((column) => column.links.length > 0);
}

/** An information page: same path in every language, rendered from the CMS page of that key. */
const info = (nameKey: string, page: string): FooterLink => ({ nameKey, route: `/${page}/`, page });

/** The fixed columns; the brand column is added from the catalog by `footerColumns`. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    titleKey: 'footer.customer-service',
    links: [
      info('footer.help-centre', 'help-centre'),
      info('footer.payment', 'payment'),
      info('footer.dispatch-information', 'dispatch-information'),
      info('footer.return-policy', 'return-policy'),
      info('footer.complaints', 'complaints'),
      { nameKey: 'footer.returns-portal', url: 'https://returns.toolyard.eu/', external: true },
    ],
  },
  {
    titleKey: 'footer.about-us',
    links: [
      info('footer.company-information', 'company-information'),
      // Spec 000 §2.1: "about us" and career are on the corporate site.
      { nameKey: 'footer.about-company', url: 'https://corporate.toolyard.eu/', external: true },
      info('footer.our-history', 'our-history'),
      { nameKey: 'footer.career', url: 'https://corporate.toolyard.eu/careers', external: true },
      info('footer.merchant-information', 'merchant-information'),
      info('footer.privacy', 'privacy-data'),
      info('footer.terms', 'terms-and-conditions'),
    ],
  },
  {
    titleKey: 'footer.products',
    links: [
      // A route of the app itself (spec 000 §2.1 "best prices"), always there.
      { nameKey: 'footer.best-prices', route: '/best-prices-guaranteed/' },
      info('footer.premium-guarantee', 'premium-gurantee'),
      info('footer.inspirations', 'inspirations'),
      info('footer.product-recalls', 'product-recalls'),
      info('footer.battery-regulations', 'battery-regulations'),
    ],
  },
];

/** How many brands the footer lists. */
export const FOOTER_BRAND_COUNT = 6;

/** The listing's brand filter (spec 000 §2.3 `refinementList[brand][0]`), as the CMS brand blocks link it. */
export function brandFilterRoute(brand: string): string {
  return `/search?refinementList%5Bbrand%5D%5B0%5D=${encodeURIComponent(brand)}`;
}

/** The footer's visible columns for a store variant: its existing CMS pages and catalog brands. */
export function footerColumns(input: {
  pages: ReadonlySet<string>;
  brands: readonly string[];
}): FooterColumn[] {
  const brands: FooterColumn = {
    titleKey: 'footer.brands',
    links: input.brands
      .slice(0, FOOTER_BRAND_COUNT)
      .map((brand) => ({ name: brand, route: brandFilterRoute(brand) })),
  };
  return visibleColumns([...FOOTER_COLUMNS, brands], input.pages);
}
