/**
 * Footer link columns (spec 000 §2.5): a link shows only with a name (or translation key) and a url
 * (or route key); a column shows only with at least one such link.
 */
export interface FooterLink {
  name?: string;
  nameKey?: string;
  url?: string;
  /** Internal path without language prefix, e.g. "/privacy-data/". */
  route?: string;
  external?: boolean;
}

export interface FooterColumn {
  titleKey: string;
  links: FooterLink[];
}

export function isValidLink(link: FooterLink): boolean {
  return Boolean((link.name?.trim() || link.nameKey) && (link.url?.trim() || link.route));
}

export function visibleColumns(columns: readonly FooterColumn[]): FooterColumn[] {
  return columns
    .map((column) => ({ ...column, links: column.links.filter(isValidLink) }))
    .filter((column) => column.links.length > 0);
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    titleKey: 'footer.customer-service',
    links: [
      { nameKey: 'footer.help-centre', route: '/help-centre/' },
      { nameKey: 'footer.payment', route: '/payment/' },
      { nameKey: 'footer.dispatch-information', route: '/dispatch-information/' },
      { nameKey: 'footer.return-policy', route: '/return-policy/' },
      { nameKey: 'footer.complaints', route: '/complaints/' },
      { nameKey: 'footer.returns-portal', url: 'https://returns.toolyard.eu/', external: true },
    ],
  },
  {
    titleKey: 'footer.about-us',
    links: [
      { nameKey: 'footer.company-information', route: '/company-information/' },
      { nameKey: 'footer.our-history', route: '/our-history/' },
      { nameKey: 'footer.career', url: 'https://corporate.toolyard.eu/careers', external: true },
      { nameKey: 'footer.merchant-information', route: '/merchant-information/' },
      { nameKey: 'footer.privacy', route: '/privacy-data/' },
      { nameKey: 'footer.terms', route: '/terms-and-conditions/' },
    ],
  },
  {
    titleKey: 'footer.products',
    links: [
      { nameKey: 'footer.best-prices', route: '/best-prices-guaranteed/' },
      { nameKey: 'footer.premium-guarantee', route: '/premium-gurantee/' },
      { nameKey: 'footer.inspirations', route: '/inspirations/' },
      { nameKey: 'footer.product-recalls', route: '/product-recalls/' },
      { nameKey: 'footer.battery-regulations', route: '/battery-regulations/' },
    ],
  },
  {
    titleKey: 'footer.brands',
    links: ['Makita', 'Bosch', 'DeWalt', 'Metabo', 'Festool', 'Milwaukee'].map((brand) => ({
      name: brand,
      route: `/search?brand=${encodeURIComponent(brand)}`,
    })),
  },
];
