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
  sortStudents,
  studentAverage,
  syncTopicStudents,
  topicAverage,
  updateStudent,
} from './gradebook';

const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-23T09:00:00.000Z';
const s = (id: string, name: string, gender: 'M' | 'W' = 'W'): Student => ({ id, name, gender });

function classWith(id: string, students: Student[]): SchoolClass {
  return { id, name: `Klasse ${id}`, students, updatedAt: T0 };
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

  it('join every topic of their class with grade 1; others keep their grades', () => {
    const a = classWith('a', [s('1', 'Ida')]);
    let data: GradebookData = { classes: [a], topics: createTopic([], a, { id: 't', name: 'Ballwurf', now: T0 }) };
    data = { ...data, topics: setGrade(data.topics, 't', '1', 3, T0) };
    data = addStudents(data, 'a', [s('2', 'Aaron', 'M')], T1);
    expect(data.topics[0]?.students).toEqual([
      { id: '2', name: 'Aaron', gender: 'M', grade: 1, comment: '' },
      { id: '1', name: 'Ida', gender: 'W', grade: 3, comment: '' },
    ]);
  });

  it('renamed students keep their grades and comments in every topic', () => {
    const a = classWith('a', [s('1', 'Ida')]);
    let data: GradebookData = { classes: [a], topics: createTopic([], a, { id: 't', name: 'Ballwurf', now: T0 }) };
    data = { ...data, topics: setComment(setGrade(data.topics, 't', '1', 2, T0), 't', '1', 'sicher', T0) };
    data = updateStudent(data, 'a', s('1', 'Ida M.'), T1);
    expect(data.topics[0]?.students[0]).toEqual({ id: '1', name: 'Ida M.', gender: 'W', grade: 2, comment: 'sicher' });
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
  it('copy the class with grade 1 and an empty comment', () => {
    const topics = createTopic([], classWith('a', [s('1', 'Ida'), s('2', 'Ben', 'M')]), { id: 't', name: ' Turnen ', now: T0 });
    expect(topics[0]).toEqual({
      id: 't',
      name: 'Turnen',
      classId: 'a',
      updatedAt: T0,
      students: [
        { id: '2', name: 'Ben', gender: 'M', grade: 1, comment: '' },
        { id: '1', name: 'Ida', gender: 'W', grade: 1, comment: '' },
      ],
    });
  });

  it('sync with the class: keep grades and comments, add new, drop removed', () => {
    const topic = createTopic([], classWith('a', [s('1', 'Ida'), s('2', 'Ben', 'M')]), { id: 't', name: 'Turnen', now: T0 })[0]!;
    const graded = { ...topic, students: topic.students.map((x) => ({ ...x, grade: 4, comment: 'gut' })) };
    const synced = syncTopicStudents(graded, [s('1', 'Ida'), s('3', 'Cem', 'M')], T1);
    expect(synced.students).toEqual([
      { id: '3', name: 'Cem', gender: 'M', grade: 1, comment: '' },
      { id: '1', name: 'Ida', gender: 'W', grade: 4, comment: 'gut' },
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

  it('accept grades 1 to 6 only', () => {
    const topics = createTopic([], classWith('a', [s('1', 'Ida')]), { id: 't', name: 'x', now: T0 });
    expect(() => setGrade(topics, 't', '1', 0, T1)).toThrow(RangeError);
    expect(() => setGrade(topics, 't', '1', 7, T1)).toThrow(RangeError);
    expect(() => setGrade(topics, 't', '1', 2.5, T1)).toThrow(RangeError);
    expect(setGrade(topics, 't', '1', 6, T1)[0]?.students[0]?.grade).toBe(6);
  });
});

describe('averages', () => {
  const a = classWith('a', [s('1', 'Ida'), s('2', 'Ben', 'M'), s('3', 'Cem', 'M')]);
  let topics = createTopic([], a, { id: 't1', name: 'Ballwurf', now: T0 });
  topics = createTopic(topics, a, { id: 't2', name: 'Sprint', now: T0 });
  topics = setGrade(setGrade(topics, 't1', '1', 2, T0), 't1', '2', 3, T0); // Ida 2, Ben 3, Cem 1
  topics = setGrade(setGrade(topics, 't2', '1', 5, T0), 't2', '3', 2, T0); // Ida 5, Ben 1, Cem 2

  it('per topic: the class mean with two decimals, rounded half up', () => {
    expect(topicAverage(topics[0]!)).toBe(2);
    expect(topicAverage(topics[1]!)).toBe(2.67);
    const eighths = createTopic(
      [],
      classWith(
        'x',
        Array.from({ length: 8 }, (_, i) => s(String(i), `K${i}`)),
      ),
      { id: 'e', name: 'e', now: T0 },
    );
    expect(topicAverage(setGrade(eighths, 'e', '0', 2, T0)[0]!)).toBe(1.13); // 9 / 8 = 1.125
    expect(topicAverage({ ...topics[0]!, students: [] })).toBeNull();
  });

  it('per student: grades over the class topics divided by the topic count', () => {
    expect(studentAverage(topics, 'a', '1')).toBe(3.5);
    expect(studentAverage(topics, 'a', '2')).toBe(2);
    expect(studentAverage(topics, 'a', '3')).toBe(1.5);
    expect(studentAverage([], 'a', '3')).toBeNull();
  });

  it('chart rows: one per topic name, one value per class', () => {
    const b = classWith('b', [s('9', 'Zoe')]);
    let all = createTopic(topics, b, { id: 'b1', name: 'Sprint', now: T0 });
    all = createTopic(all, b, { id: 'b2', name: 'Turnen', now: T0 });
    all = setGrade(all, 'b1', '9', 4, T0);
    expect(chartRows(all, ['a', 'b'])).toEqual([
      { topic: 'Ballwurf', values: { a: 2 } },
      { topic: 'Sprint', values: { a: 2.67, b: 4 } },
      { topic: 'Turnen', values: { b: 1 } },
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
    updatedAt: 'x',
    students: [
      { id: 'a', name: 'Mia', gender: 'W' as const, grade: 1, comment: '' },
      { id: 'b', name: 'Ben', gender: 'M' as const, grade: 4, comment: 'alt' },
    ],
  };
  it('sets grades and comments for the students named, keeps the others', () => {
    const [changed] = applyGrades([topic], 't', { a: { grade: 3, comment: 'Zeit: 00:10,00' } }, 'now');
    expect(changed?.students).toEqual([
      { id: 'a', name: 'Mia', gender: 'W', grade: 3, comment: 'Zeit: 00:10,00' },
      { id: 'b', name: 'Ben', gender: 'M', grade: 4, comment: 'alt' },
    ]);
    expect(changed?.updatedAt).toBe('now');
  });
  it('refuses a grade outside 1–6 without changing anything', () => {
    expect(() => applyGrades([topic], 't', { a: { grade: 7 } }, 'now')).toThrow(RangeError);
  });
});
