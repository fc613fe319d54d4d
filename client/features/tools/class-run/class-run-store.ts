import {
  defaultGradeTable,
  idleRun,
  limitsProblem,
  recordFinish,
  removeFinish,
  startRun,
  stopRun,
  type GradeTable,
  type Limits,
  type RunState,
} from '@core/domain/tools/class-run';
import { createDeviceStore } from '@client/lib/device-store';

export interface ClassRunState {
  classId: string;
  run: RunState;
  table: GradeTable;
  /** The grade-book topic this run became, for 'Thema aktualisieren'. */
  topicId: string | null;
}

const fresh: ClassRunState = { classId: '', run: idleRun, table: defaultGradeTable, topicId: null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const time = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
const limits = (v: unknown, fallback: Limits): Limits =>
  Array.isArray(v) && v.length === 5 && limitsProblem(v.map(time)) === null ? (v as Limits) : fallback;

function sanitizeRun(v: unknown): RunState {
  if (!isRecord(v)) return idleRun;
  const startedAt = time(v.startedAt);
  if (startedAt === null) return idleRun;
  const seen = new Set<string>();
  const finishes = (Array.isArray(v.finishes) ? v.finishes : []).filter((f): f is { studentId: string; at: number } => {
    if (!isRecord(f) || typeof f.studentId !== 'string' || time(f.at) === null || (f.at as number) < startedAt || seen.has(f.studentId))
      return false;
    seen.add(f.studentId);
    return true;
  });
  const stoppedAt = time(v.stoppedAt);
  return { startedAt, stoppedAt: stoppedAt !== null && stoppedAt >= startedAt ? stoppedAt : null, finishes };
}

export function sanitizeClassRun(stored: unknown): ClassRunState {
  const v = isRecord(stored) ? stored : {};
  const t = isRecord(v.table) ? v.table : {};
  return {
    classId: typeof v.classId === 'string' ? v.classId : '',
    run: sanitizeRun(v.run),
    table: {
      perGender: t.perGender === true,
      all: limits(t.all, defaultGradeTable.all),
      W: limits(t.W, defaultGradeTable.W),
      M: limits(t.M, defaultGradeTable.M),
    },
    topicId: typeof v.topicId === 'string' ? v.topicId : null,
  };
}

export const classRunStore = createDeviceStore<ClassRunState>('class-run', { version: 1, initial: fresh, sanitize: sanitizeClassRun });

const set = (change: (s: ClassRunState) => ClassRunState) => classRunStore.getState().set(change);

export const classRunActions = {
  /** Another class: the run belongs to the class it was run with, so it starts empty. */
  selectClass: (classId: string) => set((s) => (s.classId === classId ? s : { ...s, classId, run: idleRun, topicId: null })),
  start: () => set((s) => ({ ...s, run: startRun(Date.now()), topicId: null })),
  finish: (studentId: string) => set((s) => ({ ...s, run: recordFinish(s.run, studentId, Date.now()) })),
  undoFinish: (studentId: string) => set((s) => ({ ...s, run: removeFinish(s.run, studentId) })),
  stop: () => set((s) => ({ ...s, run: stopRun(s.run, Date.now()) })),
  reset: () => set((s) => ({ ...s, run: idleRun, topicId: null })),
  setTable: (table: GradeTable) => set((s) => ({ ...s, table })),
  setTopic: (topicId: string | null) => set((s) => ({ ...s, topicId })),
};
