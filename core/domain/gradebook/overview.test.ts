import { describe, expect, it } from 'vitest';
import type { Student, Topic } from '@core/schemas/gradebook';
import { gradeValue } from './grading';
import { cellAccessibleLabel, changedOn, overviewRows, sortOverviewRows, topicAverages } from './overview';

const now = '2026-11-12T10:00:00.000Z';
const student = (id: string, name: string): Student => ({ id, name, gender: 'W' });
const students = [student('z', 'Zoe'), student('a', 'Änne'), student('b', 'Ben 10'), student('c', 'Ben 2'), student('d', 'anton')];
const topic = (id: string, weight: number, grades: Record<string, ReturnType<typeof gradeValue> | null>): Topic => ({
  id,
  name: id,
  classId: 'k',
  weight,
  updatedAt: now,
  students: students.map((s) => ({ ...s, grade: grades[s.id] ?? null, comment: '' })),
});

describe('overview rows', () => {
  const topics = [
    topic('Weitsprung', 1, { z: gradeValue(2), a: gradeValue(3) }),
    topic('Turnen', 2, { z: gradeValue(3), b: gradeValue(1) }),
  ];
  const rows = overviewRows(students, topics);

  it('weights each topic and counts only given grades', () => {
    // Zoe: (2·1 + 3·2) / 3 = 2,67; Änne only one grade; Ben 2 none.
    expect(rows.map((r) => [r.student.name, r.average.average, r.average.graded])).toEqual([
      ['Zoe', 2.67, 2],
      ['Änne', 3, 1],
      ['Ben 10', 1, 1],
      ['Ben 2', null, 0],
      ['anton', null, 0],
    ]);
  });

  it('averages each topic over the children', () => {
    expect(topicAverages(rows, 2)).toEqual([
      { average: 2.5, graded: 2, total: 5 },
      { average: 2, graded: 2, total: 5 },
    ]);
  });

  it('keeps the stored entries, so an unchanged row is the same objects', () => {
    expect(overviewRows(students, topics)[0]?.cells[0]).toBe(topics[0]?.students[0]);
  });

  it('leaves a cell empty where a topic does not list the child', () => {
    const late = overviewRows([...students, student('n', 'Neu')], topics).at(-1);
    expect(late?.cells).toEqual([null, null]);
    expect(late?.average).toEqual({ average: null, graded: 0, total: 0 });
  });

  it('sorts by name in German order: Ä with A, small letters alike, 2 before 10', () => {
    expect(sortOverviewRows(rows, 'name').map((r) => r.student.name)).toEqual(['Änne', 'anton', 'Ben 2', 'Ben 10', 'Zoe']);
  });

  it('sorts by average best first, children without a grade last in name order', () => {
    expect(sortOverviewRows(rows, 'average').map((r) => r.student.name)).toEqual(['Ben 10', 'Zoe', 'Änne', 'anton', 'Ben 2']);
  });
});

describe('cell labels', () => {
  it('names child, topic and grade', () => {
    expect(cellAccessibleLabel('Ben Schäfer', 'Weitsprung', gradeValue(2, 'plus'))).toBe('Ben Schäfer, Weitsprung: 2+');
    expect(cellAccessibleLabel('Ben Schäfer', 'Weitsprung', null)).toBe('Ben Schäfer, Weitsprung: nicht bewertet');
    expect(cellAccessibleLabel('Ben', 'Turnen', gradeValue(4, 'minus'), 'übt noch')).toBe('Ben, Turnen: 4\u2212, mit Kommentar');
  });

  it('dates a topic only when the stored date is readable', () => {
    expect(changedOn(now)).toBe('12.11.2026');
    expect(changedOn('kaputt')).toBeNull();
  });
});
