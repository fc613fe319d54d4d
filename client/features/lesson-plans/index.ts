// Stundenplaner (issue 24): plans stored per account and on the device, edited offline, run in
// the hall, printed and shared; personal card notes.
export { usePlans, usePlan, syncPlans } from './api/plans';
export { PlansPage, PlansSyncStatus } from './components/plans-page';
export { PlanEditor } from './components/plan-editor';
export { AddToPlan, TakeOverLesson, cardCopy } from './components/add-to-plan';
export { CardNotes } from './components/card-notes';
export { SharedPlanPage } from './components/shared-plan-page';
export { PLANS_PATH, planPath, planPrintPath, planRunPath, sharedPlanPath } from './plan-paths';
export { PLAN_RUNS_KEY, PlanRun, usePlanRunTicking, useRunningPlan, type RunningPlan } from './run';
export { PlanPrint } from './print';
export { PlanNotFound } from './components/plan-not-found';
