import type { GradedStudent, Student, Topic } from '@core/schemas/gradebook';
import {
  classAverage,
  DEFAULT_TENDENCY_STEP,
  gradeLabel,
  weightedAverage,
  type GradedAverage,
  type GradeValue,
  type TendencyStep,
} from './grading';
import { compareGermanNatural } from '../german-sort';

/** One child's row in the class overview: a cell per topic (in the topics' order) and the average. */
export interface OverviewRow {
  student: Student;
  /** The child's entry per topic, `null` where a topic does not list the child (never counted). */
  cells: (GradedStudent | null)[];
  average: GradedAverage;
}

export type OverviewSort = 'name' | 'average';

/**
 * Rows for the overview grid. Each cell keeps the stored entry itself, so a row whose entries are
 * all the same objects as before did not change and need not be drawn again.
 */
export function overviewRows(
  students: readonly Student[],
  topics: readonly Topic[],
  step: TendencyStep = DEFAULT_TENDENCY_STEP,
): OverviewRow[] {
  const byTopic = topics.map((topic) => new Map(topic.students.map((s) => [s.id, s])));
  return students.map((student) => {
    const cells = byTopic.map((entries) => entries.get(student.id) ?? null);
    const average = weightedAverage(
      cells.flatMap((cell, i) => (cell ? [{ value: cell.grade, weight: (topics[i] as Topic).weight }] : [])),
      step,
    );
    return { student, cells, average };
  });
}

/** Each topic's class average over the children shown, „nicht bewertet“ not counted. */
export function topicAverages(
  rows: readonly OverviewRow[],
  topicCount: number,
  step: TendencyStep = DEFAULT_TENDENCY_STEP,
): GradedAverage[] {
  return Array.from({ length: topicCount }, (_, i) =>
    classAverage(
      rows.flatMap((row) => (row.cells[i] ? [(row.cells[i] as GradedStudent).grade] : [])),
      step,
    ),
  );
}

/**
 * By name in German order (Ä with A, „Ben 2“ before „Ben 10“), or by average, best first, with the
 * children nobody graded yet last; equal averages stay in name order, so the grid does not jump.
 */
export function sortOverviewRows(rows: readonly OverviewRow[], by: OverviewSort): OverviewRow[] {
  const byName = (a: OverviewRow, b: OverviewRow) =>
    compareGermanNatural(a.student.name, b.student.name) || a.student.id.localeCompare(b.student.id);
  if (by === 'name') return [...rows].sort(byName);
  return [...rows].sort((a, b) => {
    const x = a.average.average;
    const y = b.average.average;
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return x - y || byName(a, b);
  });
}

/** What a screen reader says of a cell: „Ben Schäfer, Weitsprung: 2+“, plus that a comment exists. */
export function cellAccessibleLabel(studentName: string, topicName: string, value: GradeValue, comment = ''): string {
  return `${studentName}, ${topicName}: ${gradeLabel(value)}${comment.trim() ? ', mit Kommentar' : ''}`;
}

/** „12.11.2026“: the day a topic was last changed, or null when the stored date cannot be read. */
export function changedOn(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });
}
