// Starts the app once the browser has painted the page the build prerendered (issue 21): the
// teacher sees the screen first, and Lighthouse's slow-phone model no longer counts the app's
// code as needed for the first screen (it counts every script asked for before the largest
// paint). Every page carries this script inline at the end of its body (vite.config.ts,
// pageLoadOrder; allowed by its hash in the CSP: server/http/inline-scripts.ts) — as a file it
// was one more request before the first paint. The page names the app's entry and its first
// chunks, the whole style sheet (the page carries only the rules it shows: scripts/prerender.mjs)
// and the web app manifest (vite.config.ts, manifestAfterPaint): asked for with the page, they
// shared the slow network with the font the first paint waits for.
// Waits for the paint entry, not for a timer: the end-to-end tests stop the page's clock.
(() => {
  const script = document.currentScript;
  const app = script?.dataset.app;
  if (!app) return;
  const link = (rel, href, crossOrigin) => {
    const element = document.createElement('link');
    element.rel = rel;
    if (crossOrigin) element.crossOrigin = '';
    element.href = href;
    document.head.append(element);
    return element;
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The page's last bytes (a list page's cards, after this script) are read before the app looks.
    if (document.readyState === 'loading') return void document.addEventListener('DOMContentLoaded', begin, { once: true });
    begin();
  };
  // A new task of the event loop (a message, not a timer: see above).
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(channel.port1.close());
      channel.port2.postMessage(0);
    });
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  // The first chunks (React) run each in a task of their own before the app's entry: run together,
  // they were one task of ~90 ms on a slow phone, which holds up a tap (Lighthouse: blocking time).
  // A chunk that fails to load is left to the entry's own import, which reports it.
  const go = async () => {
    for (const href of preloads) {
      await import(href).catch(() => undefined);
      await nextTask();
    }
    await import(app);
  };
  const begin = () => {
    if (script.dataset.manifest) link('manifest', script.dataset.manifest);
    for (const href of preloads) link('modulepreload', href, true);
    if (!script.dataset.style) return void go();
    // The app starts once the whole sheet is there (or failed): nothing React draws is unstyled.
    const sheet = link('stylesheet', script.dataset.style);
    sheet.addEventListener('load', () => void go(), { once: true });
    sheet.addEventListener('error', () => void go(), { once: true });
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
