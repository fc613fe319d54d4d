import { describe, expect, it } from 'vitest';
import type { GradebookData, SchoolClass, Student } from '../../schemas/gradebook';
import {
  applyGrades,
  addClass,
  addStudents,
  chartRows,
  createTopic,
  deleteClass,
  deleteStudent,
  deleteTopic,
  formatAverage,
  neighbourId,
  renameClass,
  setComment,
  setGrade,
  setTopicWeight,
  sortStudents,
  studentAverage,
  syncTopicStudents,
  topicAverage,
  updateStudent,
} from './gradebook';
import { gradeValue, type Tendency } from './grading';

const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-23T09:00:00.000Z';
const s = (id: string, name: string, gender: 'M' | 'W' = 'W'): Student => ({ id, name, gender });
const g = (grade: number, tendency: Tendency | null = null) => gradeValue(grade, tendency);

function classWith(id: string, students: Student[]): SchoolClass {
  return { id, name: `Klasse ${id}`, students, attendance: {}, tendencyStep: 0.3, updatedAt: T0 };
}

describe('classes', () => {
  it('add, rename and delete with the neighbour selected', () => {
    let classes = addClass([], { id: 'a', name: ' 3a ', now: T0 });
    classes = addClass(classes, { id: 'b', name: '3b', now: T0 });
    classes = addClass(classes, { id: 'c', name: '4a', now: T0 });
    expect(classes.map((c) => c.name)).toEqual(['3a', '3b', '4a']);
    expect(renameClass(classes, 'b', 'Delfine', T1)[1]).toMatchObject({ name: 'Delfine', updatedAt: T1 });

    expect(deleteClass({ classes, topics: [] }, 'b').nextClassId).toBe('c');
    expect(deleteClass({ classes, topics: [] }, 'c').nextClassId).toBe('b');
    expect(deleteClass({ classes: classes.slice(0, 1), topics: [] }, 'a').nextClassId).toBeNull();
    // The neighbour as the picker shows the classes (10a after 2a), not in the order they were made.
    const made = [
      { ...classWith('x', []), name: '10a' },
      { ...classWith('y', []), name: '1a' },
      { ...classWith('z', []), name: '2a' },
    ];
    expect(deleteClass({ classes: made, topics: [] }, 'z').nextClassId).toBe('x');
    expect(deleteClass({ classes: made, topics: [] }, 'y').nextClassId).toBe('z');
  });

  it('deleting a class removes its topics, and only its topics', () => {
    const a = classWith('a', [s('1', 'Ida')]);
    const b = classWith('b', [s('2', 'Ben', 'M')]);
    let topics = createTopic([], a, { id: 'ta', name: 'Weitsprung', now: T0 });
    topics = createTopic(topics, b, { id: 'tb', name: 'Weitsprung', now: T0 });
    const result = deleteClass({ classes: [a, b], topics }, 'a');
    expect(result.classes.map((c) => c.id)).toEqual(['b']);
    expect(result.topics.map((t) => t.id)).toEqual(['tb']);
  });

  it('picks a neighbour for an unknown id from the start of the list', () => {
    expect(neighbourId([{ id: 'x' }], 'y')).toBe('x');
  });
});

describe('students', () => {
  it('are sorted in German order', () => {
    expect(sortStudents([s('1', 'Zoe'), s('2', 'Ömer'), s('3', 'Anna'), s('4', 'Oskar')]).map((x) => x.name)).toEqual([
      'Anna',
      'Ömer',
      'Oskar',
      'Zoe',
    ]);
  });

  it('join every topic of their class „nicht bewertet“ (not with a 1); others keep their grades', () => {
    const a = classWith('a', [s('1', 'Ida')]);
    let data: GradebookData = { classes: [a], topics: createTopic([], a, { id: 't', name: 'Ballwurf', now: T0 }) };
    data = { ...data, topics: setGrade(data.topics, 't', '1', g(3, 'plus'), T0) };
    data = addStudents(data, 'a', [s('2', 'Aaron', 'M')], T1);
    expect(data.topics[0]?.students).toEqual([
      { id: '2', name: 'Aaron', gender: 'M', grade: null, comment: '' },
      // The grade keeps the date it was given, for the child's page.
      { id: '1', name: 'Ida', gender: 'W', grade: { grade: 3, tendency: 'plus' }, comment: '', gradedAt: T0 },
    ]);
    expect(topicAverage(data.topics[0]!)).toEqual({ average: 2.7, graded: 1, total: 2 });
  });

  it('renamed students keep their grades and comments in every topic', () => {
    const a = classWith('a', [s('1', 'Ida')]);
    let data: GradebookData = { classes: [a], topics: createTopic([], a, { id: 't', name: 'Ballwurf', now: T0 }) };
    data = { ...data, topics: setComment(setGrade(data.topics, 't', '1', g(2), T0), 't', '1', 'sicher', T0) };
    data = updateStudent(data, 'a', s('1', 'Ida M.'), T1);
    expect(data.topics[0]?.students[0]).toEqual({ id: '1', name: 'Ida M.', gender: 'W', grade: g(2), comment: 'sicher', gradedAt: T0 });
  });

  it('deleting a student removes them from all topics of the class', () => {
    const a = classWith('a', [s('1', 'Ida'), s('2', 'Ben', 'M')]);
    let topics = createTopic([], a, { id: 't1', name: 'Ballwurf', now: T0 });
    topics = createTopic(topics, a, { id: 't2', name: 'Sprint', now: T0 });
    const data = deleteStudent({ classes: [a], topics }, 'a', '1', T1);
    expect(data.classes[0]?.students.map((x) => x.id)).toEqual(['2']);
    expect(data.topics.map((t) => t.students.map((x) => x.id))).toEqual([['2'], ['2']]);
  });
});

describe('topics', () => {
  it('copy the class „nicht bewertet“ with an empty comment, counting once', () => {
    const topics = createTopic([], classWith('a', [s('1', 'Ida'), s('2', 'Ben', 'M')]), { id: 't', name: ' Turnen ', now: T0 });
    expect(topics[0]).toEqual({
      id: 't',
      name: 'Turnen',
      classId: 'a',
      weight: 1,
      updatedAt: T0,
      students: [
        { id: '2', name: 'Ben', gender: 'M', grade: null, comment: '' },
        { id: '1', name: 'Ida', gender: 'W', grade: null, comment: '' },
      ],
    });
    // Before anything is entered the average is not 1,00 but nothing.
    expect(topicAverage(topics[0]!)).toEqual({ average: null, graded: 0, total: 2 });
  });

  it('have a weight from 0,5 to 5 in halves', () => {
    const topics = createTopic([], classWith('a', [s('1', 'Ida')]), { id: 't', name: 'x', now: T0 });
    expect(setTopicWeight(topics, 't', 1.5, T1)[0]).toMatchObject({ weight: 1.5, updatedAt: T1 });
    expect(setTopicWeight(topics, 't', 1, T1)[0]).toBe(topics[0]);
    for (const bad of [0, 0.3, 5.5, Number.NaN]) expect(() => setTopicWeight(topics, 't', bad, T1)).toThrow(RangeError);
    expect(() => createTopic([], classWith('a', []), { id: 't', name: 'x', now: T0, weight: 0 })).toThrow(RangeError);
  });

  it('sync with the class: keep grades and comments, add new, drop removed', () => {
    const topic = createTopic([], classWith('a', [s('1', 'Ida'), s('2', 'Ben', 'M')]), { id: 't', name: 'Turnen', now: T0 })[0]!;
    const graded = { ...topic, students: topic.students.map((x) => ({ ...x, grade: g(4, 'minus'), comment: 'gut' })) };
    const synced = syncTopicStudents(graded, [s('1', 'Ida'), s('3', 'Cem', 'M')], T1);
    expect(synced.students).toEqual([
      { id: '3', name: 'Cem', gender: 'M', grade: null, comment: '' },
      { id: '1', name: 'Ida', gender: 'W', grade: g(4, 'minus'), comment: 'gut' },
    ]);
    expect(synced.updatedAt).toBe(T1);
    expect(syncTopicStudents(synced, [s('1', 'Ida'), s('3', 'Cem', 'M')], '2030-01-01')).toBe(synced);
  });

  it('deleting a topic selects its neighbour within the same class', () => {
    const a = classWith('a', [s('1', 'Ida')]);
    const b = classWith('b', [s('2', 'Ben')]);
    let topics = createTopic([], a, { id: 'a1', name: 'x', now: T0 });
    topics = createTopic(topics, b, { id: 'b1', name: 'x', now: T0 });
    topics = createTopic(topics, a, { id: 'a2', name: 'y', now: T0 });
    expect(deleteTopic(topics, 'a2')).toMatchObject({ nextTopicId: 'a1' });
    expect(deleteTopic(topics, 'a1')).toMatchObject({ nextTopicId: 'a2' });
    expect(deleteTopic(topics, 'b1')).toMatchObject({ nextTopicId: null });
  });

  it('accept the grades 1+ … 5−, 6 and „nicht bewertet“ only', () => {
    const topics = createTopic([], classWith('a', [s('1', 'Ida')]), { id: 't', name: 'x', now: T0 });
    for (const bad of [0, 7, 2.5, 2, { grade: 6, tendency: 'plus' }, { grade: 2 }, undefined]) {
      expect(() => setGrade(topics, 't', '1', bad as never, T1), JSON.stringify(bad)).toThrow(RangeError);
    }
    expect(setGrade(topics, 't', '1', g(6), T1)[0]?.students[0]?.grade).toEqual(g(6));
    expect(setGrade(setGrade(topics, 't', '1', g(1, 'plus'), T1), 't', '1', null, T1)[0]?.students[0]?.grade).toBeNull();
  });
});

describe('averages', () => {
  const a = classWith('a', [s('1', 'Ida'), s('2', 'Ben', 'M'), s('3', 'Cem', 'M')]);
  let topics = createTopic([], a, { id: 't1', name: 'Ballwurf', now: T0 });
  topics = createTopic(topics, a, { id: 't2', name: 'Sprint', now: T0 });
  topics = setGrade(setGrade(setGrade(topics, 't1', '1', g(2), T0), 't1', '2', g(3), T0), 't1', '3', g(1), T0); // Ida 2, Ben 3, Cem 1
  topics = setGrade(setGrade(topics, 't2', '1', g(5), T0), 't2', '3', g(2, 'plus'), T0); // Ida 5, Ben nicht bewertet, Cem 2+
  topics = setTopicWeight(topics, 't2', 2, T0);

  it('per topic: the mean of the given grades with two decimals, rounded half up, and from how many', () => {
    expect(topicAverage(topics[0]!)).toEqual({ average: 2, graded: 3, total: 3 });
    expect(topicAverage(topics[1]!)).toEqual({ average: 3.35, graded: 2, total: 3 }); // (5 + 1,7) / 2
    const eighths = createTopic(
      [],
      classWith(
        'x',
        Array.from({ length: 8 }, (_, i) => s(String(i), `K${i}`)),
      ),
      { id: 'e', name: 'e', now: T0 },
    );
    let graded = eighths;
    for (let i = 0; i < 8; i++) graded = setGrade(graded, 'e', String(i), g(i === 0 ? 2 : 1), T0);
    expect(topicAverage(graded[0]!).average).toBe(1.13); // 9 / 8 = 1.125
    expect(topicAverage({ ...topics[0]!, students: [] })).toEqual({ average: null, graded: 0, total: 0 });
  });

  it('per student: given grades over the class topics, each with its weight', () => {
    expect(studentAverage(topics, 'a', '1')).toEqual({ average: 4, graded: 2, total: 2 }); // (2 + 2 × 5) / 3
    expect(studentAverage(topics, 'a', '2')).toEqual({ average: 3, graded: 1, total: 2 }); // Sprint nicht bewertet
    expect(studentAverage(topics, 'a', '3')).toEqual({ average: 1.47, graded: 2, total: 2 }); // (1 + 2 × 1,7) / 3
    expect(studentAverage([], 'a', '3')).toEqual({ average: null, graded: 0, total: 0 });
  });

  it('chart rows: one per topic name, one value per class', () => {
    const b = classWith('b', [s('9', 'Zoe')]);
    let all = createTopic(topics, b, { id: 'b1', name: 'Sprint', now: T0 });
    all = createTopic(all, b, { id: 'b2', name: 'Turnen', now: T0 });
    all = setGrade(all, 'b1', '9', g(1), T0);
    expect(chartRows(all, ['a', 'b'])).toEqual([
      { topic: 'Ballwurf', values: { a: 2 }, averages: { a: { average: 2, graded: 3, total: 3 } } },
      {
        topic: 'Sprint',
        values: { a: 3.35, b: 1 },
        averages: { a: { average: 3.35, graded: 2, total: 3 }, b: { average: 1, graded: 1, total: 1 } },
      },
      // Nothing graded: a row with no bar, and the table says „nicht bewertet“.
      { topic: 'Turnen', values: {}, averages: { b: { average: null, graded: 0, total: 1 } } },
    ]);
  });

  it('are written with a decimal comma', () => {
    expect(formatAverage(2.5)).toBe('2,50');
    expect(formatAverage(null)).toBe('–');
  });
});

describe('applyGrades', () => {
  const topic = {
    id: 't',
    name: 'Sprint',
    classId: 'k',
    weight: 1,
    updatedAt: 'x',
    students: [
      { id: 'a', name: 'Mia', gender: 'W' as const, grade: g(1), comment: '' },
      { id: 'b', name: 'Ben', gender: 'M' as const, grade: g(4), comment: 'alt' },
    ],
  };
  it('sets grades and comments for the students named, keeps the others', () => {
    const [changed] = applyGrades([topic], 't', { a: { grade: g(3), comment: 'Zeit: 00:10,00' } }, 'now');
    expect(changed?.students).toEqual([
      { id: 'a', name: 'Mia', gender: 'W', grade: g(3), comment: 'Zeit: 00:10,00', gradedAt: 'now' },
      { id: 'b', name: 'Ben', gender: 'M', grade: g(4), comment: 'alt' },
    ]);
    const [ungraded] = applyGrades([topic], 't', { b: { grade: null, comment: 'Keine Zeit gemessen' } }, 'now');
    expect(ungraded?.students[1]).toMatchObject({ grade: null, comment: 'Keine Zeit gemessen' });
    expect(changed?.updatedAt).toBe('now');
  });
  it('refuses a grade that does not exist without changing anything', () => {
    expect(() => applyGrades([topic], 't', { a: { grade: g(2) }, b: { grade: 7 as never } }, 'now')).toThrow(RangeError);
  });
});
