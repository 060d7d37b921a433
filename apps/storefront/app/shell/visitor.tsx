/**
 * The visitor's personal header state — signed in or not, items in the cart — read in the browser
 * after hydration from GET /api/visitor (private, no-store), never rendered into a page a shared
 * cache may keep (docs/decisions/116). Read again after any form submission (sign-in, sign-out, a
 * cart form) and after any revalidation (add to cart on the product page revalidates), and when a
 * tab comes back from the back/forward cache.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { parseVisitor, VISITOR_PATH, type Visitor } from './visitor-state.ts';

export type { Visitor };

/** Exported for tests that render the header in a known state. */
export const VisitorContext = createContext<Visitor | null>(null);

/** Null until the browser has asked (server render, first paint): render the anonymous state. */
export function useVisitor(): Visitor | null {
  return useContext(VisitorContext);
}

export function VisitorProvider({ children }: { children: React.ReactNode }) {
  const [visitor, setVisitor] = useState<Visitor | null>(null);
  const latest = useRef(0);
  const refresh = useCallback(async () => {
    const call = ++latest.current;
    try {
      const response = await fetch(VISITOR_PATH, { headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const next = parseVisitor(await response.json());
      // Only the newest answer counts: an older one may describe the cart before a change.
      // As a transition: an urgent update would make a part still hydrating (a lazily loaded
      // listing or product page) drop its server HTML and show its empty fallback meanwhile.
      if (next && call === latest.current) startTransition(() => setVisitor(next));
    } catch {
      // Offline or the server is down: keep what the header shows.
    }
  }, []);

  useEffect(() => {
    void refresh();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refresh();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [refresh]);

  // A submission (any method but GET) or a revalidation that has just finished may have changed
  // the cart or the sign-in: ask again once it is done.
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const submitting =
    navigation.state !== 'idle' &&
    navigation.formMethod !== undefined &&
    navigation.formMethod.toUpperCase() !== 'GET';
  const busy = submitting || revalidator.state === 'loading';
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) void refresh();
    wasBusy.current = busy;
  }, [busy, refresh]);

  return <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>;
}
