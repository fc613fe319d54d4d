import { MAX_COMMENT, MAX_LESSON_DATES, MAX_STUDENTS_PER_CLASS, type SchoolClass } from '../../schemas/gradebook';

/**
 * The stored schema's limits as the screens say them (issue 19): a screen refuses a change that
 * would not pass the check when the grade book is read back, instead of accepting it and
 * losing the class on the next load. The numbers come from `core/schemas/gradebook.ts`.
 */

/** How many more children fit into the class. */
export function roomForStudents(schoolClass: Pick<SchoolClass, 'students'>): number {
  return Math.max(0, MAX_STUDENTS_PER_CLASS - schoolClass.students.length);
}

/** Why `adding` children cannot be added to the class, or null when they fit. */
export function studentLimitMessage(schoolClass: Pick<SchoolClass, 'name' | 'students'>, adding: number): string | null {
  const room = roomForStudents(schoolClass);
  if (adding <= room) return null;
  const next = 'Legen Sie für weitere Kinder bitte eine zweite Klasse an.';
  if (room === 0) return `In „${schoolClass.name}“ sind schon ${MAX_STUDENTS_PER_CLASS} Kinder, mehr passen nicht in eine Klasse. ${next}`;
  if (adding === 1) return `In „${schoolClass.name}“ ist kein Platz mehr (höchstens ${MAX_STUDENTS_PER_CLASS} Kinder pro Klasse). ${next}`;
  return (
    `Die Liste hat ${adding} Namen, in „${schoolClass.name}“ ist aber nur noch Platz für ${room === 1 ? 'ein Kind' : `${room} Kinder`} ` +
    `(höchstens ${MAX_STUDENTS_PER_CLASS} pro Klasse). Es wurde niemand hinzugefügt. Kürzen Sie die Liste oder legen Sie eine zweite Klasse an.`
  );
}

export function commentLimitMessage(comment: string): string | null {
  return comment.length > MAX_COMMENT
    ? `Ein Kommentar darf höchstens ${MAX_COMMENT} Zeichen lang sein; dieser hat ${comment.length}.`
    : null;
}

/** Why attendance cannot be recorded on a new date, or null: past the limit the class would fail its check on the next load. */
export function lessonDateLimitMessage(schoolClass: Pick<SchoolClass, 'name' | 'attendance'>, date: string): string | null {
  if (date in schoolClass.attendance || Object.keys(schoolClass.attendance).length < MAX_LESSON_DATES) return null;
  return (
    `In „${schoolClass.name}“ ist an ${MAX_LESSON_DATES} Tagen Anwesenheit erfasst, mehr passen nicht in eine Klasse. ` +
    'Sichern Sie das Notenbuch und legen Sie für das neue Schuljahr eine neue Klasse an.'
  );
}
