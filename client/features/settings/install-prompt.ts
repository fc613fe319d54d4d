import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app (issue 19). Chromium fires `beforeinstallprompt` once,
 * early, and only to listeners that already exist; the Einstellungen screen is a lazy route that
 * loads much later, so `captureInstallPrompt()` runs in `main.tsx` and keeps the event here.
 * Installing matters for more than convenience: Safari removes a site's stored data after seven
 * days without a visit unless it is on the home screen (research/peers.md), and the grade book
 * lives only on the device.
 */

/** Not in TypeScript's DOM types: Chromium's event (https://wicg.github.io/manifest-incubations/). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What Einstellungen can offer: the browser's prompt, the iOS share-sheet hint, or nothing. */
export type InstallOption = 'installed' | 'prompt' | 'ios' | 'unsupported';

let deferred: BeforeInstallPromptEvent | null = null;
let installedNow = false;
let captured = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Call once at start-up, before the first render. Safe to call again. */
export function captureInstallPrompt(target: Window = window): void {
  if (captured) return;
  captured = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the teacher installs from Einstellungen.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    installedNow = true;
    notify();
  });
}

/** Started from the home screen (installed app), on Android/desktop or on iOS. */
function runsInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/** iPhone, iPod, and iPad (which since iPadOS 13 says it is a Mac, but has a touch screen). */
function isIos(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

function currentOption(): InstallOption {
  if (installedNow || runsInstalled()) return 'installed';
  if (deferred) return 'prompt';
  // Safari on iOS has no install event at all; its only way is the share sheet.
  return isIos() ? 'ios' : 'unsupported';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; the event can be used only once, whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}

export function useInstallOption(): InstallOption {
  return useSyncExternalStore(subscribe, currentOption, () => 'unsupported');
}
