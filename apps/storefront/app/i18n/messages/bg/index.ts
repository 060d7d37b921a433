/// <reference types="vite/client" />
// Every namespace file of this language in one chunk: a page loads its language with one request.
import type { MessageTree } from '../../source.ts';

export default import.meta.glob<MessageTree>('./*.json', { eager: true, import: 'default' });
