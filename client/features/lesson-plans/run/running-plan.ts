import { itemsInRunOrder } from '@core/domain/lesson-plan/plan-model';
import { runAt } from '@core/domain/lesson-plan/plan-run';
import { useSyncExternalStore } from 'react';
import { plansOnDevice } from '../api/plans';
import { planRunPath } from '../plan-paths';
import type { PlanOnDevice } from '../stores/plans-on-device';
import { useAllStoredRuns } from './run-store';

export interface RunningPlan {
  planId: string;
  title: string;
  href: string;
  /** Clock time the part on screen ends. */
  endsAt: number;
  remainingMs: number;
}

const noPlans: Record<string, PlanOnDevice> = {};

/**
 * The plan whose part is counting down right now, if any (the latest touched): the shell shows it
 * as a mini-widget and signals its end while the teacher is in the stopwatch or the score counter.
 */
export function useRunningPlan(now: number): RunningPlan | null {
  const runs = useAllStoredRuns();
  const plans = useSyncExternalStore(
    plansOnDevice.subscribe,
    () => plansOnDevice.getState().value.plans,
    () => noPlans,
  );
  const started = Object.entries(runs)
    .filter(([, run]) => run.startedAt !== null && !run.finished)
    .sort(([, a], [, b]) => b.touchedAt - a.touchedAt);
  for (const [planId, run] of started) {
    const plan = plans[planId]?.local;
    if (!plan) continue;
    const view = runAt(run, itemsInRunOrder(plan), now);
    if (view.status !== 'running' || view.endsAt === null) continue;
    return { planId, title: plan.title, href: planRunPath(planId), endsAt: view.endsAt, remainingMs: view.remainingMs };
  }
  return null;
}

/** Whether any plan's run has a started clock: the shell then ticks to show and signal it. */
export function usePlanRunTicking(): boolean {
  return Object.values(useAllStoredRuns()).some((run) => run.startedAt !== null && !run.finished);
}
