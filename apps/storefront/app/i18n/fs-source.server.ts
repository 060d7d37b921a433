/**
 * Message files read straight from disk, for Node code that runs outside the Vite bundle (scripts,
 * tests, a server started through tsx). The app itself uses bundledMessageSource().
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessageSource, MessageTree } from './source.ts';

export const I18N_DIR = path.dirname(fileURLToPath(import.meta.url));

export function createFsMessageSource(dir: string = I18N_DIR): MessageSource {
  return {
    files(folder) {
      const root = folder.includes('-') ? 'overrides' : 'messages';
      const folderPath = path.join(dir, root, folder);
      if (!existsSync(folderPath)) return {};
      const files: Record<string, () => Promise<MessageTree>> = {};
      for (const file of readdirSync(folderPath)) {
        if (!file.endsWith('.json')) continue;
        files[file.slice(0, -'.json'.length)] = async () =>
          JSON.parse(readFileSync(path.join(folderPath, file), 'utf8')) as MessageTree;
      }
      return files;
    },
  };
}
