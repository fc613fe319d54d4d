/**
 * The countdown as data (spec §4 "Countdown"): the duration it was started with and the time
 * already used; what remains is computed from the clock, like the stopwatch.
 */

export const DEFAULT_COUNTDOWN = { minutes: 1, seconds: 0 } as const;
/** Spec §4: vibration pattern at zero. */
export const COUNTDOWN_VIBRATION_MS = [500, 100, 500];

export type CountdownStatus = 'idle' | 'running' | 'paused' | 'finished';

export interface CountdownState {
  /** What the teacher entered (spec: minutes ≥ 0, seconds 0–59). */
  minutes: number;
  seconds: number;
  /** Duration of the current run; 0 = no run. */
  durationMs: number;
  /** Clock time of the last start; null while not running. */
  startedAt: number | null;
  /** Time used before the last start. */
  usedMs: number;
}

export const initialCountdown: CountdownState = { ...DEFAULT_COUNTDOWN, durationMs: 0, startedAt: null, usedMs: 0 };

export function countdownRemaining(state: CountdownState, now: number): number {
  const running = state.startedAt === null ? 0 : Math.max(0, now - state.startedAt);
  return Math.max(0, state.durationMs - state.usedMs - running);
}

export function countdownStatus(state: CountdownState, now: number): CountdownStatus {
  if (state.durationMs === 0) return 'idle';
  if (countdownRemaining(state, now) === 0) return 'finished';
  return state.startedAt === null ? 'paused' : 'running';
}

/** Clock time at which a running countdown reaches zero (null when not running). */
export function countdownEndsAt(state: CountdownState): number | null {
  return state.startedAt === null ? null : state.startedAt + state.durationMs - state.usedMs;
}

/** Spec: inputs are disabled while running or while time remains. */
export function countdownInputsLocked(state: CountdownState, now: number): boolean {
  const status = countdownStatus(state, now);
  return status === 'running' || status === 'paused';
}

/** Spec: integers, non-numeric counts as 0, minutes ≥ 0, seconds 0–59. */
export function parseTimeField(text: string, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, max);
}

export const MAX_COUNTDOWN_MINUTES = 999;

/** New inputs; a finished run is cleared so the display shows the new time. */
export function setCountdownInputs(state: CountdownState, minutes: number, seconds: number, now = 0): CountdownState {
  const base = state.durationMs > 0 && countdownStatus(state, now) === 'finished' ? resetCountdown(state) : state;
  return {
    ...base,
    minutes: Math.min(MAX_COUNTDOWN_MINUTES, Math.max(0, Math.trunc(minutes))),
    seconds: Math.min(59, Math.max(0, Math.trunc(seconds))),
  };
}

/** Start from the inputs (spec: a total of 0 does nothing), or resume a paused run. */
export function startCountdown(state: CountdownState, now: number): CountdownState {
  const status = countdownStatus(state, now);
  if (status === 'running') return state;
  if (status === 'paused') return { ...state, startedAt: now };
  const durationMs = (state.minutes * 60 + state.seconds) * 1000;
  if (durationMs <= 0) return state;
  return { ...state, durationMs, startedAt: now, usedMs: 0 };
}

export function pauseCountdown(state: CountdownState, now: number): CountdownState {
  if (countdownStatus(state, now) !== 'running' || state.startedAt === null) return state;
  return { ...state, startedAt: null, usedMs: state.usedMs + (now - state.startedAt) };
}

/** Issue 10: the last seconds are shown so the class sees the end coming. */
export const COUNTDOWN_WARNING_MS = 5000;

export function isFinalSeconds(state: CountdownState, now: number): boolean {
  return countdownStatus(state, now) === 'running' && countdownRemaining(state, now) <= COUNTDOWN_WARNING_MS;
}

/** '+1 Min': more time for a running or paused countdown (the inputs stay as entered). */
export function addCountdownTime(state: CountdownState, ms: number, now: number): CountdownState {
  const status = countdownStatus(state, now);
  if (status !== 'running' && status !== 'paused') return state;
  return { ...state, durationMs: state.durationMs + ms };
}

export function toggleCountdown(state: CountdownState, now: number): CountdownState {
  return countdownStatus(state, now) === 'running' ? pauseCountdown(state, now) : startCountdown(state, now);
}

/**
 * Spec: reset restores the inputs' defaults. We keep the time the teacher last entered instead
 * of 1:00, so a station rhythm of e.g. 3 minutes is one tap to run again; a fresh device still
 * starts at 1:00.
 */
export function resetCountdown(state: CountdownState): CountdownState {
  return { ...state, durationMs: 0, startedAt: null, usedMs: 0 };
}

export function sanitizeCountdown(value: unknown): CountdownState {
  if (!value || typeof value !== 'object') return initialCountdown;
  const v = value as Partial<Record<keyof CountdownState, unknown>>;
  const num = (n: unknown, fallback: number) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : fallback);
  const base = setCountdownInputs(initialCountdown, num(v.minutes, DEFAULT_COUNTDOWN.minutes), num(v.seconds, DEFAULT_COUNTDOWN.seconds));
  const durationMs = num(v.durationMs, 0);
  return {
    ...base,
    durationMs,
    startedAt: durationMs > 0 && typeof v.startedAt === 'number' && Number.isFinite(v.startedAt) ? v.startedAt : null,
    usedMs: Math.min(durationMs, num(v.usedMs, 0)),
  };
}
