/**
 * Renders CMS blocks. Each block's content is checked against its schema first (spec 000 §2.5):
 * an unknown block name is a module-not-found error in development and logged and skipped in
 * production; content that does not match its schema is logged and skipped in both.
 */
import {
  type BlockName,
  isBlockName,
  type ProductGroupSource,
  storedBlockSchema,
} from '@toolyard/content/blocks';
import { type ComponentType, type ReactElement, useMemo } from 'react';
import { consoleLogger, type I18nLogger } from '../../i18n/index.ts';
import {
  type BlockData,
  type BlockEnvironment,
  BlockEnvironmentContext,
  type BlockPosition,
  defaultEnvironment,
  type RouterLinkProps,
} from './environment.tsx';
import { BLOCK_REGISTRY } from './registry.ts';
import './blocks.css';

export type RenderMode = 'development' | 'production';

/** The spec's "module-not-found error" for a block name without a component. */
export class UnknownBlockError extends Error {
  readonly code = 'MODULE_NOT_FOUND';
  constructor(readonly blockName: string) {
    super(
      `Cannot find module './blocks/${blockName}': no component is registered for CMS block "${blockName}"`,
    );
    this.name = 'UnknownBlockError';
  }
}

/** How many blocks from the top count as above the fold (eager images). */
const ABOVE_FOLD_BLOCKS = 3;

export interface RenderBlocksProps {
  blocks: readonly unknown[];
  mode: RenderMode;
  data?: BlockData;
  ownHosts?: readonly string[];
  Link?: ComponentType<RouterLinkProps>;
  newsletterAction?: string;
  pathPrefix?: string;
  logger?: I18nLogger;
}

interface Prepared {
  name: BlockName;
  props: Record<string, unknown>;
}

/** Validated blocks, in order; throws UnknownBlockError in development. */
export function prepareBlocks(blocks: readonly unknown[], mode: RenderMode, logger: I18nLogger): Prepared[] {
  const prepared: Prepared[] = [];
  blocks.forEach((block, index) => {
    const stored = storedBlockSchema.safeParse(block);
    if (!stored.success) {
      logger.error('CMS block is not { name, props }; skipped', { index });
      return;
    }
    const { name, props } = stored.data;
    if (!isBlockName(name)) {
      if (mode === 'development') throw new UnknownBlockError(name);
      logger.error('Unknown CMS block skipped', { index, name });
      return;
    }
    const parsed = BLOCK_REGISTRY[name].schema.safeParse(props);
    if (!parsed.success) {
      logger.error('Invalid CMS block content skipped', {
        index,
        name,
        issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      });
      return;
    }
    prepared.push({ name, props: parsed.data as Record<string, unknown> });
  });
  return prepared;
}

export function RenderBlocks(props: RenderBlocksProps): ReactElement | null {
  const logger = props.logger ?? consoleLogger;
  const prepared = prepareBlocks(props.blocks, props.mode, logger);
  const environment = useMemo<BlockEnvironment>(
    () => ({
      data: props.data ?? defaultEnvironment.data,
      ownHosts: props.ownHosts ?? defaultEnvironment.ownHosts,
      Link: props.Link,
      newsletterAction: props.newsletterAction ?? defaultEnvironment.newsletterAction,
      pathPrefix: props.pathPrefix ?? defaultEnvironment.pathPrefix,
    }),
    [props.data, props.ownHosts, props.Link, props.newsletterAction, props.pathPrefix],
  );
  if (prepared.length === 0) return null;
  const seen = new Set<string>();
  return (
    <BlockEnvironmentContext.Provider value={environment}>
      <div className="tb-blocks">
        {prepared.map((block, index) => {
          const position: BlockPosition = {
            index,
            aboveFold: index < ABOVE_FOLD_BLOCKS,
            firstOfKind: !seen.has(block.name),
          };
          seen.add(block.name);
          const Component = BLOCK_REGISTRY[block.name].component as ComponentType<
            Record<string, unknown> & { position: BlockPosition }
          >;
          // CMS blocks carry no ids; the list is rebuilt as a whole, so the position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          return <Component key={`${block.name}-${index}`} {...block.props} position={position} />;
        })}
      </div>
    </BlockEnvironmentContext.Provider>
  );
}

/** What the route loader must fetch for these blocks: category links and product groups. */
export function blockDataNeeds(blocks: readonly unknown[]): {
  categoryKeys: string[];
  productGroups: { key: string; source: ProductGroupSource; limit: number }[];
} {
  const silent: I18nLogger = { warn: () => {}, error: () => {} };
  const categoryKeys = new Set<string>();
  const productGroups: { key: string; source: ProductGroupSource; limit: number }[] = [];
  for (const block of prepareBlocks(blocks, 'production', silent)) {
    const props = block.props as {
      items?: { categoryKey?: string }[];
      departments?: { categoryKey: string }[];
      groups?: { key: string; source: ProductGroupSource; limit: number }[];
    };
    if (block.name === 'CategoryBoxes')
      for (const item of props.items ?? []) if (item.categoryKey) categoryKeys.add(item.categoryKey);
    if (block.name === 'DepartmentBlock')
      for (const item of props.departments ?? []) categoryKeys.add(item.categoryKey);
    if (block.name === 'ProductGroupsSlider') {
      for (const group of props.groups ?? []) {
        productGroups.push({ key: group.key, source: group.source, limit: group.limit });
        if (group.source.kind === 'category') categoryKeys.add(group.source.categoryKey);
      }
    }
  }
  return { categoryKeys: [...categoryKeys], productGroups };
}
