import { useSyncExternalStore } from 'react';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Whether the browser believes it has a network (false means: certainly none). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** For actions that need the server: the message to show instead of failing silently. */
export const NEEDS_CONNECTION = 'Dafür braucht die Sportkiste eine Internetverbindung. Bitte später noch einmal versuchen.';
