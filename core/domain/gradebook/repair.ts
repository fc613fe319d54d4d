import {
  GENDERS,
  MAX_CLASS_NAME,
  MAX_COMMENT,
  MAX_ID,
  MAX_STUDENT_NAME,
  MAX_STUDENTS_PER_CLASS,
  MAX_TOPIC_NAME,
  type Gender,
  type GradebookData,
  type GradedStudent,
  type SchoolClass,
  type Student,
  type Topic,
} from '../../schemas/gradebook';
import { sortStudents } from './gradebook';
import { DEFAULT_TOPIC_WEIGHT, isGradeValue, isTopicWeight, type GradeValue } from './grading';
import { asArray, asObject, gradeFromV1, type Json } from './migrations';

/**
 * Brings grade-book data that fail the stored schema back within its limits, for the backup
 * import (issue 19): a set-aside entry or an old backup with a 201st child must be importable.
 * What a teacher expects: nothing is lost silently. Too-long names and comments are shortened,
 * a class past the limit is split into „7b (Teil 2)“ (its topics alike), and whatever cannot be
 * repaired is left out; every change and every omission is listed in `notes` / `dropped`.
 * Ids stay as they were, so a merge puts items back where they belong; parts get derived ids,
 * so the classes file and the topics file of the same class split the same way.
 */
export interface Repaired {
  data: GradebookData;
  /** What was changed to fit, in German, for the import result. */
  notes: string[];
  /** What could not be taken over, in German. */
  dropped: string[];
}

const idOk = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_ID;

/** The id of part n (2, 3, …) of a split class or topic: the same for the same input. */
export function partId(id: string, part: number): string {
  const suffix = `-teil-${part}`;
  return `${id.slice(0, MAX_ID - suffix.length)}${suffix}`;
}

function partName(name: string, part: number, max: number): string {
  const suffix = ` (Teil ${part})`;
  return `${name.slice(0, max - suffix.length).trim()}${suffix}`;
}

function chunks<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += MAX_STUDENTS_PER_CLASS) parts.push(items.slice(i, i + MAX_STUDENTS_PER_CLASS));
  return parts.length > 0 ? parts : [[]];
}

const shortName = (name: string) => (name.length > 30 ? `${name.slice(0, 30)}…` : name);

class Repairer {
  notes: string[] = [];
  dropped: string[] = [];
  constructor(
    private readonly now: string,
    private readonly newId: () => string,
  ) {}

  name(value: unknown, max: number, fallback: string, what: string): string {
    const name = typeof value === 'string' ? value.trim() : '';
    if (!name) {
      this.notes.push(`${what} ohne Namen heißt jetzt „${fallback}“.`);
      return fallback;
    }
    if (name.length <= max) return name;
    const short = name.slice(0, max).trim();
    this.notes.push(`${what} „${shortName(name)}“ wurde auf ${max} Zeichen gekürzt.`);
    return short;
  }

  student(value: unknown, where: string): Student | null {
    const s = asObject(value);
    if (typeof s.name !== 'string' || !s.name.trim()) {
      this.dropped.push(`Ein Eintrag ohne Namen in „${where}“.`);
      return null;
    }
    const name = this.name(s.name, MAX_STUDENT_NAME, '', `Der Name`);
    let gender: Gender = 'W';
    if ((GENDERS as readonly unknown[]).includes(s.gender)) gender = s.gender as Gender;
    else this.notes.push(`Bei „${shortName(name)}“ in „${where}“ fehlte das Geschlecht; bitte prüfen Sie es (jetzt „W“).`);
    return { id: idOk(s.id) ? s.id : this.newId(), name, gender };
  }

  schoolClass(value: unknown, index: number): SchoolClass[] {
    const c = asObject(value);
    const id = c.id;
    if (!idOk(id)) {
      this.dropped.push(`Die ${index + 1}. Klasse der Datei ist unlesbar.`);
      return [];
    }
    const name = this.name(c.name, MAX_CLASS_NAME, 'Klasse ohne Namen', 'Der Klassenname');
    const students = sortStudents(asArray(c.students).flatMap((s) => this.student(s, name) ?? []));
    const updatedAt = typeof c.updatedAt === 'string' ? c.updatedAt : this.now;
    const parts = chunks(students);
    if (parts.length > 1) {
      const names = parts.slice(1).map((_, i) => `„${partName(name, i + 2, MAX_CLASS_NAME)}“`);
      this.notes.push(
        `„${name}“ hatte ${students.length} Kinder (höchstens ${MAX_STUDENTS_PER_CLASS}); die übrigen stehen jetzt in ${names.join(', ')}.`,
      );
    }
    return parts.map((part, i) => ({
      id: i === 0 ? id : partId(id, i + 1),
      name: i === 0 ? name : partName(name, i + 1, MAX_CLASS_NAME),
      students: part,
      updatedAt,
    }));
  }

  graded(value: unknown, topicName: string): GradedStudent | null {
    const s = asObject(value);
    const student = this.student(value, topicName);
    if (!student) return null;
    // A version-1 number is that grade (a 1 stays a 1).
    const stored = gradeFromV1(s.grade);
    let grade: GradeValue = null;
    if (isGradeValue(stored)) grade = stored && { grade: stored.grade, tendency: stored.tendency };
    else {
      // Only this child's grade is lost, never the child, its comment, the topic or the class.
      this.notes.push(`Die Note von „${shortName(student.name)}“ in „${topicName}“ war unlesbar; dort steht jetzt „nicht bewertet“.`);
    }
    let comment = typeof s.comment === 'string' ? s.comment : '';
    if (comment.length > MAX_COMMENT) {
      this.notes.push(`Der Kommentar zu „${shortName(student.name)}“ in „${topicName}“ wurde auf ${MAX_COMMENT} Zeichen gekürzt.`);
      comment = comment.slice(0, MAX_COMMENT);
    }
    return { ...student, grade, comment };
  }

  topic(value: unknown, index: number): Topic[] {
    const t = asObject(value);
    const { id, classId } = t;
    if (!idOk(id) || !idOk(classId)) {
      this.dropped.push(`Das ${index + 1}. Thema der Datei ist unlesbar.`);
      return [];
    }
    const name = this.name(t.name, MAX_TOPIC_NAME, 'Thema ohne Namen', 'Der Themenname');
    let weight = DEFAULT_TOPIC_WEIGHT;
    if (isTopicWeight(t.weight)) weight = t.weight;
    else if (t.weight !== undefined) this.notes.push(`Die Gewichtung von „${name}“ war unlesbar; das Thema zählt jetzt einfach.`);
    const students = sortStudents(asArray(t.students).flatMap((s) => this.graded(s, name) ?? []));
    const updatedAt = typeof t.updatedAt === 'string' ? t.updatedAt : this.now;
    // Split exactly like its class (same sort, same chunks), so each part finds its children.
    return chunks(students).map((part, i) => ({
      id: i === 0 ? id : partId(id, i + 1),
      name,
      classId: i === 0 ? classId : partId(classId, i + 1),
      weight,
      students: part,
      updatedAt,
    }));
  }
}

export function repairGradebook(
  input: { classes: readonly unknown[]; topics: readonly unknown[] },
  now: string,
  newId: () => string,
): Repaired {
  const repairer = new Repairer(now, newId);
  const classes = input.classes.flatMap((c, i) => repairer.schoolClass(c, i));
  const topics = input.topics.flatMap((t, i) => repairer.topic(t, i));
  return { data: { classes, topics }, notes: repairer.notes, dropped: repairer.dropped };
}

/** The names of the classes or topics in a kept-aside entry, for the banner (empty when unreadable). */
export function setAsideNames(raw: string): string[] {
  try {
    const state = asObject(asObject(JSON.parse(raw) as unknown).state) as Json;
    const items = [...asArray(state.classes), ...asArray(state.topics), ...asArray(state.disciplines)];
    return items
      .map((item) => asObject(item).name)
      .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
      .map((name) => shortName(name.trim()));
  } catch {
    return [];
  }
}
