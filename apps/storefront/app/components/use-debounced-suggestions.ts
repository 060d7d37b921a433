/**
 * Suggestions for what is typed (the search bar's hits, the street field's addresses): asked for
 * `delayMs` after the last keystroke and only while the value is `sendable`; a newer request aborts
 * the one in flight and an answer that comes after it is dropped, so a slow answer never replaces a
 * newer one. A value that is not sendable clears the suggestions at once.
 */
import { useEffect, useRef, useState } from 'react';

/**
 * `fetcher` asks for the suggestions of `value` (rejecting when aborted or offline: the field then
 * works as a plain input). It is part of the effect's dependencies: give a stable one (useCallback),
 * changed only with what the request depends on besides the value (e.g. the language).
 */
export function useDebouncedSuggestions<T>(
  value: string,
  sendable: boolean,
  fetcher: (value: string, signal: AbortSignal) => Promise<T>,
  delayMs: number,
): T | null {
  const [result, setResult] = useState<T | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!sendable) {
      inFlight.current?.abort();
      setResult(null);
      return;
    }
    const timer = setTimeout(() => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      fetcher(value, controller.signal)
        .then((answer) => {
          if (!controller.signal.aborted) setResult(answer);
        })
        .catch(() => {
          // aborted by a newer request, or offline: what is typed still works without suggestions
        });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, sendable, fetcher, delayMs]);
  useEffect(() => () => inFlight.current?.abort(), []);
  return result;
}
