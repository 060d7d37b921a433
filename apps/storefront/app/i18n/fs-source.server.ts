/**
 * Message files read straight from disk, for Node code that runs outside the Vite bundle (scripts,
 * tests, a server started through tsx). The app itself uses bundledMessageSource().
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageSource, type MessageTree, namespaceOf } from './source.ts';

export const I18N_DIR = path.dirname(fileURLToPath(import.meta.url));

export function createFsMessageSource(dir: string = I18N_DIR): MessageSource {
  return {
    async load(folder) {
      const root = folder.includes('-') ? 'overrides' : 'messages';
      const folderPath = path.join(dir, root, folder);
      if (!existsSync(folderPath)) return {};
      const files = readdirSync(folderPath).filter((file) => file.endsWith('.json'));
      const trees = await Promise.all(
        files.map(async (file) => {
          const tree = JSON.parse(await readFile(path.join(folderPath, file), 'utf8')) as MessageTree;
          return [namespaceOf(file), tree] as const;
        }),
      );
      return Object.fromEntries(trees);
    },
  };
}
