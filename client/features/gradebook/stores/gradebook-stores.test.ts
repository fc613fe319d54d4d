import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function loadStores() {
  return import('./gradebook-stores');
}

describe('grade-book stores', () => {
  it('load data the previous version wrote (version 0: classes and disciplines) and keep it', async () => {
    localStorage.setItem(
      'classes-storage',
      JSON.stringify({ state: { classes: [{ id: 'k1', name: '2c', students: [{ id: 'x', name: 'Mia', gender: 'W' }] }] }, version: 0 }),
    );
    localStorage.setItem(
      'students-performance-storage',
      JSON.stringify({
        state: {
          disciplines: [
            {
              id: 'd1',
              name: 'Seilspringen',
              classId: 'k1',
              students: [{ id: 'x', name: 'Mia', gender: 'W', grade: '3', comment: 'gut' }],
            },
          ],
        },
        version: 0,
      }),
    );
    const { useClassesStore, usePerformanceStore } = await loadStores();
    expect(useClassesStore.getState()).toMatchObject({
      selectedClassId: 'k1',
      classes: [{ id: 'k1', name: '2c', students: [{ name: 'Mia' }] }],
    });
    expect(usePerformanceStore.getState().topics[0]).toMatchObject({
      name: 'Seilspringen',
      weight: 1,
      students: [{ grade: { grade: 3, tendency: null }, comment: 'gut' }],
    });

    // The first change writes the new version; nothing is lost in the rewrite.
    useClassesStore.setState({ selectedClassId: 'k1' });
    expect(JSON.parse(localStorage.getItem('classes-storage') as string)).toMatchObject({
      version: 2,
      state: { classes: [{ id: 'k1', updatedAt: expect.any(String) }] },
    });
  });

  it('load version-1 grades as the same grades (a 1 stays a 1) and write version 2 on the next change', async () => {
    const topic = {
      id: 't',
      name: 'Rolle',
      classId: 'k1',
      updatedAt: 'x',
      students: [{ id: 'x', name: 'Mia', gender: 'W', grade: 1, comment: '' }],
    };
    localStorage.setItem('students-performance-storage', JSON.stringify({ state: { topics: [topic], selectedTopicId: 't' }, version: 1 }));
    const { usePerformanceStore } = await loadStores();
    expect(usePerformanceStore.getState().topics).toEqual([
      { ...topic, weight: 1, students: [{ ...topic.students[0], grade: { grade: 1, tendency: null } }] },
    ]);
    usePerformanceStore.setState({ selectedTopicId: 't' });
    expect(JSON.parse(localStorage.getItem('students-performance-storage') as string)).toMatchObject({
      version: 2,
      state: { topics: [{ weight: 1, students: [{ grade: { grade: 1, tendency: null } }] }] },
    });
    expect(Object.keys(localStorage).filter((k) => k.includes('.beschaedigt.'))).toEqual([]);
  });

  it('a broken entry in one store leaves the other store loaded', async () => {
    localStorage.setItem('classes-storage', 'nicht lesbar');
    localStorage.setItem('students-performance-storage', JSON.stringify({ state: { topics: [], selectedTopicId: null }, version: 1 }));
    const { useClassesStore, usePerformanceStore } = await loadStores();
    expect(useClassesStore.getState().classes).toEqual([]);
    expect(usePerformanceStore.persist.hasHydrated()).toBe(true);
    expect(Object.keys(localStorage).some((k) => k.startsWith('classes-storage.beschaedigt.'))).toBe(true);
    expect(localStorage.getItem('classes-storage')).toBe('nicht lesbar');
  });
});
