/**
 * Station rotation (Stationsbetrieb, issue 10): M groups work at N stations, all at the same
 * time, and move on together. A run is N rounds, so every group visits every station once:
 * round 1 is work; every later round begins with a change phase (the groups walk to their next
 * station), then work. There is no change after the last round.
 *
 * Like the countdown, the run is stored as start time + time used before it; where the class is
 * (round, phase, time left) is computed from the clock (DECISIONS 9), never from counted ticks.
 */

export const ROTATION_LIMITS = {
  minStations: 2,
  maxStations: 12,
  maxNameLength: 40,
  minGroups: 2,
  minWorkMs: 10_000,
  maxWorkMs: 30 * 60_000,
  maxChangeMs: 5 * 60_000,
} as const;

/** Issue 10: the last seconds of a phase are shown in red, like the countdown's. */
export const ROTATION_WARNING_MS = 5000;
/** How long the display flashes after a change of phase. */
export const ROTATION_FLASH_MS = 2400;

export interface RotationConfig {
  /** Station names in order; their number is N. */
  stations: string[];
  /** Number of groups M (M ≤ N). */
  groups: number;
  workMs: number;
  /** 0 = the groups change without a change phase. */
  changeMs: number;
}

export interface RotationState {
  /** Clock time of the last start or resume; null while paused. */
  startedAt: number | null;
  /** Time used before the last start; a skip adds the rest of the skipped phase. */
  accumulatedMs: number;
}

export type RotationPhase = 'arbeiten' | 'wechseln' | 'fertig';

export interface RotationAssignment {
  /** 1-based group number. */
  group: number;
  /** 0-based index into `config.stations`. */
  stationIndex: number;
  station: string;
}

export interface RotationView {
  /** 1..N; during a change, the round the groups are changing to. */
  round: number;
  rounds: number;
  phase: RotationPhase;
  /** Time left in the current phase (0 when finished). */
  msLeft: number;
  /** Time since the current phase began (for the flash at a change). */
  msInPhase: number;
  /** Where each group is, or during a change: where it is going. */
  assignment: RotationAssignment[];
  running: boolean;
  /** The last seconds of a running phase (shown in red). */
  finalSeconds: boolean;
  /** Just after a change of phase reached while running (the display flashes). */
  flash: boolean;
  /** Clock time of the next change of phase; null while paused or finished. */
  nextBoundaryAt: number | null;
}

export const defaultStationNames = (count: number) => Array.from({ length: count }, (_, i) => `Station ${i + 1}`);

export const defaultRotationConfig: RotationConfig = {
  stations: defaultStationNames(4),
  groups: 4,
  workMs: 3 * 60_000,
  changeMs: 30_000,
};

/** Group g (1-based) in round r (1-based) is at station (g − 1 + r − 1) mod N: one step on per round. */
export function stationIndexFor(group: number, round: number, stationCount: number): number {
  return (group - 1 + round - 1) % stationCount;
}

export function rotationAssignment(config: RotationConfig, round: number): RotationAssignment[] {
  const n = config.stations.length;
  return Array.from({ length: config.groups }, (_, i) => {
    const stationIndex = stationIndexFor(i + 1, round, n);
    return { group: i + 1, stationIndex, station: config.stations[stationIndex] ?? '' };
  });
}

/** Length of a whole run: N work phases and N − 1 change phases. */
export function rotationTotalMs(config: RotationConfig): number {
  const n = config.stations.length;
  return n * config.workMs + Math.max(0, n - 1) * config.changeMs;
}

/** Time the run has used at `now`, never beyond its end. */
export function rotationElapsed(config: RotationConfig, state: RotationState, now: number): number {
  const running = state.startedAt === null ? 0 : Math.max(0, now - state.startedAt);
  return Math.min(rotationTotalMs(config), Math.max(0, state.accumulatedMs + running));
}

/** Where the run is at `now`: round, phase, time left, who is where, and when the next change comes. */
export function rotationAt(config: RotationConfig, state: RotationState, now: number): RotationView {
  const rounds = config.stations.length;
  const total = rotationTotalMs(config);
  const elapsed = rotationElapsed(config, state, now);
  if (elapsed >= total) {
    const sinceEnd = state.accumulatedMs + (state.startedAt === null ? 0 : now - state.startedAt) - total;
    return {
      round: rounds,
      rounds,
      phase: 'fertig',
      msLeft: 0,
      msInPhase: Math.max(0, sinceEnd),
      assignment: rotationAssignment(config, rounds),
      running: false,
      finalSeconds: false,
      flash: state.startedAt !== null && sinceEnd < ROTATION_FLASH_MS,
      nextBoundaryAt: null,
    };
  }
  // Timeline: work(1) | change, work(2) | … | change, work(N). Shifted by one change phase, every
  // round r (0-based) spans [r·P, (r+1)·P) with P = change + work.
  const period = config.changeMs + config.workMs;
  const shifted = elapsed + config.changeMs;
  const index = Math.min(rounds - 1, Math.floor(shifted / period));
  const within = shifted - index * period;
  const changing = within < config.changeMs;
  const phaseLength = changing ? config.changeMs : config.workMs;
  const msInPhase = changing ? within : within - config.changeMs;
  const msLeft = phaseLength - msInPhase;
  const running = state.startedAt !== null;
  return {
    round: index + 1,
    rounds,
    phase: changing ? 'wechseln' : 'arbeiten',
    msLeft,
    msInPhase,
    assignment: rotationAssignment(config, index + 1),
    running,
    finalSeconds: running && msLeft <= ROTATION_WARNING_MS,
    // Not at the very start: the teacher's own tap on Start needs no flash.
    flash: running && msInPhase < ROTATION_FLASH_MS && !(index === 0 && !changing),
    nextBoundaryAt: running ? now + msLeft : null,
  };
}

export function isRotationFinished(config: RotationConfig, state: RotationState, now: number): boolean {
  return rotationElapsed(config, state, now) >= rotationTotalMs(config);
}

export function startRotation(now: number): RotationState {
  return { startedAt: now, accumulatedMs: 0 };
}

export function pauseRotation(config: RotationConfig, state: RotationState, now: number): RotationState {
  if (state.startedAt === null) return state;
  return { startedAt: null, accumulatedMs: rotationElapsed(config, state, now) };
}

export function resumeRotation(config: RotationConfig, state: RotationState, now: number): RotationState {
  if (state.startedAt !== null || isRotationFinished(config, state, now)) return state;
  return { ...state, startedAt: now };
}

export function toggleRotation(config: RotationConfig, state: RotationState, now: number): RotationState {
  return state.startedAt === null ? resumeRotation(config, state, now) : pauseRotation(config, state, now);
}

/** 'Überspringen': the current phase ends now; a paused run stays paused at the next phase's start. */
export function skipPhase(config: RotationConfig, state: RotationState, now: number): RotationState {
  const view = rotationAt(config, state, now);
  if (view.phase === 'fertig') return state;
  return { ...state, accumulatedMs: state.accumulatedMs + view.msLeft };
}

export interface RotationErrors {
  /** One entry per station: its message, or undefined when the name is fine. */
  stations: (string | undefined)[];
  stationCount?: string;
  groups?: string;
  workMs?: string;
  changeMs?: string;
}

/** The set-up's rules, as German messages for the form; null when the run can start. */
export function validateRotationConfig(config: RotationConfig): RotationErrors | null {
  const { minStations, maxStations, maxNameLength, minGroups, minWorkMs, maxWorkMs, maxChangeMs } = ROTATION_LIMITS;
  const n = config.stations.length;
  const errors: RotationErrors = {
    stations: config.stations.map((name, i) => {
      const trimmed = name.trim();
      if (trimmed.length === 0) return `Bitte einen Namen für Station ${i + 1} eingeben.`;
      if (trimmed.length > maxNameLength) return `Der Name von Station ${i + 1} ist zu lang (höchstens ${maxNameLength} Zeichen).`;
      return undefined;
    }),
  };
  if (n < minStations || n > maxStations) errors.stationCount = `Bitte ${minStations} bis ${maxStations} Stationen anlegen.`;
  if (config.groups < minGroups) errors.groups = `Es braucht mindestens ${minGroups} Gruppen.`;
  else if (config.groups > n)
    errors.groups = `Mehr Gruppen als Stationen geht nicht: Bei ${n} Stationen höchstens ${n} Gruppen – oder mehr Stationen anlegen.`;
  if (config.workMs < minWorkMs) errors.workMs = 'Die Arbeitszeit muss mindestens 10 Sekunden lang sein.';
  else if (config.workMs > maxWorkMs) errors.workMs = 'Die Arbeitszeit darf höchstens 30 Minuten lang sein.';
  if (config.changeMs < 0) errors.changeMs = 'Die Wechselzeit darf nicht negativ sein.';
  else if (config.changeMs > maxChangeMs) errors.changeMs = 'Die Wechselzeit darf höchstens 5 Minuten lang sein.';
  const hasError = errors.stations.some(Boolean) || errors.stationCount || errors.groups || errors.workMs || errors.changeMs;
  return hasError ? errors : null;
}

/**
 * A new number of stations: typed names are kept, new stations get 'Station k'. Groups follow
 * the stations while they were equal (the default M = N), and never exceed them otherwise.
 */
export function setStationCount(config: RotationConfig, count: number): RotationConfig {
  const n = Math.min(ROTATION_LIMITS.maxStations, Math.max(ROTATION_LIMITS.minStations, Math.trunc(count)));
  const stations = Array.from({ length: n }, (_, i) => config.stations[i] ?? `Station ${i + 1}`);
  const groups = config.groups === config.stations.length ? n : config.groups;
  return { ...config, stations, groups };
}

/** Names taken from the Stationskarten: their number becomes N, and the groups follow as above. */
export function setStationNames(config: RotationConfig, names: readonly string[]): RotationConfig {
  const stations = names.slice(0, ROTATION_LIMITS.maxStations).map((name) => name.trim().slice(0, ROTATION_LIMITS.maxNameLength));
  if (stations.length < ROTATION_LIMITS.minStations) return config;
  const groups = config.groups === config.stations.length ? stations.length : config.groups;
  return { ...config, stations, groups };
}

/** What the device keeps: the set-up, and the run if one was started. */
export interface StationRotation {
  config: RotationConfig;
  run: RotationState | null;
}

export const initialStationRotation: StationRotation = { config: defaultRotationConfig, run: null };

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Reading persisted data: the set-up is repaired field by field (it may be mid-edit, so names may
 * be empty); a run whose set-up is not valid any more is dropped rather than shown wrongly.
 */
export function sanitizeStationRotation(value: unknown): StationRotation {
  if (!value || typeof value !== 'object') return initialStationRotation;
  const v = value as { config?: unknown; run?: unknown };
  const c = (v.config && typeof v.config === 'object' ? v.config : {}) as Partial<Record<keyof RotationConfig, unknown>>;
  const names = Array.isArray(c.stations)
    ? c.stations.filter((s): s is string => typeof s === 'string').slice(0, ROTATION_LIMITS.maxStations)
    : [];
  const stations = names.length >= ROTATION_LIMITS.minStations ? names : defaultRotationConfig.stations;
  const groups = finite(c.groups)
    ? Math.min(ROTATION_LIMITS.maxStations, Math.max(ROTATION_LIMITS.minGroups, Math.trunc(c.groups)))
    : stations.length;
  const workMs = finite(c.workMs) ? Math.min(ROTATION_LIMITS.maxWorkMs, Math.max(0, Math.trunc(c.workMs))) : defaultRotationConfig.workMs;
  const changeMs = finite(c.changeMs)
    ? Math.min(ROTATION_LIMITS.maxChangeMs, Math.max(0, Math.trunc(c.changeMs)))
    : defaultRotationConfig.changeMs;
  const config: RotationConfig = { stations, groups, workMs, changeMs };

  const r = (v.run && typeof v.run === 'object' ? v.run : null) as Partial<Record<keyof RotationState, unknown>> | null;
  if (!r || validateRotationConfig(config)) return { config, run: null };
  const run: RotationState = {
    startedAt: finite(r.startedAt) ? r.startedAt : null,
    accumulatedMs: finite(r.accumulatedMs) ? Math.min(rotationTotalMs(config), Math.max(0, r.accumulatedMs)) : 0,
  };
  return { config, run };
}
