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
    expect(usePerformanceStore.getState().topics[0]).toMatchObject({ name: 'Seilspringen', students: [{ grade: 3, comment: 'gut' }] });

    // The first change writes the new version; nothing is lost in the rewrite.
    useClassesStore.setState({ selectedClassId: 'k1' });
    expect(JSON.parse(localStorage.getItem('classes-storage') as string)).toMatchObject({
      version: 1,
      state: { classes: [{ id: 'k1', updatedAt: expect.any(String) }] },
    });
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
