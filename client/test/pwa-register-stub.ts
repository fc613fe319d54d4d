// Vitest has no service worker: the app runs as if none could be registered.
export function useRegisterSW() {
  return { needRefresh: [false, () => undefined], offlineReady: [false, () => undefined], updateServiceWorker: async () => undefined };
}
