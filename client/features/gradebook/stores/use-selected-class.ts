import { useEffect } from 'react';
import { sortClasses } from '@core/domain/gradebook/class-names';
import { gradebook } from './gradebook-actions';
import { useClassesStore } from './gradebook-stores';

/** The selected class; when none (or a deleted one) is selected, the first class in German order is chosen, as the picker lists them. */
export function useSelectedClass() {
  const classes = useClassesStore((s) => s.classes);
  const selectedClassId = useClassesStore((s) => s.selectedClassId);
  const selected = classes.find((c) => c.id === selectedClassId) ?? null;
  const first = classes.length === 0 ? null : (sortClasses(classes)[0]?.id ?? null);
  useEffect(() => {
    if (!selected && first) gradebook.selectClass(first);
  }, [selected, first]);
  return { classes, selected };
}
