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

/**
 * A query as the prerender saw it — nothing known yet — while React adopts the prerendered HTML;
 * the real result (from the device copy or the server) follows in the next render. React does not
 * correct attributes that differ during hydration (a button prerendered as disabled would stay so),
 * so data kept on this device must not show in the hydration render.
 */
export function useAsPrerendered<Q extends { data: unknown }>(query: Q): Q {
  const hydrated = useHydrated();
  if (hydrated) return query;
  return {
    ...query,
    data: undefined,
    isPending: true,
    isSuccess: false,
    isError: false,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
  };
}
