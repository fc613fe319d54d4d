import { describe, expect, it } from 'vitest';
import type { GradebookData } from '../../schemas/gradebook';
import { createBackup, mergeBackup, parseBackup } from './backup';
import { classCsv, csvField, csvFileName } from './csv';
import { createTopic, setComment, setGrade, setTopicWeight } from './gradebook';
import { gradeValue } from './grading';
import { loadPerformanceState, migrateClassesState, migratePerformanceState, MigrationError, PERFORMANCE_VERSION } from './migrations';

const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-24T08:00:00.000Z';

function sample(): GradebookData {
  const classes = [
    {
      id: 'c1',
      name: '3a',
      updatedAt: T0,
      attendance: {},
      tendencyStep: 0.3 as const,
      students: [
        { id: 's1', name: 'Ömer', gender: 'M' as const },
        { id: 's2', name: 'Anna; "Nani"', gender: 'W' as const },
      ],
    },
    {
      id: 'c2',
      name: '4b',
      updatedAt: T0,
      attendance: {},
      tendencyStep: 0.3 as const,
      students: [{ id: 's3', name: 'Lea', gender: 'W' as const }],
    },
  ];
  let topics = createTopic([], classes[0]!, { id: 't1', name: 'Weitsprung', now: T0 });
  topics = createTopic(topics, classes[0]!, { id: 't2', name: '=Ausdauer', now: T0 });
  topics = createTopic(topics, classes[1]!, { id: 't3', name: 'Turnen', now: T0 });
  topics = setGrade(setGrade(topics, 't1', 's1', gradeValue(2, 'plus'), T0), 't2', 's1', gradeValue(3), T0);
  topics = setGrade(topics, 't1', 's2', gradeValue(1), T0);
  topics = setTopicWeight(topics, 't2', 2, T0);
  topics = setComment(topics, 't1', 's2', 'hat sich gesteigert', T0);
  return { classes, topics };
}

describe('migrations', () => {
  it('load data written by the previous version (0): classes and disciplines', () => {
    const v0Classes = { classes: [{ id: 'k1', name: '2c', students: [{ id: 'x', name: 'Mia', gender: 'W' }] }] };
    const v0Performance = {
      disciplines: [{ id: 'd1', name: 'Seilspringen', classId: 'k1', students: [{ id: 'x', name: 'Mia', gender: 'W', grade: '2' }] }],
    };
    expect(migrateClassesState(v0Classes, 0, T1)).toEqual({
      classes: [
        { id: 'k1', name: '2c', students: [{ id: 'x', name: 'Mia', gender: 'W' }], attendance: {}, tendencyStep: 0.3, updatedAt: T1 },
      ],
      selectedClassId: 'k1',
    });
    expect(migratePerformanceState(v0Performance, 0, T1)).toEqual({
      topics: [
        {
          id: 'd1',
          name: 'Seilspringen',
          classId: 'k1',
          updatedAt: T1,
          weight: 1,
          students: [{ id: 'x', name: 'Mia', gender: 'W', grade: { grade: 2, tendency: null }, comment: '' }],
        },
      ],
      selectedTopicId: null,
    });
  });

  it('version 1 → 2 keeps every grade exactly: a stored 1 stays a 1, no tendency; topics count once', () => {
    expect(PERFORMANCE_VERSION).toBe(2);
    const v1 = {
      topics: [
        {
          id: 't1',
          name: 'Weitsprung',
          classId: 'c1',
          updatedAt: T0,
          students: [1, 2, 3, 4, 5, 6].map((grade) => ({
            id: `s${grade}`,
            name: `Kind ${grade}`,
            gender: 'W',
            grade,
            comment: `c${grade}`,
          })),
        },
      ],
      selectedTopicId: 't1',
    };
    const migrated = migratePerformanceState(v1, 1, T1);
    expect(migrated).toEqual({
      topics: [
        {
          ...v1.topics[0],
          weight: 1,
          students: v1.topics[0]!.students.map((s) => ({ ...s, grade: { grade: s.grade, tendency: null } })),
        },
      ],
      selectedTopicId: 't1',
    });
    // Loading v1 data takes every topic; loading the result again changes nothing.
    expect(loadPerformanceState(v1, 1, T1)).toEqual({ state: migrated, rejected: undefined });
    expect(loadPerformanceState(migrated, 2, T1)).toEqual({ state: migrated, rejected: undefined });
  });

  it('a v1 topic with a grade that was never valid is kept aside in its stored form, the others load', () => {
    const good = {
      id: 't1',
      name: 'Ok',
      classId: 'c1',
      updatedAt: T0,
      students: [{ id: 's', name: 'A', gender: 'W', grade: 2, comment: '' }],
    };
    const bad = { ...good, id: 't2', students: [{ id: 's', name: 'A', gender: 'W', grade: 9, comment: '' }] };
    const loaded = loadPerformanceState({ topics: [good, bad], selectedTopicId: null }, 1, T1);
    expect(loaded.state.topics.map((t) => t.id)).toEqual(['t1']);
    expect(loaded.rejected).toEqual({ topics: [bad] });
  });

  it('pass current data through unchanged', () => {
    const state = { classes: sample().classes, selectedClassId: 'c2' };
    expect(migrateClassesState(state, 1, T1)).toEqual(state);
  });

  it('refuse data that does not fit, or comes from a newer version', () => {
    expect(() => migrateClassesState({ classes: [{ id: 'k', name: '', students: [] }] }, 0, T1)).toThrow();
    expect(() => migratePerformanceState({ topics: 'kaputt' }, 1, T1)).toThrow();
    expect(() => migrateClassesState({ classes: [] }, 7, T1)).toThrow(MigrationError);
  });
});

describe('backup', () => {
  it('round-trips everything with version and date', () => {
    const data = sample();
    const text = JSON.stringify(createBackup(data, T1));
    const parsed = parseBackup(text);
    expect(parsed).toMatchObject({ ok: true, summary: { createdAt: T1, classes: 2, students: 3, topics: 3 } });
    if (parsed.ok) expect({ classes: parsed.backup.classes, topics: parsed.backup.topics }).toEqual(data);
    expect(JSON.parse(text)).toMatchObject({ format: 'sportkiste-notenbuch', schemaVersion: 3 });
  });

  it('imports a version-1 backup unchanged: every grade stays that grade, topics count once, no attendance yet', () => {
    const v1Backup = {
      format: 'sportkiste-notenbuch',
      schemaVersion: 1,
      createdAt: T0,
      classes: [
        {
          id: 'c1',
          name: '3a',
          updatedAt: T0,
          students: [
            { id: 's1', name: 'Ömer', gender: 'M' },
            { id: 's2', name: 'Lea', gender: 'W' },
          ],
        },
      ],
      topics: [
        {
          id: 't1',
          name: 'Weitsprung',
          classId: 'c1',
          updatedAt: T0,
          students: [
            { id: 's1', name: 'Ömer', gender: 'M', grade: 1, comment: 'weit' },
            { id: 's2', name: 'Lea', gender: 'W', grade: 6, comment: '' },
          ],
        },
      ],
    };
    const parsed = parseBackup(JSON.stringify(v1Backup));
    expect(parsed).toMatchObject({ ok: true, notes: [], dropped: [], summary: { classes: 1, students: 2, topics: 1 } });
    if (!parsed.ok) return;
    expect(parsed.backup.classes).toEqual([{ ...v1Backup.classes[0], attendance: {}, tendencyStep: 0.3 }]);
    expect(parsed.backup.topics).toEqual([
      {
        ...v1Backup.topics[0],
        weight: 1,
        students: [
          { id: 's1', name: 'Ömer', gender: 'M', grade: { grade: 1, tendency: null }, comment: 'weit' },
          { id: 's2', name: 'Lea', gender: 'W', grade: { grade: 6, tendency: null }, comment: '' },
        ],
      },
    ]);
  });

  it('imports what a version-0 device kept aside (disciplines, grades as strings) with the same grades', () => {
    const v0 = {
      version: 0,
      state: {
        disciplines: [
          {
            id: 'd1',
            name: 'Seilspringen',
            classId: 'c1',
            students: [{ id: 's1', name: 'Ömer', gender: 'M', grade: '1', comment: 'gut' }],
          },
        ],
      },
    };
    const parsed = parseBackup(JSON.stringify(v0), { now: T1, classIds: new Set(['c1']) });
    expect(parsed).toMatchObject({ ok: true, partial: true, dropped: [] });
    if (parsed.ok) {
      expect(parsed.backup.topics).toEqual([
        {
          id: 'd1',
          name: 'Seilspringen',
          classId: 'c1',
          weight: 1,
          updatedAt: T1,
          students: [{ id: 's1', name: 'Ömer', gender: 'M', grade: { grade: 1, tendency: null }, comment: 'gut' }],
        },
      ]);
    }
  });

  it('repairs a bad grade in one child to „nicht bewertet“ and keeps the child, the topic and the class', () => {
    const backup = createBackup(sample(), T1);
    const topics = backup.topics.map((t) =>
      t.id === 't1'
        ? {
            ...t,
            weight: 'doppelt',
            students: t.students.map((s) => (s.id === 's1' ? { ...s, grade: { grade: 6, tendency: 'plus' } } : s)),
          }
        : t,
    );
    const parsed = parseBackup(JSON.stringify({ ...backup, topics }));
    expect(parsed).toMatchObject({ ok: true, dropped: [] });
    if (!parsed.ok) return;
    expect(parsed.notes).toEqual([
      'Die Gewichtung von „Weitsprung“ war unlesbar; das Thema zählt jetzt einfach.',
      'Die Note von „Ömer“ in „Weitsprung“ war unlesbar; dort steht jetzt „nicht bewertet“.',
    ]);
    const t1 = parsed.backup.topics.find((t) => t.id === 't1');
    expect(t1?.weight).toBe(1);
    expect(t1?.students.map((s) => [s.name, s.grade, s.comment])).toEqual([
      ['Anna; "Nani"', { grade: 1, tendency: null }, 'hat sich gesteigert'],
      ['Ömer', null, ''],
    ]);
    // The repair sorts the children; no one is lost.
    expect(parsed.backup.classes.map((c) => [c.id, c.students.map((s) => s.name)])).toEqual([
      ['c1', ['Anna; "Nani"', 'Ömer']],
      ['c2', ['Lea']],
    ]);
    expect(parsed.backup.topics.filter((t) => t.id !== 't1')).toEqual(sample().topics.filter((t) => t.id !== 't1'));
  });

  it('refuses anything that is not a complete, consistent backup', () => {
    const good = createBackup(sample(), T1);
    for (const text of [
      '',
      'kein json',
      '{}',
      JSON.stringify({ ...good, format: 'andere-app' }),
      JSON.stringify({ ...good, classes: 'x' }),
      JSON.stringify({ ...good, topics: [{ ...good.topics[0], classId: 'fehlt' }] }),
    ]) {
      const parsed = parseBackup(text);
      expect(parsed.ok, text.slice(0, 40)).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/nichts verändert/);
    }
    const newer = parseBackup(JSON.stringify({ ...good, schemaVersion: 99 }));
    expect(newer).toMatchObject({ ok: false, message: expect.stringContaining('neueren Version') });
  });

  it('merges: keeps what is only here, adds what is only in the backup, newer wins where both have it', () => {
    const here = sample();
    const there: GradebookData = {
      classes: [
        {
          ...here.classes[0]!,
          name: '3a neu',
          updatedAt: T1,
          students: [...here.classes[0]!.students, { id: 's9', name: 'Neu', gender: 'M' }],
        },
        { id: 'c3', name: '1a', updatedAt: T0, attendance: {}, tendencyStep: 0.3, students: [] },
      ],
      topics: [{ ...here.topics[0]!, name: 'alt', updatedAt: '2020-01-01T00:00:00.000Z' }],
    };
    const merged = mergeBackup(here, there, T1);
    expect(merged.classes.map((c) => c.name)).toEqual(['3a neu', '4b', '1a']);
    expect(merged.topics.find((t) => t.id === 't1')?.name).toBe('Weitsprung');
    expect(merged.topics.find((t) => t.id === 't1')?.students.map((s) => s.id)).toContain('s9');
    expect(merged.topics.find((t) => t.id === 't1')?.students.find((s) => s.id === 's1')?.grade).toEqual(gradeValue(2, 'plus'));
    // The child only the backup's class has joins the device's topic „nicht bewertet“.
    expect(merged.topics.find((t) => t.id === 't1')?.students.find((s) => s.id === 's9')?.grade).toBeNull();
  });
});

describe('CSV export', () => {
  it('has a BOM, semicolons, decimal commas, grade labels, „nb“, comments and weighted averages', () => {
    const data = sample();
    const csv = classCsv(data.classes[0]!, data.topics);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      "Name;Geschlecht;Weitsprung;Kommentar Weitsprung;'=Ausdauer (×2);Kommentar =Ausdauer;Durchschnitt;Bewertet;Stunden erfasst;anwesend;entschuldigt;krank;ohne Sportzeug;verletzt",
      '"Anna; ""Nani""";W;1;hat sich gesteigert;nb;;1,00;1 von 2;0;0;0;0;0;0',
      'Ömer;M;2+;;3;;2,57;2 von 2;0;0;0;0;0;0', // (1,7 + 2 × 3) / 3 = 2,566…
      'Klassendurchschnitt;;1,35;2 von 2 bewertet;3,00;1 von 2 bewertet;;;0;;;;;',
      'Hinweis;nb = nicht bewertet. + und − zählen 0,3 besser oder schlechter. Durchschnitte nur aus gegebenen Noten, jedes Thema mit seiner Gewichtung (×). Anwesenheit: erfasste Stunden vom – (keine erfasst).',
      '',
    ]);
  });

  it('counts attendance per child and averages with the class’s tendency step', () => {
    const data = sample();
    const schoolClass = {
      ...data.classes[0]!,
      tendencyStep: 0.25 as const,
      attendance: {
        '2026-11-09': { s1: 'ohne-sportzeug' as const, s2: 'anwesend' as const },
        '2026-11-02': { s1: 'anwesend' as const, s2: 'krank' as const },
        '2026-11-16': { s2: 'anwesend' as const },
      },
    };
    const lines = classCsv(schoolClass, data.topics).slice(1).split('\r\n');
    expect(lines[1]).toBe('"Anna; ""Nani""";W;1;hat sich gesteigert;nb;;1,00;1 von 2;3;2;0;1;0;0');
    // 2+ at 0,25 is 1,75: (1,75 + 2 × 3) / 3 = 2,583…
    expect(lines[2]).toBe('Ömer;M;2+;;3;;2,58;2 von 2;2;1;0;0;1;0');
    expect(lines[3]).toBe('Klassendurchschnitt;;1,38;2 von 2 bewertet;3,00;1 von 2 bewertet;;;3;;;;;');
    expect(lines[4]).toContain('+ und − zählen 0,25 besser oder schlechter');
    expect(lines[4]).toContain('Anwesenheit: erfasste Stunden vom 02.11.2026 bis 16.11.2026.');
  });

  it('defuses formulas and quotes separators', () => {
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('Anna')).toBe('Anna');
  });

  it('names the file after the class and date', () => {
    expect(csvFileName({ id: 'x', name: '3a / Sport', students: [], attendance: {}, tendencyStep: 0.3, updatedAt: T0 }, '2026-11-23')).toBe(
      'Noten-3a-Sport-2026-11-23.csv',
    );
  });
});
