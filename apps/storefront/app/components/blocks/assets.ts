/// <reference types="vite/client" />
/**
 * Artwork shipped with the storefront. CMS content refers to it as "asset:<name>" so seeded pages
 * work without an image CDN; any other src is used as given.
 */
import bannerBware from './assets/banner-bware.svg';
import bannerNew from './assets/banner-new.svg';
import bannerSale from './assets/banner-sale.svg';
import heroWorkshop from './assets/hero-workshop.svg';

const ASSETS: Readonly<Record<string, string>> = {
  'hero-workshop': heroWorkshop,
  'banner-sale': bannerSale,
  'banner-new': bannerNew,
  'banner-bware': bannerBware,
};

/** The URL of an image source; null for an unknown "asset:" name (the block then hides the image). */
export function imageUrl(src: string): string | null {
  if (!src.startsWith('asset:')) return src;
  return ASSETS[src.slice('asset:'.length)] ?? null;
}
