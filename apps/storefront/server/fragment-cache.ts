/**
 * The node's shell fragments (docs/decisions/269, app/shell/fragment.tsx): the inner HTML of the
 * header and the footer per key, captured from the document of a page that missed them. Bounded,
 * dropped on every catalog and content change with the HTML cache (invalidateOnChanges), and a
 * render that began before a drop does not store what it saw.
 *
 * A fragment is kept only when its bytes stand on their own wherever they are written again:
 * - no pending or client-rendered Suspense boundary, no <template> (their ids and the scripts that
 *   fill them belong to the one response);
 * - no useId value (it names the place in the tree the fragment was rendered at);
 * - no script, style, image, link, meta or title: React moves or preloads those into the head (an
 *   image's preload), which a written-again fragment would not do.
 * Anything else is rendered as before, so a fragment that breaks a rule costs speed, never markup.
 */
import { Transform } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { FRAGMENT_ATTRIBUTE, type RenderFragments } from '../app/shell/fragment.tsx';

/** A document larger than this is passed on without a capture. */
const MAX_CAPTURED_BYTES = 4 * 1024 * 1024;
const NOT_STANDALONE = /<!--\$[?!]-->|<(?:template|script|style|img|link|meta|title)\b|_R_[0-9a-z]*_/i;
const TAG_NAME = /^<([a-z][a-z0-9-]*)/;

export interface FragmentCache {
  /**
   * One page render's lookups; each miss is captured from that render's document, unless
   * `complete()` says a read failed meanwhile and the page shows a fallback (a footer without its
   * links must not outlive the outage).
   */
  forRender(complete?: () => boolean): RenderFragments;
  invalidate(): void;
  readonly size: number;
}

/** The inner HTML of the element marked as fragment `name`, or null when absent or not standalone. */
export function fragmentHtml(html: string, name: string): string | null {
  const mark = html.indexOf(` ${FRAGMENT_ATTRIBUTE}="${name}"`);
  if (mark === -1) return null;
  const start = html.lastIndexOf('<', mark);
  const tag = TAG_NAME.exec(html.slice(start, mark))?.[1];
  // React escapes `<` and `>` in attribute values and text: every `<` and `>` here is markup.
  const contentStart = html.indexOf('>', mark) + 1;
  if (!tag || contentStart === 0) return null;
  const tags = new RegExp(`<(/?)${tag}[\\s>/]`, 'g');
  tags.lastIndex = contentStart;
  let depth = 1;
  for (let match = tags.exec(html); match !== null; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      const inner = html.slice(contentStart, match.index);
      return NOT_STANDALONE.test(inner) ? null : inner;
    }
  }
  return null;
}

export function createFragmentCache(options: { maxEntries?: number; maxBytes?: number } = {}): FragmentCache {
  const entries = new LRUCache<string, string>({
    max: options.maxEntries ?? 500,
    maxSize: options.maxBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (html) => Math.max(1, html.length * 2),
  });
  let generation = 0;
  const entryKey = (name: string, key: string) => `${name}\u0000${key}`;

  return {
    forRender(complete = () => true) {
      const started = generation;
      const misses = new Map<string, string>();
      return {
        lookup(name, key) {
          const html = entries.get(entryKey(name, key));
          if (html === undefined) misses.set(name, key);
          return html;
        },
        capture() {
          if (misses.size === 0) return null;
          return captureDocument((document) => {
            if (generation !== started || !complete()) return;
            for (const [name, key] of misses) {
              const inner = fragmentHtml(document, name);
              if (inner !== null) entries.set(entryKey(name, key), inner);
            }
          });
        },
      };
    },
    invalidate() {
      generation++;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Passes the document on unchanged and hands its whole text to `done` at the end. */
function captureDocument(done: (document: string) => void): Transform {
  let chunks: Buffer[] | null = [];
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (chunks !== null) {
        chunks.push(chunk);
        bytes += chunk.length;
        if (bytes > MAX_CAPTURED_BYTES) chunks = null;
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (chunks !== null) done(Buffer.concat(chunks, bytes).toString('utf8'));
      chunks = null;
      callback();
    },
  });
}
