import { CLASSES_VERSION, loadClassesState, loadPerformanceState, PERFORMANCE_VERSION } from '@core/domain/gradebook/migrations';
import type { ClassesState, PerformanceState } from '@core/schemas/gradebook';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { versionedStorage } from '@client/lib/versioned-storage';

/** Spec §3 storage keys. The data stay on this device (spec §1). */
export const CLASSES_KEY = 'classes-storage';
export const PERFORMANCE_KEY = 'students-performance-storage';

const nowIso = () => new Date().toISOString();

export const useClassesStore = create<ClassesState>()(
  persist((): ClassesState => ({ classes: [], selectedClassId: null }), {
    name: CLASSES_KEY,
    version: CLASSES_VERSION,
    storage: versionedStorage({ version: CLASSES_VERSION, load: (state, version) => loadClassesState(state, version, nowIso()) }),
  }),
);

export const usePerformanceStore = create<PerformanceState>()(
  persist((): PerformanceState => ({ topics: [], selectedTopicId: null }), {
    name: PERFORMANCE_KEY,
    version: PERFORMANCE_VERSION,
    storage: versionedStorage({ version: PERFORMANCE_VERSION, load: (state, version) => loadPerformanceState(state, version, nowIso()) }),
  }),
);

// Another tab changed the grade book: show its data here too, so neither tab overwrites the other.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CLASSES_KEY) void useClassesStore.persist.rehydrate();
    if (event.key === PERFORMANCE_KEY) void usePerformanceStore.persist.rehydrate();
  });
}
