import type { Edit } from '@core/domain/lesson-plan/plan-edit';
import { allParts } from '@core/domain/lesson-plan/plan-edit';
import { mergePlan } from '@core/domain/lesson-plan/plan-merge';
import type { LessonPlan, PlanItem, PlanPhase } from '@core/domain/lesson-plan/plan-model';
import { HEAD_ID } from '@core/domain/lesson-plan/plan-model';

/**
 * Lesson plans on this device (issue 24: a gym without network must not stop a teacher planning
 * or running her lesson). Per plan: the server's last copy, the teacher's working copy and which
 * parts she changed since — what the next save sends, so the server can merge it with what another
 * device did meanwhile (core/domain/lesson-plan/plan-merge.ts). Pure functions, tested without a
 * browser.
 */

export interface PlanOnDevice {
  /** The server's last confirmed copy; null = not on the server yet. */
  server: LessonPlan | null;
  /** What the teacher sees and edits. */
  local: LessonPlan;
  /** Parts changed since `server` (`kopf`, phase and item ids). */
  changed: string[];
  /** Deleted on this device; the server has not confirmed it yet. */
  removed: boolean;
}

export interface PlansOnDevice {
  /** Whose plans these are: another account on the same device starts empty. */
  userId: string | null;
  /** Whether the server's list has been seen on this device at least once. */
  loaded: boolean;
  plans: Record<string, PlanOnDevice>;
}

export const emptyPlans: PlansOnDevice = { userId: null, loaded: false, plans: {} };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A light check of the stored shape (the full schema would load zod on every screen). */
function looksLikePlan(value: unknown): value is LessonPlan {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.title === 'string' &&
    typeof value.lengthMinutes === 'number' &&
    Array.isArray(value.phases) &&
    Array.isArray(value.items) &&
    value.phases.every((p) => isRecord(p) && typeof p.id === 'string' && typeof p.name === 'string') &&
    value.items.every((i) => isRecord(i) && typeof i.id === 'string' && typeof i.phaseId === 'string' && typeof i.minutes === 'number')
  );
}

function looksLikeEntry(value: unknown): value is PlanOnDevice {
  return (
    isRecord(value) &&
    (value.server === null || looksLikePlan(value.server)) &&
    looksLikePlan(value.local) &&
    Array.isArray(value.changed) &&
    value.changed.every((c) => typeof c === 'string') &&
    typeof value.removed === 'boolean'
  );
}

/** Whatever is stored becomes a valid value; one unreadable plan never costs the others. */
export function sanitizePlans(stored: unknown): PlansOnDevice {
  if (!isRecord(stored) || !isRecord(stored.plans)) return emptyPlans;
  const { userId } = stored;
  if (userId !== null && typeof userId !== 'string') return emptyPlans;
  const plans: Record<string, PlanOnDevice> = {};
  for (const [id, entry] of Object.entries(stored.plans)) if (looksLikeEntry(entry) && entry.local.id === id) plans[id] = entry;
  return { userId, loaded: stored.loaded === true, plans };
}

export function forUser(state: PlansOnDevice, userId: string): PlansOnDevice {
  return state.userId === userId ? state : { userId, loaded: false, plans: {} };
}

/** The plans the teacher sees (without those she deleted). */
export function visiblePlans(state: PlansOnDevice): LessonPlan[] {
  return Object.values(state.plans)
    .filter((entry) => !entry.removed)
    .map((entry) => entry.local);
}

export function hasPending(entry: PlanOnDevice): boolean {
  return entry.removed || entry.changed.length > 0;
}

export function pendingCount(state: PlansOnDevice): number {
  return Object.values(state.plans).filter(hasPending).length;
}

/** A new plan (created here, duplicated or taken over): every part goes to the server. */
export function addPlan(state: PlansOnDevice, plan: LessonPlan): PlansOnDevice {
  return { ...state, plans: { ...state.plans, [plan.id]: { server: null, local: plan, changed: allParts(plan), removed: false } } };
}

export function applyEdit(state: PlansOnDevice, planId: string, edit: Edit): PlansOnDevice {
  const entry = state.plans[planId];
  if (!entry || edit.changed.length === 0) return state;
  const changed = [...new Set([...entry.changed, ...edit.changed])];
  return { ...state, plans: { ...state.plans, [planId]: { ...entry, local: edit.plan, changed } } };
}

/** Deleting: a plan the server never saw just goes; otherwise the deletion waits to be sent. */
export function removePlan(state: PlansOnDevice, planId: string): PlansOnDevice {
  const entry = state.plans[planId];
  if (!entry) return state;
  const plans = { ...state.plans };
  if (entry.server === null) delete plans[planId];
  else plans[planId] = { ...entry, removed: true };
  return { ...state, plans };
}

function partOf(plan: LessonPlan, id: string): string {
  if (id === HEAD_ID) return JSON.stringify([plan.title, plan.date, plan.className, plan.lengthMinutes, plan.classSize]);
  const part: PlanPhase | PlanItem | undefined = plan.phases.find((p) => p.id === id) ?? plan.items.find((i) => i.id === id);
  return part ? JSON.stringify({ ...part, rev: 0, card: null }) : 'weg';
}

/**
 * The server saved what was sent (`sent`, with the parts `sentChanged`). Parts the teacher changed
 * again while the request ran stay changed and are laid over the server's answer.
 */
export function settleSaved(state: PlansOnDevice, sent: LessonPlan, sentChanged: string[], saved: LessonPlan): PlansOnDevice {
  const entry = state.plans[saved.id];
  if (!entry) return state;
  const again = entry.changed.filter((id) => !sentChanged.includes(id) || partOf(entry.local, id) !== partOf(sent, id));
  const local =
    again.length === 0
      ? saved
      : mergePlan(saved, { baseRevision: saved.revision, changed: again, plan: entry.local }, 0, entry.local.updatedAt).plan;
  return {
    ...state,
    plans: {
      ...state.plans,
      [saved.id]: { server: saved, local: { ...local, revision: saved.revision }, changed: again, removed: entry.removed },
    },
  };
}

/** The server confirmed a deletion (or never had the plan). */
export function settleRemoved(state: PlansOnDevice, planId: string): PlansOnDevice {
  const plans = { ...state.plans };
  if (plans[planId]?.removed) delete plans[planId];
  return { ...state, plans };
}

/**
 * The server's list. Plans without changes here take the server's copy; plans with changes keep
 * theirs (their save merges). A plan the server no longer has and this device never changed was
 * deleted on another device.
 */
export function settleList(state: PlansOnDevice, list: LessonPlan[]): PlansOnDevice {
  const plans: Record<string, PlanOnDevice> = {};
  const onServer = new Set(list.map((p) => p.id));
  for (const plan of list) {
    const entry = state.plans[plan.id];
    plans[plan.id] = entry && hasPending(entry) ? entry : { server: plan, local: plan, changed: [], removed: false };
  }
  for (const [id, entry] of Object.entries(state.plans)) {
    if (onServer.has(id)) continue;
    if (entry.server === null || hasPending(entry)) plans[id] = entry;
  }
  return { ...state, loaded: true, plans };
}

/** A plan the server made for this account (a colleague's plan taken over): stored as confirmed. */
export function adoptPlan(state: PlansOnDevice, plan: LessonPlan): PlansOnDevice {
  return { ...state, plans: { ...state.plans, [plan.id]: { server: plan, local: plan, changed: [], removed: false } } };
}
