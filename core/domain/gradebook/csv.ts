import type { SchoolClass, Topic } from '../../schemas/gradebook';
import { ATTENDANCE_LABELS, ATTENDANCE_STATES, attendanceSummary, lessonDates } from './attendance';
import { sortStudents, studentAverage, topicAverage } from './gradebook';
import { formatDecimal, gradeLabel, tendencyStepLabel, weightLabel, type GradedAverage, type GradeValue } from './grading';

/**
 * A class's grades for spreadsheets as German Excel and LibreOffice open them by double-click:
 * semicolons, decimal commas, UTF-8 with BOM (or umlauts break), CRLF line ends.
 */
const BOM = '\uFEFF';

/** Quotes where needed, and defuses text a spreadsheet would run as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * „nicht bewertet“ in a cell: „nb“, not an empty cell. Empty would look like a child missing
 * from the topic or a value lost on the way; „nb“ is what teachers write in paper grade books,
 * spreadsheets skip it in AVERAGE() like an empty cell, and `parseGrade` reads it back.
 */
export const CSV_NOT_GRADED = 'nb';

const cell = (value: GradeValue) => (value === null ? CSV_NOT_GRADED : gradeLabel(value));
const averageCell = (result: GradedAverage) => (result.average === null ? CSV_NOT_GRADED : formatDecimal(result.average));

/**
 * One row per child: per topic its grade („2+“, „nb“) and the comment next to it, then the
 * weighted average and from how many grades it comes, then the attendance counts per state over
 * the recorded lessons; a row of class averages per topic and a last line that explains „nb“,
 * tendencies and weights, so the file reads right when printed.
 */
export function classCsv(schoolClass: SchoolClass, topics: readonly Topic[]): string {
  const own = topics.filter((t) => t.classId === schoolClass.id);
  const step = schoolClass.tendencyStep;
  const dates = lessonDates(schoolClass.attendance);
  const rows: string[][] = [
    [
      'Name',
      'Geschlecht',
      ...own.flatMap((t) => [`${t.name}${t.weight === 1 ? '' : ` (${weightLabel(t.weight)})`}`, `Kommentar ${t.name}`]),
      'Durchschnitt',
      'Bewertet',
      'Stunden erfasst',
      ...ATTENDANCE_STATES.map((state) => ATTENDANCE_LABELS[state]),
    ],
  ];
  for (const student of sortStudents(schoolClass.students)) {
    const grades = own.flatMap((t) => {
      const entry = t.students.find((s) => s.id === student.id);
      return entry ? [cell(entry.grade), entry.comment] : ['', ''];
    });
    const average = studentAverage(topics, schoolClass.id, student.id, step);
    const attendance = attendanceSummary(schoolClass.attendance, student.id, dates);
    rows.push([
      student.name,
      student.gender,
      ...grades,
      averageCell(average),
      `${average.graded} von ${average.total}`,
      String(attendance.recorded),
      ...ATTENDANCE_STATES.map((state) => String(attendance.counts[state])),
    ]);
  }
  rows.push([
    'Klassendurchschnitt',
    '',
    ...own.flatMap((t) => {
      const average = topicAverage(t, step);
      return [averageCell(average), `${average.graded} von ${average.total} bewertet`];
    }),
    '',
    '',
    String(dates.length),
    ...ATTENDANCE_STATES.map(() => ''),
  ]);
  rows.push([
    'Hinweis',
    `${CSV_NOT_GRADED} = nicht bewertet. + und − zählen ${tendencyStepLabel(step)} besser oder schlechter. ` +
      'Durchschnitte nur aus gegebenen Noten, jedes Thema mit seiner Gewichtung (×). ' +
      `Anwesenheit: erfasste Stunden vom ${dates.length > 0 ? `${germanDate(dates[0] as string)} bis ${germanDate(dates.at(-1) as string)}` : '– (keine erfasst)'}.`,
  ]);
  return BOM + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/** A file name without characters that file systems refuse. */
export function csvFileName(schoolClass: SchoolClass, date: string): string {
  const name = schoolClass.name.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'Klasse';
  return `Noten-${name}-${date}.csv`;
}
