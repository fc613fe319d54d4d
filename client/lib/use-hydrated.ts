import { startTransition, useEffect, useState } from 'react';

/**
 * True while React adopts the HTML the build or the server drew (`hydrateRoot`); false in the
 * prerender (no window) as well, so both draw the same first render. client/main.tsx opens and
 * closes the adoption.
 */
let adopting = typeof window === 'undefined';

export function beginAdoption(): void {
  adopting = true;
}

/** Called once the adopted page has been committed: what mounts from now on is drawn fresh. */
export function endAdoption(): void {
  adopting = false;
}

/**
 * False while React adopts the prerendered HTML (and in the prerender itself), true from the
 * render right after. Parts that depend on this device — the signed-in user's badges, lists kept
 * on the device — wait for it, so the first render matches the HTML the build wrote.
 *
 * The render with the device's data runs as a transition, in slices: with
 * `useSyncExternalStore` React redrew every such part (and through the shell, the whole screen)
 * in one synchronous task right after adopting the page — 50–90 ms of a slow phone's main thread
 * in which a tap waited (issue 21: total blocking time).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(!adopting);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
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
