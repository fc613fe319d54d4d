import type { PlanItem } from './plan-model';

// Running a plan in the hall (issue 24): one item after another, each with a countdown of its
// minutes. Like the countdown tool the state holds clock times, not ticks, so the time stays right
// while the teacher is in another tool or the phone is locked. When an item's time is up the
// next one waits for a tap: a class is rarely done on the minute, and a silent start would run
// its time away.

export type RunItem = Pick<PlanItem, 'id' | 'minutes'>;

export interface PlanRunState {
  /** The item on screen, by id so an edit of the plan elsewhere does not move the run. */
  itemId: string | null;
  /** Its place in the run order: where the run goes on if that item was removed meanwhile. */
  index: number;
  /** Past the last item: „Stunde geschafft“. */
  finished: boolean;
  /** Clock time of the last start of the item's countdown; null while paused or not started. */
  startedAt: number | null;
  /** Time of the item used before the last start. */
  usedMs: number;
  /** Time added with „+1 Min“. */
  extraMs: number;
  /** Last change: a run left alone for hours starts over (RUN_KEPT_MS). */
  touchedAt: number;
}

/**
 * ready: the item waits for its first start. running, paused: as the countdown tool. timeUp: the
 * time is over (or the item has no minutes), the next item waits for a tap. finished: all done.
 */
export type RunStatus = 'ready' | 'running' | 'paused' | 'timeUp' | 'finished';

export interface RunView {
  /** Position of the item on screen in the run order (items.length when finished). */
  index: number;
  status: RunStatus;
  durationMs: number;
  remainingMs: number;
  /** Clock time the running item's time is up, for the signal; null while not running. */
  endsAt: number | null;
  /** An item planned with 0 minutes: no countdown, it waits for a tap. */
  untimed: boolean;
}

/** A run untouched this long is from an earlier lesson: opening the plan starts it again. */
export const RUN_KEPT_MS = 6 * 60 * 60 * 1000;
export const MINUTE_MS = 60_000;

export function startRun(items: readonly RunItem[], now: number): PlanRunState {
  return { itemId: items[0]?.id ?? null, index: 0, finished: items.length === 0, startedAt: null, usedMs: 0, extraMs: 0, touchedAt: now };
}

/** Where the run is in the items as they are now. */
export function runIndex(state: PlanRunState, items: readonly RunItem[]): number {
  if (state.finished || items.length === 0) return items.length;
  const byId = state.itemId === null ? -1 : items.findIndex((item) => item.id === state.itemId);
  return byId >= 0 ? byId : Math.min(Math.max(0, state.index), items.length);
}

export function runAt(state: PlanRunState, items: readonly RunItem[], now: number): RunView {
  const index = runIndex(state, items);
  const item = items[index];
  if (!item) return { index: items.length, status: 'finished', durationMs: 0, remainingMs: 0, endsAt: null, untimed: false };
  const durationMs = item.minutes * MINUTE_MS + state.extraMs;
  const running = state.startedAt === null ? 0 : Math.max(0, now - state.startedAt);
  const remainingMs = Math.max(0, durationMs - state.usedMs - running);
  const started = state.startedAt !== null || state.usedMs > 0;
  const status: RunStatus =
    remainingMs === 0 && (started || durationMs === 0)
      ? 'timeUp'
      : state.startedAt !== null
        ? 'running'
        : state.usedMs > 0
          ? 'paused'
          : 'ready';
  const endsAt = state.startedAt === null ? null : state.startedAt + durationMs - state.usedMs;
  return { index, status, durationMs, remainingMs, endsAt, untimed: durationMs === 0 };
}

/** The item at `index` from its full time; running at once when the run was running. */
function goTo(items: readonly RunItem[], index: number, run: boolean, now: number): PlanRunState {
  if (index >= items.length) return { ...startRun(items, now), itemId: null, index: items.length, finished: true };
  const target = Math.max(0, index);
  return {
    itemId: items[target]?.id ?? null,
    index: target,
    finished: false,
    startedAt: run ? now : null,
    usedMs: 0,
    extraMs: 0,
    touchedAt: now,
  };
}

/**
 * „Überspringen“: the next item from its full time, its clock running if the clock ran (or ran
 * out), waiting for „Start“ after a pause.
 */
export function nextItem(state: PlanRunState, items: readonly RunItem[], now: number): PlanRunState {
  const view = runAt(state, items, now);
  if (view.status === 'finished') return state;
  return goTo(items, view.index + 1, state.startedAt !== null, now);
}

/** „Weiter zu: …“ once the time is up: the tap starts the next item. */
export function goOn(state: PlanRunState, items: readonly RunItem[], now: number): PlanRunState {
  const view = runAt(state, items, now);
  if (view.status === 'finished') return state;
  return goTo(items, view.index + 1, true, now);
}

/** „Zurück“: the item before from its full time (the first item again at the start; the last after the end). */
export function previousItem(state: PlanRunState, items: readonly RunItem[], now: number): PlanRunState {
  const view = runAt(state, items, now);
  if (items.length === 0) return state;
  if (view.status === 'finished') return goTo(items, items.length - 1, false, now);
  return goTo(items, view.index - 1, state.startedAt !== null, now);
}

/** Start, „Pause“ and „Weiter“; once the time is up the same tap goes on to the next item. */
export function toggleRun(state: PlanRunState, items: readonly RunItem[], now: number): PlanRunState {
  const view = runAt(state, items, now);
  switch (view.status) {
    case 'ready':
    case 'paused':
      return { ...state, startedAt: now, touchedAt: now };
    case 'running':
      return { ...state, startedAt: null, usedMs: state.usedMs + (now - state.startedAt!), touchedAt: now };
    case 'timeUp':
      return goOn(state, items, now);
    case 'finished':
      return state;
  }
}

/**
 * „+1 Min“: one more minute for the item. After its time ran out the minute counts from now
 * (not from the moment it ran out), and the countdown runs again.
 */
export function addMinute(state: PlanRunState, items: readonly RunItem[], now: number): PlanRunState {
  const view = runAt(state, items, now);
  if (view.status === 'finished') return state;
  const base =
    view.status === 'timeUp' && state.startedAt !== null
      ? { ...state, usedMs: view.durationMs, startedAt: now }
      : view.status === 'timeUp'
        ? { ...state, usedMs: view.durationMs }
        : state;
  return { ...base, extraMs: state.extraMs + MINUTE_MS, touchedAt: now };
}

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** A stored run as it can be used, or null for something that is not one. */
export function sanitizeRun(value: unknown): PlanRunState | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<Record<keyof PlanRunState, unknown>>;
  const touchedAt = count(v.touchedAt);
  if (touchedAt === null) return null;
  return {
    itemId: typeof v.itemId === 'string' ? v.itemId : null,
    index: Math.trunc(count(v.index) ?? 0),
    finished: v.finished === true,
    startedAt: count(v.startedAt),
    usedMs: count(v.usedMs) ?? 0,
    extraMs: count(v.extraMs) ?? 0,
    touchedAt,
  };
}

/** The run to show for a plan: the stored one, unless it is from an earlier lesson. */
export function currentRun(stored: PlanRunState | null | undefined, items: readonly RunItem[], now: number): PlanRunState {
  return stored && now - stored.touchedAt < RUN_KEPT_MS ? stored : startRun(items, now);
}
