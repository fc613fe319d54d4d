import { mergeBackup, type Backup } from '@core/domain/gradebook/backup';
import * as rules from '@core/domain/gradebook/gradebook';
import { isLessonDate, type AttendanceState } from '@core/domain/gradebook/attendance';
import { isTendencyStep, parseTopicWeight, type GradeValue, type TendencyStep } from '@core/domain/gradebook/grading';
import { commentLimitMessage, lessonDateLimitMessage, studentLimitMessage } from '@core/domain/gradebook/limits';
import { parseClassList, type ClassListResult } from '@core/domain/gradebook/class-list';
import { distinctName } from '@core/domain/gradebook/class-names';
import { schoolClassSchema, studentSchema, topicSchema, type Gender, type GradebookData } from '@core/schemas/gradebook';
import { useClassesStore, usePerformanceStore } from './gradebook-stores';

/**
 * Every change to the grade book goes through here: the rules come from core, both stores are
 * written together, and inputs are checked with a German message for the form to show.
 */
export type Result = { ok: true } | { ok: false; message: string };

const now = () => new Date().toISOString();
const newId = () => crypto.randomUUID();
const ok: Result = { ok: true };

export function gradebookData(): GradebookData {
  return { classes: useClassesStore.getState().classes, topics: usePerformanceStore.getState().topics };
}

function commit(data: GradebookData) {
  useClassesStore.setState({ classes: data.classes });
  usePerformanceStore.setState({ topics: data.topics });
  void requestPersistentStorage();
}

let persistenceAsked = false;
/** Asks the browser not to evict the grade book under storage pressure (once per visit). */
export async function requestPersistentStorage(): Promise<boolean | null> {
  if (persistenceAsked || !navigator.storage?.persist) return null;
  persistenceAsked = true;
  try {
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return null;
  }
}

const same = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'de', { sensitivity: 'base' }) === 0;

function checkClassName(name: string, exceptId?: string): Result {
  const parsed = schoolClassSchema.shape.name.safeParse(name);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Ungültiger Name.' };
  if (useClassesStore.getState().classes.some((c) => c.id !== exceptId && same(c.name, name)))
    return { ok: false, message: 'Eine Klasse mit diesem Namen gibt es schon.' };
  return ok;
}

function checkStudentName(name: string): Result {
  const parsed = studentSchema.shape.name.safeParse(name);
  return parsed.success ? ok : { ok: false, message: parsed.error.issues[0]?.message ?? 'Ungültiger Name.' };
}

function checkRoom(classId: string, adding: number): Result {
  const schoolClass = useClassesStore.getState().classes.find((c) => c.id === classId);
  if (!schoolClass) return { ok: false, message: 'Diese Klasse gibt es nicht mehr.' };
  const message = studentLimitMessage(schoolClass, adding);
  return message ? { ok: false, message } : ok;
}

/** A real date, and room for it in the class (a date already recorded can always be corrected). */
function checkLessonDate(classId: string, date: string, adding: boolean): Result {
  if (!isLessonDate(date)) return { ok: false, message: 'Bitte ein gültiges Datum wählen.' };
  const schoolClass = useClassesStore.getState().classes.find((c) => c.id === classId);
  if (!schoolClass) return { ok: false, message: 'Diese Klasse gibt es nicht mehr.' };
  const full = adding ? lessonDateLimitMessage(schoolClass, date) : null;
  return full ? { ok: false, message: full } : ok;
}

function checkTopicName(classId: string, name: string, exceptId?: string): Result {
  const parsed = topicSchema.shape.name.safeParse(name);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Ungültiger Name.' };
  if (usePerformanceStore.getState().topics.some((t) => t.classId === classId && t.id !== exceptId && same(t.name, name))) {
    return { ok: false, message: 'Dieses Thema gibt es in dieser Klasse schon.' };
  }
  return ok;
}

export const gradebook = {
  createClass(name: string): Result {
    const check = checkClassName(name);
    if (!check.ok) return check;
    const id = newId();
    const data = gradebookData();
    commit({ ...data, classes: rules.addClass(data.classes, { id, name, now: now() }) });
    gradebook.selectClass(id);
    return ok;
  },

  renameClass(id: string, name: string): Result {
    const check = checkClassName(name, id);
    if (!check.ok) return check;
    const data = gradebookData();
    commit({ ...data, classes: rules.renameClass(data.classes, id, name, now()) });
    return ok;
  },

  deleteClass(id: string) {
    const { nextClassId, ...data } = rules.deleteClass(gradebookData(), id);
    commit(data);
    gradebook.selectClass(nextClassId);
  },

  /** Spec: switching class syncs its topics with its students; the first topic is selected. */
  selectClass(id: string | null) {
    useClassesStore.setState({ selectedClassId: id });
    const schoolClass = useClassesStore.getState().classes.find((c) => c.id === id);
    if (!schoolClass) return;
    const topics = rules.syncClassTopics(usePerformanceStore.getState().topics, schoolClass, now());
    const selected = topics.find((t) => t.id === usePerformanceStore.getState().selectedTopicId);
    usePerformanceStore.setState({
      topics,
      selectedTopicId: selected?.classId === id ? selected.id : (topics.find((t) => t.classId === id)?.id ?? null),
    });
  },

  /**
   * A name already in the class is refused (issue 25) with `suggestion`, „Ben Schäfer (2)“, which
   * the form offers as one tap; the teacher may prefer a better way to tell the two apart.
   */
  addStudent(classId: string, name: string, gender: Gender): Result & { suggestion?: string | null } {
    const schoolClass = useClassesStore.getState().classes.find((c) => c.id === classId);
    if (!schoolClass) return { ok: false, message: 'Diese Klasse gibt es nicht mehr.' };
    const distinct = distinctName(
      schoolClass.students.map((s) => s.name),
      name,
    );
    if (!distinct.ok) return distinct;
    const check = checkStudentName(distinct.name);
    if (!check.ok) return check;
    const full = checkRoom(classId, 1);
    if (!full.ok) return full;
    commit(rules.addStudents(gradebookData(), classId, [{ id: newId(), name: distinct.name, gender }], now()));
    return ok;
  },

  /**
   * Several at once, one per line ("Name", "Name;W", tab columns; see `parseNameList`); returns
   * how many were added. All or nothing: a line that cannot be read or a list longer than the
   * class has room for adds no one, so the teacher corrects the list and pastes it again.
   */
  /**
   * `list` is what `parseClassList` read: the screen names each unreadable line (`problems`),
   * and after adding, who was renamed (`renamed`) and who took the fallback gender (`genderGiven`).
   * A name already in the class, or twice in the list, is taken with a number, „Ben Schäfer (2)“.
   */
  addStudentList(classId: string, text: string, fallback: Gender): Result & { added?: number; list?: ClassListResult } {
    const schoolClass = useClassesStore.getState().classes.find((c) => c.id === classId);
    if (!schoolClass) return { ok: false, message: 'Diese Klasse gibt es nicht mehr.' };
    const list = parseClassList(text, schoolClass, fallback);
    if (list.problems.length > 0) {
      const lines = list.problems.length === 1 ? 'diese Zeile' : `diese ${list.problems.length} Zeilen`;
      return { ok: false, message: `Es wurde niemand hinzugefügt. Bitte korrigieren Sie ${lines}:`, list };
    }
    if (list.refusal !== null) return { ok: false, message: list.refusal, list };
    const students = list.children.map((c) => ({ id: newId(), name: c.name, gender: c.gender }));
    commit(rules.addStudents(gradebookData(), classId, students, now()));
    return { ok: true, added: students.length, list };
  },

  /** Like `addStudent`, against the class's other children: keeping one's own name is fine. */
  updateStudent(classId: string, studentId: string, name: string, gender: Gender): Result & { suggestion?: string | null } {
    const schoolClass = useClassesStore.getState().classes.find((c) => c.id === classId);
    if (!schoolClass) return { ok: false, message: 'Diese Klasse gibt es nicht mehr.' };
    const distinct = distinctName(
      schoolClass.students.filter((s) => s.id !== studentId).map((s) => s.name),
      name,
    );
    if (!distinct.ok) return distinct;
    const check = checkStudentName(distinct.name);
    if (!check.ok) return check;
    commit(rules.updateStudent(gradebookData(), classId, { id: studentId, name: distinct.name, gender }, now()));
    return ok;
  },

  deleteStudent(classId: string, studentId: string) {
    commit(rules.deleteStudent(gradebookData(), classId, studentId, now()));
  },

  createTopic(classId: string, name: string): Result {
    const check = checkTopicName(classId, name);
    if (!check.ok) return check;
    const schoolClass = useClassesStore.getState().classes.find((c) => c.id === classId);
    if (!schoolClass) return { ok: false, message: 'Diese Klasse gibt es nicht mehr.' };
    const id = newId();
    const data = gradebookData();
    commit({ ...data, topics: rules.createTopic(data.topics, schoolClass, { id, name, now: now() }) });
    usePerformanceStore.setState({ selectedTopicId: id });
    return ok;
  },

  renameTopic(classId: string, id: string, name: string): Result {
    const check = checkTopicName(classId, name, id);
    if (!check.ok) return check;
    const data = gradebookData();
    commit({ ...data, topics: rules.renameTopic(data.topics, id, name, now()) });
    return ok;
  },

  deleteTopic(id: string) {
    const { topics, nextTopicId } = rules.deleteTopic(usePerformanceStore.getState().topics, id);
    commit({ ...gradebookData(), topics });
    usePerformanceStore.setState({ selectedTopicId: nextTopicId });
  },

  selectTopic(id: string | null) {
    usePerformanceStore.setState({ selectedTopicId: id });
  },

  /** The topic's weight as typed („1,5“); a German message when it is not one. */
  setTopicWeight(topicId: string, text: string): Result {
    const parsed = parseTopicWeight(text);
    if (!parsed.ok) return parsed;
    const data = gradebookData();
    commit({ ...data, topics: rules.setTopicWeight(data.topics, topicId, parsed.weight, now()) });
    return ok;
  },

  /** A grade with tendency, or `null` for „nicht bewertet“. */
  setGrade(topicId: string, studentId: string, grade: GradeValue) {
    usePerformanceStore.setState((s) => ({ topics: rules.setGrade(s.topics, topicId, studentId, grade, now()) }));
    void requestPersistentStorage();
  },

  setComment(topicId: string, studentId: string, comment: string): Result {
    const tooLong = commentLimitMessage(comment);
    if (tooLong) return { ok: false, message: tooLong };
    usePerformanceStore.setState((s) => ({ topics: rules.setComment(s.topics, topicId, studentId, comment, now()) }));
    return ok;
  },

  /** A new topic with grades already given (a timed run taken over): returns its id. */
  createGradedTopic(
    classId: string,
    name: string,
    grades: Readonly<Record<string, { grade?: GradeValue; comment?: string }>>,
  ): Result & { topicId?: string } {
    const created = gradebook.createTopic(classId, name);
    if (!created.ok) return created;
    const topicId = usePerformanceStore.getState().selectedTopicId as string;
    gradebook.applyGrades(topicId, grades);
    return { ok: true, topicId };
  },

  /** Grades for many students at once; false when the topic no longer exists. */
  applyGrades(topicId: string, grades: Readonly<Record<string, { grade?: GradeValue; comment?: string }>>): boolean {
    if (!usePerformanceStore.getState().topics.some((t) => t.id === topicId)) return false;
    usePerformanceStore.setState((s) => ({ topics: rules.applyGrades(s.topics, topicId, grades, now()) }));
    void requestPersistentStorage();
    return true;
  },

  /** One child's attendance on a lesson date; `null` clears it (a mistaken tap). */
  recordAttendance(classId: string, date: string, studentId: string, state: AttendanceState | null): Result {
    const check = checkLessonDate(classId, date, state !== null);
    if (!check.ok) return check;
    const classes = useClassesStore.getState().classes;
    if (!classes.find((c) => c.id === classId)?.students.some((s) => s.id === studentId))
      return { ok: false, message: 'Dieses Kind ist nicht (mehr) in der Klasse.' };
    useClassesStore.setState({ classes: rules.recordAttendance(classes, classId, date, studentId, state, now()) });
    void requestPersistentStorage();
    return ok;
  },

  /** „Alle anwesend“: everyone without an entry on `date`; says how many were marked. */
  markAllPresent(classId: string, date: string): Result & { marked?: number } {
    const check = checkLessonDate(classId, date, true);
    if (!check.ok) return check;
    const { classes, marked } = rules.recordAllPresent(useClassesStore.getState().classes, classId, date, now());
    if (marked > 0) useClassesStore.setState({ classes });
    void requestPersistentStorage();
    return { ok: true, marked };
  },

  /** How much + and − count in the class's averages. */
  setTendencyStep(classId: string, step: TendencyStep): Result {
    if (!isTendencyStep(step)) return { ok: false, message: 'Bitte 0,25, 0,3 oder 0,33 wählen.' };
    useClassesStore.setState((s) => ({ classes: rules.setTendencyStep(s.classes, classId, step, now()) }));
    return ok;
  },

  /** 'Sicherung einspielen': replace everything, or merge (newer wins where both have it). */
  restore(backup: Backup, mode: 'replace' | 'merge') {
    const incoming = { classes: backup.classes, topics: backup.topics };
    const data = mode === 'replace' ? incoming : mergeBackup(gradebookData(), incoming, now());
    commit(data);
    const selected = data.classes.find((c) => c.id === useClassesStore.getState().selectedClassId) ?? data.classes[0];
    usePerformanceStore.setState({ selectedTopicId: null });
    gradebook.selectClass(selected?.id ?? null);
  },
};
