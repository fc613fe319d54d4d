import {
  GENDERS,
  MAX_CLASS_NAME,
  MAX_LESSON_DATES,
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
import { isAttendanceState, isLessonDate, type AttendanceBook, type AttendanceState } from './attendance';
import { sortStudents } from './gradebook';
import {
  DEFAULT_TENDENCY_STEP,
  DEFAULT_TOPIC_WEIGHT,
  isGradeValue,
  isTendencyStep,
  isTopicWeight,
  type GradeValue,
  type TendencyStep,
} from './grading';
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
    let tendencyStep: TendencyStep = DEFAULT_TENDENCY_STEP;
    if (isTendencyStep(c.tendencyStep)) tendencyStep = c.tendencyStep;
    else if (c.tendencyStep !== undefined) this.notes.push(`In „${name}“ war unlesbar, wie viel + und − zählen; jetzt ±0,3.`);
    const attendance = this.attendance(c.attendance, name);
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
      // Each part keeps the attendance of its own children, so a split loses no entry.
      attendance: attendanceOf(attendance, new Set(part.map((s) => s.id))),
      tendencyStep,
      updatedAt,
    }));
  }

  /** Every readable entry (a real date, a known state); the newest dates if there are too many. */
  attendance(value: unknown, className: string): AttendanceBook {
    const book: Record<string, Record<string, AttendanceState>> = {};
    let unreadable = 0;
    for (const [date, day] of Object.entries(asObject(value))) {
      if (!isLessonDate(date)) {
        unreadable++;
        continue;
      }
      for (const [studentId, state] of Object.entries(asObject(day))) {
        if (idOk(studentId) && isAttendanceState(state)) (book[date] ??= {})[studentId] = state;
        else unreadable++;
      }
    }
    if (unreadable > 0) this.dropped.push(`In „${className}“ waren ${unreadable} Anwesenheitseinträge unlesbar und wurden weggelassen.`);
    const dates = Object.keys(book).sort();
    if (dates.length <= MAX_LESSON_DATES) return book;
    const dropped = dates.slice(0, dates.length - MAX_LESSON_DATES);
    this.dropped.push(
      `„${className}“ hatte Anwesenheit an ${dates.length} Tagen (höchstens ${MAX_LESSON_DATES}); die ältesten ${dropped.length} wurden weggelassen.`,
    );
    for (const date of dropped) delete book[date];
    return book;
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
    const gradedAt = typeof s.gradedAt === 'string' && s.gradedAt.length <= 40 ? { gradedAt: s.gradedAt } : {};
    return { ...student, grade, comment, ...gradedAt };
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

function attendanceOf(book: AttendanceBook, ids: ReadonlySet<string>): AttendanceBook {
  const result: Record<string, Record<string, AttendanceState>> = {};
  for (const [date, day] of Object.entries(book)) {
    const kept = Object.entries(day).filter(([id]) => ids.has(id));
    if (kept.length > 0) result[date] = Object.fromEntries(kept);
  }
  return result;
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
