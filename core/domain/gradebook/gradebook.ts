import {
  MAX_COMMENT,
  MAX_STUDENTS_PER_CLASS,
  type GradebookData,
  type GradedStudent,
  type SchoolClass,
  type Student,
  type Topic,
} from '../../schemas/gradebook';
import { compareGerman } from '../german-sort';
import { sortClasses } from './class-names';
import { markAllPresent, setAttendance, withoutStudent, type AttendanceState } from './attendance';
import { lessonDateLimitMessage } from './limits';
import {
  classAverage,
  DEFAULT_TENDENCY_STEP,
  DEFAULT_TOPIC_WEIGHT,
  isGradeValue,
  isTendencyStep,
  isTopicWeight,
  weightedAverage,
  type GradedAverage,
  type GradeValue,
  type TendencyStep,
} from './grading';

/**
 * The grade book's rules (spec §4 "Data capture", §9). Pure functions over plain data: every
 * change returns new arrays, so the stores can persist exactly what these return.
 */

/** Spec: students sorted alphabetically (German collation). */
export function sortStudents<T extends Student>(students: readonly T[]): T[] {
  return [...students].sort((a, b) => compareGerman(a.name, b.name) || a.id.localeCompare(b.id));
}

/** The item to select after removing `id` from `list`: the next one, else the previous one. */
export function neighbourId(list: readonly { id: string }[], id: string): string | null {
  const index = list.findIndex((item) => item.id === id);
  if (index === -1) return list[0]?.id ?? null;
  return list[index + 1]?.id ?? list[index - 1]?.id ?? null;
}

export function addClass(classes: readonly SchoolClass[], input: { id: string; name: string; now: string }): SchoolClass[] {
  return [
    ...classes,
    { id: input.id, name: input.name.trim(), students: [], attendance: {}, tendencyStep: DEFAULT_TENDENCY_STEP, updatedAt: input.now },
  ];
}

export function renameClass(classes: readonly SchoolClass[], id: string, name: string, now: string): SchoolClass[] {
  return classes.map((c) => (c.id === id ? { ...c, name: name.trim(), updatedAt: now } : c));
}

/** Spec: deleting a class removes its topics and selects the neighbouring class, as the picker lists them (German order). */
export function deleteClass(data: GradebookData, id: string): GradebookData & { nextClassId: string | null } {
  return {
    classes: data.classes.filter((c) => c.id !== id),
    topics: data.topics.filter((t) => t.classId !== id),
    nextClassId: neighbourId(sortClasses(data.classes), id),
  };
}

/**
 * A topic's list follows the class: grades and comments kept, new students added „nicht
 * bewertet“ (not with a 1, which would count in the average: DECISIONS.md 12), removed ones dropped.
 */
export function syncTopicStudents(topic: Topic, students: readonly Student[], now: string): Topic {
  const previous = new Map(topic.students.map((s) => [s.id, s]));
  const next: GradedStudent[] = sortStudents(students).map((s) => {
    const old = previous.get(s.id);
    return {
      id: s.id,
      name: s.name,
      gender: s.gender,
      grade: old ? old.grade : null,
      comment: old?.comment ?? '',
      ...(old?.gradedAt ? { gradedAt: old.gradedAt } : {}),
    };
  });
  const unchanged =
    next.length === topic.students.length &&
    next.every((s, i) => {
      const o = topic.students[i];
      return o && o.id === s.id && o.name === s.name && o.gender === s.gender;
    });
  return unchanged ? topic : { ...topic, students: next, updatedAt: now };
}

/** Spec: switching class syncs its topics with the class's students. */
export function syncClassTopics(topics: readonly Topic[], schoolClass: SchoolClass, now: string): Topic[] {
  return topics.map((t) => (t.classId === schoolClass.id ? syncTopicStudents(t, schoolClass.students, now) : t));
}

function updateClass(data: GradebookData, classId: string, change: (c: SchoolClass) => SchoolClass, now: string): GradebookData {
  const classes = data.classes.map((c) => (c.id === classId ? { ...change(c), updatedAt: now } : c));
  const changed = classes.find((c) => c.id === classId);
  return { classes, topics: changed ? syncClassTopics(data.topics, changed, now) : [...data.topics] };
}

/** Refuses (throws) past the class limit: the screens check first and say why; this is the last guard. */
export function addStudents(data: GradebookData, classId: string, students: readonly Student[], now: string): GradebookData {
  const schoolClass = data.classes.find((c) => c.id === classId);
  if (schoolClass && schoolClass.students.length + students.length > MAX_STUDENTS_PER_CLASS) {
    throw new RangeError(`Höchstens ${MAX_STUDENTS_PER_CLASS} Kinder pro Klasse`);
  }
  return updateClass(
    data,
    classId,
    (c) => ({ ...c, students: sortStudents([...c.students, ...students.map((s) => ({ ...s, name: s.name.trim() }))]) }),
    now,
  );
}

export function updateStudent(data: GradebookData, classId: string, student: Student, now: string): GradebookData {
  return updateClass(
    data,
    classId,
    (c) => ({ ...c, students: sortStudents(c.students.map((s) => (s.id === student.id ? { ...student, name: student.name.trim() } : s))) }),
    now,
  );
}

/** Spec: deleting a student removes them from all topics (and, since issue 25, from the attendance). */
export function deleteStudent(data: GradebookData, classId: string, studentId: string, now: string): GradebookData {
  return updateClass(
    data,
    classId,
    (c) => ({ ...c, students: c.students.filter((s) => s.id !== studentId), attendance: withoutStudent(c.attendance, studentId) }),
    now,
  );
}

function changeClass(
  classes: readonly SchoolClass[],
  classId: string,
  change: (c: SchoolClass) => SchoolClass,
  now: string,
): SchoolClass[] {
  return classes.map((c) => {
    if (c.id !== classId) return c;
    const changed = change(c);
    return changed === c ? c : { ...changed, updatedAt: now };
  });
}

/** One child's state on one lesson date (`null` clears it); only children of the class. */
export function recordAttendance(
  classes: readonly SchoolClass[],
  classId: string,
  date: string,
  studentId: string,
  state: AttendanceState | null,
  now: string,
): SchoolClass[] {
  return changeClass(
    classes,
    classId,
    (c) => {
      if (!c.students.some((s) => s.id === studentId)) throw new RangeError('Dieses Kind ist nicht in der Klasse');
      const full = state === null ? null : lessonDateLimitMessage(c, date);
      if (full) throw new RangeError(full);
      return { ...c, attendance: setAttendance(c.attendance, date, studentId, state) };
    },
    now,
  );
}

/** „alle anwesend“ on `date` for every child without an entry; `marked` says how many. */
export function recordAllPresent(
  classes: readonly SchoolClass[],
  classId: string,
  date: string,
  now: string,
): { classes: SchoolClass[]; marked: number } {
  let marked = 0;
  const result = changeClass(
    classes,
    classId,
    (c) => {
      const full = lessonDateLimitMessage(c, date);
      if (full) throw new RangeError(full);
      const done = markAllPresent(
        c.attendance,
        date,
        c.students.map((s) => s.id),
      );
      marked = done.marked;
      return done.marked === 0 ? c : { ...c, attendance: done.book };
    },
    now,
  );
  return { classes: result, marked };
}

/** How much + and − count in this class's averages. */
export function setTendencyStep(classes: readonly SchoolClass[], classId: string, step: TendencyStep, now: string): SchoolClass[] {
  if (!isTendencyStep(step)) throw new RangeError(`Tendenz ${String(step)} gibt es nicht`);
  return changeClass(classes, classId, (c) => (c.tendencyStep === step ? c : { ...c, tendencyStep: step }), now);
}

/**
 * A new topic copies the class's students „nicht bewertet“ with an empty comment, counting once.
 * The spec gave every child a 1, so the class average read 1,00 before anything was entered
 * (DECISIONS.md 12, docs/gradebook.md).
 */
export function createTopic(
  topics: readonly Topic[],
  schoolClass: SchoolClass,
  input: { id: string; name: string; now: string; weight?: number },
): Topic[] {
  const students = sortStudents(schoolClass.students).map((s) => ({ ...s, grade: null, comment: '' }));
  const weight = input.weight ?? DEFAULT_TOPIC_WEIGHT;
  if (!isTopicWeight(weight)) throw new RangeError(`Gewichtung ${weight} liegt nicht zwischen 0,5 und 5`);
  return [...topics, { id: input.id, name: input.name.trim(), classId: schoolClass.id, weight, students, updatedAt: input.now }];
}

/** How much the topic counts in each child's average (0,5 to 5 in halves). */
export function setTopicWeight(topics: readonly Topic[], id: string, weight: number, now: string): Topic[] {
  if (!isTopicWeight(weight)) throw new RangeError(`Gewichtung ${weight} liegt nicht zwischen 0,5 und 5`);
  return topics.map((t) => (t.id === id && t.weight !== weight ? { ...t, weight, updatedAt: now } : t));
}

export function renameTopic(topics: readonly Topic[], id: string, name: string, now: string): Topic[] {
  return topics.map((t) => (t.id === id ? { ...t, name: name.trim(), updatedAt: now } : t));
}

/** Spec: deleting a topic selects the neighbouring topic of the same class. */
export function deleteTopic(topics: readonly Topic[], id: string): { topics: Topic[]; nextTopicId: string | null } {
  const topic = topics.find((t) => t.id === id);
  const siblings = topics.filter((t) => t.classId === topic?.classId);
  return { topics: topics.filter((t) => t.id !== id), nextTopicId: neighbourId(siblings, id) };
}

function updateGraded(topics: readonly Topic[], topicId: string, studentId: string, change: Partial<GradedStudent>, now: string): Topic[] {
  return topics.map((t) =>
    t.id === topicId ? { ...t, students: t.students.map((s) => (s.id === studentId ? { ...s, ...change } : s)), updatedAt: now } : t,
  );
}

const badGrade = (grade: unknown) => new RangeError(`Die Note ${JSON.stringify(grade)} gibt es nicht`);

/** A grade with tendency, or `null` to set a child back to „nicht bewertet“. */
export function setGrade(topics: readonly Topic[], topicId: string, studentId: string, grade: GradeValue, now: string): Topic[] {
  if (!isGradeValue(grade)) throw badGrade(grade);
  return updateGraded(topics, topicId, studentId, { grade, gradedAt: now }, now);
}

export function setComment(topics: readonly Topic[], topicId: string, studentId: string, comment: string, now: string): Topic[] {
  if (comment.length > MAX_COMMENT) throw new RangeError(`Kommentar länger als ${MAX_COMMENT} Zeichen`);
  return updateGraded(topics, topicId, studentId, { comment }, now);
}

/**
 * Grades (and comments) for many students at once, e.g. from a timed run; students not in
 * `grades` keep theirs; `grade: null` sets a child to „nicht bewertet“. Refuses a grade that does
 * not exist before changing anything.
 */
export function applyGrades(
  topics: readonly Topic[],
  topicId: string,
  grades: Readonly<Record<string, { grade?: GradeValue; comment?: string }>>,
  now: string,
): Topic[] {
  for (const entry of Object.values(grades)) {
    if (entry.grade !== undefined && !isGradeValue(entry.grade)) throw badGrade(entry.grade);
  }
  return topics.map((t) =>
    t.id === topicId
      ? {
          ...t,
          students: t.students.map((s) => {
            const entry = grades[s.id];
            return entry
              ? {
                  ...s,
                  ...(entry.grade !== undefined ? { grade: entry.grade, gradedAt: now } : {}),
                  ...(entry.comment !== undefined ? { comment: entry.comment.slice(0, MAX_COMMENT) } : {}),
                }
              : s;
          }),
          updatedAt: now,
        }
      : t,
  );
}

/**
 * The class average in one topic: only given grades count, and the result says from how many
 * („2,40 · 18 von 24 bewertet“ with `formatGradedAverage`).
 */
export function topicAverage(topic: Topic, step: TendencyStep = DEFAULT_TENDENCY_STEP): GradedAverage {
  return classAverage(
    topic.students.map((s) => s.grade),
    step,
  );
}

/**
 * Spec §9, with issue 25's changes: a student's grades over the class's topics, each counting
 * with the topic's weight; „nicht bewertet“ counts neither as a grade nor in the divisor. Topics
 * are kept in step with the class, so every topic lists the student; one that does not is
 * skipped rather than counted.
 */
export function studentAverage(
  topics: readonly Topic[],
  classId: string,
  studentId: string,
  step: TendencyStep = DEFAULT_TENDENCY_STEP,
): GradedAverage {
  const grades = [];
  for (const topic of topics) {
    if (topic.classId !== classId) continue;
    const entry = topic.students.find((s) => s.id === studentId);
    if (entry) grades.push({ value: entry.grade, weight: topic.weight });
  }
  return weightedAverage(grades, step);
}

/** Spec §3 "Chart row": one row per topic name, one average per compared class. */
export interface ChartRow {
  topic: string;
  /** The bars: only classes with at least one grade in the topic. */
  values: Record<string, number>;
  /** What each class's average rests on, „nicht bewertet“ included, for the table and the tooltip. */
  averages: Record<string, GradedAverage>;
}

export function chartRows(
  topics: readonly Topic[],
  classIds: readonly string[],
  stepOf: (classId: string) => TendencyStep = () => DEFAULT_TENDENCY_STEP,
): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const classId of classIds) {
    for (const topic of topics.filter((t) => t.classId === classId)) {
      const average = topicAverage(topic, stepOf(classId));
      const row = rows.get(topic.name) ?? { topic: topic.name, values: {}, averages: {} };
      row.averages[classId] = average;
      if (average.average !== null) row.values[classId] = average.average;
      rows.set(topic.name, row);
    }
  }
  return [...rows.values()];
}

/** German decimal comma, two places: 2.5 → "2,50". */
export function formatAverage(value: number | null): string {
  return value === null ? '–' : value.toFixed(2).replace('.', ',');
}
