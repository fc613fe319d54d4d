import { useMemo } from 'react';
import { initials } from '@core/domain/privacy';
import { createDeviceStore } from '@client/lib/device-store';

/** Projector mode: children's names as initials, grades hidden, on every screen that lists them. */
export const projectorModeStore = createDeviceStore<boolean>('projector-mode', {
  version: 1,
  initial: false,
  sanitize: (stored) => stored === true,
});

/** A formatter for children's names that follows projector mode; for a name without its class (see `useShownNames`). */
export function useShownName(): (name: string) => string {
  const on = projectorModeStore((s) => s.value);
  return on ? initials : (name) => name;
}

type Named = { id: string; name: string };

/**
 * A formatter for the children of ONE class that follows projector mode: with `labels` =
 * `projectorInitialsById` (core/domain/gradebook/class-names) the labels are unique within
 * `students` („Be. S.“ and „Br. S.“, not „B. S.“ twice; issue 25), so on a wall no two children
 * look the same. The rule is passed in, not imported: this module is loaded by every screen with
 * the projector toggle, and importing the grade-book rules here adds them to each of those
 * screens' preload lists in the app shell, whose first-screen budget has no room for it.
 * A child not in `students` shows its initials. Pass a stable array (the store's, or memoised).
 */
export function useShownNames(
  students: readonly Named[],
  labels: (students: readonly Named[]) => ReadonlyMap<string, string>,
): (student: Named) => string {
  const on = projectorModeStore((s) => s.value);
  const byId = useMemo(() => (on ? labels(students) : null), [on, students, labels]);
  return (student: Named) => (byId ? (byId.get(student.id) ?? initials(student.name)) : student.name);
}

export const useProjectorMode = () => projectorModeStore((s) => s.value);
export const setProjectorMode = (on: boolean) => projectorModeStore.getState().set(on);
