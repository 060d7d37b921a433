/**
 * Shell fragments (docs/decisions/269): the header and the footer render the same on every page of
 * a store and language, yet cost an uncached page about a third of its server time. The server keeps
 * each one's inner HTML, captured from a real render of the page at the same place in the tree, and
 * on later pages writes those bytes instead of rendering the subtree again. The browser renders and
 * hydrates the real components as always: the bytes are what those components rendered, so
 * hydration finds exactly its own markup.
 *
 * The key is everything the fragment is made of (the root data; messages by their URL, which holds
 * their hash); what the key cannot hold (the footer's CMS and brand links) is dropped with the HTML
 * cache on every catalog and content change (server/fragment-cache.ts).
 */
import type { Transform } from 'node:stream';
import { type ComponentPropsWithoutRef, createContext, createElement, useContext } from 'react';
import type { RootData } from './root-data.ts';

/** A page render's view of the node's fragment cache (server only; null in the browser). */
export interface FragmentLookup {
  /** The inner HTML stored for `name` under `key`; undefined is a miss, captured after this render. */
  lookup(name: string, key: string): string | undefined;
}

/** The same, with the capture entry.server.tsx puts after React's output (server/fragment-cache.ts). */
export interface RenderFragments extends FragmentLookup {
  /** A pass-through for the document that stores what this render missed; null when it missed none. */
  capture(): Transform | null;
}

export const FragmentContext = createContext<FragmentLookup | null>(null);

/** Marks a fragment's element in the HTML, where the capture finds it (on both sides, so they match). */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';

type FragmentTag = 'header' | 'footer';

export type ShellFragmentProps<T extends FragmentTag> = ComponentPropsWithoutRef<T> & {
  as: T;
  name: string;
  /** What the fragment is made of; null: render it, never keep it (e.g. a search page's own query). */
  cacheKey: string | null;
};

export function ShellFragment<T extends FragmentTag>({
  as,
  name,
  cacheKey,
  children,
  ...props
}: ShellFragmentProps<T>) {
  const fragments = useContext(FragmentContext);
  const attributes = { ...props, [FRAGMENT_ATTRIBUTE]: name };
  const html = fragments && cacheKey !== null ? fragments.lookup(name, cacheKey) : undefined;
  if (html !== undefined)
    return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
  return createElement(as, attributes, children);
}

const keys = new WeakMap<RootData, string>();

/**
 * The root data as a fragment key, made once per render (the header and the footer both ask). The
 * deferred footer links are a promise here, written as `{}`: the key cannot hold them (see above).
 */
export function shellFragmentKey(root: RootData): string {
  let key = keys.get(root);
  if (key === undefined) {
    key = JSON.stringify(root);
    keys.set(root, key);
  }
  return key;
}
