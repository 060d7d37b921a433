/// <reference types="vite/client" />
/**
 * Where message files come from. In the app, Vite turns the globs below into one lazily loaded
 * chunk per language (all its namespace files, see messages/<language>/index.ts) and one per
 * override file, so a page downloads only the catalogs of its own locale. Any namespace file
 * dropped into a language folder (e.g. the shell's `shell.json`) is picked up without code changes.
 */

/** A namespace's messages; nested objects are flattened to dotted keys. */
export type MessageTree = { readonly [key: string]: string | MessageTree };

export interface MessageSource {
  /**
   * The namespaces of a folder ("en" for a language, "de-CH" for a variant's overrides), as
   * namespace → messages; {} when the folder does not exist. Rejects when a file fails to load.
   */
  load(folder: string): Promise<Readonly<Record<string, MessageTree>>>;
}

/** "./common.json" or "./overrides/de-CH/vat.json" → "common" / "vat". */
export function namespaceOf(path: string): string {
  return (path.split('/').pop() ?? '').replace(/\.json$/, '');
}

let viteSource: MessageSource | undefined;

/** The bundled catalogs (Vite glob imports, loaded on demand). */
export function bundledMessageSource(): MessageSource {
  if (viteSource) return viteSource;
  const languages = import.meta.glob<Record<string, MessageTree>>('./messages/*/index.ts', {
    import: 'default',
  });
  const overrides = import.meta.glob<MessageTree>('./overrides/*/*.json', { import: 'default' });
  viteSource = {
    async load(folder) {
      const bundle = languages[`./messages/${folder}/index.ts`];
      if (bundle) {
        const files = await bundle();
        return Object.fromEntries(Object.entries(files).map(([path, tree]) => [namespaceOf(path), tree]));
      }
      const prefix = `./overrides/${folder}/`;
      const entries = Object.entries(overrides).filter(([path]) => path.startsWith(prefix));
      return Object.fromEntries(
        await Promise.all(entries.map(async ([path, load]) => [namespaceOf(path), await load()] as const)),
      );
    },
  };
  return viteSource;
}
