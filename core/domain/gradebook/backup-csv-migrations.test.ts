import { describe, expect, it } from 'vitest';
import type { GradebookData } from '../../schemas/gradebook';
import { createBackup, mergeBackup, parseBackup } from './backup';
import { classCsv, csvField, csvFileName } from './csv';
import { createTopic, setComment, setGrade } from './gradebook';
import { migrateClassesState, migratePerformanceState, MigrationError } from './migrations';

const T0 = '2026-11-23T08:00:00.000Z';
const T1 = '2026-11-24T08:00:00.000Z';

function sample(): GradebookData {
  const classes = [
    {
      id: 'c1',
      name: '3a',
      updatedAt: T0,
      students: [
        { id: 's1', name: 'Ömer', gender: 'M' as const },
        { id: 's2', name: 'Anna; "Nani"', gender: 'W' as const },
      ],
    },
    { id: 'c2', name: '4b', updatedAt: T0, students: [{ id: 's3', name: 'Lea', gender: 'W' as const }] },
  ];
  let topics = createTopic([], classes[0]!, { id: 't1', name: 'Weitsprung', now: T0 });
  topics = createTopic(topics, classes[0]!, { id: 't2', name: '=Ausdauer', now: T0 });
  topics = createTopic(topics, classes[1]!, { id: 't3', name: 'Turnen', now: T0 });
  topics = setGrade(setGrade(topics, 't1', 's1', 2, T0), 't2', 's1', 3, T0);
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
      classes: [{ id: 'k1', name: '2c', students: [{ id: 'x', name: 'Mia', gender: 'W' }], updatedAt: T1 }],
      selectedClassId: 'k1',
    });
    expect(migratePerformanceState(v0Performance, 0, T1)).toEqual({
      topics: [
        {
          id: 'd1',
          name: 'Seilspringen',
          classId: 'k1',
          updatedAt: T1,
          students: [{ id: 'x', name: 'Mia', gender: 'W', grade: 2, comment: '' }],
        },
      ],
      selectedTopicId: null,
    });
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
    expect(JSON.parse(text)).toMatchObject({ format: 'sportkiste-notenbuch', schemaVersion: 1 });
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
        { id: 'c3', name: '1a', updatedAt: T0, students: [] },
      ],
      topics: [{ ...here.topics[0]!, name: 'alt', updatedAt: '2020-01-01T00:00:00.000Z' }],
    };
    const merged = mergeBackup(here, there, T1);
    expect(merged.classes.map((c) => c.name)).toEqual(['3a neu', '4b', '1a']);
    expect(merged.topics.find((t) => t.id === 't1')?.name).toBe('Weitsprung');
    expect(merged.topics.find((t) => t.id === 't1')?.students.map((s) => s.id)).toContain('s9');
    expect(merged.topics.find((t) => t.id === 't1')?.students.find((s) => s.id === 's1')?.grade).toBe(2);
  });
});

describe('CSV export', () => {
  it('has a BOM, semicolons, decimal commas, one row per student and a column per topic plus the average', () => {
    const data = sample();
    const csv = classCsv(data.classes[0]!, data.topics);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      "Name;Geschlecht;Weitsprung;'=Ausdauer;Durchschnitt",
      '"Anna; ""Nani""";W;1;1;1,00',
      'Ömer;M;2;3;2,50',
      'Klassendurchschnitt;;1,50;2,00;',
      '',
    ]);
  });

  it('defuses formulas and quotes separators', () => {
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('Anna')).toBe('Anna');
  });

  it('names the file after the class and date', () => {
    expect(csvFileName({ id: 'x', name: '3a / Sport', students: [], updatedAt: T0 }, '2026-11-23')).toBe('Noten-3a-Sport-2026-11-23.csv');
  });
});
