/** What the server's catalog hands the product page loader (types only: no engine code in the browser). */
import type { CatalogServices, ShippingMethodView } from '@toolyard/commerce';

export type ProductView = NonNullable<Awaited<ReturnType<CatalogServices['products']['bySlug']>>>;
export type VolumeDiscountView = Awaited<ReturnType<CatalogServices['volumeDiscounts']['forGroup']>>[number];

export interface ProductDetail {
  product: ProductView;
  /** The method that carries the product: freight for freight products, else the default parcel. */
  shipping: ShippingMethodView | null;
  volumeDiscounts: VolumeDiscountView[];
  /** Category trail of the `all` tree, root first, with links in the request language. */
  breadcrumbs: Array<{ name: string; href: string }>;
  /** Images after the fallback rule: `src` null means "show the default image". */
  images: Array<{ src: string | null; alt: string }>;
  /** The same per variant SKU (the variant switcher shows the chosen variant's images). */
  variantImages?: Record<string, Array<{ src: string | null; alt: string }>>;
}
