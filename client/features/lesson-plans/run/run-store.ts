import { currentRun, sanitizeRun, type PlanRunState, type RunItem } from '@core/domain/lesson-plan/plan-run';
import { createDeviceStore, type DeviceStore } from '@client/lib/device-store';
import { prepareSignal } from '@client/lib/sound-signal';

type Runs = Record<string, PlanRunState>;

/** More than a teacher runs in a day; the oldest go first. */
const KEPT_RUNS = 20;

function sanitizeRuns(stored: unknown): Runs {
  if (!stored || typeof stored !== 'object') return {};
  const runs = Object.entries(stored as Record<string, unknown>)
    .map(([planId, value]) => [planId, sanitizeRun(value)] as const)
    .filter((entry): entry is readonly [string, PlanRunState] => entry[1] !== null)
    .sort(([, a], [, b]) => b.touchedAt - a.touchedAt)
    .slice(0, KEPT_RUNS);
  return Object.fromEntries(runs);
}

/** Its key on the device (the app shell looks for it to load the running-timers bar). */
export const PLAN_RUNS_KEY = 'plan-runs';

// Created on first use: the plans' index re-exports the run, and screens that only add a card to
// a plan should not open the store.
let store: DeviceStore<Runs> | null = null;
function runStore(): DeviceStore<Runs> {
  store ??= createDeviceStore<Runs>(PLAN_RUNS_KEY, { version: 1, initial: {}, sanitize: sanitizeRuns });
  return store;
}

/**
 * The stored run of one plan on this device, kept while the teacher opens a tool and comes back:
 * the item on screen and its clock times, so the countdown is right whatever happened meanwhile.
 */
export function useStoredRun(planId: string): PlanRunState | undefined {
  return runStore()((s) => s.value[planId]);
}

/** Every stored run on this device (the shell's mini-widget looks for one that is counting down). */
export function useAllStoredRuns(): Readonly<Record<string, PlanRunState>> {
  return runStore()((s) => s.value);
}

/** Applies a run step to the plan's run as it is now; every step is a tap, so audio is unlocked here. */
export function changeRun(
  planId: string,
  items: readonly RunItem[],
  step: (state: PlanRunState, items: readonly RunItem[], now: number) => PlanRunState,
): void {
  prepareSignal();
  const now = Date.now();
  runStore()
    .getState()
    .set((runs) => sanitizeRuns({ ...runs, [planId]: step(currentRun(runs[planId], items, now), items, now) }));
}

/** „Schließen“ after the lesson: the next opening starts at the beginning. */
export function forgetRun(planId: string): void {
  runStore()
    .getState()
    .set(({ [planId]: _done, ...others }) => others);
}

/** For tests: the stored runs. */
export const storedRuns = () => runStore().getState().value;
