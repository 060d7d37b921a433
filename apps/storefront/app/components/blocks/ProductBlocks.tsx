/**
 * Product blocks: the route loader fetches their products through the catalog's search port by the
 * block's key (prepare.server.ts blockDataNeeds); a block without products renders nothing.
 */
import type { HomeProductsProps, ProductListingProps, ProductZoneProps } from '@toolyard/content/blocks';
import { useId } from 'react';
import { type BlockPosition, type ProductCard, useBlockEnvironment } from './environment.tsx';
import { BlockImage } from './image.tsx';
import { SmartLink } from './links.tsx';
import { Card } from './ProductGroupsSlider.tsx';

function useProducts(key: string, limit: number): readonly ProductCard[] {
  const { data } = useBlockEnvironment();
  return (data.productGroups?.[key] ?? []).slice(0, limit);
}

function ProductGrid(props: { products: readonly ProductCard[] }) {
  return (
    <ul className="tb-product-grid">
      {props.products.map((product) => (
        <li key={product.sku}>
          <Card product={product} />
        </li>
      ))}
    </ul>
  );
}

export function ProductListing(props: ProductListingProps & { position: BlockPosition }) {
  const id = useId();
  const products = useProducts(props.productsKey, props.limit);
  if (products.length === 0) return null;
  return (
    <section className="tb-section tb-product-listing" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      <ProductGrid products={products} />
      {props.more ? (
        <p className="tb-products__more">
          <SmartLink href={props.more.href} className="tb-link-arrow">
            {props.more.label}
          </SmartLink>
        </p>
      ) : null}
    </section>
  );
}

export function ProductZone(props: ProductZoneProps & { position: BlockPosition }) {
  const id = useId();
  const products = useProducts(props.productsKey, props.limit);
  if (products.length === 0) return null;
  return (
    <section className="tb-section tb-product-zone" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      <div className="tb-product-zone__body">
        <SmartLink href={props.banner.link.href} className="tb-banner tb-product-zone__banner">
          <BlockImage
            image={props.banner.image}
            eager={props.position.aboveFold}
            className="tb-banner__image"
          />
          <span className="tb-banner__body">
            <span className="tb-banner__cta">{props.banner.link.label}</span>
          </span>
        </SmartLink>
        <ProductGrid products={products} />
      </div>
    </section>
  );
}

export function HomeProducts(props: HomeProductsProps & { position: BlockPosition }) {
  const id = useId();
  const products = useProducts(props.productsKey, props.limit);
  if (products.length === 0) return null;
  return (
    <section className="tb-section tb-home-products" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      <ProductGrid products={products} />
    </section>
  );
}
