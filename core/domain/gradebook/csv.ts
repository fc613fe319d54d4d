import type { SchoolClass, Topic } from '../../schemas/gradebook';
import { sortStudents, studentAverage, topicAverage } from './gradebook';
import {
  DEFAULT_TENDENCY_STEP,
  formatDecimal,
  gradeLabel,
  tendencyStepLabel,
  weightLabel,
  type GradedAverage,
  type GradeValue,
} from './grading';

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
 * weighted average and from how many grades it comes; a row of class averages per topic and a
 * last line that explains „nb“, tendencies and weights, so the file reads right when printed.
 */
export function classCsv(schoolClass: SchoolClass, topics: readonly Topic[]): string {
  const own = topics.filter((t) => t.classId === schoolClass.id);
  const rows: string[][] = [
    [
      'Name',
      'Geschlecht',
      ...own.flatMap((t) => [`${t.name}${t.weight === 1 ? '' : ` (${weightLabel(t.weight)})`}`, `Kommentar ${t.name}`]),
      'Durchschnitt',
      'Bewertet',
    ],
  ];
  for (const student of sortStudents(schoolClass.students)) {
    const grades = own.flatMap((t) => {
      const entry = t.students.find((s) => s.id === student.id);
      return entry ? [cell(entry.grade), entry.comment] : ['', ''];
    });
    const average = studentAverage(topics, schoolClass.id, student.id);
    rows.push([student.name, student.gender, ...grades, averageCell(average), `${average.graded} von ${average.total}`]);
  }
  rows.push([
    'Klassendurchschnitt',
    '',
    ...own.flatMap((t) => {
      const average = topicAverage(t);
      return [averageCell(average), `${average.graded} von ${average.total} bewertet`];
    }),
    '',
    '',
  ]);
  rows.push([
    'Hinweis',
    `${CSV_NOT_GRADED} = nicht bewertet. + und − zählen ${tendencyStepLabel(DEFAULT_TENDENCY_STEP)} besser oder schlechter. ` +
      'Durchschnitte nur aus gegebenen Noten, jedes Thema mit seiner Gewichtung (×).',
  ]);
  return BOM + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** A file name without characters that file systems refuse. */
export function csvFileName(schoolClass: SchoolClass, date: string): string {
  const name = schoolClass.name.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'Klasse';
  return `Noten-${name}-${date}.csv`;
}
