// Where no service worker can run (Vitest, the build's prerender in Node), `virtual:pwa-register`
// resolves here: the app runs as if none could be registered.
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
