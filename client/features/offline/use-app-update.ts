import { useEffect, useState } from 'react';
import type { registerSW as RegisterSW } from 'virtual:pwa-register';
import { whenPageIdle } from '@client/lib/when-idle';

/** How often a long-open app asks whether a new version was deployed. */
const CHECK_EVERY_MS = 30 * 60 * 1000;

type Listener = () => void;
let started = false;
let needRefresh = false;
let update: ((reload?: boolean) => Promise<void>) | undefined;
const listeners = new Set<Listener>();

/**
 * Registers the service worker (/sw.js) once the first screen is idle — its precache fetches the
 * whole app, which must not compete with the screen the teacher opened — and notices a new
 * deployment without a manual reload: it asks when the app comes back to the foreground, when the
 * network returns, and every 30 minutes. A new version waits for the teacher (registerType 'prompt').
 */
function start(): void {
  if (started) return;
  started = true;
  // Without network the worker on the device already serves the app, and registering again would
  // only fail to fetch its script (Chromium logs that as an error): register once the network is back.
  if (!navigator.onLine) {
    window.addEventListener('online', () => whenPageIdle(() => void import('virtual:pwa-register').then(register)), { once: true });
    return;
  }
  // Imported when idle, not up front: the first screen does not need it (issue 21: first-screen size).
  whenPageIdle(() => void import('virtual:pwa-register').then(register));
}

function register({ registerSW }: { registerSW: typeof RegisterSW }): void {
  update = registerSW({
    onNeedRefresh() {
      needRefresh = true;
      listeners.forEach((notify) => notify());
    },
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
}

export function useAppUpdate() {
  const [available, setAvailable] = useState(needRefresh);
  useEffect(() => {
    start();
    const notify = () => setAvailable(true);
    listeners.add(notify);
    if (needRefresh) notify();
    return () => {
      listeners.delete(notify);
    };
  }, []);
  useEffect(() => {
    if (available) document.title = 'Sportkiste (Update verfügbar)';
    return () => {
      document.title = 'Sportkiste';
    };
  }, [available]);
  return { updateAvailable: available, applyUpdate: () => update?.(true) ?? Promise.resolve() };
}
