import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_STUDENTS_PER_CLASS } from '@core/schemas/gradebook';

/**
 * Issue 19: whatever the screens accept loads back; one broken class never hides the others.
 * Each test loads the stores fresh from localStorage, as a reload does.
 */
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function load() {
  const stores = await import('./gradebook-stores');
  const { gradebook } = await import('./gradebook-actions');
  const { useStorageProblems } = await import('@client/lib/versioned-storage');
  return { ...stores, gradebook, useStorageProblems };
}

const names = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `Kind ${i + from}`).join('\n');
const keptAside = (key: string) => Object.keys(localStorage).filter((k) => k.startsWith(`${key}.beschaedigt.`));

describe('limits on the screens that write the grade book', () => {
  it('refuses a pasted list past the class limit with a German message and adds no one', async () => {
    const { gradebook, useClassesStore } = await load();
    gradebook.createClass('7b');
    const classId = useClassesStore.getState().classes[0]!.id;
    expect(gradebook.addStudentList(classId, names(150), 'W')).toMatchObject({ ok: true, added: 150 });
    const result = gradebook.addStudentList(classId, names(60, 150), 'W');
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Die Liste hat 60 Namen, in „7b“ ist aber nur noch Platz für 50 Kinder/),
    });
    expect(gradebook.addStudentList(classId, names(50, 150), 'W')).toMatchObject({ ok: true, added: 50 });
    expect(gradebook.addStudent(classId, 'Nummer 201', 'M')).toMatchObject({
      ok: false,
      message: expect.stringContaining('schon 200 Kinder'),
    });
    expect(useClassesStore.getState().classes[0]!.students).toHaveLength(MAX_STUDENTS_PER_CLASS);
  });

  it('names the pasted lines it cannot read and adds no one', async () => {
    const { gradebook, useClassesStore } = await load();
    gradebook.createClass('3a');
    const classId = useClassesStore.getState().classes[0]!.id;
    expect(gradebook.addStudentList(classId, 'Mia;W\nTom;X\nLeo\tM', 'W')).toMatchObject({
      ok: false,
      list: { problems: [{ line: 2, message: expect.stringContaining('Zeile 2: „Tom;X“') }] },
    });
    expect(gradebook.addStudentList(classId, 'Mia;W\nLeo\tM', 'W')).toMatchObject({ ok: true, added: 2 });
    expect(useClassesStore.getState().classes[0]!.students.map((s) => [s.name, s.gender])).toEqual([
      ['Leo', 'M'],
      ['Mia', 'W'],
    ]);
  });

  it('refuses a comment longer than the stored limit', async () => {
    const { gradebook, useClassesStore, usePerformanceStore } = await load();
    gradebook.createClass('3a');
    const classId = useClassesStore.getState().classes[0]!.id;
    gradebook.addStudent(classId, 'Mia', 'W');
    gradebook.createTopic(classId, 'Weitsprung');
    const topic = usePerformanceStore.getState().topics[0]!;
    expect(gradebook.setComment(topic.id, topic.students[0]!.id, 'x'.repeat(501))).toMatchObject({ ok: false });
    expect(usePerformanceStore.getState().topics[0]!.students[0]!.comment).toBe('');
  });
});

describe('loading with one broken class', () => {
  const kid = (i: number) => ({ id: `s${i}`, name: `Kind ${String(i).padStart(3, '0')}`, gender: 'W' });
  const T = '2026-11-23T10:00:00.000Z';
  const broken = { id: 'c2', name: '7b', students: Array.from({ length: 201 }, (_, i) => kid(i)), updatedAt: T };
  const stored = {
    state: { classes: [{ id: 'c1', name: '3a', students: [kid(1)], updatedAt: T }, broken], selectedClassId: 'c1' },
    version: 1,
  };

  it('loads the other classes, keeps only the broken one aside, once, however often the page is reloaded', async () => {
    localStorage.setItem('classes-storage', JSON.stringify(stored));
    const first = await load();
    expect(first.useClassesStore.getState().classes.map((c) => c.name)).toEqual(['3a']);
    expect(first.useStorageProblems.getState().problems).toMatchObject([{ key: 'classes-storage', kind: 'unreadable' }]);
    const aside = keptAside('classes-storage');
    expect(aside).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(aside[0]!)!)).toEqual({ state: { classes: [broken] }, version: 1 });

    for (let reload = 0; reload < 3; reload++) {
      vi.resetModules();
      const again = await load();
      expect(again.useClassesStore.getState().classes.map((c) => c.name)).toEqual(['3a']);
    }
    expect(keptAside('classes-storage')).toEqual(aside);
  });

  it('never keeps the same broken entry aside twice', async () => {
    localStorage.setItem('classes-storage', 'nicht lesbar');
    await load();
    vi.resetModules();
    await load();
    expect(keptAside('classes-storage')).toHaveLength(1);
  });
});
