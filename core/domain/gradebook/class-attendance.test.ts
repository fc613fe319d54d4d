import { describe, expect, it } from 'vitest';
import { MAX_LESSON_DATES, schoolClassSchema, type SchoolClass } from '../../schemas/gradebook';
import { createBackup, mergeBackup, parseBackup } from './backup';
import { createTopic, deleteStudent, recordAllPresent, recordAttendance, setGrade, setTendencyStep, studentAverage } from './gradebook';
import { gradeValue } from './grading';
import { loadClassesState, migrateClassesState } from './migrations';

/** Attendance and the tendency step as stored per class (issue 25 items 3, 4 and 8). */
const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-23T09:00:00.000Z';
const T2 = '2026-11-23T10:00:00.000Z';

function klass(id: string, ids: string[], extra: Partial<SchoolClass> = {}): SchoolClass {
  return {
    id,
    name: `Klasse ${id}`,
    students: ids.map((s) => ({ id: s, name: `Kind ${s}`, gender: 'W' as const })),
    attendance: {},
    tendencyStep: 0.3,
    updatedAt: T0,
    ...extra,
  };
}

describe('attendance per class', () => {
  it('records one child on one date, changes the class date, and refuses a child of another class', () => {
    const classes = recordAttendance([klass('a', ['x', 'y']), klass('b', ['z'])], 'a', '2026-11-23', 'x', 'krank', T1);
    expect(classes[0]).toMatchObject({ attendance: { '2026-11-23': { x: 'krank' } }, updatedAt: T1 });
    expect(classes[1]?.updatedAt).toBe(T0);
    expect(() => recordAttendance(classes, 'a', '2026-11-23', 'z', 'anwesend', T1)).toThrow(RangeError);
    expect(() => recordAttendance(classes, 'a', '2026-02-30', 'x', 'anwesend', T1)).toThrow(RangeError);
    expect(recordAttendance(classes, 'a', '2026-11-23', 'x', null, T2)[0]?.attendance).toEqual({});
  });

  it('„alle anwesend“ marks only the children without an entry and says how many', () => {
    const one = recordAttendance([klass('a', ['x', 'y', 'z'])], 'a', '2026-11-23', 'y', 'ohne-sportzeug', T1);
    const { classes, marked } = recordAllPresent(one, 'a', '2026-11-23', T2);
    expect(marked).toBe(2);
    expect(classes[0]?.attendance['2026-11-23']).toEqual({ x: 'anwesend', y: 'ohne-sportzeug', z: 'anwesend' });
    const again = recordAllPresent(classes, 'a', '2026-11-23', T2);
    expect(again.marked).toBe(0);
    expect(again.classes[0]).toBe(classes[0]);
  });

  it('refuses a new date past the stored limit, so the class never fails its check on the next load', () => {
    const attendance = Object.fromEntries(
      Array.from({ length: MAX_LESSON_DATES }, (_, i) => [
        new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
        { x: 'anwesend' as const },
      ]),
    );
    const full = [klass('a', ['x'], { attendance })];
    expect(schoolClassSchema.safeParse(full[0]).success).toBe(true);
    expect(() => recordAttendance(full, 'a', '2026-11-23', 'x', 'anwesend', T1)).toThrow(/Tagen Anwesenheit erfasst/);
    expect(() => recordAllPresent(full, 'a', '2026-11-23', T1)).toThrow(RangeError);
    // A date already recorded can still be corrected.
    expect(recordAttendance(full, 'a', '2020-01-01', 'x', 'krank', T1)[0]?.attendance['2020-01-01']).toEqual({ x: 'krank' });
  });

  it('a child who leaves the class leaves its attendance too', () => {
    const classes = recordAllPresent([klass('a', ['x', 'y'])], 'a', '2026-11-23', T1).classes;
    const data = deleteStudent({ classes, topics: [] }, 'a', 'x', T2);
    expect(data.classes[0]?.attendance).toEqual({ '2026-11-23': { y: 'anwesend' } });
  });
});

describe('tendency step per class', () => {
  it('moves the averages of that class: 2+ is 1,7 at 0,3 and 1,75 at 0,25', () => {
    const classes = [klass('a', ['x'])];
    const topics = setGrade(createTopic([], classes[0]!, { id: 't', name: 'Sprint', now: T0 }), 't', 'x', gradeValue(2, 'plus'), T0);
    expect(studentAverage(topics, 'a', 'x', classes[0]!.tendencyStep).average).toBeCloseTo(1.7);
    const changed = setTendencyStep(classes, 'a', 0.25, T1);
    expect(changed[0]).toMatchObject({ tendencyStep: 0.25, updatedAt: T1 });
    expect(studentAverage(topics, 'a', 'x', changed[0]!.tendencyStep).average).toBeCloseTo(1.75);
    expect(() => setTendencyStep(classes, 'a', 0.5 as never, T1)).toThrow(RangeError);
  });
});

describe('stored version 2 of the classes', () => {
  it('a version-1 class loads with no attendance and ±0,3, everything else unchanged', () => {
    const v1 = {
      classes: [{ id: 'a', name: '3a', students: [{ id: 'x', name: 'Mia', gender: 'W' }], updatedAt: T0 }],
      selectedClassId: 'a',
    };
    expect(migrateClassesState(v1, 1, T1)).toEqual({
      classes: [{ ...v1.classes[0], attendance: {}, tendencyStep: 0.3 }],
      selectedClassId: 'a',
    });
  });

  it('one class with damaged attendance is kept aside; the other classes load', () => {
    const good = klass('a', ['x'], { attendance: { '2026-11-23': { x: 'anwesend' } } });
    const bad = { ...klass('b', ['y']), attendance: { '2026-11-23': { y: 'im Urlaub' } } };
    const loaded = loadClassesState({ classes: [good, bad], selectedClassId: 'a' }, 2, T1);
    expect(loaded.state.classes).toEqual([good]);
    expect(loaded.rejected).toEqual({ classes: [bad] });
  });
});

describe('backups with attendance', () => {
  it('round-trip attendance and the tendency step unchanged', () => {
    const data = { classes: [klass('a', ['x'], { tendencyStep: 0.33, attendance: { '2026-11-23': { x: 'verletzt' } } })], topics: [] };
    const parsed = parseBackup(JSON.stringify(createBackup(data, T1)));
    expect(parsed.ok && parsed.backup.classes).toEqual(data.classes);
  });

  it('repair keeps readable entries, names the rest, and splits attendance with the class', () => {
    const many = Array.from({ length: 230 }, (_, i) => `k${String(i).padStart(3, '0')}`);
    const text = JSON.stringify({
      version: 2,
      state: {
        classes: [
          {
            ...klass('a', many),
            attendance: { '2026-11-23': { k000: 'krank', k229: 'anwesend', k001: 'schwimmen' }, gestern: { k000: 'krank' } },
          },
        ],
      },
    });
    const parsed = parseBackup(text, { now: T1 });
    if (!parsed.ok) throw new Error(parsed.message);
    const [first, second] = parsed.backup.classes;
    expect(first?.attendance).toEqual({ '2026-11-23': { k000: 'krank' } });
    expect(second?.attendance).toEqual({ '2026-11-23': { k229: 'anwesend' } });
    expect(parsed.dropped.join(' ')).toMatch(/2 Anwesenheitseinträge unlesbar/);
  });

  it('merging keeps the lessons recorded on both devices; the newer class wins where both recorded the same child', () => {
    const phone = klass('a', ['x', 'y'], { updatedAt: T2, attendance: { '2026-11-23': { x: 'krank' } } });
    const tablet = klass('a', ['x', 'y'], {
      updatedAt: T1,
      attendance: { '2026-11-23': { x: 'anwesend', y: 'anwesend' }, '2026-11-16': { x: 'entschuldigt' } },
    });
    const merged = mergeBackup({ classes: [phone], topics: [] }, { classes: [tablet], topics: [] }, T2);
    expect(merged.classes[0]?.attendance).toEqual({
      '2026-11-23': { x: 'krank', y: 'anwesend' },
      '2026-11-16': { x: 'entschuldigt' },
    });
  });
});
