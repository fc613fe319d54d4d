import { useEffect, useState } from 'react';

/**
 * The current time, refreshed while `active`: every animation frame (spec: the stopwatch
 * display refreshes per frame), or every `intervalMs` where less is enough. Only displays use
 * it; the tools' state never depends on ticks.
 */
export function useNow(active: boolean, intervalMs?: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!active) return;
    if (intervalMs) {
      const timer = setInterval(() => setNow(Date.now()), intervalMs);
      return () => clearInterval(timer);
    }
    let frame = requestAnimationFrame(function tick() {
      setNow(Date.now());
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, intervalMs]);
  return now;
}
