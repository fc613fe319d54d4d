import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often a long-open app asks whether a new version was deployed. */
const CHECK_EVERY_MS = 30 * 60 * 1000;

/**
 * Registers the service worker (/sw.js) and notices a new deployment without a manual reload:
 * it asks when the app comes back to the foreground, when the network returns, and every 30
 * minutes. A new version waits until the teacher applies it (registerType 'prompt').
 */
export function useAppUpdate() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void registration.update().catch(() => undefined);
      };
      document.addEventListener('visibilitychange', check);
      window.addEventListener('online', check);
      setInterval(check, CHECK_EVERY_MS);
    },
    onRegisterError() {
      // No service worker (private mode, old browser): the app still works online.
    },
  });
  useEffect(() => {
    if (needRefresh) document.title = 'Sportkiste (Update verfügbar)';
    return () => {
      document.title = 'Sportkiste';
    };
  }, [needRefresh]);
  return { updateAvailable: needRefresh, applyUpdate: () => updateServiceWorker(true) };
}
