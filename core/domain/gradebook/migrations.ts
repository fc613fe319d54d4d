import {
  classesStateSchema,
  performanceStateSchema,
  type ClassesState,
  type PerformanceState,
} from '../../schemas/gradebook';

/**
 * Stored grade-book data by schema version. Version 0 is the shape the app had before
 * (spec §3: `classes` and `disciplines`, no change dates); version 1 adds change dates (for
 * merging backups) and the selection. Each migration takes the previous version's state;
 * the result is checked against the current schema, so a bad entry is rejected, not half-read.
 */
export const CLASSES_VERSION = 1;
export const PERFORMANCE_VERSION = 1;

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function classesFromV0(state: unknown, now: string): unknown {
  const classes = asArray(asObject(state).classes).map((c) => ({ ...asObject(c), updatedAt: now }));
  return { classes, selectedClassId: (asObject(classes[0]).id as string | undefined) ?? null };
}

function performanceFromV0(state: unknown, now: string): unknown {
  const topics = asArray(asObject(state).disciplines).map((d) => {
    const topic = asObject(d);
    return {
      ...topic,
      updatedAt: now,
      students: asArray(topic.students).map((s) => {
        const student = asObject(s);
        // The old app kept what the select gave it: sometimes the grade as a string.
        const grade = typeof student.grade === 'string' ? Number(student.grade) : student.grade;
        return { ...student, grade, comment: typeof student.comment === 'string' ? student.comment : '' };
      }),
    };
  });
  return { topics, selectedTopicId: null };
}

export class MigrationError extends Error {}

function run<T>(steps: Record<number, (state: unknown, now: string) => unknown>, target: number, parse: (v: unknown) => T, state: unknown, version: number, now: string): T {
  if (!Number.isInteger(version) || version < 0) throw new MigrationError(`unbekannte Version ${String(version)}`);
  if (version > target) throw new MigrationError(`gespeichert von einer neueren App-Version (${version})`);
  let current = state;
  for (let v = version; v < target; v++) {
    const step = steps[v];
    if (!step) throw new MigrationError(`keine Umwandlung von Version ${v}`);
    current = step(current, now);
  }
  return parse(current);
}

export function migrateClassesState(state: unknown, version: number, now: string): ClassesState {
  return run({ 0: classesFromV0 }, CLASSES_VERSION, (v) => classesStateSchema.parse(v), state, version, now);
}

export function migratePerformanceState(state: unknown, version: number, now: string): PerformanceState {
  return run({ 0: performanceFromV0 }, PERFORMANCE_VERSION, (v) => performanceStateSchema.parse(v), state, version, now);
}
