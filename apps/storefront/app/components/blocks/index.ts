export { imageUrl } from './assets.ts';
export type { BlockData, ProductCard, ResolvedCategory, RouterLinkProps } from './environment.tsx';
export { classifyHref, SmartLink } from './links.tsx';
export { type PreparedBlock, type RenderMode, UnknownBlockError } from './prepared.ts';
export { RenderBlocks, type RenderBlocksProps } from './RenderBlocks.tsx';
export { BLOCK_REGISTRY, type BlockRegistry } from './registry.ts';
