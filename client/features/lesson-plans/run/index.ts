/** The plan run in the hall (issue 24): full screen, one item after another with its countdown. */
export { PlanRun } from './plan-run';
export { usePlanRunTicking, useRunningPlan, type RunningPlan } from './running-plan';
export { PLAN_RUNS_KEY } from './run-store';
