import { describe, expect, it } from 'vitest';
import { MAX_STUDENTS_PER_CLASS, schoolClassSchema, type SchoolClass } from '../../schemas/gradebook';
import { createBackup, mergeBackup, parseBackup } from './backup';
import { addStudents, setComment } from './gradebook';
import { studentLimitMessage } from './limits';
import { loadClassesState, loadPerformanceState } from './migrations';
import { setAsideNames } from './repair';

const T = '2026-11-23T10:00:00.000Z';
const kids = (n: number, prefix = 'k') =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${String(i).padStart(3, '0')}`,
    name: `Kind ${String(i).padStart(3, '0')}`,
    gender: 'W' as const,
  }));
const klass = (id: string, name: string, n: number): SchoolClass => ({
  id,
  name,
  students: kids(n, `${id}-`),
  attendance: {},
  tendencyStep: 0.3,
  updatedAt: T,
});
/** A topic as version 1 stored it (whole grades, no weight): what a device kept aside before issue 25. */
const topicOf = (c: SchoolClass, id: string) => ({
  id,
  name: 'Weitsprung',
  classId: c.id,
  students: c.students.map((s) => ({ ...s, grade: 2, comment: '' })),
  updatedAt: T,
});

describe('limits from the stored schema', () => {
  it('the rules refuse a 201st child and an over-long comment; the screens get a German message first', () => {
    const full = klass('c1', '7b', MAX_STUDENTS_PER_CLASS);
    expect(() => addStudents({ classes: [full], topics: [] }, 'c1', kids(1, 'neu'), T)).toThrow(RangeError);
    expect(studentLimitMessage(full, 1)).toMatch(/In „7b“ sind schon 200 Kinder.*Legen Sie/);
    expect(studentLimitMessage(klass('c1', '7b', 198), 5)).toMatch(/Die Liste hat 5 Namen.*nur noch Platz für 2 Kinder/);
    expect(studentLimitMessage(klass('c1', '7b', 198), 2)).toBeNull();
    expect(() => setComment([], 't', 's', 'x'.repeat(501), T)).toThrow(RangeError);
  });
});

describe('loading checks each class and topic on its own', () => {
  it('loads the valid classes and returns only the broken one, unchanged, to be kept aside', () => {
    const broken = klass('c2', '7b', MAX_STUDENTS_PER_CLASS + 1);
    const stored = { classes: [klass('c1', '3a', 2), broken, klass('c3', '4c', 1)], selectedClassId: 'c2' };
    const loaded = loadClassesState(stored, 1, T);
    expect(loaded.state.classes.map((c) => c.name)).toEqual(['3a', '4c']);
    expect(loaded.rejected).toEqual({ classes: [broken] });
    expect(loadClassesState(loaded.state, 1, T)).toEqual({ state: loaded.state, rejected: undefined });
  });

  it('keeps a broken old (version 0) topic aside in its stored form', () => {
    const bad = { id: 'd2', name: 'x'.repeat(81), classId: 'c1', students: [] };
    const loaded = loadPerformanceState({ disciplines: [{ id: 'd1', name: 'Ok', classId: 'c1', students: [] }, bad] }, 0, T);
    expect(loaded.state.topics.map((t) => t.id)).toEqual(['d1']);
    expect(loaded.rejected).toEqual({ disciplines: [bad] });
  });

  it('still refuses an entry that is not a grade book at all', () => {
    expect(() => loadClassesState({ classes: 'kaputt' }, 1, T)).toThrow();
  });
});

describe('importing what was kept aside', () => {
  const big = klass('c2', '7b', 230);
  const keptClasses = JSON.stringify({ state: { classes: [{ ...big, name: `  ${'Sportklasse '.repeat(5)}` }] }, version: 1 });

  it('splits an oversized class into „… (Teil 2)“ and names every repair', () => {
    const parsed = parseBackup(keptClasses, { now: T });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.partial).toBe(true);
    const [first, second] = parsed.backup.classes;
    expect(first?.students).toHaveLength(200);
    expect(second).toMatchObject({ id: 'c2-teil-2', name: expect.stringMatching(/ \(Teil 2\)$/) });
    expect(second?.students).toHaveLength(30);
    expect(parsed.backup.classes.every((c) => schoolClassSchema.safeParse(c).success)).toBe(true);
    expect(parsed.notes.join(' ')).toMatch(/auf 40 Zeichen gekürzt/);
    expect(parsed.notes.join(' ')).toMatch(/hatte 230 Kinder.*\(Teil 2\)/);
    // No child lost: every id is in exactly one part.
    expect(new Set(parsed.backup.classes.flatMap((c) => c.students.map((s) => s.id))).size).toBe(230);
  });

  it('splits the topics the same way, so a merge keeps every grade', () => {
    const keptTopics = JSON.stringify({
      state: { topics: [{ ...topicOf(big, 't1'), students: topicOf(big, 't1').students.map((s, i) => ({ ...s, grade: (i % 6) + 1 })) }] },
      version: 1,
    });
    const classes = parseBackup(keptClasses, { now: T });
    const topics = parseBackup(keptTopics, { now: T, classIds: new Set(['c2', 'c2-teil-2']) });
    if (!classes.ok || !topics.ok) throw new Error('refused');
    const merged = mergeBackup(mergeBackup({ classes: [], topics: [] }, classes.backup, T), topics.backup, T);
    const grades = merged.topics.flatMap((t) => t.students.map((s) => s.grade));
    expect(grades).toHaveLength(230);
    expect(grades.reduce((a, b) => a + (b?.grade ?? 0), 0)).toBe(
      Array.from({ length: 230 }, (_, i) => (i % 6) + 1).reduce((a, b) => a + b, 0),
    );
  });

  it('names topics whose class is not on the device, and a grade it could not read, keeping that child „nicht bewertet“', () => {
    const text = JSON.stringify({
      state: {
        topics: [
          topicOf(klass('weg', '1a', 1), 't9'),
          { ...topicOf(klass('c1', '3a', 1), 't1'), students: [{ id: 's', name: 'Mia', gender: 'W', grade: 9, comment: '' }] },
        ],
      },
      version: 1,
    });
    const parsed = parseBackup(text, { now: T, classIds: new Set(['c1']) });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.backup.topics.map((t) => t.id)).toEqual(['t1']);
    expect(parsed.notes.join(' ')).toMatch(/Note von „Mia“ in „Weitsprung“ war unlesbar; dort steht jetzt „nicht bewertet“/);
    expect(parsed.backup.topics[0]?.students).toEqual([{ id: 's', name: 'Mia', gender: 'W', grade: null, comment: '' }]);
    expect(parsed.dropped.join(' ')).toMatch(/Seine Klasse ist nicht auf diesem Gerät/);
  });

  it('repairs a backup written with a 201st child instead of refusing it', () => {
    const data = { classes: [klass('c1', '3a', 201)], topics: [] };
    const parsed = parseBackup(JSON.stringify(createBackup(data, T)), { now: T });
    expect(parsed).toMatchObject({ ok: true, partial: false, summary: { classes: 2, students: 201 } });
  });

  it('the banner can name what was kept aside', () => {
    expect(setAsideNames(keptClasses)).toEqual(['Sportklasse Sportklasse Sportk…']);
    expect(setAsideNames('{kaputt')).toEqual([]);
  });
});
