import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * True from just before React starts adopting the HTML the build or the server drew
 * (`hydrateRoot`) until the screen's part of it has been adopted (client/main.tsx,
 * `ScreenLive` in client/app/router.tsx).
 */
let adopting = false;
let adopted: Promise<void> = Promise.resolve();
let finishAdoption: (() => void) | undefined;

export function beginAdoption(): void {
  adopting = true;
  adopted = new Promise((resolve) => {
    finishAdoption = resolve;
  });
}

export function endAdoption(): void {
  adopting = false;
  finishAdoption?.();
}

/**
 * Resolves once the screen has been adopted (at once when nothing is). An answer that arrives
 * while React still adopts the screen's part of the page changes the parts already adopted,
 * and React then adopts the screen's part in that same single task to pass the change on
 * (issue 21: one 170 ms task on a slow phone when the signed-in user arrived).
 */
export function afterAdoption(): Promise<void> {
  return adopted;
}

const noSubscription = () => () => undefined;
const isAdopting = () => adopting;
const alwaysOnServer = () => true;

/**
 * False while React adopts the prerendered HTML (and in the prerender itself), true from the
 * render right after. Parts that depend on this device — the signed-in user's badges, lists kept
 * on the device — wait for it, so the first render matches the HTML the build wrote.
 *
 * `useSyncExternalStore` only tells whether this part is being adopted (React then reads the
 * server value): as the hook's own answer, the difference between the two values made React
 * redraw every such part — through the shell, the whole screen — in one synchronous task right
 * after adoption (issue 21: total blocking time). The answer is a state set in a transition
 * instead, which React renders in slices. While `adopting` is true the two values agree, so
 * React sees nothing to correct; a part adopted after it ended is corrected synchronously, as before.
 */
export function useHydrated(): boolean {
  const beingAdopted = useSyncExternalStore(noSubscription, isAdopting, alwaysOnServer);
  const [hydrated, setHydrated] = useState(!beingAdopted);
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
