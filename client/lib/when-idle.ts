/**
 * Runs `run` once the page has loaded and the browser has a quiet moment: work the first screen
 * does not need (the service worker's precache, loading every tool for use offline, the bar of
 * running timers) must not queue in front of what the teacher is waiting for.
 */
export function whenPageIdle(run: () => void): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
    else window.setTimeout(run, 500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
