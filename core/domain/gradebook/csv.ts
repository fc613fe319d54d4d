import type { SchoolClass, Topic } from '../../schemas/gradebook';
import { formatAverage, sortStudents, studentAverage, topicAverage } from './gradebook';

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

export function classCsv(schoolClass: SchoolClass, topics: readonly Topic[]): string {
  const own = topics.filter((t) => t.classId === schoolClass.id);
  const rows: string[][] = [['Name', 'Geschlecht', ...own.map((t) => t.name), 'Durchschnitt']];
  for (const student of sortStudents(schoolClass.students)) {
    const grades = own.map((t) => {
      const grade = t.students.find((s) => s.id === student.id)?.grade;
      return grade === undefined ? '' : String(grade);
    });
    rows.push([
      student.name,
      student.gender,
      ...grades,
      formatAverage(studentAverage(topics, schoolClass.id, student.id)).replace('–', ''),
    ]);
  }
  rows.push(['Klassendurchschnitt', '', ...own.map((t) => formatAverage(topicAverage(t)).replace('–', '')), '']);
  return BOM + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** A file name without characters that file systems refuse. */
export function csvFileName(schoolClass: SchoolClass, date: string): string {
  const name = schoolClass.name.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'Klasse';
  return `Noten-${name}-${date}.csv`;
}
