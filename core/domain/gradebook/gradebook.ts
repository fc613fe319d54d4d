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
  return [...classes, { id: input.id, name: input.name.trim(), students: [], updatedAt: input.now }];
}

export function renameClass(classes: readonly SchoolClass[], id: string, name: string, now: string): SchoolClass[] {
  return classes.map((c) => (c.id === id ? { ...c, name: name.trim(), updatedAt: now } : c));
}

/** Spec: deleting a class removes its topics and selects the neighbouring class. */
export function deleteClass(data: GradebookData, id: string): GradebookData & { nextClassId: string | null } {
  return {
    classes: data.classes.filter((c) => c.id !== id),
    topics: data.topics.filter((t) => t.classId !== id),
    nextClassId: neighbourId(data.classes, id),
  };
}

/** A topic's list follows the class: grades and comments kept, new students added with grade 1, removed ones dropped. */
export function syncTopicStudents(topic: Topic, students: readonly Student[], now: string): Topic {
  const previous = new Map(topic.students.map((s) => [s.id, s]));
  const next: GradedStudent[] = sortStudents(students).map((s) => {
    const old = previous.get(s.id);
    return { id: s.id, name: s.name, gender: s.gender, grade: old?.grade ?? 1, comment: old?.comment ?? '' };
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

/** Spec: deleting a student removes them from all topics. */
export function deleteStudent(data: GradebookData, classId: string, studentId: string, now: string): GradebookData {
  return updateClass(data, classId, (c) => ({ ...c, students: c.students.filter((s) => s.id !== studentId) }), now);
}

/** Spec: a new topic copies the class's students with grade 1 and an empty comment. */
export function createTopic(topics: readonly Topic[], schoolClass: SchoolClass, input: { id: string; name: string; now: string }): Topic[] {
  const students = sortStudents(schoolClass.students).map((s) => ({ ...s, grade: 1, comment: '' }));
  return [...topics, { id: input.id, name: input.name.trim(), classId: schoolClass.id, students, updatedAt: input.now }];
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

export function setGrade(topics: readonly Topic[], topicId: string, studentId: string, grade: number, now: string): Topic[] {
  if (!Number.isInteger(grade) || grade < 1 || grade > 6) throw new RangeError(`Note ${grade} liegt nicht zwischen 1 und 6`);
  return updateGraded(topics, topicId, studentId, { grade }, now);
}

export function setComment(topics: readonly Topic[], topicId: string, studentId: string, comment: string, now: string): Topic[] {
  if (comment.length > MAX_COMMENT) throw new RangeError(`Kommentar länger als ${MAX_COMMENT} Zeichen`);
  return updateGraded(topics, topicId, studentId, { comment }, now);
}

/**
 * Grades (and comments) for many students at once, e.g. from a timed run; students not in
 * `grades` keep theirs. Refuses a grade outside 1–6 before changing anything.
 */
export function applyGrades(
  topics: readonly Topic[],
  topicId: string,
  grades: Readonly<Record<string, { grade?: number; comment?: string }>>,
  now: string,
): Topic[] {
  for (const entry of Object.values(grades)) {
    if (entry.grade !== undefined && (!Number.isInteger(entry.grade) || entry.grade < 1 || entry.grade > 6))
      throw new RangeError(`Note ${entry.grade} liegt nicht zwischen 1 und 6`);
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
                  ...(entry.grade !== undefined ? { grade: entry.grade } : {}),
                  ...(entry.comment !== undefined ? { comment: entry.comment.slice(0, MAX_COMMENT) } : {}),
                }
              : s;
          }),
          updatedAt: now,
        }
      : t,
  );
}

/** Two decimals, rounded half up, from whole-number sums (no floating-point drift). */
function average(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum * 100) / count) / 100;
}

/** The class average in one topic (chart bars). */
export function topicAverage(topic: Topic): number | null {
  return average(
    topic.students.reduce((sum, s) => sum + s.grade, 0),
    topic.students.length,
  );
}

/**
 * Spec §9: a student's grades over the class's topics divided by the topic count. Topics are
 * kept in step with the class, so every topic lists the student; one that does not is skipped
 * rather than counted as a 0.
 */
export function studentAverage(topics: readonly Topic[], classId: string, studentId: string): number | null {
  let sum = 0;
  let count = 0;
  for (const topic of topics) {
    if (topic.classId !== classId) continue;
    const entry = topic.students.find((s) => s.id === studentId);
    if (!entry) continue;
    sum += entry.grade;
    count++;
  }
  return average(sum, count);
}

/** Spec §3 "Chart row": one row per topic name, one average per compared class. */
export interface ChartRow {
  topic: string;
  values: Record<string, number>;
}

export function chartRows(topics: readonly Topic[], classIds: readonly string[]): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const classId of classIds) {
    for (const topic of topics.filter((t) => t.classId === classId)) {
      const value = topicAverage(topic);
      if (value === null) continue;
      const row = rows.get(topic.name) ?? { topic: topic.name, values: {} };
      row.values[classId] = value;
      rows.set(topic.name, row);
    }
  }
  return [...rows.values()];
}

/** German decimal comma, two places: 2.5 → "2,50". */
export function formatAverage(value: number | null): string {
  return value === null ? '–' : value.toFixed(2).replace('.', ',');
}
