import { resultKey } from '@core/domain/bundesjugendspiele/results';
import { tenthsFromMs } from '@core/domain/bundesjugendspiele/exercises';
import { idleRun, isRunning, recordFinish, removeFinish, startRun, stopRun, type RunState } from '@core/domain/tools/class-run';
import { createDeviceStore } from '@client/lib/device-store';
import { bjsActions, bjsStore } from './bjs-store';

/**
 * The heat running at a time station (issue 26): which children run, when it started and who has
 * crossed the line. It is kept on the device, so a reload or a locked phone in the middle of a heat
 * loses nothing; each finish is written to the results at once as well.
 */

/** Lanes on a school sports field; more names than this cannot be tapped reliably at the finish. */
export const MAX_HEAT = 8;

export interface HeatState {
  /** The station the heat belongs to. */
  exerciseId: string;
  classId: string;
  /** The children chosen for the heat (before and during the run). */
  runners: string[];
  run: RunState;
}

const fresh: HeatState = { exerciseId: '', classId: '', runners: [], run: idleRun };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const time = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 40) : '');

function sanitizeRun(v: unknown, runners: ReadonlySet<string>): RunState {
  if (!isRecord(v)) return idleRun;
  const startedAt = time(v.startedAt);
  if (startedAt === null) return idleRun;
  const seen = new Set<string>();
  const finishes = (Array.isArray(v.finishes) ? v.finishes : []).filter((f): f is { studentId: string; at: number } => {
    if (!isRecord(f) || typeof f.studentId !== 'string' || !runners.has(f.studentId) || seen.has(f.studentId)) return false;
    const at = time(f.at);
    if (at === null || at < startedAt) return false;
    seen.add(f.studentId);
    return true;
  });
  const stoppedAt = time(v.stoppedAt);
  return { startedAt, stoppedAt: stoppedAt !== null && stoppedAt >= startedAt ? stoppedAt : null, finishes };
}

export function sanitizeHeat(stored: unknown): HeatState {
  if (!isRecord(stored)) return fresh;
  const runners = [
    ...new Set((Array.isArray(stored.runners) ? stored.runners : []).filter((r): r is string => typeof r === 'string')),
  ].slice(0, MAX_HEAT);
  return { exerciseId: text(stored.exerciseId), classId: text(stored.classId), runners, run: sanitizeRun(stored.run, new Set(runners)) };
}

export const heatStore = createDeviceStore<HeatState>('bundesjugendspiele-lauf', { version: 1, initial: fresh, sanitize: sanitizeHeat });

const set = (change: (s: HeatState) => HeatState) => heatStore.getState().set(change);
const attemptsOf = (exerciseId: string, childId: string) =>
  bjsStore.getState().value.results[resultKey(exerciseId, childId)]?.attempts ?? [];

/** The heat as this station sees it: one that belongs to another station is not shown here. */
export function heatFor(heat: HeatState, exerciseId: string, classId: string): HeatState {
  return heat.exerciseId === exerciseId && heat.classId === classId ? heat : { ...fresh, exerciseId, classId };
}

export const heatActions = {
  /** A child into or out of the next heat (not while one runs). */
  toggle: (exerciseId: string, classId: string, childId: string) =>
    set((s) => {
      const heat = heatFor(s, exerciseId, classId);
      if (heat.run.startedAt !== null) return s;
      if (heat.runners.includes(childId)) return { ...heat, runners: heat.runners.filter((id) => id !== childId) };
      return heat.runners.length < MAX_HEAT ? { ...heat, runners: [...heat.runners, childId] } : heat;
    }),
  start: (exerciseId: string, classId: string, runners: readonly string[]) =>
    set(() => ({ exerciseId, classId, runners: [...runners], run: startRun(Date.now()) })),
  /**
   * A tap as a child crosses the line: the time counts from the start's timestamp, and is recorded
   * as the child's next attempt at once. The heat stops by itself when the last runner is in.
   */
  finish: (childId: string, maxAttempts: number) => {
    const now = Date.now();
    const heat = heatStore.getState().value;
    if (!isRunning(heat.run) || !heat.runners.includes(childId) || heat.run.finishes.some((f) => f.studentId === childId)) return;
    const attempts = attemptsOf(heat.exerciseId, childId);
    if (attempts.length >= maxAttempts) return;
    const run = recordFinish(heat.run, childId, now);
    set(() => ({ ...heat, run: run.finishes.length === heat.runners.length ? stopRun(run, now) : run }));
    bjsActions.record(heat.exerciseId, childId, [...attempts, tenthsFromMs(now - (heat.run.startedAt as number))]);
  },
  /** A wrong name tapped: the tap goes, and with it the time it recorded. */
  undoFinish: (childId: string) => {
    const heat = heatStore.getState().value;
    const finish = heat.run.finishes.find((f) => f.studentId === childId);
    if (!finish || heat.run.startedAt === null) return;
    set(() => ({ ...heat, run: removeFinish(heat.run, childId) }));
    const tenths = tenthsFromMs(finish.at - heat.run.startedAt);
    const attempts = attemptsOf(heat.exerciseId, childId);
    const index = attempts.lastIndexOf(tenths);
    if (index !== -1)
      bjsActions.record(
        heat.exerciseId,
        childId,
        attempts.filter((_, i) => i !== index),
      );
  },
  stop: () => set((s) => ({ ...s, run: stopRun(s.run, Date.now()) })),
  /** The next heat starts with an empty choice. */
  next: () => set((s) => ({ ...s, runners: [], run: idleRun })),
};
