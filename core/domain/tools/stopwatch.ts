/**
 * A stopwatch as data: when it was started and what it had counted before. What it shows is
 * always computed from the clock (DECISIONS 9), so a sleeping tab, a locked phone or a reload
 * never loses or invents time.
 */

/** Spec §9: a stopwatch that runs for 3 hours pauses by itself (someone forgot it). */
export const STOPWATCH_AUTO_PAUSE_MS = 3 * 60 * 60 * 1000;

/** Spec §3 "Lap": the split and the total, in milliseconds. */
export interface Lap {
  id: number;
  time: number;
  totalTime: number;
}

export interface StopwatchState {
  /** Clock time (ms) of the last start; null while paused. */
  startedAt: number | null;
  /** Time counted before the last start. */
  accumulatedMs: number;
  laps: Lap[];
  /**
   * Clock time at which it paused itself at the 3-hour limit, kept once the state is settled
   * so the screen can still say when (issue 19). Absent for every other pause.
   */
  autoPausedAt?: number;
}

export const initialStopwatch: StopwatchState = { startedAt: null, accumulatedMs: 0, laps: [] };

/** Elapsed time at `now`, never more than the auto-pause limit and never negative. */
export function stopwatchElapsed(state: StopwatchState, now: number): number {
  const running = state.startedAt === null ? 0 : Math.max(0, now - state.startedAt);
  return Math.min(STOPWATCH_AUTO_PAUSE_MS, state.accumulatedMs + running);
}

export function isStopwatchRunning(state: StopwatchState, now: number): boolean {
  return state.startedAt !== null && stopwatchElapsed(state, now) < STOPWATCH_AUTO_PAUSE_MS;
}

/** A stopwatch that reached the limit while nobody looked becomes a paused one at exactly 3 h. */
export function settleStopwatch(state: StopwatchState, now: number): StopwatchState {
  if (state.startedAt === null || isStopwatchRunning(state, now)) return state;
  return {
    ...state,
    startedAt: null,
    accumulatedMs: STOPWATCH_AUTO_PAUSE_MS,
    autoPausedAt: autoPauseTime(state.startedAt, state.accumulatedMs),
  };
}

const autoPauseTime = (startedAt: number, accumulatedMs: number) => startedAt + STOPWATCH_AUTO_PAUSE_MS - accumulatedMs;

/**
 * Whether the stopwatch stopped itself at the 3-hour limit (not by a tap on Pause), and when:
 * `at` is the clock time, or null for data stored before that time was kept. Null while it is
 * below the limit; it stays until the teacher resets (a start at the limit changes nothing).
 */
export function stopwatchAutoPause(state: StopwatchState, now: number): { at: number | null } | null {
  if (stopwatchElapsed(state, now) < STOPWATCH_AUTO_PAUSE_MS) return null;
  if (state.startedAt !== null) return { at: autoPauseTime(state.startedAt, state.accumulatedMs) };
  return { at: state.autoPausedAt ?? null };
}

export function startStopwatch(state: StopwatchState, now: number): StopwatchState {
  const settled = settleStopwatch(state, now);
  if (settled.startedAt !== null || settled.accumulatedMs >= STOPWATCH_AUTO_PAUSE_MS) return settled;
  return { ...settled, startedAt: now };
}

export function pauseStopwatch(state: StopwatchState, now: number): StopwatchState {
  if (state.startedAt === null) return state;
  return { ...state, startedAt: null, accumulatedMs: stopwatchElapsed(state, now) };
}

export function toggleStopwatch(state: StopwatchState, now: number): StopwatchState {
  return isStopwatchRunning(state, now) ? pauseStopwatch(state, now) : startStopwatch(state, now);
}

/** Spec: a lap only while running; it records the split since the last lap and the total. */
export function recordLap(state: StopwatchState, now: number): StopwatchState {
  if (!isStopwatchRunning(state, now)) return state;
  const total = stopwatchElapsed(state, now);
  const previous = state.laps.at(-1)?.totalTime ?? 0;
  return { ...state, laps: [...state.laps, { id: state.laps.length + 1, time: total - previous, totalTime: total }] };
}

/** Reading persisted data: anything malformed becomes a fresh stopwatch rather than a crash. */
export function sanitizeStopwatch(value: unknown): StopwatchState {
  if (!value || typeof value !== 'object') return initialStopwatch;
  const v = value as Partial<Record<keyof StopwatchState, unknown>>;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  const laps = Array.isArray(v.laps)
    ? v.laps.filter((l): l is Lap => !!l && finite((l as Lap).id) && finite((l as Lap).time) && finite((l as Lap).totalTime))
    : [];
  return {
    startedAt: finite(v.startedAt) ? v.startedAt : null,
    accumulatedMs: finite(v.accumulatedMs) ? Math.min(STOPWATCH_AUTO_PAUSE_MS, Math.max(0, v.accumulatedMs)) : 0,
    laps,
    ...(finite(v.autoPausedAt) ? { autoPausedAt: v.autoPausedAt } : {}),
  };
}
