/** Blocks as the browser receives them: checked on the server (prepare.server.ts), plain data. */
import type { BlockName } from '@toolyard/content/blocks';

export type RenderMode = 'development' | 'production';

/** A stored block whose name has a component and whose props matched its schema. */
export interface PreparedBlock {
  name: BlockName;
  props: Record<string, unknown>;
}

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
