/** Block name → React component and zod schema of its CMS content (schemas shared with @toolyard/content). */
import { BLOCK_SCHEMAS, type BlockName, type BlockProps } from '@toolyard/content/blocks';
import type { ComponentType } from 'react';
import { CategoryBoxes, DepartmentBlock } from './CategoryBlocks.tsx';
import { Alert, FaqSection, Heading, NotificationBanner, PromoBanners, RichText } from './ContentBlocks.tsx';
import type { BlockPosition } from './environment.tsx';
import { Hero, HeroBanner } from './Hero.tsx';
import { Newsletter } from './Newsletter.tsx';
import { ProductGroupsSlider } from './ProductGroupsSlider.tsx';
import { TrustedBrands, TrustedPayments, UspSection } from './PromiseBlocks.tsx';

export type BlockComponent<N extends BlockName> = ComponentType<BlockProps<N> & { position: BlockPosition }>;

export type BlockRegistry = {
  readonly [N in BlockName]: {
    readonly schema: (typeof BLOCK_SCHEMAS)[N];
    readonly component: BlockComponent<N>;
  };
};

export const BLOCK_REGISTRY: BlockRegistry = {
  Hero: { schema: BLOCK_SCHEMAS.Hero, component: Hero },
  HeroBanner: { schema: BLOCK_SCHEMAS.HeroBanner, component: HeroBanner },
  CategoryBoxes: { schema: BLOCK_SCHEMAS.CategoryBoxes, component: CategoryBoxes },
  ProductGroupsSlider: { schema: BLOCK_SCHEMAS.ProductGroupsSlider, component: ProductGroupsSlider },
  UspSection: { schema: BLOCK_SCHEMAS.UspSection, component: UspSection },
  TrustedBrands: { schema: BLOCK_SCHEMAS.TrustedBrands, component: TrustedBrands },
  DepartmentBlock: { schema: BLOCK_SCHEMAS.DepartmentBlock, component: DepartmentBlock },
  Newsletter: { schema: BLOCK_SCHEMAS.Newsletter, component: Newsletter },
  RichText: { schema: BLOCK_SCHEMAS.RichText, component: RichText },
  Alert: { schema: BLOCK_SCHEMAS.Alert, component: Alert },
  Heading: { schema: BLOCK_SCHEMAS.Heading, component: Heading },
  NotificationBanner: { schema: BLOCK_SCHEMAS.NotificationBanner, component: NotificationBanner },
  PromoBanners: { schema: BLOCK_SCHEMAS.PromoBanners, component: PromoBanners },
  TrustedPayments: { schema: BLOCK_SCHEMAS.TrustedPayments, component: TrustedPayments },
  FaqSection: { schema: BLOCK_SCHEMAS.FaqSection, component: FaqSection },
};
