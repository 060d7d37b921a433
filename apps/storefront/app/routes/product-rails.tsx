/**
 * `/product-rails/<product slug>?sku=…`: the product page's rails (accessories, related, similar)
 * and its comparison table as data (decision 221). The page's document leaves them out, so every
 * uncached product page no longer renders and serialises them; the page's browser code loads them
 * here when they come near the viewport (ProductExtras.tsx).
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import type { ProductRailsData } from '../product/product-extras.ts';
import { loadProductExtras, loadProductPage } from '../product/product-page.server.ts';
import { PRODUCT_SLUG } from '../store/paths.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<ProductRailsData> {
  const { shell } = context;
  const slug = params.slug ?? '';
  if (!PRODUCT_SLUG.test(slug)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const page = await loadProductPage(shell, slug, url.searchParams.get('sku'));
  if (!page) throw data(null, { status: 404 });
  const extras = await loadProductExtras(shell, page, url, 'rails');
  return {
    related: extras?.related ?? [],
    accessories: extras?.accessories ?? [],
    similar: extras?.similar ?? [],
    comparison: extras?.comparison ?? null,
  };
}
