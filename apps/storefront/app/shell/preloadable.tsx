/**
 * A route part in a chunk of its own (the catch-all route serves home, categories, products and
 * content pages; each should download only its own code). The loader calls `preload()` on the
 * server, so React's lazy() resolves within the same render and the HTML is complete — no streamed
 * Suspense boundary, which would need JavaScript to show. In the browser hydration of the part waits
 * for its chunk while the server's HTML stays on screen; client navigations wait in the transition.
 */
import { type ComponentType, type JSX, lazy, Suspense } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/** A thenable that answers at once: React then resolves the lazy component within the same render. */
function settled<P>(value: Loaded<P>): Promise<Loaded<P>> {
  const thenable = {} as Record<string, unknown>;
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React's lazy() takes
  thenable.then = (resolve: (value: Loaded<P>) => void) => resolve(value);
  return thenable as unknown as Promise<Loaded<P>>;
}

export interface Preloadable<P> {
  Component: (props: P) => JSX.Element;
  preload(): Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  // Once loaded, no import() again: each one is a round trip through the module loader (and its
  // hooks thread under tsx) on every page request.
  const preload = () =>
    loaded
      ? Promise.resolve()
      : load().then((component) => {
          loaded = component;
        });
  const Lazy = lazy(() => {
    if (loaded) return settled({ default: loaded });
    return load().then((component) => {
      loaded = component;
      return { default: component };
    });
  });
  function Component(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component, preload };
}
