import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React adopts the prerendered HTML (and in the prerender itself), true from the
 * render right after. Parts that depend on this device — the signed-in user's badges, lists kept
 * on the device — wait for it, so the first render matches the HTML the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
