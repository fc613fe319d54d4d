// Starts the app once the browser has painted the page the build prerendered (issue 21): the
// teacher sees the screen first, and Lighthouse's slow-phone model no longer counts the app's
// code as needed for the first screen (it counts every script asked for before the largest
// paint). The page names the app's entry and its first chunks (vite.config.ts, pageLoadOrder).
// Waits for the paint entry, not for a timer: the end-to-end tests stop the page's clock.
(() => {
  const script = document.currentScript;
  const app = script?.dataset.app;
  if (!app) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(app);
  };
  const root = document.getElementById('root');
  // An empty page (sign-in, a card's link): nothing to paint before the app draws it.
  if (!root?.hasChildNodes() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();
