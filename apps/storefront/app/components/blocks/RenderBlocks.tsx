/**
 * Renders CMS blocks that the route loader already checked (prepare.server.ts): unknown names and
 * content that failed its schema never reach this component, so the browser needs no validator.
 */
import { type ComponentType, type ReactElement, useMemo } from 'react';
import {
  type BlockData,
  type BlockEnvironment,
  BlockEnvironmentContext,
  type BlockPosition,
  defaultEnvironment,
  type RouterLinkProps,
} from './environment.tsx';
import type { PreparedBlock } from './prepared.ts';
import { BLOCK_REGISTRY } from './registry.ts';

/**
 * React Aria's press handling injects a <style> (touch-action) unless an element with this id
 * exists; the CSP allows no inline <style> (decision 120), so blocks with React Aria buttons bring
 * this marker and the rule lives in blocks-extra.css instead (decision 165).
 */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
const PRESSABLE_BLOCKS = new Set<string>(['Accordion', 'Tabs']);

/** How many blocks from the top count as above the fold (eager images). */
const ABOVE_FOLD_BLOCKS = 3;

export interface RenderBlocksProps {
  blocks: readonly PreparedBlock[];
  data?: BlockData;
  ownHosts?: readonly string[];
  currentHost?: string;
  Link?: ComponentType<RouterLinkProps>;
  newsletterAction?: string;
  pathPrefix?: string;
}

/**
 * The components of checked blocks. Embedded blocks (RenderContent) get positions after their
 * owner's (`offset`), never above the fold and never first of their kind (no second h1), so their
 * element ids stay unique on the page.
 */
function renderList(blocks: readonly PreparedBlock[], offset: number, embedded: boolean): ReactElement[] {
  const seen = new Set<string>();
  return blocks
    .filter((block) => Object.hasOwn(BLOCK_REGISTRY, block.name))
    .map((block, index) => {
      const position: BlockPosition = {
        index: offset + index,
        aboveFold: !embedded && index < ABOVE_FOLD_BLOCKS,
        firstOfKind: !embedded && !seen.has(block.name),
      };
      seen.add(block.name);
      const Component = BLOCK_REGISTRY[block.name] as ComponentType<
        Record<string, unknown> & { position: BlockPosition }
      >;
      // CMS blocks carry no ids; the list is rebuilt as a whole, so the position is a stable key.
      return <Component key={`${block.name}-${position.index}`} {...block.props} position={position} />;
    });
}

const renderEmbedded = (blocks: readonly PreparedBlock[], ownerIndex: number) =>
  renderList(
    blocks.filter((block) => block.name !== 'RenderContent'),
    (ownerIndex + 1) * 1000,
    true,
  );

export function RenderBlocks(props: RenderBlocksProps): ReactElement | null {
  const prepared = props.blocks.filter((block) => Object.hasOwn(BLOCK_REGISTRY, block.name));
  const environment = useMemo<BlockEnvironment>(
    () => ({
      data: props.data ?? defaultEnvironment.data,
      ownHosts: props.ownHosts ?? defaultEnvironment.ownHosts,
      currentHost: props.currentHost,
      Link: props.Link,
      newsletterAction: props.newsletterAction ?? defaultEnvironment.newsletterAction,
      pathPrefix: props.pathPrefix ?? defaultEnvironment.pathPrefix,
      renderEmbedded,
    }),
    [props.data, props.ownHosts, props.currentHost, props.Link, props.newsletterAction, props.pathPrefix],
  );
  if (prepared.length === 0) return null;
  const embedded = Object.values(environment.data.embedded ?? {}).flat();
  const pressable = [...prepared, ...embedded].some((block) => PRESSABLE_BLOCKS.has(block.name));
  return (
    <BlockEnvironmentContext.Provider value={environment}>
      <div className="tb-blocks">{renderList(prepared, 0, false)}</div>
      {pressable ? <span id={PRESSABLE_STYLE_ID} hidden /> : null}
    </BlockEnvironmentContext.Provider>
  );
}
