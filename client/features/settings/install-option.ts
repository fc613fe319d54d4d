import { useSyncExternalStore } from 'react';
import { installListeners, installState, notifyInstallListeners } from './install-prompt';

/** What Einstellungen can offer: the browser's prompt, the iOS share-sheet hint, or nothing. */
export type InstallOption = 'installed' | 'prompt' | 'ios' | 'unsupported';

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
  if (installState.installedNow || runsInstalled()) return 'installed';
  if (installState.deferred) return 'prompt';
  // Safari on iOS has no install event at all; its only way is the share sheet.
  return isIos() ? 'ios' : 'unsupported';
}

function subscribe(listener: () => void) {
  installListeners.add(listener);
  return () => installListeners.delete(listener);
}

/** Shows the browser's install dialog; the event can be used only once, whatever the answer. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installState.deferred;
  if (!event) return 'unavailable';
  installState.deferred = null;
  notifyInstallListeners();
  await event.prompt();
  return (await event.userChoice).outcome;
}

export function useInstallOption(): InstallOption {
  return useSyncExternalStore(subscribe, currentOption, () => 'unsupported');
}
