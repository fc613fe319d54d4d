/**
 * The browser's offer to install the app (issue 19). Chromium fires `beforeinstallprompt` once,
 * early, and only to listeners that already exist; the Einstellungen screen is a lazy route that
 * loads much later, so `captureInstallPrompt()` runs in `main.tsx` and keeps the event here.
 * Installing matters for more than convenience: Safari removes a site's stored data after seven
 * days without a visit unless it is on the home screen (research/peers.md), and the grade book
 * lives only on the device.
 */

/** Not in TypeScript's DOM types: Chromium's event (https://wicg.github.io/manifest-incubations/). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the browser offered so far; read by install-option.ts (kept apart: the first screen needs only the capture). */
export const installState: { deferred: BeforeInstallPromptEvent | null; installedNow: boolean } = { deferred: null, installedNow: false };
let captured = false;
export const installListeners = new Set<() => void>();
export const notifyInstallListeners = () => installListeners.forEach((listener) => listener());

/** Call once at start-up, before the first render. Safe to call again. */
export function captureInstallPrompt(target: Window = window): void {
  if (captured) return;
  captured = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the teacher installs from Einstellungen.
    event.preventDefault();
    installState.deferred = event as BeforeInstallPromptEvent;
    notifyInstallListeners();
  });
  target.addEventListener('appinstalled', () => {
    installState.deferred = null;
    installState.installedNow = true;
    notifyInstallListeners();
  });
}
