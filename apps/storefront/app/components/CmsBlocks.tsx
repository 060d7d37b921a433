import { Link } from 'react-router';
import { type BlockData, RenderBlocks, type RouterLinkProps } from './blocks/index.ts';
import { useShellData } from './ShellI18n.tsx';

function RouterLink(props: RouterLinkProps) {
  return <Link {...props} />;
}

/** CMS blocks with the shell's environment: router links, own hosts, language prefix. */
export function CmsBlocks({ blocks, data }: { blocks: readonly unknown[]; data: BlockData }) {
  const root = useShellData();
  const ownHosts = root ? Object.values(root.origins).map((origin) => new URL(origin).host) : [];
  return (
    <RenderBlocks
      blocks={blocks}
      data={data}
      mode={import.meta.env.DEV ? 'development' : 'production'}
      ownHosts={ownHosts}
      Link={RouterLink}
      pathPrefix={root?.prefix ?? ''}
      newsletterAction={`${root?.prefix ?? ''}/newsletter`}
    />
  );
}
