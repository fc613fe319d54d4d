import type { Edit } from '@core/domain/lesson-plan/plan-edit';
import { isoDay, plansByDate, type LessonPlan } from '@core/domain/lesson-plan/plan-model';
import type { PlanSaved } from '@core/schemas/lesson-plan';
import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { useSession } from '@client/features/auth';
import { ApiError, apiGet, apiSend } from '@client/lib/api-client';
import { createDeviceStore } from '@client/lib/device-store';
import {
  addPlan,
  adoptPlan,
  applyEdit,
  emptyPlans,
  forUser,
  hasPending,
  pendingCount,
  removePlan,
  sanitizePlans,
  settleList,
  settleRemoved,
  settleSaved,
  visiblePlans,
  type PlanOnDevice,
  type PlansOnDevice,
} from '../stores/plans-on-device';

/** The plans on this device (server copies, working copies, unsent changes), in every open tab. */
export const plansOnDevice = createDeviceStore<PlansOnDevice>('sportkiste:stunden', {
  version: 1,
  initial: emptyPlans,
  sanitize: sanitizePlans,
});

/** Whether a sync runs, why the last one failed (not for a missing network), and what a conflict did. */
export const plansSyncStatus = create<{ sending: boolean; problem: string | null; notices: string[] }>(() => ({
  sending: false,
  problem: null,
  notices: [],
}));

const deviceValue = () => plansOnDevice.getState().value;
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function conflictNotice(saved: PlanSaved, title: string): string | null {
  if (saved.copies.length === 0) return null;
  const copies = saved.copies.map((c) => `„${c.title}“`).join(' und ');
  return `„${title}“ wurde auch auf einem anderen Gerät geändert. Die Stunde zeigt jeweils die spätere Änderung; die andere Fassung finden Sie als ${copies} in Ihren Stunden.`;
}

async function sendPlan(userId: string, id: string, entry: PlanOnDevice): Promise<void> {
  if (entry.removed) {
    await apiSend('DELETE', `/plans/${encodeURIComponent(id)}`);
    plansOnDevice.getState().set((s) => settleRemoved(s, id));
    return;
  }
  const sent = entry.local;
  const sentChanged = entry.changed;
  const saved = await apiSend<PlanSaved>('PUT', `/plans/${encodeURIComponent(id)}`, {
    baseRevision: entry.server?.revision ?? null,
    changed: sentChanged,
    plan: sent,
  });
  plansOnDevice.getState().set((s) => (s.userId === userId ? settleSaved(s, sent, sentChanged, saved.plan) : s));
  const notice = conflictNotice(saved, saved.plan.title);
  if (notice) plansSyncStatus.setState((s) => ({ notices: [...s.notices, notice] }));
}

/** Sends every unsent change, one plan after another, then reads the server's list. */
async function runSync(userId: string): Promise<void> {
  plansOnDevice.getState().set((s) => forUser(s, userId));
  if (offline()) return;
  plansSyncStatus.setState({ sending: true });
  try {
    const problems: string[] = [];
    for (const [id, entry] of Object.entries(deviceValue().plans)) {
      if (!hasPending(entry)) continue;
      try {
        await sendPlan(userId, id, entry);
      } catch (error) {
        // A plan the server refuses (a limit, a card gone) must not hold back the others.
        if (error instanceof ApiError && error.status !== 0) problems.push(`„${entry.local.title}“: ${error.message}`);
        else throw error;
      }
    }
    const { plans } = await apiGet<{ plans: LessonPlan[] }>('/plans');
    plansOnDevice.getState().set((s) => (s.userId === userId ? settleList(s, plans) : s));
    plansSyncStatus.setState({ problem: problems.length > 0 ? problems.join(' ') : null });
  } catch (error) {
    // No network: everything stays on this device and goes out later.
    if (error instanceof ApiError && error.status === 0) return;
    plansSyncStatus.setState({ problem: error instanceof Error ? error.message : String(error) });
  } finally {
    plansSyncStatus.setState({ sending: false });
  }
}

let inFlight: Promise<void> | null = null;
let again = false;

/** One sync at a time per tab; changes made while one runs go out right after it. */
export function syncPlans(userId: string): Promise<void> {
  if (inFlight) {
    again = true;
    return inFlight;
  }
  inFlight = runSync(userId).finally(() => {
    inFlight = null;
    if (again) {
      again = false;
      void syncPlans(userId);
    }
  });
  return inFlight;
}

let shownFor: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Typing in a title must not send a request per key: changes go out after a short pause. */
function syncSoon() {
  const userId = shownFor;
  if (userId === null) return;
  clearTimeout(timer);
  timer = setTimeout(() => void syncPlans(userId), 600);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (shownFor !== null && pendingCount(deviceValue()) > 0) void syncPlans(shownFor);
  });
}

function useDeviceState(): PlansOnDevice | null {
  const userId = useSession().data?.id ?? null;
  const stored = useSyncExternalStore(plansOnDevice.subscribe, deviceValue, () => plansOnDevice.getInitialState().value);
  useEffect(() => {
    shownFor = userId;
    if (userId !== null) void syncPlans(userId);
  }, [userId]);
  return userId !== null && stored.userId === userId ? stored : null;
}

/** The teacher's plans, today's first: from this device at once (also offline), then from the server. */
export function usePlans() {
  const state = useDeviceState();
  const status = plansSyncStatus();
  const plans = state ? plansByDate(visiblePlans(state), isoDay(new Date())) : [];
  return {
    plans,
    /** The list has been seen from the server once on this device (else an empty list may just be unknown). */
    loaded: state?.loaded ?? false,
    pending: state ? pendingCount(state) : 0,
    ...status,
  };
}

/** One plan as this device has it, and whether its changes still wait for the server. */
export function usePlan(id: string) {
  const state = useDeviceState();
  const entry = state?.plans[id];
  return {
    plan: entry && !entry.removed ? entry.local : null,
    pending: entry ? hasPending(entry) : false,
    loaded: state?.loaded ?? false,
  };
}

function requireUser(): string {
  const userId = shownFor;
  if (userId === null) throw new Error('Bitte melden Sie sich an.');
  return userId;
}

/** Applies an edit to a plan on this device and sends it soon. */
export function editPlan(planId: string, edit: (plan: LessonPlan) => Edit): void {
  const userId = requireUser();
  plansOnDevice.getState().set((s) => {
    const mine = forUser(s, userId);
    const entry = mine.plans[planId];
    return entry ? applyEdit(mine, planId, edit(entry.local)) : mine;
  });
  syncSoon();
}

export function createPlan(plan: LessonPlan): void {
  const userId = requireUser();
  plansOnDevice.getState().set((s) => addPlan(forUser(s, userId), plan));
  syncSoon();
}

export function deletePlan(planId: string): void {
  const userId = requireUser();
  plansOnDevice.getState().set((s) => removePlan(forUser(s, userId), planId));
  syncSoon();
}

export function dismissNotice(notice: string): void {
  plansSyncStatus.setState((s) => ({ notices: s.notices.filter((n) => n !== notice) }));
}

/** Stores a plan the server created for this account (a colleague's plan taken over). */
export function adoptServerPlan(userId: string, plan: LessonPlan): void {
  plansOnDevice.getState().set((s) => adoptPlan(forUser(s, userId), plan));
}
