import { useLinkClicks } from '../shell/link-clicks.ts';
import { type BlockData, type PreparedBlock, RenderBlocks, type RouterLinkProps } from './blocks/index.ts';
import { type ShopHosts, shopHosts } from './blocks/links.tsx';
import { useShellData } from './ShellI18n.tsx';

/**
 * Internal links of the blocks: plain anchors; the wrapper's one click handler navigates in the app
 * like React Router's `<Link>` (decision 222), which cost a visible share of the home page's render.
 */
function RouterLink({ to, ...props }: RouterLinkProps) {
  return <a href={to} {...props} />;
}

/** CMS blocks (checked by the loader) with the shell's environment: router links, own hosts, language prefix. */
const NO_HOSTS: ShopHosts = { ownHosts: [], currentHost: undefined };

export function CmsBlocks({ blocks, data }: { blocks: readonly PreparedBlock[]; data: BlockData }) {
  const root = useShellData();
  const onClick = useLinkClicks();
  const { ownHosts, currentHost } = root ? shopHosts(root.origins, root.country) : NO_HOSTS;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the anchors' clicks (Enter clicks too)
    // biome-ignore lint/a11y/noStaticElementInteractions: a layout-free wrapper for the anchors' clicks
    <div className="cms-links" onClick={onClick}>
      <RenderBlocks
        blocks={blocks}
        data={data}
        ownHosts={ownHosts}
        {...(currentHost ? { currentHost } : {})}
        Link={RouterLink}
        pathPrefix={root?.prefix ?? ''}
        newsletterAction={`${root?.prefix ?? ''}/newsletter`}
      />
    </div>
  );
}
