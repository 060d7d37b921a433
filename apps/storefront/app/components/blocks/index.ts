export { imageUrl } from './assets.ts';
export type { BlockData, ProductCard, ResolvedCategory, RouterLinkProps } from './environment.tsx';
export { classifyHref, SmartLink } from './links.tsx';
export {
  blockDataNeeds,
  prepareBlocks,
  RenderBlocks,
  type RenderBlocksProps,
  type RenderMode,
  UnknownBlockError,
} from './RenderBlocks.tsx';
export { BLOCK_REGISTRY, type BlockRegistry } from './registry.ts';
