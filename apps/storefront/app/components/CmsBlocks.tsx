import { Link } from 'react-router';
import { type BlockData, type PreparedBlock, RenderBlocks, type RouterLinkProps } from './blocks/index.ts';
import { useShellData } from './ShellI18n.tsx';

function RouterLink(props: RouterLinkProps) {
  return <Link {...props} />;
}

/** CMS blocks (checked by the loader) with the shell's environment: router links, own hosts, language prefix. */
export function CmsBlocks({ blocks, data }: { blocks: readonly PreparedBlock[]; data: BlockData }) {
  const root = useShellData();
  const ownHosts = root ? Object.values(root.origins).map((origin) => new URL(origin).host) : [];
  return (
    <RenderBlocks
      blocks={blocks}
      data={data}
      ownHosts={ownHosts}
      Link={RouterLink}
      pathPrefix={root?.prefix ?? ''}
      newsletterAction={`${root?.prefix ?? ''}/newsletter`}
    />
  );
}
