import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

/** Spec 001 §9: throttle 200 ms, duration 5000 ms, tick 100 ms, hide 500 ms after finishing. */
export const LOADING_BAR = { throttle: 200, duration: 5000, tick: 100, hide: 500 } as const;

/** Thin progress bar during client navigations: start, increase, finish (or fail), hide. */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [percent, setPercent] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    if (busy) {
      const start = setTimeout(() => {
        setPercent(0);
        timer.current = setInterval(
          () => setPercent((p) => Math.min(95, (p ?? 0) + (100 * LOADING_BAR.tick) / LOADING_BAR.duration)),
          LOADING_BAR.tick,
        );
      }, LOADING_BAR.throttle);
      return () => clearTimeout(start);
    }
    clearInterval(timer.current);
    setPercent((p) => (p === null ? null : 100));
    const hide = setTimeout(() => setPercent(null), LOADING_BAR.hide);
    return () => clearTimeout(hide);
  }, [busy]);
  if (percent === null) return null;
  return <div className="loading-bar" style={{ transform: `scaleX(${percent / 100})` }} aria-hidden="true" />;
}
