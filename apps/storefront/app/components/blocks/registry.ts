/**
 * Block name → React component. The zod schemas of the CMS content stay on the server
 * (prepare.server.ts); components receive props that already passed them.
 */
import type { BlockName, BlockProps } from '@toolyard/content/blocks';
import type { ComponentType } from 'react';
import { CategoryBoxes, DepartmentBlock } from './CategoryBlocks.tsx';
import { Alert, FaqSection, Heading, NotificationBanner, PromoBanners, RichText } from './ContentBlocks.tsx';
import type { BlockPosition } from './environment.tsx';
import { Hero, HeroBanner } from './Hero.tsx';
import { Newsletter } from './Newsletter.tsx';
import { ProductGroupsSlider } from './ProductGroupsSlider.tsx';
import { TrustedBrands, TrustedPayments, UspSection } from './PromiseBlocks.tsx';

export type BlockComponent<N extends BlockName> = ComponentType<BlockProps<N> & { position: BlockPosition }>;

export type BlockRegistry = { readonly [N in BlockName]: BlockComponent<N> };

export const BLOCK_REGISTRY: BlockRegistry = {
  Hero,
  HeroBanner,
  CategoryBoxes,
  ProductGroupsSlider,
  UspSection,
  TrustedBrands,
  DepartmentBlock,
  Newsletter,
  RichText,
  Alert,
  Heading,
  NotificationBanner,
  PromoBanners,
  TrustedPayments,
  FaqSection,
};
