import {
  classesStateSchema,
  performanceStateSchema,
  schoolClassSchema,
  topicSchema,
  type ClassesState,
  type PerformanceState,
} from '../../schemas/gradebook';
import { DEFAULT_TENDENCY_STEP, DEFAULT_TOPIC_WEIGHT, gradeFromStored, isGradeValue } from './grading';

/**
 * Stored grade-book data by schema version. Version 0 is the shape the app had before
 * (spec §3: `classes` and `disciplines`, no change dates); version 1 adds change dates (for
 * merging backups) and the selection; performance version 2 (issue 25) stores a grade as a value
 * with tendency or `null` for „nicht bewertet“, and a weight per topic; classes version 2 adds
 * attendance per lesson date and the class's tendency step. Each migration takes the previous version's state;
 * the result is checked against the current schema, so a bad entry is rejected, not half-read.
 */
export const CLASSES_VERSION = 2;
export const PERFORMANCE_VERSION = 2;

export type Json = Record<string, unknown>;
export const asObject = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function classesFromV0(state: unknown, now: string): unknown {
  const classes = asArray(asObject(state).classes).map((c) => ({ ...asObject(c), updatedAt: now }));
  return { classes, selectedClassId: (asObject(classes[0]).id as string | undefined) ?? null };
}

/**
 * A version-1 class: no attendance recorded yet, tendencies counted ±0,3 as before. Anything
 * that is not a class object is passed on, for the schema check or the repair to name.
 */
export function classFromV1(value: unknown): unknown {
  const schoolClass = asObject(value);
  if (Object.keys(schoolClass).length === 0) return value;
  return {
    ...schoolClass,
    attendance: 'attendance' in schoolClass ? schoolClass.attendance : {},
    tendencyStep: 'tendencyStep' in schoolClass ? schoolClass.tendencyStep : DEFAULT_TENDENCY_STEP,
  };
}

export function classesFromV1(state: unknown): unknown {
  const object = asObject(state);
  return Array.isArray(object.classes) ? { ...object, classes: object.classes.map(classFromV1) } : state;
}

export function performanceFromV0(state: unknown, now: string): unknown {
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

/**
 * A version-1 grade (a whole number 1–6, from the old select sometimes a string) becomes the
 * same grade without tendency: a stored 1 stays a 1 (DECISIONS.md 12), it does not turn into
 * „nicht bewertet“. Anything else is passed on as it is, so the schema check (or the repair of
 * an import) sees it and says so instead of a grade being made up here.
 */
export function gradeFromV1(grade: unknown): unknown {
  const number = typeof grade === 'string' && grade.trim() !== '' ? Number(grade) : grade;
  if (typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= 6) return gradeFromStored(number);
  return grade;
}

/** A version-1 topic: its grades become values, and it counts once (weight 1). */
export function topicFromV1(value: unknown): unknown {
  const topic = asObject(value);
  if (Object.keys(topic).length === 0) return value;
  return {
    ...topic,
    weight: 'weight' in topic ? topic.weight : DEFAULT_TOPIC_WEIGHT,
    students: Array.isArray(topic.students)
      ? topic.students.map((s) => {
          const student = asObject(s);
          return isGradeValue(student.grade) ? student : { ...student, grade: gradeFromV1(student.grade) };
        })
      : topic.students,
  };
}

export function performanceFromV1(state: unknown): unknown {
  const object = asObject(state);
  return Array.isArray(object.topics) ? { ...object, topics: object.topics.map(topicFromV1) } : state;
}

export class MigrationError extends Error {}

function run<T>(
  steps: Record<number, (state: unknown, now: string) => unknown>,
  target: number,
  parse: (v: unknown) => T,
  state: unknown,
  version: number,
  now: string,
): T {
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

const PERFORMANCE_STEPS = { 0: performanceFromV0, 1: performanceFromV1 };
const CLASSES_STEPS = { 0: classesFromV0, 1: classesFromV1 };

/** A stored (or kept-aside) classes state of any known version in the current shape, not yet checked. */
export function classesToCurrent(state: unknown, version: number, now: string): unknown {
  return run(CLASSES_STEPS, CLASSES_VERSION, (v) => v, state, version, now);
}

/** A stored (or kept-aside) performance state of any known version in the current shape, not yet checked. */
export function performanceToCurrent(state: unknown, version: number, now: string): unknown {
  return run(PERFORMANCE_STEPS, PERFORMANCE_VERSION, (v) => v, state, version, now);
}

export function migrateClassesState(state: unknown, version: number, now: string): ClassesState {
  return run(CLASSES_STEPS, CLASSES_VERSION, (v) => classesStateSchema.parse(v), state, version, now);
}

export function migratePerformanceState(state: unknown, version: number, now: string): PerformanceState {
  return run(PERFORMANCE_STEPS, PERFORMANCE_VERSION, (v) => performanceStateSchema.parse(v), state, version, now);
}

/**
 * What loading found: the state to use and, when some classes or topics failed the check,
 * the stored state with only those (unchanged, in the stored version), to be kept aside.
 */
export interface Loaded<S> {
  state: S;
  rejected?: Json;
}

/**
 * Checks each item on its own (issue 19): one class that fails (say a 201st child) must not hide
 * the others. The migrations map the list item by item, so item i of the migrated list is item
 * i of the stored one; a rejected item is kept aside in its stored form.
 */
function loadItems<T>(
  migrated: unknown,
  stored: unknown,
  migratedKey: string,
  storedKey: string,
  check: (item: unknown) => { success: true; data: T } | { success: false },
) {
  const items = asObject(migrated)[migratedKey];
  if (!Array.isArray(items)) throw new MigrationError(`keine Liste „${migratedKey}“`);
  const original = asArray(asObject(stored)[storedKey]);
  const good: T[] = [];
  const bad: unknown[] = [];
  items.forEach((item, i) => {
    const parsed = check(item);
    if (parsed.success) good.push(parsed.data);
    else bad.push(original[i] ?? item);
  });
  return { good, rejected: bad.length > 0 ? { [storedKey]: bad } : undefined };
}

export function loadClassesState(state: unknown, version: number, now: string): Loaded<ClassesState> {
  const migrated = classesToCurrent(state, version, now);
  const { good, rejected } = loadItems(migrated, state, 'classes', 'classes', (c) => schoolClassSchema.safeParse(c));
  // The selection is kept as stored (the screens cope with one that no longer exists), so a valid entry loads back unchanged.
  const selected = asObject(migrated).selectedClassId;
  return { state: classesStateSchema.parse({ classes: good, selectedClassId: typeof selected === 'string' ? selected : null }), rejected };
}

export function loadPerformanceState(state: unknown, version: number, now: string): Loaded<PerformanceState> {
  const migrated = performanceToCurrent(state, version, now);
  const { good, rejected } = loadItems(migrated, state, 'topics', version === 0 ? 'disciplines' : 'topics', (t) =>
    topicSchema.safeParse(t),
  );
  const selected = asObject(migrated).selectedTopicId;
  return {
    state: performanceStateSchema.parse({ topics: good, selectedTopicId: typeof selected === 'string' ? selected : null }),
    rejected,
  };
}
