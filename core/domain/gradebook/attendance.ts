/**
 * Attendance per lesson date (issue 25): what peers (SportZens, iDoceo, TeacherTool) record for
 * PE, where „ohne Sportzeug“ and „verletzt“ matter as much as „krank“ — a child who sat out
 * cannot be graded on that lesson. One state per child per date; a child without an entry on
 * a date was not recorded (the lesson may not have been theirs), which is not the same as absent.
 */
export const ATTENDANCE_STATES = ['anwesend', 'entschuldigt', 'krank', 'ohne-sportzeug', 'verletzt'] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

export const ATTENDANCE_LABELS: Readonly<Record<AttendanceState, string>> = {
  anwesend: 'anwesend',
  entschuldigt: 'entschuldigt',
  krank: 'krank',
  'ohne-sportzeug': 'ohne Sportzeug',
  verletzt: 'verletzt',
};

/** For the grid, where a cell holds two letters; the legend uses `ATTENDANCE_LABELS`. */
export const ATTENDANCE_SHORT_LABELS: Readonly<Record<AttendanceState, string>> = {
  anwesend: 'a',
  entschuldigt: 'e',
  krank: 'k',
  'ohne-sportzeug': 'oS',
  verletzt: 'v',
};

export function isAttendanceState(value: unknown): value is AttendanceState {
  return (ATTENDANCE_STATES as readonly unknown[]).includes(value);
}

/** Lesson date (YYYY-MM-DD) → child id → state. */
export type AttendanceBook = Readonly<Record<string, Readonly<Record<string, AttendanceState>>>>;

/** A real calendar date as YYYY-MM-DD: „2026-02-30“ would sort, store and count as a lesson that never was. */
export function isLessonDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function checkDate(date: string): void {
  if (!isLessonDate(date)) throw new RangeError(`„${date}“ ist kein Datum (JJJJ-MM-TT)`);
}

/** Records (or with `null` clears) one child's state on one date; a date left empty disappears. */
export function setAttendance(book: AttendanceBook, date: string, studentId: string, state: AttendanceState | null): AttendanceBook {
  checkDate(date);
  const { [studentId]: _previous, ...others } = book[date] ?? {};
  const day = state === null ? others : { ...others, [studentId]: state };
  const { [date]: _old, ...rest } = book;
  return Object.keys(day).length === 0 ? rest : { ...rest, [date]: day };
}

/**
 * „alle anwesend“: every child of the class without an entry on `date` becomes „anwesend“;
 * states already entered stay, so the teacher can mark the two sick children first and then
 * everyone else in one tap. Returns how many were marked (0: nothing changed, same object).
 */
export function markAllPresent(
  book: AttendanceBook,
  date: string,
  studentIds: readonly string[],
): { book: AttendanceBook; marked: number } {
  checkDate(date);
  const day = { ...book[date] };
  let marked = 0;
  for (const id of studentIds) {
    if (day[id] !== undefined) continue;
    day[id] = 'anwesend';
    marked++;
  }
  return marked === 0 ? { book, marked } : { book: { ...book, [date]: day }, marked };
}

/**
 * One tap on a child's cell moves to the next state; after the last the entry is cleared, so a
 * mistaken tap can be undone without another control. „anwesend“ comes first: it is the usual case.
 */
export function nextAttendance(state: AttendanceState | null): AttendanceState | null {
  if (state === null) return ATTENDANCE_STATES[0];
  return ATTENDANCE_STATES[ATTENDANCE_STATES.indexOf(state) + 1] ?? null;
}

/** Removes a child from every date, when the child leaves the class. */
export function withoutStudent(book: AttendanceBook, studentId: string): AttendanceBook {
  let result = book;
  for (const date of Object.keys(book)) {
    if (book[date]?.[studentId] !== undefined) result = setAttendance(result, date, studentId, null);
  }
  return result;
}

/** The recorded dates, oldest first (ISO dates sort as text). */
export function lessonDates(book: AttendanceBook): string[] {
  return Object.keys(book).sort();
}

export interface AttendanceSummary {
  counts: Record<AttendanceState, number>;
  /** Dates with an entry for this child. */
  recorded: number;
  /**
   * Share of recorded lessons „anwesend“, 0–1; null when none is recorded. „ohne Sportzeug“
   * and „verletzt“ do not count as present: the child was in the hall but did not take part,
   * and taking part is what a PE grade rests on.
   */
  presentShare: number | null;
}

/** A child's counts over all dates (or the given ones, e.g. one term). */
export function attendanceSummary(
  book: AttendanceBook,
  studentId: string,
  dates: readonly string[] = lessonDates(book),
): AttendanceSummary {
  const counts = Object.fromEntries(ATTENDANCE_STATES.map((s) => [s, 0])) as Record<AttendanceState, number>;
  let recorded = 0;
  for (const date of dates) {
    const state = book[date]?.[studentId];
    if (state === undefined) continue;
    counts[state]++;
    recorded++;
  }
  return { counts, recorded, presentShare: recorded === 0 ? null : counts.anwesend / recorded };
}

const percent = new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 0 });

/**
 * „10 von 12 anwesend (83 %) · k 1 · oS 1“, or „keine Anwesenheit erfasst“; with
 * `ATTENDANCE_LABELS` for a page that has room: „… · krank 1 · ohne Sportzeug 1“.
 */
export function formatAttendanceSummary(
  summary: AttendanceSummary,
  labels: Readonly<Record<AttendanceState, string>> = ATTENDANCE_SHORT_LABELS,
): string {
  if (summary.recorded === 0 || summary.presentShare === null) return 'keine Anwesenheit erfasst';
  const others = ATTENDANCE_STATES.filter((s) => s !== 'anwesend' && summary.counts[s] > 0).map((s) => `${labels[s]} ${summary.counts[s]}`);
  const present = `${summary.counts.anwesend} von ${summary.recorded} anwesend (${percent.format(summary.presentShare)})`;
  return [present, ...others].join(' · ');
}

/** „23.11.2026“ for a lesson date (YYYY-MM-DD), read as a calendar day so no time zone moves it. */
export function formatLessonDate(iso: string): string {
  return new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00Z`));
}
