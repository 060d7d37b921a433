/// <reference types="vite/client" />
/**
 * Where message files come from. In the app, Vite turns the glob below into one lazily loaded
 * chunk per JSON file, so a page only downloads the catalogs of its own locale. Any namespace file
 * dropped into a language folder (e.g. the shell's `shell.json`) is picked up without code changes.
 */

/** A namespace's messages; nested objects are flattened to dotted keys. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

export interface MessageSource {
  /** Namespace files of a folder ("en", "de-CH"), as namespace → loader. Empty when there is none. */
  files(folder: string): Readonly<Record<string, () => Promise<MessageTree>>>;
}

type Loaders = Record<string, () => Promise<unknown>>;

function byFolder(loaders: Loaders, root: string): Map<string, Record<string, () => Promise<MessageTree>>> {
  const folders = new Map<string, Record<string, () => Promise<MessageTree>>>();
  for (const [path, load] of Object.entries(loaders)) {
    const match = new RegExp(`^\\./${root}/([^/]+)/([^/]+)\\.json$`).exec(path);
    if (!match) continue;
    const [, folder = '', namespace = ''] = match;
    const files = folders.get(folder) ?? {};
    files[namespace] = async () => {
      const loaded = (await load()) as { default?: MessageTree } | MessageTree;
      return (
        'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded
      ) as MessageTree;
    };
    folders.set(folder, files);
  }
  return folders;
}

let viteSource: MessageSource | undefined;

/** The bundled catalogs (Vite glob import: one chunk per file, loaded on demand). */
export function bundledMessageSource(): MessageSource {
  if (!viteSource) {
    const folders = new Map([
      ...byFolder(import.meta.glob('./messages/*/*.json'), 'messages'),
      ...byFolder(import.meta.glob('./overrides/*/*.json'), 'overrides'),
    ]);
    viteSource = { files: (folder) => folders.get(folder) ?? {} };
  }
  return viteSource;
}
